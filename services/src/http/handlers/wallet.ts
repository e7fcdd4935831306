import type { AddCreditCardRequest, AddGiftCardRequest, AddSnapCardRequest } from '@aisle/contracts';
import type { Hono } from 'hono';
import { checkWalletCall, createPaymentIntent, createWalletToken } from '../../wallet/access.ts';
import { ebtBalance, giftCardBalance } from '../../wallet/balances.ts';
import { listBillingAddresses, saveBillingAddress } from '../../wallet/billing.ts';
import {
  addCreditCard,
  addGiftCard,
  addSnapCard,
  deleteCard,
  editCard,
  listCards,
  makePreferred,
} from '../../wallet/cards.ts';
import { attemptGuardOf, type LimitedDependencies } from '../limits.ts';
import { route } from '../route.ts';

/** The payment wallet: services/src/wallet/. Each call checks its headers, token and intent first. */
export function walletRoutes(app: Hono, dependencies: LimitedDependencies): void {
  const { db } = dependencies;
  route(app, 'createWalletToken', dependencies, ({ session, now }) => createWalletToken(db, session, now));
  route(app, 'createPaymentIntent', dependencies, ({ session, now }) => createPaymentIntent(db, session, now));
  route(app, 'getWallet', dependencies, async ({ session, now, context }) => {
    const caller = await checkWalletCall(db, context, session, now, 'list');
    return { data: { payment: { cards: await listCards(db, caller, now) } } };
  });
  route(app, 'addWalletCard', dependencies, async ({ session, now, context, body }) => {
    const caller = await checkWalletCall(db, context, session, now);
    const type = body.paymentMethod.paymentType;
    const card =
      type === 'EBT_CARD'
        ? await addSnapCard(db, caller, body as AddSnapCardRequest, now)
        : type === 'GIFT_CARD'
          ? await addGiftCard(db, caller, body as AddGiftCardRequest, now, attemptGuardOf(context, dependencies.limits))
          : await addCreditCard(db, caller, body as AddCreditCardRequest, now);
    return { data: { payment: { card } } };
  });
  route(app, 'editWalletCard', dependencies, async ({ session, now, context, body }) => {
    const caller = await checkWalletCall(db, context, session, now);
    return { data: { payment: await editCard(db, caller, body, now) } };
  });
  route(app, 'deleteWalletCard', dependencies, async ({ session, now, context, params }) => {
    const caller = await checkWalletCall(db, context, session, now);
    await deleteCard(db, caller, params.cardId);
    return undefined;
  });
  route(app, 'getBillingAddresses', dependencies, async ({ session, now, context }) => {
    const caller = await checkWalletCall(db, context, session, now);
    return { data: { payment: { addresses: await listBillingAddresses(db, caller) } } };
  });
  route(app, 'saveBillingAddress', dependencies, async ({ session, now, context, body }) => {
    const caller = await checkWalletCall(db, context, session, now);
    return { data: { payment: { address: await saveBillingAddress(db, caller, body, now) } } };
  });
  route(app, 'getGiftCardBalance', dependencies, async ({ session, now, context, body }) => {
    const caller = await checkWalletCall(db, context, session, now);
    return giftCardBalance(db, caller, body.paymentGram);
  });
  route(app, 'getEbtBalance', dependencies, async ({ session, now, context, body }) => {
    const caller = await checkWalletCall(db, context, session, now);
    const guard = attemptGuardOf(context, dependencies.limits);
    return ebtBalance(db, caller, body.paymentMethod.encryptedPin, body.paymentMethod.paymentgram, now, guard);
  });
  route(app, 'makePreferredCard', dependencies, async ({ session, now, context, body }) => {
    const caller = await checkWalletCall(db, context, session, now);
    return { data: { payment: { cards: await makePreferred(db, caller, body.cardId, now) } } };
  });
}

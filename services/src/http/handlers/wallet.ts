import {
  type AddCreditCardRequest,
  type AddGiftCardRequest,
  type AddSnapCardRequest,
  type WalletCallName,
  walletHeaders,
} from '@aisle/contracts';
import type { Hono } from 'hono';
import { checkWalletCall, createPaymentIntent, createWalletToken, missingWalletToken } from '../../wallet/access.ts';
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
import { type RouteHandler, route } from '../route.ts';

/*
 * A missing or malformed bearer token answers 401, not 400: the client fetches a new token on a 401
 * (API-057). route() maps that header's issue to the 401 rather than the contract's schema taking the token
 * as optional: that schema is also the client's check before sending, which must keep requiring a token,
 * and a malformed token must answer 401 as much as a missing one.
 */
const walletCall = { headerErrors: { [walletHeaders.authorization]: missingWalletToken } };

/** The payment wallet: services/src/wallet/. route() checks each call's headers; the call its token and intent. */
export function walletRoutes(app: Hono, dependencies: LimitedDependencies): void {
  const { db } = dependencies;
  const walletRoute = <Name extends WalletCallName>(name: Name, handler: RouteHandler<Name>) =>
    route(app, name, dependencies, handler, walletCall);
  route(app, 'createWalletToken', dependencies, ({ session, now }) => createWalletToken(db, session, now));
  route(app, 'createPaymentIntent', dependencies, ({ session, now }) => createPaymentIntent(db, session, now));
  walletRoute('getWallet', async ({ session, now, headers }) => {
    const caller = await checkWalletCall(db, headers, session, now);
    return { data: { payment: { cards: await listCards(db, caller, now) } } };
  });
  walletRoute('addWalletCard', async ({ session, now, headers, context, body }) => {
    const caller = await checkWalletCall(db, headers, session, now);
    const type = body.paymentMethod.paymentType;
    const card =
      type === 'EBT_CARD'
        ? await addSnapCard(db, caller, body as AddSnapCardRequest, now)
        : type === 'GIFT_CARD'
          ? await addGiftCard(db, caller, body as AddGiftCardRequest, now, attemptGuardOf(context, dependencies.limits))
          : await addCreditCard(db, caller, body as AddCreditCardRequest, now);
    return { data: { payment: { card } } };
  });
  walletRoute('editWalletCard', async ({ session, now, headers, body }) => {
    const caller = await checkWalletCall(db, headers, session, now);
    return { data: { payment: await editCard(db, caller, body, now) } };
  });
  walletRoute('deleteWalletCard', async ({ session, now, headers, params }) => {
    const caller = await checkWalletCall(db, headers, session, now);
    await deleteCard(db, caller, params.cardId);
    return undefined;
  });
  walletRoute('getBillingAddresses', async ({ session, now, headers }) => {
    const caller = await checkWalletCall(db, headers, session, now);
    return { data: { payment: { addresses: await listBillingAddresses(db, caller) } } };
  });
  walletRoute('saveBillingAddress', async ({ session, now, headers, body }) => {
    const caller = await checkWalletCall(db, headers, session, now);
    return { data: { payment: { address: await saveBillingAddress(db, caller, body, now) } } };
  });
  walletRoute('getGiftCardBalance', async ({ session, now, headers, body }) => {
    const caller = await checkWalletCall(db, headers, session, now);
    return giftCardBalance(db, caller, body.paymentGram);
  });
  walletRoute('getEbtBalance', async ({ session, now, headers, context, body }) => {
    const caller = await checkWalletCall(db, headers, session, now);
    const guard = attemptGuardOf(context, dependencies.limits);
    return ebtBalance(db, caller, body.paymentMethod.encryptedPin, body.paymentMethod.paymentgram, now, guard);
  });
  walletRoute('makePreferredCard', async ({ session, now, headers, body }) => {
    const caller = await checkWalletCall(db, headers, session, now);
    return { data: { payment: { cards: await makePreferred(db, caller, body.cardId, now) } } };
  });
}

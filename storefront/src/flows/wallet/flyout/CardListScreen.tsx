import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { CardRow, type CardRowAction } from '@aisle/design-system/components/CardRow';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { useEffect, useId } from 'react';
import { useStore } from 'zustand';
import type { WalletLabels } from '../../../lib/copy/wallet.ts';
import { messageText } from './messages.ts';
import { isCardDisabled, isTotalCovered, type SelectionGroup, selectionKey } from './selectionRules.ts';
import * as styles from './wallet.css.ts';
import { makePreferred, retryGiftBalance } from './walletCards.ts';
import {
  chooseCard,
  clearSuccess,
  loadWallet,
  openAddCard,
  openAddExtra,
  openCheckBalance,
  openDelete,
  openEdit,
  type SuccessKey,
  selectableOf,
  walletStore,
} from './walletStore.ts';
import type { FlyoutCard } from './walletTypes.ts';

/** WAL-038: the success banner's time on screen. */
export const SUCCESS_MESSAGE_MS = 5000;

/** The gift card's masked number is as long as its 19 digits; the others take their brand's length. */
const GIFT_MASK_LENGTH = 19;

function successText(labels: WalletLabels, key: SuccessKey) {
  const toasts = labels.toasts;
  switch (key) {
    case 'cardAdded':
      return { title: toasts.cardAddedTitle, body: toasts.cardAddedBody };
    case 'cardEdited':
      return { title: toasts.cardEditedTitle, body: toasts.cardEditedBody };
    case 'cardDeleted':
      return { title: toasts.cardDeletedTitle, body: toasts.cardDeletedBody };
    default:
      return { title: toasts.cardUpdatedTitle, body: toasts.cardUpdatedBody };
  }
}

/** WAL-046, WAL-047: Edit only for a saved bank card; Make Preferred only for bank cards. */
function actionsOf(card: FlyoutCard): CardRowAction[] {
  if (card.group !== 'bank') return ['delete'];
  return [...(card.isSaved ? (['edit'] as const) : []), 'delete', 'makePreferred'];
}

/**
 * CARD_LIST: the groups 'Credit & Debit', 'SNAP EBT' and 'Gift Card' (WAL-032..036), each row a radio or
 * a checkbox (WAL-041, WAL-042), the loading indicator (WAL-037), the 5-second success banner (WAL-038)
 * and, at checkout, the SNAP and gift notes (WAL-039, WAL-040).
 */
export function CardListScreen({ labels }: { labels: WalletLabels }) {
  const state = useStore(walletStore);
  const { context, cards, flyoutSelection, status, success, error } = state;
  const id = useId();

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(clearSuccess, SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  if (status === 'loading' || status === 'idle') {
    return (
      <div className={styles.loading} data-part="wallet-loading">
        <Spinner label={labels.cardList.loading} isLabelVisible delayMs={0} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        tone="critical"
        toneLabel={labels.toneLabels.critical}
        isLive
        action={
          <Button variant="secondary" size="small" onClick={() => void loadWallet()}>
            {labels.cardRow.retry}
          </Button>
        }
      >
        {error ? messageText(labels, error) : labels.errors.getCardsFailed}
      </Alert>
    );
  }

  const selectable = cards.map(selectableOf);
  const snapSelected = cards.filter((card) => flyoutSelection.snapCards.includes(card.id));
  const snapPayment =
    snapSelected.length > 0 ? Math.min(context.ebtTotal, snapSelected[0]?.balance ?? context.ebtTotal) : 0;
  const coverage = { isMyWallet: context.isMyWallet, orderTotal: context.orderTotal, snapPayment };
  const isCovered = isTotalCovered(selectable, flyoutSelection, coverage);
  const needsBankCardFirst = !context.isMyWallet && !cards.some((card) => card.group === 'bank');
  const successMessage = success ? successText(labels, success) : null;

  function rowsOf(group: SelectionGroup) {
    return cards
      .filter((card) => card.group === group)
      .map((card) => {
        const selectableCard = selectableOf(card);
        const isSelected = !context.isMyWallet && flyoutSelection[selectionKey[group]].includes(card.id);
        return (
          <CardRow
            key={card.id}
            kind={group === 'bank' ? 'bank' : group}
            value={card.id}
            name={`${id}-${group}`}
            brand={card.brand}
            brandName={
              group === 'bank' ? labels.cardBrand[card.brand] : labels.cardBrand[group === 'snap' ? 'SNAP' : 'GIFT']
            }
            lastFour={card.lastFour}
            {...(group === 'gift' ? { maskLength: GIFT_MASK_LENGTH } : {})}
            expirationMonth={card.expirationMonth}
            expirationYear={card.expirationYear}
            isExpired={card.isExpired}
            isDisabled={!context.isMyWallet && isCardDisabled(selectableCard, selectable, flyoutSelection, coverage)}
            isPreferred={card.isPreferred}
            isSelected={isSelected}
            onSelectedChange={() => chooseCard(card.id)}
            actions={actionsOf(card)}
            onAction={(action) => {
              if (action === 'edit') openEdit(card.id);
              else if (action === 'delete') openDelete(card.id);
              else void makePreferred(card.id);
            }}
            {...(card.balance !== undefined ? { balance: card.balance } : {})}
            {...(card.balanceFailed ? { balanceState: 'error' as const } : {})}
            onCheckBalance={openCheckBalance}
            onRetryBalance={(cardId) => void retryGiftBalance(cardId)}
            labels={labels.cardRow}
          />
        );
      });
  }

  return (
    <div className={styles.screen} data-part="card-list">
      {successMessage ? (
        <Alert tone="positive" toneLabel={labels.toneLabels.positive} title={successMessage.title} isLive>
          {successMessage.body}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
          {messageText(labels, error)}
        </Alert>
      ) : null}
      <section className={styles.group} aria-labelledby={`${id}-bank`} data-part="bank-group">
        <h3 id={`${id}-bank`} className={styles.groupHeading}>
          {labels.cardList.creditDebitGroup}
        </h3>
        <div className={styles.rows} role="radiogroup" aria-labelledby={`${id}-bank`}>
          {rowsOf('bank')}
        </div>
        <Button variant="secondary" className={styles.addButton} onClick={openAddCard}>
          {labels.cardList.addCreditDebit}
        </Button>
      </section>
      {context.showSnapCards ? (
        <section className={styles.group} aria-labelledby={`${id}-snap`} data-part="snap-group">
          <h3 id={`${id}-snap`} className={styles.groupHeading}>
            {labels.cardList.snapGroup}
          </h3>
          {!context.isMyWallet && context.hasSnapEligibleItems ? (
            <p className={styles.note} data-part="snap-note">
              {labels.cardList.snapPayingWith}
            </p>
          ) : null}
          <ExtraError labels={labels} group="snap" />
          <fieldset className={styles.rows} aria-labelledby={`${id}-snap`}>
            {rowsOf('snap')}
          </fieldset>
          <Button variant="secondary" className={styles.addButton} onClick={() => openAddExtra('snap')}>
            {labels.cardList.addSnap}
          </Button>
        </section>
      ) : null}
      {context.showGiftCards ? (
        <section className={styles.group} aria-labelledby={`${id}-gift`} data-part="gift-group">
          <h3 id={`${id}-gift`} className={styles.groupHeading}>
            {labels.cardList.giftGroup}
          </h3>
          {isCovered ? (
            <p id={`${id}-gift-covered`} className={styles.note} data-part="total-reached">
              {labels.giftNotNeeded}
            </p>
          ) : null}
          <ExtraError labels={labels} group="gift" />
          {needsBankCardFirst ? (
            // PAY-095: at checkout the gift cards wait behind the note until a credit or debit card exists.
            state.giftError ? null : (
              <p className={styles.note} data-part="gift-needs-bank-card">
                {labels.errors.giftAddingDisabled}
              </p>
            )
          ) : (
            <fieldset className={styles.rows} aria-labelledby={`${id}-gift`}>
              {rowsOf('gift')}
            </fieldset>
          )}
          <Button
            variant="secondary"
            className={styles.addButton}
            onClick={() => openAddExtra('gift')}
            // PAY-097, PAY-103: no further gift card once gift cards cover the order.
            disabled={isCovered}
            aria-describedby={isCovered ? `${id}-gift-covered` : undefined}
          >
            {labels.cardList.addGift}
          </Button>
        </section>
      ) : null}
    </div>
  );
}

/** The SNAP or gift group's own message: a limit, adding before a bank card, a balance failure. */
function ExtraError({ labels, group }: { labels: WalletLabels; group: 'snap' | 'gift' }) {
  const error = useStore(walletStore, (state) => (group === 'snap' ? state.snapError : state.giftError));
  if (!error) return null;
  return (
    <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
      {messageText(labels, error)}
    </Alert>
  );
}

import { formatCopy } from '@aisle/banner-themes/copy';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { formatMoney, maskCardNumber } from '@aisle/design-system/format';
import { type ComponentType, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { WalletLabels } from '../../../lib/copy/wallet.ts';
import { messageText } from '../flyout/messages.ts';
import { selectionKey } from '../flyout/selectionRules.ts';
import { loadBillingAddresses } from '../flyout/walletAddresses.ts';
import { ensureWalletSetup } from '../flyout/walletSetup.ts';
import { loadWallet, openWallet, removeFromCheckout, walletStore } from '../flyout/walletStore.ts';
import type { FlyoutCard, WalletContext } from '../flyout/walletTypes.ts';
import * as styles from './cardBox.css.ts';

export type CardBoxOptions = {
  /** CBX-016..018 */
  hideTitle?: boolean;
  hideChangeLink?: boolean;
  hideNoCardsMessage?: boolean;
  /** CBX-019: a line under the cards, e.g. how the payment splits. */
  summaryMessage?: string;
  /** CBX-020 */
  className?: string;
  /**
   * PAY-096: checkout is sending a payment update: the card box's ways to change the payments wait for it
   * (the flyout, Remove, the card modals).
   */
  isUpdatePending?: boolean;
};

export type CardBoxProps = CardBoxOptions & {
  labels: WalletLabels;
  /** The order the cards pay for (checkout mode; isMyWallet false). */
  context: WalletContext;
};

type LoadedFlyout = { Flyout: ComponentType<{ labels: WalletLabels }> } | null;
type BoxModals = typeof import('./CardBoxModals.tsx');
/** Which card box modal is open: adding a card, editing the chosen one, or the edit's 'Wrong Account'. */
type OpenModal = { kind: 'add' } | { kind: 'edit'; cardId: string } | { kind: 'wrongAccount' } | null;

/** The flyout's code loads on the first open, not with the checkout page; so do the card box's modals. */
const loadFlyout = () => import('../flyout/WalletFlyout.tsx').then((module) => module.WalletFlyout);
const loadModals = (): Promise<BoxModals> => import('./CardBoxModals.tsx');

/**
 * The checkout's card box (CBX-008..020): 'Payment Method', the cards checkout will charge, 'Add or Change
 * Payment Method' (opens the card list from the card box, WAL-015), a warning without a bank card, a
 * message when the chosen one has no billing address (CBX-024), a spinner while the wallet loads and
 * 'Retry' when it failed, 'Remove' on SNAP EBT and gift rows.
 */
export function CardBox({
  labels,
  context,
  hideTitle = false,
  hideChangeLink = false,
  hideNoCardsMessage = false,
  summaryMessage,
  className,
  isUpdatePending = false,
}: CardBoxProps) {
  const { status, cards, checkoutSelection, error, addresses } = useStore(walletStore);
  const id = useId();
  const copy = labels.cardBox;
  const [loaded, setLoaded] = useState<LoadedFlyout>(null);
  const [modals, setModals] = useState<BoxModals | null>(null);
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [modalKey, setModalKey] = useState(0);

  useEffect(() => {
    ensureWalletSetup({ tenantName: labels.tenantName, messages: labels.calls });
    walletStore.setState({ context });
    if (walletStore.getState().status === 'idle') void loadWallet();
  }, [context, labels]);

  const selected = (group: FlyoutCard['group']) =>
    cards.filter((card) => card.group === group && checkoutSelection[selectionKey[group]].includes(card.id));
  const rows = [...selected('bank'), ...selected('snap'), ...selected('gift')];
  const hasBankCard = selected('bank').length > 0;
  const isMissingBillingAddress = selected('bank').some((card) => !card.hasBillingAddress);

  /** CRD-035, CRD-037: the modals outside the flyout; an edit starts from the card's listed address. */
  async function openBoxModal(next: Exclude<OpenModal, null>) {
    const [loadedModals] = await Promise.all([
      loadModals(),
      next.kind === 'edit' && walletStore.getState().addresses.status !== 'loaded' ? loadBillingAddresses() : null,
    ]);
    setModals(loadedModals);
    setModalKey((key) => key + 1);
    setOpenModal(next);
  }
  const editing = openModal?.kind === 'edit' ? cards.find((card) => card.id === openModal.cardId) : undefined;
  const cardNameOf = (card: FlyoutCard) =>
    formatCopy(labels.cardRow.cardName, {
      brand:
        card.group === 'bank'
          ? labels.cardBrand[card.brand]
          : labels.cardBrand[card.group === 'snap' ? 'SNAP' : 'GIFT'],
      lastFour: card.lastFour,
    });

  async function open() {
    const Flyout = await loadFlyout();
    setLoaded({ Flyout });
    await openWallet({ ...context, isFromCardBox: true });
  }

  return (
    <section
      className={[styles.box, className].filter(Boolean).join(' ')}
      aria-labelledby={hideTitle ? undefined : `${id}-title`}
      aria-label={hideTitle ? copy.title : undefined}
      data-component="CardBox"
      data-state={isUpdatePending ? 'updating' : status}
    >
      {hideTitle ? null : (
        <h2 id={`${id}-title`} className={styles.title}>
          {copy.title}
        </h2>
      )}
      {status === 'loading' || status === 'idle' ? (
        <div className={styles.placeholder}>
          <Spinner label={copy.loading} delayMs={0} />
        </div>
      ) : null}
      {status === 'error' ? (
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
          {copy.loadFailed} {error ? messageText(labels, error) : null}
        </Alert>
      ) : null}
      {status === 'loaded' ? (
        <>
          {rows.length > 0 ? (
            <ul className={styles.rows}>
              {rows.map((card) => (
                <li key={card.id} className={styles.row} data-part="selected-card" data-group={card.group}>
                  <span className={styles.cardName}>{cardNameOf(card)}</span>
                  <span className={styles.cardNumber} aria-hidden="true">
                    {maskCardNumber(card.lastFour, card.brand, card.group === 'gift' ? { length: 19 } : {})}
                  </span>
                  {card.balance !== undefined ? (
                    <span className={styles.balance}>
                      {labels.cardRow.remaining} {formatMoney(card.balance)}
                    </span>
                  ) : null}
                  {card.group === 'bank' ? (
                    card.isSaved ? (
                      <Button
                        variant="tertiary"
                        size="small"
                        aria-label={formatCopy(labels.modals.editCardLabel, { card: cardNameOf(card) })}
                        onClick={() => void openBoxModal({ kind: 'edit', cardId: card.id })}
                        disabled={isUpdatePending}
                      >
                        {labels.modals.editCardTitle}
                      </Button>
                    ) : null
                  ) : (
                    <Button
                      variant="tertiary"
                      size="small"
                      aria-label={`${copy.remove} ${cardNameOf(card)}`}
                      onClick={() => removeFromCheckout(card.id)}
                      disabled={isUpdatePending}
                    >
                      {copy.remove}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {isMissingBillingAddress ? (
            <Alert tone="critical" toneLabel={labels.toneLabels.critical}>
              {labels.cardUse.noBillingAddress}
            </Alert>
          ) : null}
          {!hasBankCard && !hideNoCardsMessage ? (
            <Alert tone="caution" toneLabel={labels.toneLabels.caution}>
              {labels.errors.noBankCard}
            </Alert>
          ) : null}
          {summaryMessage ? <p className={styles.summary}>{summaryMessage}</p> : null}
          <Button variant="tertiary" onClick={() => void openBoxModal({ kind: 'add' })} disabled={isUpdatePending}>
            {labels.modals.addCardTitle}
          </Button>
        </>
      ) : null}
      {hideChangeLink ? null : (
        <Button
          variant="secondary"
          className={styles.change}
          onClick={() => void open()}
          disabled={status !== 'loaded' || isUpdatePending}
        >
          {copy.change}
        </Button>
      )}
      {loaded ? <loaded.Flyout labels={labels} /> : null}
      {modals ? (
        <>
          <modals.CardBoxCardModal
            key={modalKey}
            labels={labels}
            card={editing}
            address={addresses.list.find((address) => address.id === editing?.billingAddressId)}
            open={openModal?.kind === 'add' || editing !== undefined}
            onOpenChange={(isOpen) => {
              if (!isOpen) setOpenModal(null);
            }}
            onWrongAccount={() => setOpenModal({ kind: 'wrongAccount' })}
          />
          <modals.WrongAccountModal
            labels={labels}
            open={openModal?.kind === 'wrongAccount'}
            onOpenChange={(isOpen) => {
              if (!isOpen) setOpenModal(null);
            }}
          />
        </>
      ) : null}
    </section>
  );
}

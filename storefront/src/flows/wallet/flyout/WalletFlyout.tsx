import { Button } from '@aisle/design-system/components/Button';
import { Flyout } from '@aisle/design-system/components/Flyout';
import { type ReactNode, useState } from 'react';
import { useStore } from 'zustand';
import type { WalletLabels } from '../../../lib/copy/wallet.ts';
import { AddressListScreen, UpdateAddressScreen } from './AddressScreens.tsx';
import {
  AddCardScreen,
  AddGiftCardScreen,
  AddSnapCardScreen,
  CheckBalanceScreen,
  EditCardScreen,
} from './CardForms.tsx';
import { CardListScreen } from './CardListScreen.tsx';
import * as styles from './wallet.css.ts';
import { closeAddressList, openAddressList } from './walletAddresses.ts';
import { deleteCard } from './walletCards.ts';
import {
  closeWallet,
  confirmSelection,
  discardChanges,
  goToList,
  keepChanges,
  requestExit,
  walletStore,
} from './walletStore.ts';
import type { WalletScreen } from './walletTypes.ts';

/** WAL-014: the screens with a back arrow (none of them when opened from the card box, WAL-015). */
const screensWithBack: readonly WalletScreen[] = [
  'ADD_CARD',
  'ADD_SNAP_EBT_CARD',
  'ADD_GIFT_CARD',
  'CHECK_BALANCE',
  'ADDRESS_LIST',
  'UPDATE_ADDRESS',
];

function titleOf(screen: WalletScreen, labels: WalletLabels, isMyWallet: boolean): string {
  switch (screen) {
    case 'CARD_LIST':
      return isMyWallet ? labels.cardList.myWalletTitle : labels.cardList.checkoutTitle;
    case 'ADD_CARD':
      return labels.addCard.title;
    case 'ADD_SNAP_EBT_CARD':
      return labels.addSnapCard.title;
    case 'ADD_GIFT_CARD':
      return labels.addGiftCard.title;
    case 'EDIT_CARD':
      return labels.editCard.title;
    case 'DELETE_CARD':
      return labels.deleteCard.title;
    case 'ADDRESS_LIST':
      return labels.addressList.title;
    case 'UPDATE_ADDRESS':
      return labels.updateAddress.title;
    case 'CHECK_BALANCE':
      return labels.checkBalance.title;
    default:
      return labels.exitConfirm.title;
  }
}

/**
 * The wallet flyout (WAL-001..031): a modal dialog over the page (scroll locked, Escape, a click outside
 * and the close button exit it), one screen at a time without changing the URL (WAL-006). At checkout an
 * exit with a changed selection asks 'Discard Changes?' first (WAL-120..123).
 */
export function WalletFlyout({ labels }: { labels: WalletLabels }) {
  const { isOpen, screen, context } = useStore(walletStore);
  const showBack =
    screensWithBack.includes(screen) &&
    !(context.isFromCardBox && screen !== 'ADDRESS_LIST' && screen !== 'UPDATE_ADDRESS');

  function back() {
    if (screen === 'ADDRESS_LIST') closeAddressList();
    else if (screen === 'UPDATE_ADDRESS') openAddressList(walletStore.getState().addressReturn);
    else goToList();
  }

  const interceptExit = (event: Event) => {
    event.preventDefault();
    requestExit();
  };

  return (
    <Flyout
      title={titleOf(screen, labels, context.isMyWallet)}
      closeLabel={labels.flyout.close}
      showClose={screen === 'CARD_LIST'}
      showBack={showBack}
      backLabel={labels.flyout.back}
      onBack={back}
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) requestExit();
      }}
      onEscapeKeyDown={interceptExit}
      onPointerDownOutside={interceptExit}
      footer={screen === 'CARD_LIST' ? <CardListFooter labels={labels} /> : undefined}
    >
      <div data-component="WalletFlyout" data-screen={screen} data-mode={context.isMyWallet ? 'my-wallet' : 'checkout'}>
        <ScreenBody screen={screen} labels={labels} />
      </div>
    </Flyout>
  );
}

/** WAL-028, WAL-029: Confirm and Cancel at checkout, only Close in My Wallet. */
function CardListFooter({ labels }: { labels: WalletLabels }) {
  const isMyWallet = useStore(walletStore, (state) => state.context.isMyWallet);
  if (isMyWallet) {
    return (
      <div className={styles.footer}>
        <Button onClick={closeWallet}>{labels.flyout.closeFooter}</Button>
      </div>
    );
  }
  return (
    <div className={styles.footer}>
      <Button variant="secondary" onClick={requestExit}>
        {labels.flyout.cancel}
      </Button>
      <Button onClick={() => confirmSelection()}>{labels.flyout.confirm}</Button>
    </div>
  );
}

function ScreenBody({ screen, labels }: { screen: WalletScreen; labels: WalletLabels }): ReactNode {
  switch (screen) {
    case 'CARD_LIST':
      return <CardListScreen labels={labels} />;
    case 'ADD_CARD':
      return <AddCardScreen labels={labels} />;
    case 'ADD_SNAP_EBT_CARD':
      return <AddSnapCardScreen labels={labels} />;
    case 'ADD_GIFT_CARD':
      return <AddGiftCardScreen labels={labels} />;
    case 'EDIT_CARD':
      return <EditCardScreen labels={labels} />;
    case 'DELETE_CARD':
      return <DeleteCardScreen labels={labels} />;
    case 'ADDRESS_LIST':
      return <AddressListScreen labels={labels} />;
    case 'UPDATE_ADDRESS':
      return <UpdateAddressScreen labels={labels} />;
    case 'CHECK_BALANCE':
      return <CheckBalanceScreen labels={labels} />;
    default:
      return <ExitConfirmScreen labels={labels} />;
  }
}

/** DELETE_CARD (WAL-022): 'Are you sure you want to delete your card?', 'Keep Card' or 'Delete Card'. */
function DeleteCardScreen({ labels }: { labels: WalletLabels }) {
  const cardId = useStore(walletStore, (state) => state.cardId);
  const [isBusy, setBusy] = useState(false);
  const copy = labels.deleteCard;
  return (
    <div className={styles.screen} data-part="delete-card">
      <p className={styles.question}>{copy.question}</p>
      <div className={styles.footer}>
        <Button variant="secondary" onClick={goToList} disabled={isBusy}>
          {copy.keep}
        </Button>
        <Button
          variant="destructive"
          disabled={isBusy}
          onClick={() => {
            if (!cardId) return;
            setBusy(true);
            void deleteCard(cardId);
          }}
        >
          {copy.confirm}
        </Button>
      </div>
    </div>
  );
}

/** EXIT_CONFIRM (WAL-027, WAL-121, WAL-122). */
function ExitConfirmScreen({ labels }: { labels: WalletLabels }) {
  const copy = labels.exitConfirm;
  return (
    <div className={styles.screen} data-part="exit-confirm">
      <p className={styles.question}>{copy.text}</p>
      <div className={styles.footer}>
        <Button variant="secondary" onClick={keepChanges}>
          {copy.keep}
        </Button>
        <Button onClick={discardChanges}>{copy.discard}</Button>
      </div>
    </div>
  );
}

import { formatCopy } from '@aisle/banner-themes/copy';
import type { ServiceAddress } from '@aisle/contracts';
import { flattenServiceAddress } from '@aisle/contracts/addressRules';
import { AddressCard } from '@aisle/design-system/components/AddressCard';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { ButtonLink } from '@aisle/design-system/parts/Button/ButtonLink';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { type AddressFailure, failureOf, saveFailureOf } from '../../lib/addresses/addressSave.ts';
import type { AccountAddressLabels } from '../../lib/copy/account.ts';
import { LazyModal } from '../../lib/LazyModal.tsx';
import { addressBookStore, loadAddresses, removeAddress } from '../../lib/stores/addressBook.ts';
import { sessionStore } from '../../lib/stores/session.ts';
import * as styles from './account.css.ts';
import {
  addressFormPath,
  browserNavigate,
  failureText,
  type Navigate,
  savedNoticeParam,
} from './accountAddressPaths.ts';

export type AccountAddressesProps = { labels: AccountAddressLabels; navigate?: Navigate };

type Notice = { tone: 'positive'; text: string } | { tone: 'critical'; text: string } | null;

/**
 * The account's address book (`/account/addresses`, ACC-008): every saved address as a card, home first
 * and then newest modified (ACC-074, ACC-075), each with Edit and Delete, and an 'Add New Address' card
 * (ACC-010, ACC-011); an empty book says 'Get started by adding an address' (ACC-012, ACC-013). The list
 * is the shared address book the selector shows, so a change here is what the selector shows next.
 */
export function AccountAddresses({ labels, navigate = browserNavigate }: AccountAddressesProps) {
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const book = useStore(addressBookStore);
  const [pendingDelete, setPendingDelete] = useState<ServiceAddress | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    if (sessionStatus === 'signedIn') void loadAddresses();
  }, [sessionStatus]);

  // Back from the form after a save: say so once, and take the marker off the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(savedNoticeParam)) return;
    setNotice({ tone: 'positive', text: labels.book.saved });
    url.searchParams.delete(savedNoticeParam);
    window.history.replaceState(window.history.state, '', url);
  }, [labels]);

  async function confirmDelete() {
    if (!pendingDelete || isDeleting) return;
    setDeleting(true);
    try {
      await removeAddress(pendingDelete.id);
      setNotice({ tone: 'positive', text: labels.book.deleted });
    } catch (error) {
      setNotice({ tone: 'critical', text: failureText(labels, deleteFailureOf(error)) });
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  }

  // The session gate beside this island says 'Loading...' and sends a guest to sign-in (ERR-015).
  if (sessionStatus !== 'signedIn') return null;
  if (book.status === 'idle' || (book.status === 'loading' && book.list.length === 0)) {
    return (
      <p className={styles.status} role="status" data-state="loading">
        {labels.loading}
      </p>
    );
  }
  if (book.status === 'error' && book.list.length === 0) {
    const failure = failureOf(book.error, 'technical');
    return (
      <ErrorCard
        message={failure.kind === 'connection' ? labels.connection : labels.generic}
        reloadLabel={labels.reload}
        onReload={() => void loadAddresses()}
        isLive
      />
    );
  }

  const noticeAlert = notice ? (
    <Alert
      tone={notice.tone}
      toneLabel={notice.tone === 'positive' ? labels.successLabel : labels.errorLabel}
      dismissLabel={labels.closeLabel}
      onDismiss={() => setNotice(null)}
    >
      {notice.text}
    </Alert>
  ) : null;

  if (book.list.length === 0) {
    return (
      <div className={styles.page} data-state="empty">
        {noticeAlert}
        <div className={styles.empty}>
          <p>{labels.book.empty}</p>
          <ButtonLink href={addressFormPath()}>{labels.book.addNew}</ButtonLink>
        </div>
      </div>
    );
  }

  const pendingLines = pendingDelete ? displayLines(pendingDelete) : '';
  return (
    <div className={styles.page} data-state="loaded">
      {noticeAlert}
      <ul className={styles.cards} aria-label={labels.book.heading}>
        {book.list.map((address) => {
          const flat = flattenServiceAddress(address);
          return (
            <li key={address.id} className={styles.cardItem}>
              <AddressCard
                address={flat}
                headingLevel={2}
                labels={labels.card}
                onEdit={() => navigate(addressFormPath(address.id))}
                onDelete={() => setPendingDelete(address)}
              />
            </li>
          );
        })}
        <li className={styles.cardItem}>
          <a className={styles.addCard} href={addressFormPath()} data-part="add-address">
            {labels.book.addNew}
          </a>
        </li>
      </ul>
      <LazyModal
        open={pendingDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !isDeleting) setPendingDelete(null);
        }}
        title={labels.book.deleteConfirm}
        description={<span className={styles.address}>{pendingLines}</span>}
        closeLabel={labels.closeLabel}
        size="small"
        footer={
          <>
            <Button variant="secondary" disabled={isDeleting} onClick={() => setPendingDelete(null)}>
              {labels.cancel}
            </Button>
            <Button
              variant="destructive"
              isBusy={isDeleting}
              onClick={() => void confirmDelete()}
              aria-label={pendingDelete ? formatCopy(labels.book.deleteLabel, { address: pendingLines }) : undefined}
              data-part="confirm-delete"
            >
              {labels.card.delete}
            </Button>
          </>
        }
      />
    </div>
  );
}

/** A deleted address that is already gone is 'We could not find that address.' (ADDRESS_NOT_FOUND). */
function deleteFailureOf(error: unknown): AddressFailure {
  const failure = saveFailureOf(error);
  return failure.kind === 'limit' || failure.kind === 'constraint' ? { kind: 'technical' } : failure;
}

function displayLines(address: ServiceAddress): string {
  const flat = flattenServiceAddress(address);
  return [flat.line1, flat.line2, `${flat.city}, ${flat.stateCode} ${flat.zip}`].filter(Boolean).join('\n');
}

import { formatCopy } from '@aisle/banner-themes/copy';
import { AddressCard } from '@aisle/design-system/components/AddressCard';
import { Button } from '@aisle/design-system/components/Button';
import { Link } from '@aisle/design-system/components/Link';
import { type ReactNode, useEffect, useId } from 'react';
import { useStore } from 'zustand';
import { paths } from '../../../lib/paths.ts';
import { addressBookStore } from '../../../lib/stores/addressBook.ts';
import { loadSession, type SessionState, sessionStore } from '../../../lib/stores/session.ts';
import { shoppingModeStore } from '../../../lib/stores/shoppingMode.ts';
import { useSelectorCopy } from '../selectorCopy.ts';
import { goToV2, selectorStore, setScreenTitle } from '../selectorStore.ts';
import { AddressForm } from './AddressForm.tsx';
import { ConfirmAddress } from './ConfirmAddress.tsx';
import * as styles from './delivery.css.ts';
import {
  ADDRESS_BOOK_V1_LIMIT,
  activeDeliveryAddressId,
  type DeliveryLayout,
  deleteAddress,
  deliveryStore,
  ensureNewAddressForm,
  loadAddresses,
  selectAddress,
  startAddAddress,
  startEditAddress,
} from './deliveryStore.ts';
import { FailureAlert, LoadingLine, toDisplayAddress, useFocusWhenLost } from './parts.tsx';

/** Where 'View All Addresses' leads (ACC-008, ACC-009). */
export const allAddressesPath = paths.accountAddresses;

function useActiveAddressId(): string | null {
  // Re-rendered when the shopper's Delivery preference changes.
  useStore(shoppingModeStore, (state) => state.activeByType.DELIVERY);
  return activeDeliveryAddressId();
}

/**
 * SEL-130, SEL-131: editing an address on a delivery option needs an account, so Edit shows only while the
 * shopper is known to be signed in: never for a guest, nor while the session is unknown, nor after it ended
 * with the address book open (the rows stay, Edit goes).
 */
export function canEditAddresses(session: Pick<SessionState, 'status'>): boolean {
  return session.status === 'signedIn';
}

/**
 * The saved addresses as cards, home first, then latest modified (SEL-010, ACC-074, ACC-075): 'Select Address' on each but
 * the active one (SEL-011, SEL-119), Edit for the signed-in shopper only (SEL-130, SEL-131), Delete in v2.
 */
function AddressList({ layout, limit }: { layout: DeliveryLayout; limit?: number }) {
  const copy = useSelectorCopy();
  const addresses = useStore(addressBookStore);
  const { listFailure, busyAddressId } = useStore(deliveryStore);
  const activeId = useActiveAddressId();
  const canEdit = useStore(sessionStore, canEditAddresses);
  useEffect(() => {
    void loadAddresses();
    // Edit waits for the session to be known (SEL-130, SEL-131).
    void loadSession().catch(() => undefined);
  }, []);
  const cardLabels = {
    select: copy.components.addressCard.select,
    edit: copy.components.addressCard.edit,
    delete: copy.components.addressCard.delete,
    home: copy.components.addressCard.home,
    preferred: copy.components.addressCard.preferred,
    selected: copy.components.addressCard.selected,
  };
  const shown = limit === undefined ? addresses.list : addresses.list.slice(0, limit);
  const isBusy = busyAddressId !== null;
  return (
    <>
      <FailureAlert failure={listFailure} />
      {addresses.status === 'loading' && addresses.list.length === 0 ? (
        <LoadingLine label={copy.common.loading.indicator} />
      ) : null}
      {addresses.status === 'loaded' && addresses.list.length === 0 ? (
        <p className={styles.secondaryText} data-part="empty">
          {copy.selector.emptyResults.addresses}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.addressList} data-part="addresses" aria-busy={isBusy || undefined}>
          {shown.map((address) => (
            <li key={address.id} data-address-id={address.id}>
              <AddressCard
                address={toDisplayAddress(address)}
                lineOrder="line2First"
                isSelected={address.id === activeId}
                labels={cardLabels}
                onSelect={isBusy ? () => undefined : () => void selectAddress(address.id, layout)}
                onEdit={canEdit ? () => startEditAddress(address.id, layout) : undefined}
                onDelete={layout === 'v2' && !isBusy ? () => void deleteAddress(address.id, layout) : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {isBusy ? <LoadingLine label={copy.selector.addressBook.checking} /> : null}
    </>
  );
}

/** Address book v1 (SEL-010..012): at most 3 addresses, 'View All Addresses' and 'Add New Address'. */
export function AddressBookScreen() {
  const copy = useSelectorCopy();
  const focusRef = useFocusWhenLost<HTMLDivElement>();
  return (
    <div ref={focusRef} tabIndex={-1} className={styles.screen} data-screen="addressBook">
      <AddressList layout="v1" limit={ADDRESS_BOOK_V1_LIMIT} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => startAddAddress('v1')} data-part="add-address">
          {copy.selector.addressBook.addNew}
        </Button>
        <Link variant="standalone" href={allAddressesPath} data-part="view-all">
          {copy.selector.addressBook.viewAll}
        </Link>
      </div>
    </div>
  );
}

/** Add address (SEL-013): the form, then the confirm step when the address came back corrected. */
export function AddAddressScreen() {
  const copy = useSelectorCopy();
  const isEditing = useStore(deliveryStore, (state) => state.form.target.addressId !== null);
  const isConfirming = useStore(deliveryStore, (state) => state.confirmation !== null);
  useEffect(() => {
    if (isConfirming) setScreenTitle(copy.selector.addressBookV2.confirmHeading);
    else setScreenTitle(isEditing ? copy.selector.addAddress.editHeading : null);
  }, [copy, isEditing, isConfirming]);
  const focusRef = useFocusWhenLost<HTMLDivElement>();
  return (
    <div
      // A new element per step: the step that replaced the focused one takes focus.
      key={isConfirming ? 'confirm' : 'form'}
      ref={focusRef}
      tabIndex={-1}
      className={styles.screen}
      data-screen="addAddress"
      data-step={isConfirming ? 'confirm' : 'form'}
    >
      {isConfirming ? <ConfirmAddress layout="v1" /> : <AddressForm layout="v1" />}
    </div>
  );
}

/** A v2 sub-view: its own heading (the panel's title stays the selector's), then its content. */
function V2View({ view, heading, children }: { view: string; heading: string; children: ReactNode }) {
  const headingId = useId();
  const focusRef = useFocusWhenLost<HTMLElement>();
  return (
    <section
      ref={focusRef}
      tabIndex={-1}
      className={styles.screen}
      aria-labelledby={headingId}
      data-screen="addressBookV2"
      data-view={view}
    >
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      {children}
    </section>
  );
}

/** 'Reserve Your Time' (SEL-021): what the delivery reservation is, and the way to an address. */
function ReserveYourTime() {
  const copy = useSelectorCopy();
  const texts = copy.selector.addressBookV2;
  const activeId = useActiveAddressId();
  return (
    <V2View view="reserveYourTime" heading={texts.reserveHeading}>
      <p className={styles.text}>{formatCopy(texts.reserveBody, { banner: copy.banner.name })}</p>
      <div className={styles.actions}>
        <Button onClick={() => goToV2(activeId ? 'list' : 'noAddress')} data-part="choose-address">
          {texts.reserveButton}
        </Button>
      </div>
    </V2View>
  );
}

/** No address selected (SEL-022): choose a saved one, or add one when there are none. */
function NoAddress() {
  const copy = useSelectorCopy();
  const texts = copy.selector.addressBookV2;
  const addresses = useStore(addressBookStore);
  useEffect(() => {
    if (addresses.status === 'idle') void loadAddresses();
  }, [addresses.status]);
  const hasAddresses = addresses.list.length > 0;
  return (
    <V2View view="noAddress" heading={texts.noAddressHeading}>
      <p className={styles.text}>{texts.noAddressBody}</p>
      <div className={styles.actions}>
        {hasAddresses ? (
          <Button onClick={() => goToV2('list')} data-part="choose-address">
            {texts.reserveButton}
          </Button>
        ) : null}
        <Button
          variant={hasAddresses ? 'secondary' : 'primary'}
          onClick={() => startAddAddress('v2')}
          data-part="add-address"
        >
          {copy.selector.addressBook.addNew}
        </Button>
      </div>
    </V2View>
  );
}

/** The v2 list (SEL-016): every saved address, with Select, Edit and Delete. */
function V2List() {
  const copy = useSelectorCopy();
  return (
    <V2View view="list" heading={copy.selector.addressBook.heading}>
      <AddressList layout="v2" />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => startAddAddress('v2')} data-part="add-address">
          {copy.selector.addressBook.addNew}
        </Button>
        <Link variant="standalone" href={allAddressesPath} data-part="view-all">
          {copy.selector.addressBook.viewAll}
        </Link>
      </div>
    </V2View>
  );
}

/** The empty form (SEL-019): a blank form for a new address, with what adding one is for. */
function EmptyForm() {
  const copy = useSelectorCopy();
  const texts = copy.selector.addressBookV2;
  useEffect(() => {
    ensureNewAddressForm();
  }, []);
  return (
    <V2View view="emptyForm" heading={texts.emptyFormHeading}>
      <p className={styles.text}>{formatCopy(texts.emptyFormBody, { banner: copy.banner.name })}</p>
      <AddressForm layout="v2" />
    </V2View>
  );
}

/** The address form (SEL-017, SEL-018): adding (after the confirm step's Edit or Back) or editing. */
function V2AddressForm() {
  const copy = useSelectorCopy();
  const isEditing = useStore(deliveryStore, (state) => state.form.target.addressId !== null);
  return (
    <V2View
      view="addressForm"
      heading={isEditing ? copy.selector.addAddress.editHeading : copy.selector.addAddress.heading}
    >
      <AddressForm layout="v2" />
    </V2View>
  );
}

/** The confirm form (SEL-020): suggested versus typed address; Confirm leads to the time slots. */
function ConfirmForm() {
  const copy = useSelectorCopy();
  const hasConfirmation = useStore(deliveryStore, (state) => state.confirmation !== null);
  useEffect(() => {
    // Reached without a pending suggestion (a stale view): the form is where the shopper was.
    if (!hasConfirmation) goToV2('addressForm');
  }, [hasConfirmation]);
  return (
    <V2View view="confirmForm" heading={copy.selector.addressBookV2.confirmHeading}>
      <ConfirmAddress layout="v2" />
    </V2View>
  );
}

/** Address book v2 (SEL-016..022): one sub-view at a time; Back follows the spec's order (SEL-062..066). */
export function AddressBookV2Screen() {
  const view = useStore(selectorStore, (state) => state.v2View);
  switch (view) {
    case 'reserveYourTime':
      return <ReserveYourTime />;
    case 'noAddress':
      return <NoAddress />;
    case 'list':
      return <V2List />;
    case 'emptyForm':
      return <EmptyForm />;
    case 'addressForm':
      return <V2AddressForm />;
    case 'confirmForm':
      return <ConfirmForm />;
  }
}

import type { Basket, ServiceAddress } from '@aisle/contracts';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { MapWidget } from '@aisle/design-system/components/MapWidget';
import { isProp65State, Prop65Notice } from '@aisle/design-system/components/Prop65Notice';
import { type ComponentType, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { addressLinesForDisplay, formValuesOfServiceAddress } from '../../lib/addresses/addressForm.ts';
import { type CartLabels, fillLabel } from '../../lib/copy/cart.ts';
import { mapTiles } from '../../lib/pageConfig.ts';
import { addressBookStore, loadAddresses } from '../../lib/stores/addressBook.ts';
import { loadShoppingMode, shoppingModeStore } from '../../lib/stores/shoppingMode.ts';
import type { AddressModalProps } from './AddressModal.tsx';
import * as styles from './cartExtras.css.ts';
import { destinationStore } from './deliveryDestination.ts';

const loadModal = () => import('./AddressModal.tsx').then((module) => module.AddressModal);

/** The warning texts carry their own signal word ('WARNING: ...'); the notice shows it once, as its label. */
function withoutSignalWord(warning: string, label: string): string {
  return warning.startsWith(label) ? warning.slice(label.length).trim() : warning;
}

/** CART-035: the cart's Prop 65 items, grouped by their warning text. */
function prop65Groups(basket: Basket): Array<{ warning: string; items: string[] }> {
  const groups = new Map<string, string[]>();
  for (const line of basket.items) {
    const warning = line.product.prop65 ? line.product.prop65Warning : null;
    if (warning) groups.set(warning, [...(groups.get(warning) ?? []), line.product.name]);
  }
  return [...groups].map(([warning, items]) => ({ warning, items }));
}

export type DeliveryDestinationProps = {
  basket: Basket;
  labels: CartLabels;
};

/**
 * The Delivery cart's destination (spec cart-scheduling-checkout 2 "Cart"): the address with its map
 * (CART-023..029), 'Add Delivery Address' or 'Edit' opening the address modal (loaded on demand), and the
 * Prop 65 notices of the cart's items when the address is in California.
 */
export function DeliveryDestination({ basket, labels }: DeliveryDestinationProps) {
  const active = useStore(shoppingModeStore, (state) => state.activeByType.DELIVERY ?? null);
  const book = useStore(addressBookStore);
  const isChangingModality = useStore(destinationStore, (state) => state.isChangingModality);
  const [Modal, setModal] = useState<ComponentType<AddressModalProps> | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [modalFailed, setModalFailed] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  useEffect(() => {
    // The signed-in shopper's active Delivery address lives on the server (once per page).
    void loadShoppingMode();
    if (addressBookStore.getState().status === 'idle') void loadAddresses();
  }, []);
  const modal = labels.addressModal;
  const activeId = active && 'address' in active.destination ? active.destination.address.id : null;
  const address: ServiceAddress | null = activeId ? (book.list.find((entry) => entry.id === activeId) ?? null) : null;

  function open() {
    setModalFailed(false);
    setOpen(true);
    if (Modal) return;
    loadModal().then(
      (Loaded) => setModal(() => Loaded),
      () => {
        setOpen(false);
        setModalFailed(true);
      },
    );
  }

  const lines = address ? addressLinesForDisplay(formValuesOfServiceAddress(address)) : [];
  const oneLine = lines.join(', ');
  const stateCode = address?.address.stateProvince ?? null;
  const groups = isProp65State(stateCode) ? prop65Groups(basket) : [];
  return (
    <section
      className={styles.destination}
      aria-labelledby="cart-destination-heading"
      data-component="DeliveryDestination"
      data-state={isChangingModality ? 'changing' : address ? 'address' : 'none'}
    >
      <div className={styles.destinationHead}>
        <h2 className={styles.subheading} id="cart-destination-heading">
          {modal.sectionHeading}
        </h2>
        <Button
          variant={address ? 'tertiary' : 'secondary'}
          size="small"
          onClick={open}
          aria-label={address ? fillLabel(modal.editLabel, { address: oneLine }) : undefined}
          aria-haspopup="dialog"
          data-part={address ? 'edit-address' : 'add-address'}
        >
          {address ? modal.edit : modal.addTitle}
        </Button>
      </div>
      {address ? (
        <>
          <p className={styles.address} data-part="address">
            {lines.join('\n')}
          </p>
          <MapWidget
            latitude={address.location?.lat ?? 0}
            longitude={address.location?.lng ?? 0}
            label={fillLabel(labels.map.label, { address: oneLine })}
            // The deployment's tile service (AISLE_MAP_TILES), none in the sandbox: the placeholder (CART-028).
            // CART-029: an address the geocoder placed nowhere keeps the placeholder.
            tileUrl={address.location ? mapTiles() : undefined}
            attribution={labels.map.attribution}
            height={160}
          />
        </>
      ) : (
        <p className={styles.small}>{modal.none}</p>
      )}
      <p className={styles.small} role="status" data-part="destination-status">
        {isChangingModality ? modal.updatingCart : justSaved ? modal.saved : ''}
      </p>
      {modalFailed ? (
        <Alert tone="critical" toneLabel={labels.errorLabel} isLive>
          {labels.connection}
        </Alert>
      ) : null}
      {groups.map((group) => (
        <div key={group.warning} data-part="prop65">
          <Prop65Notice
            stateCode={stateCode}
            label={labels.prop65.label}
            message={`${withoutSignalWord(group.warning, labels.prop65.label)} ${fillLabel(modal.prop65Items, { items: group.items.join(', ') })}`}
          />
        </div>
      ))}
      {Modal && isOpen ? (
        <Modal
          key={address?.id ?? 'new'}
          labels={labels}
          address={address}
          basket={basket}
          open={isOpen}
          onOpenChange={setOpen}
          onSaved={() => {
            setOpen(false);
            setJustSaved(true);
          }}
        />
      ) : null}
    </section>
  );
}

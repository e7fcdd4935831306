import { formatCopy } from '@aisle/banner-themes/copy';
import type { ServiceAddress } from '@aisle/contracts';
import type { DisplayAddress } from '@aisle/design-system/components/AddressCard';
import { Alert } from '@aisle/design-system/components/Alert';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { useCallback } from 'react';
import { useStore } from 'zustand';
import type { AddressFormValues } from '../../../lib/addresses/addressForm.ts';
import { layoutOf } from '../SelectorRoot.tsx';
import { type SelectorCopy, useSelectorCopy } from '../selectorCopy.ts';
import { selectorStore } from '../selectorStore.ts';
import * as styles from './delivery.css.ts';
import type { DeliveryFailure, DeliveryLayout } from './deliveryStore.ts';

/** v1 (the header's modal, one screen after another) or v2 (the tabbed panel, or one block from the cart). */
export function useLayout(): DeliveryLayout {
  return useStore(selectorStore, layoutOf);
}

/** The words of a delivery failure, from the banner's copy. */
export function failureText(copy: SelectorCopy, failure: DeliveryFailure): string {
  switch (failure.kind) {
    case 'unverified':
      return copy.selector.addressBook.unverified;
    case 'inHouseUnavailable':
    case 'noFulfillmentCenter':
      return formatCopy(copy.selector.addressBook.inHouseUnavailable, { banner: copy.banner.name });
    case 'validationFailed':
      return copy.selector.addAddress.validationFailed;
    case 'missingId':
      return copy.selector.addressBook.missingId;
    case 'notFound':
      return copy.addressErrors.notFound;
    case 'limit':
      return copy.addressErrors.limit;
    case 'constraint':
      return copy.addressErrors.generic;
    case 'loadFailed':
      return copy.selector.addressBook.loadFailed;
    case 'technical':
      return copy.selector.timeslots.technicalDifficulty;
    case 'connection':
      return failure.message ?? copy.common.errors.connection;
  }
}

/** A failure, announced when it appears (role alert). */
export function FailureAlert({ failure, part = 'failure' }: { failure: DeliveryFailure | null; part?: string }) {
  const copy = useSelectorCopy();
  if (!failure) return null;
  return (
    <div data-part={part} data-failure={failure.kind}>
      <Alert tone="critical" toneLabel={copy.components.alertToneLabels.critical} isLive>
        {failureText(copy, failure)}
      </Alert>
    </div>
  );
}

/** A spinner that shows after the 200 ms loading delay (SEL-168), with its words. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <div className={styles.status} data-part="loading">
      <Spinner label={label} isLabelVisible />
    </div>
  );
}

/**
 * A saved address for the design system's AddressCard. The selector address's lines are [unit, street]
 * and its second line is shown first (SEL-054): line1/line2 follow the list and the card shows line2 first.
 */
export function toDisplayAddress(address: ServiceAddress): DisplayAddress {
  const lines = address.address.addressLines;
  return {
    addressId: address.id,
    line1: lines[0] ?? '',
    line2: lines[1] ?? null,
    city: address.address.cityTown,
    stateCode: address.address.stateProvince,
    zip: address.address.postalCode,
    type: address.type,
    preferred: address.preferredAddress,
    label: address.label,
  };
}

/** The form's values as lines of an address block: street, unit, then city, state and ZIP. */
export function FormattedAddress({ values }: { values: AddressFormValues }) {
  const place = `${values.city.trim()}, ${values.state.trim().toUpperCase()} ${values.zip.trim()}`;
  const lines = [values.street.trim(), values.unit.trim(), place].filter(Boolean);
  return <address className={styles.confirmAddress}>{lines.join('\n')}</address>;
}

/**
 * A screen that replaced the one holding focus (the button pressed is gone) takes focus itself, so a
 * keyboard or screen-reader user continues from the new screen instead of from the top of the page.
 * Focus that is still on a control (the dialog's first control on opening) is left alone.
 */
export function useFocusWhenLost<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element) return;
    const view = element.ownerDocument.defaultView;
    view?.requestAnimationFrame(() => {
      const active = element.ownerDocument.activeElement;
      // Radix's focus trap hands lost focus to the dialog itself; that counts as lost too.
      const isLost =
        active === null ||
        active === element.ownerDocument.body ||
        (active.getAttribute('role') === 'dialog' && active.contains(element));
      if (element.isConnected && isLost) {
        element.focus({ preventScroll: true });
      }
    });
  }, []);
}

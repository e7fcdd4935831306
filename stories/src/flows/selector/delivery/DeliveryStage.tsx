import type { ServiceAddress } from '@aisle/contracts';
import type { MockHandlers, MockRequest } from '@aisle/contracts/testing';
import { resetDelivery } from '@aisle/storefront/flows/selector/delivery/deliveryStore.ts';
import { resetReservation } from '@aisle/storefront/lib/stores/reservation.ts';
import {
  deliveryBasket,
  deliveryOptions,
  deliveryPreference,
  demoAddresses,
  promiseFixture,
  savedAddress,
  upfrontTimeslots,
  verifiedAnswer,
} from '@aisle/storefront/testing/deliveryFixtures.ts';
import { useRef } from 'react';
import { useBanner } from '../../../support/BannerContext.tsx';
import { SelectorStage, type SelectorStageProps } from '../SelectorStage.tsx';

/** The selector with the delivery screens' stores reset once per mount and banner. */
export function DeliveryStage(props: SelectorStageProps) {
  const banner = useBanner();
  const preparedFor = useRef<string | null>(null);
  if (preparedFor.current !== banner.id) {
    preparedFor.current = banner.id;
    resetDelivery();
    resetReservation();
  }
  return <SelectorStage {...props} />;
}

export type DeliveryMockOptions = {
  /** The saved addresses (demo@example.com's by default). */
  addresses?: ServiceAddress[];
  /** The address the shopper's Delivery mode points at; null for none. */
  active?: ServiceAddress | null;
};

/**
 * The delivery calls as the seeded server answers them for demo@example.com: saved addresses verify as
 * they are, '123 main street' comes back corrected, the in-house service reaches every address, seven
 * days of windows from Friday 2026-11-20, no reservation yet.
 */
export function deliveryHandlers({ addresses = demoAddresses, active = null }: DeliveryMockOptions = {}): MockHandlers {
  let list = [...addresses];
  let preferences = active ? [deliveryPreference(active)] : [];
  const known = () => [...list, savedAddress(['123 Main St'])];
  return {
    listModalityPreferences: () => ({ body: { preferences } }),
    createModalityPreference: (request: MockRequest) => {
      const id = (request.body as { destination: { address: { id: string } } }).destination.address.id;
      const address = known().find((entry) => entry.id === id) ?? (list[0] as ServiceAddress);
      const preference = deliveryPreference(address, new Date().toISOString());
      preferences = [preference, ...preferences];
      return { body: preference };
    },
    listAddresses: () => ({ body: { addresses: list } }),
    validateAddress: (request: MockRequest) => {
      const address = (request.body as { address: { id?: string; addressLines: string[] } }).address;
      const saved = known().find((entry) => entry.id === address.id);
      if (saved) return { body: verifiedAnswer(saved) };
      if (address.addressLines.at(-1) === '123 main street') {
        return {
          body: {
            isVerified: true,
            isCorrected: true,
            isEligible: true,
            original: {
              ...address,
              cityTown: 'cincinnati',
              stateProvince: 'OH',
              postalCode: '45202',
              countryCode: 'US',
            },
            suggested: {
              addressLines: ['123 Main St'],
              cityTown: 'Cincinnati',
              stateProvince: 'OH',
              postalCode: '45202',
              countryCode: 'US',
              county: 'Hamilton',
              location: { lat: 39.1031, lng: -84.512 },
            },
          },
        };
      }
      const typed = savedAddress(address.addressLines);
      return { body: verifiedAnswer(typed) };
    },
    addAddress: (request: MockRequest) => {
      const body = request.body as {
        addressLine1: string;
        addressLine2?: string | null;
        city: string;
        stateCode: string;
        zip: string;
      };
      const saved = savedAddress(body.addressLine2 ? [body.addressLine2, body.addressLine1] : [body.addressLine1], {
        cityTown: body.city,
        stateProvince: body.stateCode,
        postalCode: body.zip,
      });
      list = [saved, ...list.filter((entry) => entry.id !== saved.id)];
      return { body: saved };
    },
    updateAddress: (request: MockRequest) => {
      const existing = list.find((entry) => entry.id === request.params.addressId) as ServiceAddress;
      const body = request.body as { addressLine1: string; addressLine2?: string | null };
      const updated: ServiceAddress = {
        ...existing,
        address: {
          ...existing.address,
          addressLines: body.addressLine2 ? [body.addressLine2, body.addressLine1] : [body.addressLine1],
        },
        modified: { value: '2026-11-20T15:00:00.000Z' },
      };
      list = [updated, ...list.filter((entry) => entry.id !== updated.id)];
      return { body: updated };
    },
    removeAddress: (request: MockRequest) => {
      list = list.filter((entry) => entry.id !== request.params.addressId);
      preferences = preferences.filter(
        (preference) =>
          !('address' in preference.destination) || preference.destination.address.id !== request.params.addressId,
      );
      return { body: null };
    },
    getModalityOptions: () => ({ body: deliveryOptions() }),
    // The cart whose items the time slots are asked for (SEL-059).
    getBasket: () => ({ body: deliveryBasket() }),
    getUpfrontTimeslots: () => ({ body: upfrontTimeslots() }),
    getCurrentPromise: () => ({ body: { promise: null } }),
    createPromise: (request: MockRequest) => {
      const [selectedId] = (request.body as { selectedIds: string[] }).selectedIds;
      const [quoteId, optionId] = (selectedId as string).split(':') as [string, string];
      return { body: promiseFixture(quoteId, optionId, '2099-11-20T15:30:00.000Z') };
    },
  };
}

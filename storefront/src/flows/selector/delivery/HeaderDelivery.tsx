import { Button } from '@aisle/design-system/components/Button';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { HoldEnding } from '../../../lib/hold/HoldEnding.tsx';
import type { HoldEndingLabels } from '../../../lib/hold/HoldEndingDialog.tsx';
import { dismissHoldWarning, loadReservation } from '../../../lib/stores/reservation.ts';
import { sessionStore } from '../../../lib/stores/session.ts';
import { shoppingModeStore } from '../../../lib/stores/shoppingMode.ts';
import { chooseDelivery, openSelector } from '../selectorStore.ts';
import { ReservationHold } from './ReservationHold.tsx';
import { isDeliveryResume, withoutDeliveryResume } from './resume.ts';

/**
 * The delivery parts of the header island, on every page: back from the selector's sign-in screen it
 * reopens the selector on Delivery (SEL-067's way back), and it shows the held reservation
 * "We'll hold this reservation until {time}" (SEL-104) while the selector is closed, after a reload too.
 * `holdText` is the one template it needs (selector.timeslots.holdUntil).
 */
export function HeaderDelivery({
  holdText,
  holdEnding,
  className,
}: {
  holdText: string;
  holdEnding: HoldEndingLabels;
  className?: string;
}) {
  useEffect(() => {
    if (!isDeliveryResume(window.location.search)) return;
    window.history.replaceState(window.history.state, '', withoutDeliveryResume(window.location.href));
    openSelector({ origin: 'header', modality: 'DELIVERY' });
    void chooseDelivery('v1');
  }, []);

  const isSignedIn = useStore(sessionStore, (state) => state.status === 'signedIn');
  const deliveryAddressId = useStore(shoppingModeStore, (state) => {
    const active = state.activeByType.DELIVERY;
    return active && 'address' in active.destination ? active.destination.address.id : null;
  });
  useEffect(() => {
    // Only a signed-in shopper with a Delivery address can hold a delivery time.
    if (isSignedIn && deliveryAddressId) void loadReservation();
  }, [isSignedIn, deliveryAddressId]);

  // A Delivery hold means nothing while the shopper shops Pickup or In Store: the header names only what
  // holds for the active mode.
  const isDeliveryActive = useStore(shoppingModeStore, (state) => state.modality === 'DELIVERY');
  if (!isDeliveryActive) return null;
  return (
    <>
      <ReservationHold text={holdText} className={className} />
      {/* A few minutes before the hold ends: 'Do you need more time?' (issue 20, WCAG 2.2.1). */}
      <HoldEnding
        labels={holdEnding}
        chooseTime={
          <Button
            data-part="choose-time"
            onClick={() => {
              dismissHoldWarning();
              openSelector({ origin: 'header', modality: 'DELIVERY' });
              void chooseDelivery('v1');
            }}
          >
            {holdEnding.chooseTime}
          </Button>
        }
      />
    </>
  );
}

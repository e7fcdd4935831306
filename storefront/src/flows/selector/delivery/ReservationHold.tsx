import { useStore } from 'zustand';
import { holdText, isHeld, reservationStore } from '../../../lib/stores/reservation.ts';

/**
 * The held delivery time outside the selector (SEL-104): "We'll hold this reservation until {h:mm A}".
 * Small on purpose, for the header island: one template string as a prop and no design-system component.
 * Renders nothing without a live reservation.
 */
export function ReservationHold({ text, className }: { text: string; className?: string }) {
  const promise = useStore(reservationStore, (state) => state.promise);
  if (!isHeld(promise)) return null;
  return (
    <p className={className} role="status" data-component="ReservationHold" data-expires-at={promise.expiresAt}>
      {holdText(text, promise)}
    </p>
  );
}

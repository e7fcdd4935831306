import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { reservationStore } from '../stores/reservation.ts';
import type { HoldEndingDialogProps } from './HoldEndingDialog.tsx';

/** The warning's code (the modal and its buttons) arrives only when a hold is about to end. */
const LazyHoldEndingDialog = lazy(async () => ({
  default: (await import('./HoldEndingDialog.tsx')).HoldEndingDialog,
}));

/**
 * 'Do you need more time?' a few minutes before the page's held time runs out (issue 20, WCAG 2.2.1): the
 * header for a held delivery time, the checkout for its order's time. Loaded when first needed, then kept
 * mounted, so that closing it returns the focus where it was (WCAG 2.4.3).
 */
export function HoldEnding(props: HoldEndingDialogProps) {
  const asksForMoreTime = useStore(
    reservationStore,
    (state) => state.promise !== null && (state.isEnding || state.extension === 'failed'),
  );
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    if (asksForMoreTime) setLoaded(true);
  }, [asksForMoreTime]);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <LazyHoldEndingDialog {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { HoldEndingLabels } from '../../lib/hold/HoldEndingDialog.tsx';
import { shoppingModeStore } from '../../lib/stores/shoppingMode.ts';
import { isDeliveryResume } from './delivery/resume.ts';

/**
 * The held delivery time and the way back from the selector's sign-in screen (delivery/HeaderDelivery):
 * loaded only for a shopper shopping Delivery to an address, or on that way back, so other pages and
 * modes do not pay for it.
 */
const LazyHeaderDelivery = lazy(async () => ({
  default: (await import('./delivery/HeaderDelivery.tsx')).HeaderDelivery,
}));

export type DeliveryHoldProps = {
  holdText: string;
  /** 'Do you need more time?' a few minutes before the hold ends (issue 20, WCAG 2.2.1). */
  holdEnding: HoldEndingLabels;
  className?: string;
};

export function DeliveryHold({ holdText, holdEnding, className }: DeliveryHoldProps) {
  const hasDeliveryAddress = useStore(
    shoppingModeStore,
    (state) => state.modality === 'DELIVERY' && state.activeByType.DELIVERY !== undefined,
  );
  const [isResume, setResume] = useState(false);
  useEffect(() => setResume(isDeliveryResume(window.location.search)), []);
  if (!hasDeliveryAddress && !isResume) return null;
  return (
    <Suspense fallback={null}>
      <LazyHeaderDelivery holdText={holdText} holdEnding={holdEnding} className={className} />
    </Suspense>
  );
}

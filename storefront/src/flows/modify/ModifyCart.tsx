import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { ModifyCartLabels } from '../../lib/copy/modify.ts';
import { useLazyScreen } from '../../lib/useLazyScreen.ts';
import { loadModifyCart, modifyCartStore } from './modifyCartStore.ts';
import type { ModifyGateway } from './modifyGateway.ts';
import { modifyOrderIdOf } from './modifyRules.ts';

export type { ModifyCartLabels };

const assignLocation = (url: string) => window.location.assign(url);

/** The order's screen: its code loads beside the order, not in the page's first script (ADR 0012). */
const loadScreen = () => import('./ModifyCartScreen.tsx').then((module) => module.ModifyCartScreen);

/**
 * /cart/modify (cart-scheduling-checkout 2, 4 "Modify order"): the placed order's lines with quantity
 * steppers, then 'Continue' to the modify checkout (MOD-008..011). `?orderId=` names the order.
 */
export function ModifyCart({
  labels,
  orderId: givenOrderId,
  navigate = assignLocation,
  gateway,
}: {
  labels: ModifyCartLabels;
  orderId?: string | null;
  navigate?: (url: string) => void;
  gateway?: ModifyGateway;
}) {
  const status = useStore(modifyCartStore, (state) => state.status);
  const { loaded, retry } = useLazyScreen(loadScreen);
  useEffect(() => {
    const orderId = givenOrderId !== undefined ? givenOrderId : modifyOrderIdOf(window.location.search);
    void loadModifyCart(orderId, gateway);
  }, [givenOrderId, gateway]);

  const loading = (
    <div data-component="ModifyCart" data-state="loading">
      <Spinner label={labels.loading} />
    </div>
  );
  if (status === 'notFound' || status === 'loadError') {
    return (
      <div data-component="ModifyCart" data-state={status} role="alert">
        <p>{status === 'notFound' ? labels.notFound : labels.loadFailed}</p>
      </div>
    );
  }
  if (loaded && 'failed' in loaded) {
    return (
      <div data-component="ModifyCart" data-state="loadError">
        <ErrorCard message={labels.loadFailed} reloadLabel={labels.reload} onReload={retry} isLive />
      </div>
    );
  }
  if (status === 'loading' || !loaded) return loading;
  return <loaded.Screen labels={labels} navigate={navigate} gateway={gateway} />;
}

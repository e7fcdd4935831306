import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { BasketGateLabels } from '../../lib/copy/basketGate.ts';
import * as styles from '../../styles/shell.css.ts';
import { basketGateStore, loadBasket } from './basketGateStore.ts';

export type { BasketGateLabels };

/** Holds a cart page until its basket is there; the cart flow renders into the loaded state later. */
export function BasketGate({
  labels,
  redirectIfSignedOut = false,
}: {
  labels: BasketGateLabels;
  redirectIfSignedOut?: boolean;
}) {
  const { status, basketId, basket } = useStore(basketGateStore);
  useEffect(() => {
    void loadBasket({ redirectIfSignedOut });
  }, [redirectIfSignedOut]);
  if (status === 'loading') {
    return (
      <p className={styles.statusText} role="status" data-component="BasketGate" data-state="loading">
        {labels.loading}
      </p>
    );
  }
  if (status === 'loadError') {
    return (
      <div data-component="BasketGate" data-state="loadError">
        <ErrorCard
          message={labels.loadFailed}
          reloadLabel={labels.tryAgain}
          onReload={() => void loadBasket({ redirectIfSignedOut })}
          isLive
        />
      </div>
    );
  }
  return (
    <div
      data-component="BasketGate"
      data-state="loaded"
      data-basket-id={basketId ?? undefined}
      data-item-count={basket?.itemCount ?? undefined}
    />
  );
}

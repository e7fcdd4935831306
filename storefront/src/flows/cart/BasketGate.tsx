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
  isQuietWhileLoading = false,
}: {
  labels: BasketGateLabels;
  redirectIfSignedOut?: boolean;
  /**
   * Says nothing while loading, where the page's own content shows that it loads (the modify cart's spinner):
   * the line's going would move that content up (a layout shift).
   */
  isQuietWhileLoading?: boolean;
}) {
  const { status, basketId, basket } = useStore(basketGateStore);
  useEffect(() => {
    void loadBasket({ redirectIfSignedOut });
  }, [redirectIfSignedOut]);
  if (status === 'loading' && isQuietWhileLoading) {
    return <div data-component="BasketGate" data-state="loading" />;
  }
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

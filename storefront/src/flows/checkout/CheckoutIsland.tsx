import { useState } from 'react';
import type { CheckoutLabels } from '../../lib/copy/checkout.ts';
import { ScreenLoadFailed } from '../../lib/ScreenLoadFailed.tsx';
import { useLazyScreen } from '../../lib/useLazyScreen.ts';
import { CheckoutLoading } from './CheckoutLoading.tsx';
import * as styles from './checkout.css.ts';
import { orderIdOf } from './checkoutRules.ts';

/*
 * The checkout payment page's island (issue 13). The screen loads with import() once hydrated, so the
 * page's first script stays small; its box keeps the screen's first height from the server render on.
 * Every control depends on the shopper's checkout, so none exists in the server HTML (its loading outline
 * does, CheckoutLoading.tsx): the page's server
 * controls are real links (Back to scheduling, logo), which work before hydration (ADR 0019).
 */

const loadScreen = () => import('./CheckoutScreen.tsx').then((module) => module.CheckoutScreen);

export type CheckoutIslandProps = { labels: CheckoutLabels };

export function CheckoutIsland({ labels }: CheckoutIslandProps) {
  const { loaded, retry } = useLazyScreen(loadScreen);
  const [orderId] = useState(() => (typeof window === 'undefined' ? null : orderIdOf(window.location.search)));
  return (
    <div className={styles.reserved} data-component="CheckoutIsland">
      {loaded && 'failed' in loaded ? (
        <ScreenLoadFailed
          toneLabel={labels.toneLabels.critical}
          message={labels.loadFailed}
          retryLabel={labels.reload}
          onRetry={retry}
        />
      ) : loaded ? (
        <loaded.Screen labels={labels} orderId={orderId} />
      ) : (
        <CheckoutLoading label={labels.loading} />
      )}
    </div>
  );
}

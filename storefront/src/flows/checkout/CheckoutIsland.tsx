import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { type ComponentType, useEffect, useState } from 'react';
import type { CheckoutLabels } from '../../lib/copy/checkout.ts';
import type { CheckoutScreenProps } from './CheckoutScreen.tsx';
import * as styles from './checkout.css.ts';
import { orderIdOf } from './checkoutRules.ts';

/*
 * The checkout payment page's island (issue 13). The screen loads with import() once hydrated, so the
 * page's first script stays small; its box keeps the screen's first height from the server render on.
 * Every control depends on the shopper's checkout, so none exists in the server HTML: the page's server
 * controls are real links (Back to scheduling, logo), which work before hydration (ADR 0019).
 */

type Loaded = { Screen: ComponentType<CheckoutScreenProps> } | { failed: true } | null;

const loadScreen = () => import('./CheckoutScreen.tsx').then((module) => module.CheckoutScreen);

export type CheckoutIslandProps = { labels: CheckoutLabels };

export function CheckoutIsland({ labels }: CheckoutIslandProps) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  const [orderId] = useState(() => (typeof window === 'undefined' ? null : orderIdOf(window.location.search)));
  useEffect(() => {
    let isCurrent = true;
    void attempt;
    loadScreen().then(
      (Screen) => isCurrent && setLoaded({ Screen }),
      () => isCurrent && setLoaded({ failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  return (
    <div className={styles.reserved} data-component="CheckoutIsland">
      {loaded && 'failed' in loaded ? (
        <Alert
          tone="critical"
          toneLabel={labels.toneLabels.critical}
          isLive
          action={
            <Button variant="secondary" size="small" onClick={() => setAttempt((count) => count + 1)}>
              {labels.reload}
            </Button>
          }
        >
          {labels.loadFailed}
        </Alert>
      ) : loaded ? (
        <loaded.Screen labels={labels} orderId={orderId} />
      ) : null}
    </div>
  );
}

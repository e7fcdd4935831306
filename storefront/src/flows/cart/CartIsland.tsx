import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { type ComponentType, useEffect, useState } from 'react';
import type { BasketGateLabels } from '../../lib/copy/basketGate.ts';
import type { CartLabels } from '../../lib/copy/cart.ts';
import { BasketGate } from './BasketGate.tsx';
import type { CartScreenProps } from './CartScreen.tsx';
import * as styles from './cartIsland.css.ts';

/*
 * The cart pages' island (issue 11). The basket gate (OCP-030..034) is in the first script; the cart
 * screen (its table, steppers and summary) loads with import() once hydrated, so the page's first JS does
 * not grow (docs/adr/0012-cart-budget-and-home-lcp.md). The island's box keeps the screen's first height
 * from the server render on, so nothing below it moves when the lines arrive (CLS 0).
 */

type Loaded = { Screen: ComponentType<CartScreenProps> } | { failed: true } | null;

const loadScreen = () => import('./CartScreen.tsx').then((module) => module.CartScreen);

export type CartIslandProps = {
  gateLabels: BasketGateLabels;
  labels: CartLabels;
  redirectIfSignedOut?: boolean;
};

export function CartIsland({ gateLabels, labels, redirectIfSignedOut = false }: CartIslandProps) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
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
    <div className={styles.reserved} data-component="CartIsland">
      <BasketGate labels={gateLabels} redirectIfSignedOut={redirectIfSignedOut} />
      {loaded && 'failed' in loaded ? (
        <Alert
          tone="critical"
          toneLabel={labels.errorLabel}
          isLive
          action={
            <Button variant="secondary" size="small" onClick={() => setAttempt((count) => count + 1)}>
              {labels.reload}
            </Button>
          }
        >
          {labels.connection}
        </Alert>
      ) : loaded ? (
        <loaded.Screen labels={labels} />
      ) : null}
    </div>
  );
}

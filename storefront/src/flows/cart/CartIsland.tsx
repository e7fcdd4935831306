import type { BasketGateLabels } from '../../lib/copy/basketGate.ts';
import type { CartLabels } from '../../lib/copy/cart.ts';
import { ScreenLoadFailed } from '../../lib/ScreenLoadFailed.tsx';
import { useLazyScreen } from '../../lib/useLazyScreen.ts';
import { BasketGate } from './BasketGate.tsx';
import * as styles from './cartIsland.css.ts';

/*
 * The cart pages' island (issue 11). The basket gate (OCP-030..034) is in the first script; the cart
 * screen (its table, steppers and summary) loads with import() once hydrated, so the page's first JS does
 * not grow (docs/adr/0012-cart-budget-and-home-lcp.md). The island's box keeps the screen's first height
 * from the server render on, so nothing below it moves when the lines arrive (CLS 0).
 */

const loadScreen = () => import('./CartScreen.tsx').then((module) => module.CartScreen);

export type CartIslandProps = {
  gateLabels: BasketGateLabels;
  labels: CartLabels;
  redirectIfSignedOut?: boolean;
};

export function CartIsland({ gateLabels, labels, redirectIfSignedOut = false }: CartIslandProps) {
  const { loaded, retry } = useLazyScreen(loadScreen);
  return (
    <div className={styles.reserved} data-component="CartIsland">
      <BasketGate labels={gateLabels} redirectIfSignedOut={redirectIfSignedOut} />
      {loaded && 'failed' in loaded ? (
        <ScreenLoadFailed
          toneLabel={labels.errorLabel}
          message={labels.connection}
          retryLabel={labels.reload}
          onRetry={retry}
        />
      ) : loaded ? (
        <loaded.Screen labels={labels} />
      ) : null}
    </div>
  );
}

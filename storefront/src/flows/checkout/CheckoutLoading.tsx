import { Skeleton } from '@aisle/design-system/components/Skeleton';
import { Spinner } from '@aisle/design-system/components/Spinner';
import * as styles from './checkout.css.ts';

/**
 * What the checkout page shows until its screen and its checkout are there (issue 20): the loading label
 * from the first paint (in the server's HTML, no delay) over the page's outline, in the island's reserved
 * box, so the page is never blank and nothing under it moves when the screen comes.
 */
export function CheckoutLoading({ label }: { label: string }) {
  return (
    <div className={styles.screen} data-part="checkout-loading" aria-busy="true">
      <Spinner label={label} isLabelVisible delayMs={0} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <Skeleton height="11rem" radius="md" />
          <Skeleton height="9rem" radius="md" />
          <Skeleton height="6rem" radius="md" />
        </div>
        <div className={styles.column}>
          <Skeleton height="14rem" radius="md" />
          <Skeleton height="3rem" radius="pill" />
        </div>
      </div>
    </div>
  );
}

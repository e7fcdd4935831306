import { formatCopy } from '@aisle/banner-themes/copy';
import type { StoreOption } from '@aisle/contracts';
import { Button } from '@aisle/design-system/components/Button';
import { formatDistance } from '@aisle/design-system/format';
import type { RefObject } from 'react';
import type { PreferredStoreLabels } from '../../lib/copy/accountHome.ts';
import * as styles from './account.css.ts';
import { StoreFacts } from './StoreSummary.tsx';

export type StoreResultsProps = {
  postalCode: string;
  stores: StoreOption[];
  labels: PreferredStoreLabels;
  headingRef: RefObject<HTMLHeadingElement | null>;
  currentId: string | undefined;
  openDetails: string | null;
  onToggleDetails: (locationId: string) => void;
  savingId: string | null;
  onChoose: (store: StoreOption) => void;
};

/**
 * The stores a ZIP search found (ACC-154, ACC-159), each with 'View Details' and 'Make This My Store'. Loaded
 * with the first search (PreferredStore.tsx), not in the page's first script.
 */
export function StoreResults({
  postalCode,
  stores,
  labels,
  headingRef,
  currentId,
  openDetails,
  onToggleDetails,
  savingId,
  onChoose,
}: StoreResultsProps) {
  const heading = formatCopy(labels.results, { postalCode });
  return (
    <section className={styles.section} aria-label={heading} data-part="store-results">
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.results}>
        {stores.map((store) => {
          const isCurrent = store.locationId === currentId;
          const isOpen = openDetails === store.locationId;
          const detailsId = `store-details-${store.locationId}`;
          return (
            <li key={store.locationId}>
              <article className={styles.storeCard} aria-labelledby={`store-name-${store.locationId}`}>
                <h3 id={`store-name-${store.locationId}`} className={styles.storeName}>
                  {store.vanityName}
                </h3>
                <p className={styles.quiet}>
                  {formatCopy(labels.distance, { distance: formatDistance(store.distance) })}
                  {' · '}
                  {store.openText}
                </p>
                {isOpen ? (
                  <div id={detailsId} data-part="store-details">
                    <StoreFacts store={store} labels={labels.summary} showsOpenText={false} />
                  </div>
                ) : null}
                <div className={styles.resultActions}>
                  <Button
                    variant="tertiary"
                    size="small"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? detailsId : undefined}
                    onClick={() => onToggleDetails(store.locationId)}
                  >
                    {isOpen ? labels.hideDetails : labels.viewDetails}
                  </Button>
                  {isCurrent ? (
                    <p className={styles.quiet} data-part="is-preferred">
                      {labels.current}
                    </p>
                  ) : (
                    <Button
                      variant="secondary"
                      size="small"
                      isBusy={savingId === store.locationId}
                      disabled={savingId !== null && savingId !== store.locationId}
                      aria-describedby={`store-name-${store.locationId}`}
                      onClick={() => onChoose(store)}
                    >
                      {labels.makePreferred}
                    </Button>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

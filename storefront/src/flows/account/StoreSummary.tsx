import { formatCopy } from '@aisle/banner-themes/copy';
import type { StoreDetails } from '@aisle/contracts';
import type { AccountDashboardLabels } from '../../lib/copy/accountHome.ts';
import * as styles from './account.css.ts';

type SummaryLabels = AccountDashboardLabels['preferredStore'];

/** The shopping modes a store offers, in the banner's words: 'Pickup, Delivery, In Store'. */
export function servicesOf(store: Pick<StoreDetails, 'modalities'>, labels: SummaryLabels): string {
  const words = labels.modalities;
  return [
    store.modalities.PICKUP ? words.pickup : null,
    store.modalities.DELIVERY ? words.delivery : null,
    store.modalities.IN_STORE ? words.inStore : null,
  ]
    .filter((word) => word !== null)
    .join(', ');
}

/** A store's street, then 'City, ST 12345'. */
export function storeAddressLines(store: Pick<StoreDetails, 'address'>): string {
  const { address } = store;
  return [...address.addressLines, `${address.cityTown}, ${address.stateProvince} ${address.postalCode}`].join('\n');
}

/** The details a store shows on its own: address, hours, store number, services (ACC-022). */
export function StoreFacts({
  store,
  labels,
  showsOpenText = true,
}: {
  store: StoreDetails;
  labels: SummaryLabels;
  /** False where the store's hours line is already shown above its details. */
  showsOpenText?: boolean;
}) {
  return (
    <>
      <address className={styles.address}>{storeAddressLines(store)}</address>
      {showsOpenText ? (
        <p className={styles.quiet} data-part="open-text">
          {store.openText}
        </p>
      ) : null}
      <p className={styles.quiet}>{formatCopy(labels.storeNumber, { storeNumber: store.storeNumber })}</p>
      <p className={styles.quiet}>
        {labels.services}: {servicesOf(store, labels)}
      </p>
    </>
  );
}

/** The preferred store as a card: its name as a heading, then its details. */
export function StoreSummary({
  store,
  labels,
  headingLevel = 3,
}: {
  store: StoreDetails;
  labels: SummaryLabels;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.storeCard} data-part="preferred-store" aria-label={labels.heading}>
      <Heading className={styles.storeName}>{store.vanityName}</Heading>
      <StoreFacts store={store} labels={labels} />
    </article>
  );
}

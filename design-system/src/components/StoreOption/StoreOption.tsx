import { useId } from 'react';
import { formatDistance } from '../../format/distance.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { button as buttonStyle } from '../Button/Button.css.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './StoreOption.css.ts';

/** The fields of the spec's store option (SEL-042) that a row shows. */
export type StoreOptionStore = {
  locationId: string;
  vanityName: string;
  address: { addressLines: readonly string[]; cityTown: string; stateProvince: string; postalCode: string };
  /** Miles; shown with two decimals (SEL-169). */
  distance: number;
  currentlyShopping?: boolean;
  isLockerPickupLocation?: boolean;
  isCrossBanner?: boolean;
  /** Where 'Start Shopping' leads for a cross-banner store (SEL-030). */
  externalNavigation?: { webUrl: string; linkText?: string } | null;
  isOpen?: boolean;
  /** The store's own hours line, e.g. 'Open until 10:00 PM'. */
  openText?: string | null;
};

export type StoreOptionLabels = {
  /** Unit after the distance, e.g. 'mi'. */
  miles: string;
  /** 'Start Shopping'. */
  startShopping?: string;
  /** Choosing the store, e.g. 'Select Store'. */
  select?: string;
  locker?: string;
  crossBanner?: string;
  currentlyShopping?: string;
  /** Read after a link that opens in a new tab, e.g. '(opens in a new tab)'. */
  opensInNewTab?: string;
};

export type StoreOptionProps = {
  store: StoreOptionStore;
  labels: StoreOptionLabels;
  /** The chosen store: outlined and marked current. */
  isSelected?: boolean;
  /** Shows a select button (labels.select). */
  onSelect?: (store: StoreOptionStore) => void;
  /** Shows 'Start Shopping'; a cross-banner store with externalNavigation links out instead. */
  onStartShopping?: (store: StoreOptionStore) => void;
  /** 'Start Shopping' stays disabled until a matching shopping mode is selected (SEL-122). */
  isStartShoppingEnabled?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** One store in the selector's store list: name, distance, address, hours, badges and its actions. */
export function StoreOption({
  store,
  labels,
  isSelected = false,
  onSelect,
  onStartShopping,
  isStartShoppingEnabled = false,
  headingLevel = 3,
  className,
}: StoreOptionProps) {
  const id = useId();
  const headingId = `${id}-name`;
  const addressId = `${id}-address`;
  const selectId = `${id}-select`;
  const startShoppingId = `${id}-start-shopping`;
  const newTabId = `${id}-new-tab`;
  /*
   * Every store of a list has the same buttons: each is named by its visible text and then the store
   * ('Select Store Downtown Cincinnati'), so that the name starts with what is seen (WCAG 2.5.3) and a
   * list of buttons read out of context tells the stores apart; the address is the description.
   */
  const storeAction = (actionId: string, ...after: string[]) => ({
    'aria-labelledby': [actionId, headingId, ...after].join(' '),
    'aria-describedby': addressId,
  });
  const Heading = `h${headingLevel}` as const;
  const { address } = store;
  const badges = [
    store.currentlyShopping && labels.currentlyShopping
      ? { key: 'currentlyShopping', text: labels.currentlyShopping }
      : null,
    store.isLockerPickupLocation && labels.locker ? { key: 'locker', text: labels.locker } : null,
    store.isCrossBanner && labels.crossBanner ? { key: 'crossBanner', text: labels.crossBanner } : null,
  ].filter((badge) => badge !== null);
  const externalUrl = store.isCrossBanner ? store.externalNavigation?.webUrl : undefined;
  const showsStartShopping = Boolean(labels.startShopping && (onStartShopping || externalUrl));

  return (
    <article
      className={[styles.option, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-current={isSelected || undefined}
      data-component="StoreOption"
      data-state={isSelected ? 'selected' : 'idle'}
    >
      <div className={styles.details} data-part="details">
        <div className={styles.titleRow}>
          <Heading id={headingId} className={styles.heading} data-part="title">
            {store.vanityName}
          </Heading>
          <span className={styles.distance} data-part="distance">
            {formatDistance(store.distance)} {labels.miles}
          </span>
        </div>
        <address id={addressId} className={styles.address} data-part="address">
          {[...address.addressLines, `${address.cityTown}, ${address.stateProvince} ${address.postalCode}`].join(', ')}
        </address>
        {store.openText ? (
          <p className={styles.hours} data-part="hours" data-state={store.isOpen ? 'open' : 'closed'}>
            {store.openText}
          </p>
        ) : null}
        {badges.length > 0 ? (
          <ul className={styles.badges} data-part="badges">
            {badges.map((badge) => (
              <li key={badge.key} className={styles.badge} data-variant={badge.key}>
                {badge.text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {onSelect || showsStartShopping ? (
        <div className={styles.actions} data-part="actions">
          {onSelect && labels.select && !isSelected ? (
            <Button
              id={selectId}
              size="small"
              variant="secondary"
              data-part="select"
              {...storeAction(selectId)}
              onClick={() => onSelect(store)}
            >
              {labels.select}
            </Button>
          ) : null}
          {showsStartShopping && externalUrl && isStartShoppingEnabled ? (
            <a
              href={externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyle({ variant: 'primary', size: 'small' })}
              data-part="start-shopping"
              {...storeAction(startShoppingId, ...(labels.opensInNewTab ? [newTabId] : []))}
              onClick={() => onStartShopping?.(store)}
            >
              <span id={startShoppingId}>{labels.startShopping}</span>
              {labels.opensInNewTab ? (
                <span id={newTabId} className={visuallyHidden}>
                  {' '}
                  {labels.opensInNewTab}
                </span>
              ) : null}
            </a>
          ) : showsStartShopping ? (
            <Button
              id={startShoppingId}
              size="small"
              disabled={!isStartShoppingEnabled}
              {...storeAction(startShoppingId)}
              data-part="start-shopping"
              onClick={() => onStartShopping?.(store)}
            >
              {labels.startShopping}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

import { formatCopy } from '@aisle/banner-themes/copy';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { formatOrderDate } from '@aisle/design-system/format';
import { useEffect, useState } from 'react';
import type { Navigation } from '../../lib/api/client.ts';
import type { OrderCompleteLabels } from '../../lib/copy/orderComplete.ts';
import { statusText } from '../../styles/shell.css.ts';
import {
  browserNavigation,
  comparablePath,
  completeAddressOf,
  myPurchasesPath,
  pendingPurchasePath,
  readLastVisitedPath,
  purchaseStyles as styles,
  useOrder,
  useOrderBody,
  writeLastVisitedPath,
} from '../purchases/index.ts';

export type OrderCompleteProps = {
  labels: OrderCompleteLabels;
  /** Where the page is and how it leaves (stories pass their own). */
  navigation?: Navigation;
};

/**
 * The order-complete page (/checkout/{app}/{orderId}/complete, OCP-001..018): the confirmation for the
 * fulfilment type, the buyer's email, the order id and date, '+ Add or Edit Items', the map, the items
 * and their count, the contactless and warehouse flags. It shows 'Loading...' until modality preferences
 * and the order are in. A path equal to the stored last-visited path sends the shopper home.
 */
export function OrderComplete({ labels, navigation = browserNavigation }: OrderCompleteProps) {
  const [path, setPath] = useState<string | null>(null);
  const [isRedirecting, setRedirecting] = useState(false);
  const orderBody = useOrderBody(labels);
  useEffect(() => {
    const current = comparablePath(navigation.pathname());
    // OCP-002, OCP-003: the confirmation was the last page seen here; reset the stored path and go home.
    if (readLastVisitedPath() === current) {
      writeLastVisitedPath('/');
      setRedirecting(true);
      (navigation.replace ?? navigation.assign)('/');
      return;
    }
    writeLastVisitedPath(current);
    setPath(current);
  }, [navigation]);
  const address = path ? completeAddressOf(path) : null;
  const [load, retry] = useOrder(address?.orderId ?? null, path !== null);

  if (isRedirecting || path === null || load.status === 'loading') {
    return (
      <p className={statusText} role="status" data-component="OrderComplete" data-state="loading">
        {labels.loading}
      </p>
    );
  }
  if (load.status === 'error') {
    return <ErrorCard message={labels.connection} reloadLabel={labels.reload} onReload={retry} isLive />;
  }
  const order = load.status === 'loaded' && load.order.appName === address?.appName ? load.order : null;
  if (!order) {
    return (
      <div className={styles.card} data-component="OrderComplete" data-state="not-found" role="alert">
        <h2 className={styles.sectionHeading}>{labels.notFound.headline}</h2>
        <div className={styles.actions}>
          <a className={styles.link} href={myPurchasesPath}>
            {labels.myPurchases}
          </a>
          <a className={styles.link} href="/">
            {labels.notFound.home}
          </a>
        </div>
      </div>
    );
  }
  const isModified = new URLSearchParams(navigation.search()).get('im') === 'true' || order.status === 'MODIFIED';
  const timeZone = order.fulfillment.promise.timeZone;
  return (
    <div
      className={styles.screen}
      data-component="OrderComplete"
      data-state="loaded"
      data-variant={order.modalityType}
      data-modified={isModified}
    >
      <section className={styles.card} aria-labelledby="order-confirmation">
        <h2 className={styles.confirmation} id="order-confirmation" data-part="confirmation">
          {isModified ? labels.headings.modified : labels.headings[order.modalityType]}
        </h2>
        <p className={styles.text} data-part="email">
          {formatCopy(labels.confirmationEmail, { email: order.buyer.email })}
        </p>
        <p className={styles.text} data-part="order-id">
          {formatCopy(labels.orderNumber, { orderId: order.id })}
        </p>
        <p className={styles.secondary} data-part="ordered-on">
          {formatCopy(labels.orderedOn, { date: formatOrderDate(order.placedAt, timeZone) })}
        </p>
      </section>
      <section className={styles.card} data-part="add-items" aria-labelledby="order-add-items">
        <p className={styles.text} id="order-add-items">
          {labels.forgotSomething}
        </p>
        <p className={styles.text}>
          <a className={styles.link} href={pendingPurchasePath(order.id)} data-part="add-or-edit">
            {labels.addOrEditItems}
          </a>
        </p>
      </section>
      {orderBody(order)}
      <nav className={styles.actions} aria-label={labels.myPurchases}>
        <a className={styles.link} href={myPurchasesPath}>
          {labels.myPurchases}
        </a>
        <a className={styles.link} href="/">
          {labels.continueShopping}
        </a>
      </nav>
    </div>
  );
}

import { formatCopy } from '@aisle/banner-themes/copy';
import type { OrderSummary } from '@aisle/contracts/purchases';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { formatMoney, formatOrderDate } from '@aisle/design-system/format';
import { useEffect, useState } from 'react';
import type { Navigation } from '../../lib/api/client.ts';
import type { OrderCompleteLabels } from '../../lib/copy/orderComplete.ts';
import { statusText } from '../../styles/shell.css.ts';
import { modifyCartHref } from '../modify/index.ts';
import { writeLastVisitedPath } from './lastVisitedPath.ts';
import { useOrderBody } from './orderBody.tsx';
import { browserNavigation, myPurchasesPath, pendingOrderIdOf, pendingPurchasePath } from './orderPaths.ts';
import { itemCountText, timeSlotText } from './orderText.ts';
import * as styles from './purchases.css.ts';
import { listOrders } from './purchasesGateway.ts';
import { useOrder } from './useOrder.ts';

type ListLoad = { status: 'loading' } | { status: 'loaded'; orders: OrderSummary[] } | { status: 'error' };

function statusOf(order: { status: string; isPending: boolean }, labels: OrderCompleteLabels): string {
  const words = labels.purchases.statuses;
  if (order.status === 'CANCELLED') return words.cancelled;
  return order.isPending ? words.pending : words.completed;
}

function Loading({ labels, component }: { labels: OrderCompleteLabels; component: string }) {
  return (
    <p className={statusText} role="status" data-component={component} data-state="loading">
      {labels.loading}
    </p>
  );
}

function OrderRow({ order, labels }: { order: OrderSummary; labels: OrderCompleteLabels }) {
  const words = labels.purchases;
  const destination = [labels.modalities[order.modalityType], order.destinationName].filter(Boolean).join(' · ');
  return (
    <li className={styles.orderRow} data-part="order" data-state={order.isPending ? 'pending' : 'past'}>
      <div className={styles.rowMain}>
        <a className={styles.link} href={pendingPurchasePath(order.id)} data-part="order-link">
          {formatCopy(words.viewDetails, { orderId: order.id })}
        </a>
        <p className={styles.text}>{destination}</p>
        <p className={styles.secondary}>{timeSlotText({ ...order.timeSlot })}</p>
        <p className={styles.secondary}>
          {formatCopy(words.placedOn, { date: formatOrderDate(order.placedAt, order.timeSlot.timeZone) })}
          {order.modifiedAt ? ` · ${words.modified}` : ''}
        </p>
      </div>
      <div className={styles.rowMain}>
        <p className={styles.status} data-part="status">
          {statusOf(order, labels)}
        </p>
        <p className={styles.secondary}>{itemCountText(order.itemCount, labels)}</p>
        <p className={styles.text}>{formatMoney(order.total)}</p>
      </div>
    </li>
  );
}

/** /mypurchases: the shopper's orders on this banner, in progress first, then past ones, newest first. */
export function Purchases({ labels }: { labels: OrderCompleteLabels }) {
  const [load, setLoad] = useState<ListLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    writeLastVisitedPath(myPurchasesPath);
    let isCurrent = true;
    setLoad({ status: 'loading' });
    listOrders().then(
      (orders) => isCurrent && setLoad({ status: 'loaded', orders }),
      () => isCurrent && setLoad({ status: 'error' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  const words = labels.purchases;
  if (load.status === 'loading') return <Loading labels={labels} component="Purchases" />;
  if (load.status === 'error') {
    return (
      <ErrorCard
        message={labels.connection}
        reloadLabel={labels.reload}
        onReload={() => setAttempt((count) => count + 1)}
        isLive
      />
    );
  }
  if (load.orders.length === 0) {
    return (
      <div className={styles.card} data-component="Purchases" data-state="empty">
        <p className={styles.text}>{words.empty}</p>
        <a className={styles.link} href="/">
          {words.startShopping}
        </a>
      </div>
    );
  }
  const groups = [
    { id: 'pending', heading: words.pendingHeading, orders: load.orders.filter((order) => order.isPending) },
    { id: 'past', heading: words.pastHeading, orders: load.orders.filter((order) => !order.isPending) },
  ].filter((group) => group.orders.length > 0);
  return (
    <div className={styles.screen} data-component="Purchases" data-state="loaded">
      {groups.map((group) => (
        <section
          key={group.id}
          className={styles.screen}
          aria-labelledby={`purchases-${group.id}`}
          data-part={group.id}
        >
          <h2 className={styles.sectionHeading} id={`purchases-${group.id}`}>
            {group.heading}
          </h2>
          <ul className={styles.orderList}>
            {group.orders.map((order) => (
              <OrderRow key={order.id} order={order} labels={labels} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** /mypurchases/pending/{orderId}: one of the shopper's orders; anyone else's id is not found. */
export function PendingPurchase({
  labels,
  navigation = browserNavigation,
}: {
  labels: OrderCompleteLabels;
  navigation?: Navigation;
}) {
  const [orderId, setOrderId] = useState<string | null | undefined>(undefined);
  const orderBody = useOrderBody(labels);
  useEffect(() => {
    const pathname = navigation.pathname();
    writeLastVisitedPath(pathname.replace(/\/+$/, ''));
    setOrderId(pendingOrderIdOf(pathname));
  }, [navigation]);
  const [load, retry] = useOrder(orderId ?? null, orderId !== undefined);
  const words = labels.purchases;
  const back = (
    <a className={styles.link} href={myPurchasesPath} data-part="back-to-purchases">
      {words.backToPurchases}
    </a>
  );
  if (orderId === undefined || load.status === 'loading')
    return <Loading labels={labels} component="PendingPurchase" />;
  if (load.status === 'error') {
    return <ErrorCard message={labels.connection} reloadLabel={labels.reload} onReload={retry} isLive />;
  }
  if (load.status === 'notFound') {
    return (
      <div className={styles.card} data-component="PendingPurchase" data-state="not-found" role="alert">
        <p className={styles.text}>{words.notFound}</p>
        {back}
      </div>
    );
  }
  const { order } = load;
  return (
    <div
      className={styles.screen}
      data-component="PendingPurchase"
      data-state="loaded"
      data-variant={order.modalityType}
    >
      <section className={styles.card} aria-labelledby="pending-order">
        <h2 className={styles.sectionHeading} id="pending-order" data-part="order-id">
          {formatCopy(labels.orderNumber, { orderId: order.id })}
        </h2>
        <p className={styles.status} data-part="status">
          {statusOf(order, labels)}
          {order.modifiedAt ? ` · ${words.modified}` : ''}
        </p>
        <p className={styles.secondary}>
          {formatCopy(labels.orderedOn, {
            date: formatOrderDate(order.placedAt, order.fulfillment.promise.timeZone),
          })}
        </p>
      </section>
      {order.isPending ? (
        <p className={styles.text}>
          {/* Issue 13: a real link to the modify cart, working before the page hydrates. */}
          <a className={styles.link} href={modifyCartHref(order.id)} data-part="modify-order">
            {labels.addOrEditItems}
          </a>
        </p>
      ) : null}
      {orderBody(order)}
      <nav className={styles.actions} aria-label={labels.myPurchases}>
        {back}
      </nav>
    </div>
  );
}

/**
 * The purchases pages' one island: the list (`/mypurchases`) or a pending order (`/mypurchases/pending/
 * {orderId}`). Both pages share its entry chunk, so neither fetches a file of its own before its screen's
 * (issue 23: at most 12 script files before the first tap).
 */
export function PurchasesIsland({ view, labels }: { view: 'list' | 'pending'; labels: OrderCompleteLabels }) {
  return view === 'pending' ? <PendingPurchase labels={labels} /> : <Purchases labels={labels} />;
}

import { formatCopy } from '@aisle/banner-themes/copy';
import { isContactless, isFromWarehouse, itemCountOf } from '@aisle/contracts/orderRules';
import type { OrderPayment } from '@aisle/contracts/orders';
import type { OrderDetails } from '@aisle/contracts/purchases';
import { MapWidget } from '@aisle/design-system/components/MapWidget';
import { OrderSummary } from '@aisle/design-system/components/OrderSummary';
import { formatMoney } from '@aisle/design-system/format';
import type { OrderCompleteLabels } from '../../lib/copy/orderComplete.ts';
import { orderSummaryLines, ProductImage } from '../../lib/orders/orderParts.tsx';
import { mapTiles } from '../../lib/pageConfig.ts';
import { itemCountText, timeSlotText } from './orderText.ts';
import * as styles from './purchases.css.ts';

/** Where, when and how: the store or address, the time slot, the contactless and warehouse flags, the map. */
export function FulfilmentDetails({ order, labels }: { order: OrderDetails; labels: OrderCompleteLabels }) {
  const { destination } = order;
  const isDelivery = order.modalityType === 'DELIVERY';
  const place = destination ? [destination.name, ...destination.lines].filter(Boolean).join(', ') : '';
  const flags = [
    isContactless(order) ? { part: 'contactless', text: labels.contactless } : null,
    isFromWarehouse(order) ? { part: 'warehouse', text: labels.fromWarehouse } : null,
  ].filter((flag) => flag !== null);
  return (
    <div className={styles.fulfilment} data-part="fulfilment">
      <div className={styles.card}>
        <h3 className={styles.sectionHeading}>{isDelivery ? labels.deliveryAddress : labels.pickupLocation}</h3>
        {destination ? (
          <address className={styles.address} data-part="destination">
            {destination.name && <strong>{destination.name}</strong>}
            {destination.lines.map((text) => (
              <span key={text} className={styles.block}>
                {text}
              </span>
            ))}
          </address>
        ) : null}
        <h3 className={styles.sectionHeading}>{labels.timeSlot}</h3>
        <p className={styles.text} data-part="time-slot">
          {timeSlotText(order.fulfillment.promise)}
        </p>
        {flags.length > 0 && (
          <ul className={styles.flags}>
            {flags.map((flag) => (
              <li key={flag.part} className={styles.flag} data-part={`${flag.part}-flag`}>
                {flag.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      {destination && destination.latitude !== null && destination.longitude !== null && (
        <div className={styles.map} data-part="map">
          <MapWidget
            latitude={destination.latitude}
            longitude={destination.longitude}
            label={formatCopy(labels.map.label, { address: place })}
            tileUrl={mapTiles()}
            attribution={labels.map.attribution}
            height={220}
          />
        </div>
      )}
    </div>
  );
}

/** OCP-013, OCP-014: the order's lines and their count. */
export function OrderItems({ order, labels }: { order: OrderDetails; labels: OrderCompleteLabels }) {
  return (
    <section className={styles.card} aria-labelledby={`order-items-${order.id}`} data-part="items">
      <h3 className={styles.sectionHeading} id={`order-items-${order.id}`}>
        {labels.itemsHeading}
      </h3>
      <p className={styles.secondary} data-part="item-count">
        {itemCountText(itemCountOf(order.lineItems), labels)}
      </p>
      <ul className={styles.lines}>
        {order.lineItems.map((line) => (
          <li key={line.gtin13} className={styles.line} data-part="line-item">
            <ProductImage className={styles.lineImage} gtin13={line.gtin13} size={40} />
            <span className={styles.text}>
              {line.name}
              <span className={styles.blockSecondary}>{formatCopy(labels.quantity, { count: line.quantity })}</span>
            </span>
            <span className={styles.lineTotal}>{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A tender as the wallet names it ('SNAP EBT ending in 0001', 'Gift Card ending in 0001', 'Visa ending in
 * 1111'): SNAP EBT and gift cards by their kind (their brand is NONE), bank cards by the copy's brand names.
 */
export function tenderText(payment: OrderPayment, labels: Pick<OrderCompleteLabels, 'cardBrand' | 'cardEnding'>) {
  const { cardBrand } = labels;
  const brand =
    payment.cardType === 'EBT_CARD'
      ? cardBrand.SNAP
      : payment.cardType === 'GIFT_CARD'
        ? cardBrand.GIFT
        : (cardBrand[payment.brand as keyof typeof cardBrand] ?? cardBrand.NONE);
  return formatCopy(labels.cardEnding, { brand, lastFour: payment.lastFour });
}

/** The order's money, as the checkout's Order Summary shows it (Free fees, TBD tax). */
export function OrderTotals({ order, labels }: { order: OrderDetails; labels: OrderCompleteLabels }) {
  const lines = orderSummaryLines(order.totals, order.modalityType, labels);
  return (
    <div className={styles.card}>
      <OrderSummary title={labels.summary.title} headingLevel={3} lines={lines} labels={labels.summary} />
      {order.payments.length > 0 && (
        <>
          <h3 className={styles.sectionHeading} id={`order-payments-${order.id}`}>
            {labels.paidWith}
          </h3>
          <ul className={styles.lines} data-part="payments" aria-labelledby={`order-payments-${order.id}`}>
            {order.payments.map((payment) => (
              <li key={payment.cardId} className={styles.text}>
                {tenderText(payment, labels)}: {formatMoney(payment.amount)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Where and when, the items and the money: the body both the confirmation and the details pages show. */
export function OrderBody({ order, labels }: { order: OrderDetails; labels: OrderCompleteLabels }) {
  return (
    <>
      <FulfilmentDetails order={order} labels={labels} />
      <OrderItems order={order} labels={labels} />
      <OrderTotals order={order} labels={labels} />
    </>
  );
}

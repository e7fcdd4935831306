/**
 * Copy of the order-complete page (its document title is shell.pageTitles.confirmed; it waits with
 * common.loading.page). `{email}` is the buyer's confirmation address, `{orderId}` the order id,
 * `{date}` the order date formatted like 'Mar. 5, 2024', `{count}` the item count.
 */
export const orderCompleteCopy = {
  headings: {
    pickup: 'Your Pickup Order Is Confirmed!', // not in spec: chosen wording
    delivery: 'Your Delivery Order Is Confirmed!', // not in spec: chosen wording
    ship: 'Your Order Is Confirmed!', // not in spec: chosen wording
    inStore: 'Thanks for Your Order!', // not in spec: chosen wording
    modified: 'Your Order Has Been Updated!', // not in spec: chosen wording
  },
  confirmationEmail: 'We sent a confirmation email to {email}.', // not in spec: chosen wording
  orderNumber: 'Order #{orderId}', // not in spec: chosen wording
  orderedOn: 'Ordered on {date}',
  forgotSomething: 'Forgot something? Add to your order before shopping begins.',
  addOrEditItems: '+ Add or Edit Items',
  itemCount: { one: '{count} item', other: '{count} items' }, // not in spec: chosen wording
  itemsHeading: 'Items in Your Order', // not in spec: chosen wording
  pickupLocation: 'Pickup Location', // not in spec: chosen wording
  deliveryAddress: 'Delivery Address', // not in spec: chosen wording
  timeSlot: 'Scheduled Time', // not in spec: chosen wording
  contactless: 'Contactless Delivery', // not in spec: chosen wording
  fromWarehouse: 'Delivered from our fulfillment center', // not in spec: chosen wording
  myPurchases: 'View My Purchases', // not in spec: chosen wording
  coupons: 'See Digital Coupons', // not in spec: chosen wording
  continueShopping: 'Continue Shopping', // not in spec: chosen wording
  quantity: 'Qty {count}', // not in spec: chosen wording
  paidWith: 'Paid With', // not in spec: chosen wording
  summaryLines: {
    itemTotal: 'Item Total', // not in spec: chosen wording
    fulfillmentFee: '{modality} Fee', // not in spec: chosen wording
    serviceFee: 'Service Fee', // not in spec: chosen wording
    bagFee: 'Bag Fee', // not in spec: chosen wording
    tip: 'Tip', // not in spec: chosen wording
    discounts: 'Savings', // not in spec: chosen wording
    tax: 'Estimated Tax', // not in spec: chosen wording
    total: 'Order Total', // not in spec: chosen wording
  },
  cardEnding: '{brand} ending in {lastFour}', // not in spec: chosen wording
  /** /mypurchases and /mypurchases/pending/{orderId} (issue 13). */
  purchases: {
    pendingHeading: 'Orders in Progress', // not in spec: chosen wording
    pastHeading: 'Past Orders', // not in spec: chosen wording
    empty: 'You have no orders yet.', // not in spec: chosen wording
    startShopping: 'Start Shopping', // not in spec: chosen wording
    placedOn: 'Placed on {date}', // not in spec: chosen wording
    viewDetails: 'View Order #{orderId}', // not in spec: chosen wording
    modified: 'Modified', // not in spec: chosen wording
    statuses: {
      pending: 'In Progress', // not in spec: chosen wording
      completed: 'Completed', // not in spec: chosen wording
      cancelled: 'Cancelled', // not in spec: chosen wording
    },
    backToPurchases: 'Back to My Purchases', // not in spec: chosen wording
    notFound: "We couldn't find that order.", // not in spec: chosen wording
  },
} as const;

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
  itemCount: '{count} items', // not in spec: chosen wording
  itemsHeading: 'Items in Your Order', // not in spec: chosen wording
  pickupLocation: 'Pickup Location', // not in spec: chosen wording
  deliveryAddress: 'Delivery Address', // not in spec: chosen wording
  timeSlot: 'Scheduled Time', // not in spec: chosen wording
  contactless: 'Contactless Delivery', // not in spec: chosen wording
  fromWarehouse: 'Delivered from our fulfillment center', // not in spec: chosen wording
  myPurchases: 'View My Purchases', // not in spec: chosen wording
  coupons: 'See Digital Coupons', // not in spec: chosen wording
  continueShopping: 'Continue Shopping', // not in spec: chosen wording
} as const;

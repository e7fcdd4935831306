import type { OrderDetails, OrderSummary } from '@aisle/contracts';

/*
 * Placed orders for stories and unit tests, shaped like the seeded ones (services/src/seed/orders.ts):
 * every value passes the contracts, because createMockFetch checks them. Placed on 5 March 2024 in
 * Cincinnati, so 'Ordered on' reads 'Mar. 5, 2024'.
 */

const shopperId = '5b0c8a7e-3f52-4d0e-9a51-8f3f1b2c4d6e';

const lines: OrderDetails['lineItems'] = [
  {
    gtin13: '0000000000017',
    name: 'Honeycrisp Apples',
    quantity: 2,
    channel: 'ONLINE',
    substitutionPolicy: 'SHOPPER_CHOICE',
    modalityType: 'PICKUP',
    price: 2.99,
    lineTotal: 5.98,
    ageRestricted: false,
  },
  {
    gtin13: '0000000000024',
    name: 'Roma Tomatoes',
    quantity: 1,
    channel: 'ONLINE',
    substitutionPolicy: 'SHOPPER_CHOICE',
    modalityType: 'PICKUP',
    price: 1.49,
    lineTotal: 1.49,
    ageRestricted: false,
  },
  {
    gtin13: '0000000000031',
    name: 'Blueberries',
    quantity: 3,
    channel: 'ONLINE',
    substitutionPolicy: 'SHOPPER_CHOICE',
    modalityType: 'PICKUP',
    price: 3.49,
    lineTotal: 10.47,
    ageRestricted: false,
  },
];

/** demo's Pickup at the Downtown Cincinnati store, paid with the Visa ending 1111. */
export const pickupOrder: OrderDetails = {
  id: '8800100001',
  appName: 'CLICKLIST',
  status: 'PLACED',
  modalityType: 'PICKUP',
  placedAt: '2024-03-05T15:00:00.000Z',
  modifiedAt: null,
  versionKey: '1',
  isPending: true,
  buyer: {
    profileId: shopperId,
    email: 'demo@example.com',
    loyaltyId: '480012345678',
    dateOfBirth: null,
    address: null,
  },
  fulfillment: {
    contact: { firstName: 'Jordan', lastName: 'Rivera', phone: '+15135550142', smsOptin: false, dateOfBirth: null },
    address: null,
    location: { locationId: '10100351' },
    deliveryType: null,
    instructions: null,
    promise: {
      id: '7d0f4a1e-2b3c-4d5e-8f60-718293a4b5c6',
      startTime: '2024-03-06T15:00:00.000Z',
      endTime: '2024-03-06T16:00:00.000Z',
      displayString: '10:00 AM - 11:00 AM',
      timeZone: 'America/New_York',
      vendorId: 'STORE_PICKUP',
    },
  },
  lineItems: lines,
  totals: {
    itemTotal: 17.94,
    fulfillmentFee: 0,
    serviceFee: 0,
    bagFee: 0,
    tip: 0,
    discounts: 0,
    tax: 1.26,
    ebtTotal: 0,
    total: 19.2,
  },
  payments: [
    {
      cardId: 'a1b2c3d4-0000-4000-8000-000000001111',
      cardType: 'CREDIT_CARD',
      brand: 'VISA',
      lastFour: '1111',
      amount: 19.2,
    },
  ],
  destination: {
    kind: 'store',
    name: 'Downtown Cincinnati',
    lines: ['415 Vine St', 'Cincinnati, OH 45202'],
    latitude: 39.1,
    longitude: -84.51,
  },
};

const deliveryLines = lines.map((line) => ({ ...line, modalityType: 'DELIVERY' as const }));

/** demo's partner Delivery to the office, contactless, modified after it was placed. */
export const modifiedContactlessOrder: OrderDetails = {
  ...pickupOrder,
  id: '8800100002',
  status: 'MODIFIED',
  modalityType: 'DELIVERY',
  modifiedAt: '2024-03-05T18:00:00.000Z',
  versionKey: '2',
  lineItems: deliveryLines,
  buyer: { ...pickupOrder.buyer, address: { id: 'c3d4e5f6-0000-4000-8000-000000045208', postalCode: '45208' } },
  fulfillment: {
    ...pickupOrder.fulfillment,
    address: { id: 'c3d4e5f6-0000-4000-8000-000000045208', postalCode: '45208' },
    location: null,
    deliveryType: 'Contactless',
    instructions: 'Leave at the front desk',
    promise: { ...pickupOrder.fulfillment.promise, displayString: '2:00 PM - 4:00 PM', vendorId: 'DELIVERY' },
  },
  totals: { ...pickupOrder.totals, fulfillmentFee: 3.95, total: 23.15 },
  destination: {
    kind: 'address',
    name: 'Office',
    lines: ['2712 Erie Ave', 'Cincinnati, OH 45208'],
    latitude: 39.14,
    longitude: -84.43,
  },
};

/** demo's in-house Delivery from the fulfillment center (the warehouse) to home. */
export const warehouseOrder: OrderDetails = {
  ...modifiedContactlessOrder,
  id: '8800100003',
  status: 'PLACED',
  modifiedAt: null,
  versionKey: '1',
  fulfillment: {
    ...modifiedContactlessOrder.fulfillment,
    deliveryType: 'Standard',
    instructions: null,
    promise: { ...modifiedContactlessOrder.fulfillment.promise, vendorId: 'IN_HOUSE_DELIVERY' },
  },
  destination: {
    kind: 'address',
    name: 'Home',
    lines: ['1014 Vine St, Apt 3', 'Cincinnati, OH 45202'],
    latitude: 39.1,
    longitude: -84.51,
  },
};

/**
 * demo's Pickup paid three ways, as the wallet stores them: SNAP EBT and a gift card (both brand NONE, each
 * ending in 0001) and the Visa for the rest.
 */
export const splitTenderOrder: OrderDetails = {
  ...pickupOrder,
  id: '8800100006',
  payments: [
    {
      cardId: 'a1b2c3d4-0000-4000-8000-000000000ebt',
      cardType: 'EBT_CARD',
      brand: 'NONE',
      lastFour: '0001',
      amount: 10,
    },
    {
      cardId: 'a1b2c3d4-0000-4000-8000-00000000gift',
      cardType: 'GIFT_CARD',
      brand: 'NONE',
      lastFour: '0001',
      amount: 5,
    },
    {
      cardId: 'a1b2c3d4-0000-4000-8000-000000001111',
      cardType: 'CREDIT_CARD',
      brand: 'VISA',
      lastFour: '1111',
      amount: 4.2,
    },
  ],
};

function summaryOf(order: OrderDetails, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: order.id,
    appName: order.appName,
    status: order.status,
    modalityType: order.modalityType,
    placedAt: order.placedAt,
    modifiedAt: order.modifiedAt,
    isPending: order.isPending,
    itemCount: order.lineItems.reduce((count, line) => count + line.quantity, 0),
    total: order.totals.total,
    timeSlot: {
      displayString: order.fulfillment.promise.displayString,
      startTime: order.fulfillment.promise.startTime,
      timeZone: order.fulfillment.promise.timeZone,
    },
    destinationName: order.destination?.name ?? null,
    ...overrides,
  };
}

/** demo's greenway orders as GET /api/orders lists them: three in progress, one past. */
export const demoOrderSummaries: OrderSummary[] = [
  summaryOf(pickupOrder),
  summaryOf(modifiedContactlessOrder),
  summaryOf(warehouseOrder),
  summaryOf(pickupOrder, {
    id: '8800100004',
    isPending: false,
    itemCount: 1,
    total: 5.34,
    placedAt: '2024-02-10T15:00:00.000Z',
    timeSlot: {
      displayString: '9:00 AM - 10:00 AM',
      startTime: '2024-02-11T14:00:00.000Z',
      timeZone: 'America/New_York',
    },
  }),
];

/** Another shopper's order, as the API answers it: not found (the order pages and the modify cart). */
export const otherShoppersOrderId = '8800200001';
export const orderNotFound = () => ({
  status: 404,
  error: { code: 'NOT_FOUND' as const, message: 'No such order.' },
});

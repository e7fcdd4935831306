import {
  type Basket,
  type Checkout,
  type CheckoutPaymentType,
  checkoutTotals,
  type FlashSale,
  flashSalePrice,
  type PaymentSource,
  type TimeslotPromise,
  timeslotSelectionId,
  type UpdateCheckoutRequest,
  type WalletCard,
} from '@aisle/contracts';
import { demoWalletCards, type MockHandlers } from '@aisle/contracts/testing';
import { deliveryBasket, timeslotDays } from './deliveryFixtures.ts';

/*
 * Checkouts for unit tests and stories, shaped like the server's answer: the money is the contracts'
 * checkoutTotals run on the fixture (the function the server runs on the database), so a story's payment
 * summary, tip suggestions and SNAP split are the ones the page meets for real. The mock handlers apply
 * an update as the server does: versionKey moved on, totals computed again.
 */

export const DEMO_ORDER_ID = '100000000001';
const addressRef = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', postalCode: '90012' };

export type CheckoutFixtureOptions = {
  modality?: 'DELIVERY' | 'PICKUP';
  /** The promise's vendor: 'DELIVERY' the partner (terms box), 'STORE_PICKUP' for pickup. */
  vendorId?: string;
  basket?: Basket;
  contact?: Partial<Checkout['fulfillment']['contact']>;
  versionKey?: string;
  status?: Checkout['status'];
  gratuityAmount?: number;
  fulfillmentFee?: number;
  bagFeeApplies?: boolean;
  /** The SNAP-eligible items' total (before promos). */
  snapEligibleItemTotal?: number;
  payments?: PaymentSource[];
  instructions?: string | null;
  /** The buyer's birth date: the order has age-restricted items (PAY-066, PAY-067). */
  dateOfBirth?: string | null;
  deliveryType?: Checkout['fulfillment']['deliveryType'];
  /** The checkout's flash sales (answered by getCheckoutFlashSales; updates take their coupons); none by default. */
  flashSales?: FlashSale[];
  /** Flash-sale quantities already in the order, by gtin13. */
  flashQuantities?: Record<string, number>;
  /** A modify checkout (status MODIFYING) of a placed order. */
  isModify?: boolean;
  /** The order's window instead of Friday 2:00 PM (a modification's new time, issue 20). */
  window?: Pick<Checkout['fulfillment']['promise'], 'startTime' | 'endTime' | 'displayString' | 'vendorId'> | null;
};

/** Five flash sales in three categories (the stories' product pictures), as a partner delivery answers them. */
export function flashSaleFixtures(): FlashSale[] {
  const sale = (gtin13: string, name: string, category: string, price: number, percentOff: number): FlashSale => ({
    gtin13,
    name,
    image: `/products/${gtin13}.svg`,
    category,
    price,
    percentOff,
    maxQuantity: 10,
    couponId: `FS-${DEMO_ORDER_ID}-${gtin13}`,
    sourceStoreId: '10100358',
  });
  return [
    sale('0841000000115', 'Honeycrisp Apples', 'Produce', 2.99, 20),
    sale('0841000000122', 'Bananas', 'Produce', 0.59, 10),
    sale('0841000000139', 'Hass Avocados', 'Produce', 1.49, 25),
    sale('0841042000111', 'Boneless Skinless Chicken Breasts', 'Meat & Seafood', 7.99, 30),
    sale('0841021000118', 'Whole Milk', 'Dairy & Eggs', 3.79, 15),
  ];
}

const walletTypes: Record<WalletCard['cardType'], CheckoutPaymentType> = {
  BANK_CARD: 'BANK_CARD',
  CREDIT_CARD: 'BANK_CARD',
  EBT_CARD: 'EBT',
  GIFT_CARD: 'GIFT_CARD',
};

/** A wallet card (the contracts' demo wallet by default) as a payment of the checkout. */
export function paymentSourceOf(cardId: string, requestedAmount?: number, cards = demoWalletCards()): PaymentSource {
  const card = cards.find((entry) => entry.id === cardId);
  if (!card) throw new Error(`No wallet card ${cardId}`);
  const balance = card.balance ? Number(card.balance.split(' ')[1]) : null;
  return {
    id: card.id,
    paymentType: walletTypes[card.cardType],
    brand: card.brand,
    lastFour: card.lastFourPan,
    balance,
    expired: card.expired,
    ...(requestedAmount === undefined ? {} : { requestedAmount }),
  };
}

/** The demo wallet's preferred Visa ending 1111. */
export const DEMO_VISA_ID = '00000000-0000-4000-8000-000000001111';
export const DEMO_SNAP_ID = '00000000-0000-4000-8000-00000000e0b1';

type FixtureState = Required<Omit<CheckoutFixtureOptions, 'contact'>> & {
  contact: Checkout['fulfillment']['contact'];
};

function stateOf(options: CheckoutFixtureOptions): FixtureState {
  const modality = options.modality ?? 'DELIVERY';
  return {
    modality,
    vendorId: options.vendorId ?? (modality === 'DELIVERY' ? 'DELIVERY' : 'STORE_PICKUP'),
    basket: options.basket ?? { ...deliveryBasket(), modality },
    versionKey: options.versionKey ?? '1',
    status: options.status ?? 'DRAFT',
    gratuityAmount: options.gratuityAmount ?? 0,
    fulfillmentFee: options.fulfillmentFee ?? 0,
    bagFeeApplies: options.bagFeeApplies ?? false,
    snapEligibleItemTotal: options.snapEligibleItemTotal ?? 0,
    payments: options.payments ?? [],
    instructions: options.instructions ?? null,
    dateOfBirth: options.dateOfBirth ?? null,
    deliveryType: options.deliveryType ?? (modality === 'DELIVERY' ? 'Standard' : null),
    flashSales: options.flashSales ?? [],
    flashQuantities: { ...options.flashQuantities },
    isModify: options.isModify ?? false,
    window: options.window ?? null,
    contact: {
      firstName: 'Dana',
      lastName: 'Demo',
      phone: '+15135550100',
      smsOptin: false,
      dateOfBirth: null,
      ...options.contact,
    },
  };
}

/** The flash-sale lines of the order, priced as the server prices them (PRO-021, PRO-022). */
function flashLinesOf(state: FixtureState): Checkout['lineItems'] {
  return state.flashSales
    .filter((sale) => (state.flashQuantities[sale.gtin13] ?? 0) > 0)
    .map((sale) => {
      const quantity = state.flashQuantities[sale.gtin13] ?? 0;
      const price = flashSalePrice(sale.price, sale.percentOff);
      return {
        gtin13: sale.gtin13,
        name: sale.name,
        quantity,
        channel: 'ONLINE' as const,
        substitutionPolicy: 'NONE' as const,
        modalityType: state.modality,
        price,
        lineTotal: Math.round(price * quantity * 100) / 100,
        ageRestricted: false,
        couponId: sale.couponId,
        sourceStoreId: sale.sourceStoreId,
        priceAdjustment: { type: 'FlashSale' as const, id: sale.couponId },
      };
    });
}

function build(state: FixtureState): Checkout {
  const { basket, modality } = state;
  const flashLines = flashLinesOf(state);
  const cents = (amount: number) => Math.round(amount * 100);
  const flashTotalCents = flashLines.reduce((sum, line) => sum + cents(line.lineTotal), 0);
  const savingsCents = flashLines.reduce((sum, line) => {
    const regular = state.flashSales.find((sale) => sale.gtin13 === line.gtin13)?.price ?? line.price;
    return sum + cents(regular) * line.quantity - cents(line.lineTotal);
  }, 0);
  const itemCount =
    basket.items.reduce((sum, line) => sum + line.quantity, 0) +
    flashLines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    id: DEMO_ORDER_ID,
    versionKey: state.versionKey,
    status: state.status,
    modalityType: modality,
    cartId: basket.id as string,
    buyer: {
      profileId: '7f3e2d1c-0b9a-4876-9543-210fedcba987',
      email: 'demo@example.com',
      loyaltyId: null,
      dateOfBirth: state.dateOfBirth,
      address: modality === 'DELIVERY' ? addressRef : null,
    },
    fulfillment: {
      contact: state.contact,
      address: modality === 'DELIVERY' ? addressRef : null,
      location: modality === 'PICKUP' ? { locationId: '01400376' } : null,
      deliveryType: state.deliveryType,
      instructions: state.instructions,
      promise: {
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        startTime: '2026-11-20T19:00:00.000Z',
        endTime: modality === 'DELIVERY' ? '2026-11-20T21:00:00.000Z' : '2026-11-20T20:00:00.000Z',
        displayString: modality === 'DELIVERY' ? '2:00 PM - 4:00 PM' : '2:00 PM - 3:00 PM',
        timeZone: 'America/New_York',
        vendorId: state.vendorId,
        ...state.window,
      },
    },
    lineItems: [
      ...basket.items.map((line) => ({
        gtin13: line.gtin13,
        name: line.product.name,
        quantity: line.quantity,
        channel: 'ONLINE' as const,
        substitutionPolicy: 'SHOPPER_CHOICE' as const,
        modalityType: modality,
        price: line.product.price,
        lineTotal: line.lineTotal,
        ageRestricted: false,
      })),
      ...flashLines,
    ],
    properties: { paymentVersion: '2', createOrderPromiseHadFallout: 'false' },
    createdAt: '2026-11-20T15:00:00.000Z',
    checksum: `fixture-${state.versionKey}`,
    isModify: state.isModify,
    originalSummary: null,
    priceAdjustment: { promos: [] },
    placedAt: state.status === 'PLACED' ? '2026-11-20T15:30:00.000Z' : null,
    destination:
      modality === 'DELIVERY'
        ? {
            kind: 'address',
            name: 'Home',
            lines: ['350 S Grand Ave', 'Los Angeles, CA 90012'],
            latitude: 34.0614,
            longitude: -118.2385,
          }
        : {
            kind: 'store',
            name: 'Vine Street',
            lines: ['1100 Vine St', 'Cincinnati, OH 45202'],
            latitude: 39.1112,
            longitude: -84.5148,
          },
    ...checkoutTotals({
      modality,
      itemTotal: (cents(basket.subtotal) + flashTotalCents) / 100,
      itemCount,
      snapEligibleItemTotal: state.snapEligibleItemTotal,
      yellowTagDiscountTotal: savingsCents / 100,
      promos: [],
      snapEligibleDiscount: 0,
      fulfillmentFee: state.fulfillmentFee,
      serviceFee: 0,
      bagFee: state.bagFeeApplies ? 0.1 : 0,
      bagFeeApplies: state.bagFeeApplies,
      gratuityAmount: state.gratuityAmount,
      payments: state.payments,
      facilityId: null,
      paymentVersionKey: String(state.payments.length + 1),
    }),
  };
}

/** A checkout of the demo shopper's basket (a partner delivery unless told otherwise). */
export function checkoutFixture(options: CheckoutFixtureOptions = {}): Checkout {
  return build(stateOf(options));
}

export type CheckoutMockOptions = CheckoutFixtureOptions & {
  /** What place order answers; the placed checkout by default. */
  submit?: MockHandlers['submitCheckout'];
  /** What an update answers instead of applying it (an error, a pending promise). */
  update?: MockHandlers['updateCheckout'];
  /** What an update of the tip (paymentDetails) answers instead of applying it; other updates apply. */
  tipUpdate?: MockHandlers['updateCheckout'];
  basketAnswer?: Basket;
  /** What reading the checkout answers instead of the checkout (a 404 for a checkout that is not there). */
  checkoutAnswer?: MockHandlers['getCheckout'];
  /** What the flash-sale read answers instead of the checkout's flash sales (an error, a pending promise). */
  flashSalesAnswer?: MockHandlers['getCheckoutFlashSales'];
  /** The account's email-deals opt-in (Specials and Promotions; null: the banner has none). */
  emailDeals?: boolean | null;
  /** What changing the email-deals opt-in answers instead of taking it (PAY-058). */
  emailDealsAnswer?: MockHandlers['updatePromotionPreferences'];
  /** What the text-update opt-in answers instead of a confirmed opt-in (PAY-054). */
  optInAnswer?: (
    request: Parameters<NonNullable<MockHandlers['updateOptIn']>>[0],
  ) => ReturnType<NonNullable<MockHandlers['updateOptIn']>> | undefined;
  /**
   * The checkout's held time when the page reads it back (issue 20): `live` (25 of its 30 minutes left, the
   * default), `ending` (two minutes left: the page asks whether the shopper needs more time) or `gone` (it ran
   * out before the page came: 'Order Timed Out').
   */
  hold?: 'live' | 'ending' | 'gone';
  /** What 'Keep My Time' answers instead of the hold renewed (an error: the time is gone). */
  holdRenewAnswer?: MockHandlers['updatePromise'];
};

/** The mock server's clock when the checkout page reads its hold back. */
const HOLD_READ_AT = '2026-11-20T15:05:00.000Z';
const HOLD_MINUTES = 30;

/** The checkout's held promise as the server answers it, made at `createdAt` and held for 30 minutes. */
function heldPromiseOf(checkout: Checkout, createdAt: string, versionKey: string): TimeslotPromise {
  const window = checkout.fulfillment.promise;
  const vendorId = window.vendorId as TimeslotPromise['vendorId'];
  return {
    id: window.id,
    selectedId: 'q-20261120:w19',
    quoteId: 'q-20261120',
    optionId: 'w19',
    modality: checkout.modalityType,
    vendorId,
    startTime: window.startTime,
    endTime: window.endTime,
    displayString: window.displayString,
    timeZone: window.timeZone,
    createdAt,
    expiresAt: new Date(Date.parse(createdAt) + HOLD_MINUTES * 60_000).toISOString(),
    versionKey,
    items: { included: [], excluded: [] },
  };
}

/**
 * The checkout calls of a story or test, answered like the server: an update needs the current versionKey
 * (409 VERSION_CONFLICT otherwise), applies the change and computes the totals again.
 */
export function checkoutMockHandlers(options: CheckoutMockOptions = {}): {
  handlers: MockHandlers;
  current: () => Checkout;
  updates: UpdateCheckoutRequest[];
} {
  const state = stateOf(options);
  const updates: UpdateCheckoutRequest[] = [];
  let emailDeals = options.emailDeals === undefined ? false : options.emailDeals;
  let holdVersion = '1';
  const apply = (update: UpdateCheckoutRequest) => {
    const contact = update.fulfillment?.contact;
    if (contact)
      state.contact = {
        ...state.contact,
        firstName: contact.firstName,
        lastName: contact.lastName,
        phone: contact.phone,
        smsOptin: contact.smsOptin ?? state.contact.smsOptin,
      };
    if (update.fulfillment?.instructions !== undefined) state.instructions = update.fulfillment.instructions;
    if (update.fulfillment?.deliveryType) state.deliveryType = update.fulfillment.deliveryType;
    const selectedTimeId = update.fulfillment?.selectedTimeId;
    if (selectedTimeId) {
      const time = timeslotDays()
        .flatMap((day) => day.times)
        .find((candidate) => timeslotSelectionId(candidate) === selectedTimeId);
      if (time) {
        const { startTime, endTime, displayString, vendorId } = time;
        state.window = { startTime, endTime, displayString, vendorId };
      }
    }
    if (update.paymentDetails) state.gratuityAmount = update.paymentDetails.gratuityAmount;
    for (const line of update.lineItems ?? []) if (line.couponId) state.flashQuantities[line.gtin13] = line.quantity;
    if (update.payments)
      state.payments = update.payments.map((payment) =>
        paymentSourceOf(payment.id, payment.paymentType === 'EBT' ? payment.amount : undefined),
      );
    state.versionKey = String(Number(state.versionKey) + 1);
  };
  const handlers: MockHandlers = {
    getCheckout: (request) => options.checkoutAnswer?.(request) ?? { body: build(state) },
    getBasket: () => ({ body: options.basketAnswer ?? state.basket }),
    getCheckoutFlashSales: (request) =>
      options.flashSalesAnswer?.(request) ?? {
        body: { flashSales: state.modality === 'DELIVERY' && state.vendorId === 'DELIVERY' ? state.flashSales : [] },
      },
    updateCheckout: async (request) => {
      const update = request.body as UpdateCheckoutRequest;
      updates.push(update);
      if (options.update) return options.update(request);
      if (options.tipUpdate && update.paymentDetails) return options.tipUpdate(request);
      if (update.versionKey !== state.versionKey)
        return { status: 409, error: { code: 'VERSION_CONFLICT', message: 'The checkout changed.' } };
      apply(update);
      return { body: build(state) };
    },
    // A modification's 'Change Time' (issue 20): the week's times of the order's place, in-house.
    getUpfrontTimeslots: () => ({
      body: {
        modality: state.modality === 'DELIVERY' ? 'DELIVERY' : 'PICKUP',
        timeZone: 'America/New_York',
        days: timeslotDays(),
      },
    }),
    getPromotionPreferences: () => ({
      body: { specialsAndPromotions: emailDeals, earlyAccess: false, relevantAdsOptIn: false },
    }),
    updatePromotionPreferences: (request) => {
      if (options.emailDealsAnswer) return options.emailDealsAnswer(request);
      const body = request.body as { specialsAndPromotions?: boolean };
      emailDeals = body.specialsAndPromotions ?? emailDeals;
      return { body: { specialsAndPromotions: emailDeals, earlyAccess: false, relevantAdsOptIn: false } };
    },
    updateOptIn: (request) =>
      options.optInAnswer?.(request) ?? {
        body: {
          preferenceType: 'CLICKLIST',
          title: 'Order updates',
          description: 'Texts about your pickup or delivery.',
          unsubscribeNote: 'Reply STOP to end them.',
          selected: true,
          warning: null,
          customerOptedIn: true,
        },
      },
    getCurrentPromise: () => {
      if (options.hold === 'gone') return { body: { promise: null, now: HOLD_READ_AT } };
      // Made at 15:00 and read at 15:05 (25 minutes left), or read at 15:28 (two minutes left).
      const now = options.hold === 'ending' ? '2026-11-20T15:28:00.000Z' : HOLD_READ_AT;
      return { body: { promise: heldPromiseOf(build(state), '2026-11-20T15:00:00.000Z', holdVersion), now } };
    },
    updatePromise: (request) => {
      if (options.holdRenewAnswer) return options.holdRenewAnswer(request);
      holdVersion = String(Number(holdVersion) + 1);
      return { body: heldPromiseOf(build(state), '2026-11-20T15:28:00.000Z', holdVersion) };
    },
    submitCheckout: async (request) => {
      if (options.submit) return options.submit(request);
      state.status = 'PLACED';
      return { body: build(state) };
    },
  };
  return { handlers, current: () => build(state), updates };
}

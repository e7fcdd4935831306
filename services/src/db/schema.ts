import type {
  Checkout,
  CheckoutPaymentRequest,
  CheckoutSummary,
  ExcludedItem,
  NutritionFacts,
  Order,
} from '@aisle/contracts';
import { pgCore, sql } from './orm.ts';

const {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} = pgCore;

/*
 * The tables as drizzle sees them. The migrations in services/migrations/ are the source of truth
 * (constraints, indexes, triggers live there); keep this file in step with them.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  xBannerName: text('x_banner_name').notNull(),
  name: text('name').notNull(),
});

export const shoppers = pgTable('shoppers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  loyaltyCardNumber: text('loyalty_card_number'),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  relevantAdsOptIn: boolean('relevant_ads_opt_in').notNull().default(false),
  createdAt: timestamptz('created_at').notNull(),
});

export const shopperPhones = pgTable('shopper_phones', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopperId: uuid('shopper_id').notNull(),
  type: text('type', { enum: ['MOBILE', 'HOME'] }).notNull(),
  number: text('number').notNull(),
  isVerified: boolean('is_verified').notNull().default(false),
});

export const addresses = pgTable('addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopperId: uuid('shopper_id').notNull(),
  type: text('type', { enum: ['home', 'delivery'] }).notNull(),
  isPreferred: boolean('is_preferred').notNull().default(false),
  /** The shopper's mailing address (ACC-028): at most one per shopper (a partial unique index). */
  isMailingAddress: boolean('is_mailing_address').notNull().default(false),
  label: text('label'),
  notes: text('notes'),
  street: text('street').notNull(),
  unit: text('unit'),
  city: text('city').notNull(),
  county: text('county'),
  stateCode: text('state_code').notNull(),
  postalCode: text('postal_code').notNull(),
  countryCode: text('country_code', { enum: ['US', 'CA'] })
    .notNull()
    .default('US'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  modifiedAt: timestamptz('modified_at').notNull(),
});

export const memberships = pgTable('memberships', {
  shopperId: uuid('shopper_id').primaryKey(),
  planCode: text('plan_code', { enum: ['BST', 'HTEL', 'BSTL', 'HTPL'] }).notNull(),
  enrolledAt: timestamptz('enrolled_at').notNull(),
  renewalDueAt: timestamptz('renewal_due_at').notNull(),
  cancelledAt: timestamptz('cancelled_at'),
  /** Months per renewal: 1 (30 days) or 12 (365 days); migration 0007. */
  renewalDurationQuantity: smallint('renewal_duration_quantity').notNull().default(1),
  /** The wallet card the membership is charged to; null when seeded, or once the card left the wallet (0028). */
  cardId: uuid('card_id'),
});

export const stores = pgTable('stores', {
  locationId: text('location_id').primaryKey(),
  bannerId: text('banner_id').notNull(),
  divisionNumber: text('division_number').notNull(),
  storeNumber: text('store_number').notNull(),
  vanityName: text('vanity_name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  stateCode: text('state_code').notNull(),
  postalCode: text('postal_code').notNull(),
  county: text('county'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  timeZone: text('time_zone').notNull(),
  opensAtMinute: smallint('opens_at_minute').notNull(),
  closesAtMinute: smallint('closes_at_minute').notNull(),
  offersPickup: boolean('offers_pickup').notNull(),
  offersDelivery: boolean('offers_delivery').notNull(),
  offersInStore: boolean('offers_in_store').notNull(),
  isLockerPickup: boolean('is_locker_pickup').notNull().default(false),
});

export const shopperBannerDetails = pgTable(
  'shopper_banner_details',
  {
    shopperId: uuid('shopper_id').notNull(),
    bannerId: text('banner_id').notNull(),
    preferredStoreLocationId: text('preferred_store_location_id'),
    communityRewardsEnabled: boolean('community_rewards_enabled').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.shopperId, table.bannerId] })],
);

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  shopperId: uuid('shopper_id').notNull(),
  csrfToken: text('csrf_token').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const departments = pgTable('departments', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: smallint('position').notNull(),
});

export const products = pgTable('products', {
  gtin13: text('gtin13').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  departmentId: text('department_id').notNull(),
  priceCents: integer('price_cents').notNull(),
  promoPriceCents: integer('promo_price_cents'),
  unitLabel: text('unit_label').notNull(),
  isSnapEligible: boolean('is_snap_eligible').notNull(),
  minAge: smallint('min_age'),
  prop65Warning: text('prop65_warning'),
  isAvailablePickup: boolean('is_available_pickup').notNull().default(true),
  isAvailableDelivery: boolean('is_available_delivery').notNull().default(true),
  isAvailableInStore: boolean('is_available_in_store').notNull().default(true),
  maxQuantity: smallint('max_quantity').notNull().default(25),
  availableFromHour: smallint('available_from_hour'),
  flashSalePercentOff: smallint('flash_sale_percent_off'),
  isFeatured: boolean('is_featured').notNull().default(false),
  // Migration 0019 (search): the generated search_document and unit_price_cents are left out here, so a
  // plain select of products does not carry them; the search reads them in SQL (catalogue/search.ts).
  category: text('category'),
  tags: text('tags').array().notNull().default(sql`'{}'`),
  unitSize: numeric('unit_size', { mode: 'number' }),
  unitMeasure: text('unit_measure', { enum: ['oz', 'fl oz', 'ct', 'sq ft'] }),
});

/**
 * Migration 0026: the same products table, seen through the columns only a product page reads (ingredients
 * and Nutrition Facts), so the product list and the search do not carry them.
 */
export const productDetails = pgTable('products', {
  gtin13: text('gtin13').primaryKey(),
  ingredients: text('ingredients'),
  nutrition: jsonb('nutrition').$type<NutritionFacts>(),
});

export const searchSynonyms = pgTable(
  'search_synonyms',
  { term: text('term').notNull(), means: text('means').notNull() },
  (table) => [primaryKey({ columns: [table.term, table.means] })],
);

export const baskets = pgTable('baskets', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopperId: uuid('shopper_id').notNull(),
  bannerId: text('banner_id').notNull(),
  modality: text('modality', { enum: ['PICKUP', 'DELIVERY', 'IN_STORE'] }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const basketItems = pgTable(
  'basket_items',
  {
    basketId: uuid('basket_id').notNull(),
    gtin13: text('gtin13').notNull(),
    quantity: smallint('quantity').notNull(),
    substitutionPolicy: text('substitution_policy', { enum: ['SHOPPER_CHOICE', 'CUSTOMER_CHOICE', 'NONE'] })
      .notNull()
      .default('SHOPPER_CHOICE'),
    instructions: text('instructions'),
    /** CUSTOMER_CHOICE's named backup item (migration 0008, issue 11). */
    substitutionGtin13: text('substitution_gtin13'),
    addedAt: timestamptz('added_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.basketId, table.gtin13] })],
);

/* Issue 4, the selector (migration 0002). */

export const fulfillmentCenters = pgTable('fulfillment_centers', {
  id: text('id').primaryKey(),
  providerId: text('provider_id', { enum: ['IN_HOUSE_DELIVERY'] }).notNull(),
  name: text('name').notNull(),
  postalCode: text('postal_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  timeZone: text('time_zone').notNull(),
  radiusMiles: doublePrecision('radius_miles').notNull(),
});

export const modalityPreferences = pgTable('modality_preferences', {
  id: uuid('id').primaryKey().defaultRandom(),
  sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  shopperId: uuid('shopper_id').notNull(),
  bannerId: text('banner_id').notNull(),
  modality: text('modality', { enum: ['PICKUP', 'DELIVERY', 'IN_STORE'] }).notNull(),
  locationId: text('location_id'),
  addressId: uuid('address_id'),
  source: text('source', {
    enum: ['SELECTOR', 'CART', 'CHECKOUT', 'SCHEDULING', 'ACCOUNT', 'TIMESLOT'],
  }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const timeslotCapacities = pgTable('timeslot_capacities', {
  slotKey: text('slot_key').primaryKey(),
  vendorId: text('vendor_id', { enum: ['IN_HOUSE_DELIVERY', 'DELIVERY', 'STORE_PICKUP'] }).notNull(),
  sourceId: text('source_id').notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  capacity: smallint('capacity').notNull(),
});

export const promises = pgTable('promises', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopperId: uuid('shopper_id').notNull(),
  bannerId: text('banner_id').notNull(),
  modality: text('modality', { enum: ['DELIVERY', 'PICKUP'] }).notNull(),
  slotKey: text('slot_key').notNull(),
  quoteId: text('quote_id').notNull(),
  optionId: text('option_id').notNull(),
  vendorId: text('vendor_id', { enum: ['IN_HOUSE_DELIVERY', 'DELIVERY', 'STORE_PICKUP'] }).notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  displayString: text('display_string').notNull(),
  /** The place's IANA zone: the window and the hold time read in it. */
  timeZone: text('time_zone').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  /** Migration 0010: the version an update must carry (PRM-003) and the items the window can fulfil (PRM-014). */
  versionKey: integer('version_key').notNull().default(1),
  includedItems: jsonb('included_items').$type<string[]>().notNull().default([]),
  excludedItems: jsonb('excluded_items').$type<ExcludedItem[]>().notNull().default([]),
});

/* Issue 11: checkouts created by the scheduling step (migration 0010). */

export const checkouts = pgTable('checkouts', {
  /** Defaults to the next order number (sequence checkout_order_ids). */
  id: text('id').primaryKey().default(sql`nextval('checkout_order_ids')::text`),
  shopperId: uuid('shopper_id').notNull(),
  bannerId: text('banner_id').notNull(),
  modality: text('modality', { enum: ['DELIVERY', 'PICKUP'] }).notNull(),
  cartId: uuid('cart_id').notNull(),
  promiseId: uuid('promise_id').notNull(),
  promiseSnapshot: jsonb('promise_snapshot').$type<Checkout['fulfillment']['promise']>().notNull(),
  basketSnapshot: jsonb('basket_snapshot').$type<Checkout['lineItems']>().notNull(),
  buyer: jsonb('buyer').$type<Checkout['buyer']>().notNull(),
  fulfillment: jsonb('fulfillment').$type<Omit<Checkout['fulfillment'], 'promise'>>().notNull(),
  properties: jsonb('properties').$type<Checkout['properties']>().notNull(),
  itemTotalCents: integer('item_total_cents').notNull(),
  status: text('status', { enum: ['DRAFT', 'PLACED', 'MODIFYING', 'CANCELLED'] }).notNull(),
  versionKey: integer('version_key').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  /** Migration 0017 (issue 13): what the payment page changes, the window's fee, placing and modifying. */
  payments: jsonb('payments').$type<CheckoutPaymentRequest[]>().notNull().default([]),
  promoCodes: jsonb('promo_codes').$type<string[]>().notNull().default([]),
  gratuityCents: integer('gratuity_cents').notNull().default(0),
  fulfillmentFeeCents: integer('fulfillment_fee_cents').notNull().default(0),
  isModify: boolean('is_modify').notNull().default(false),
  originalSummary: jsonb('original_summary').$type<CheckoutSummary>(),
  placedAt: timestamptz('placed_at'),
  paymentVersionKey: integer('payment_version_key').notNull().default(1),
  /** Migration 0020 (issue 20): the window's fee as services/src/fees gives it; null on older checkouts. */
  windowRegularFeeCents: integer('window_regular_fee_cents'),
  memberFreeThresholdCents: integer('member_free_threshold_cents'),
});

/** Migrations 0017, 0018: one row per shopper and idempotency key; the first request's answer, replayed. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    shopperId: uuid('shopper_id').notNull(),
    key: uuid('key').notNull(),
    operation: text('operation', { enum: ['submit', 'modify', 'add-basket-item', 'create-checkout'] }).notNull(),
    targetId: text('target_id').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['IN_FLIGHT', 'DONE'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: timestamptz('created_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [primaryKey({ columns: [table.shopperId, table.key] })],
);

/** Migration 0019: attempts per limit kind and key in a window that ends at resetsAt (src/limits/). */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    kind: text('kind').notNull(),
    keyHash: text('key_hash').notNull(),
    attempts: integer('attempts').notNull(),
    resetsAt: timestamptz('resets_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.keyHash] })],
);

/* Issue 9: placed orders, as the order-complete address needs them (migration 0004). */

export const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  appName: text('app_name').notNull(),
  shopperId: uuid('shopper_id').notNull(),
  bannerId: text('banner_id').notNull(),
  modality: text('modality', { enum: ['PICKUP', 'DELIVERY', 'IN_STORE'] }).notNull(),
  placedAt: timestamptz('placed_at').notNull(),
  /** Migration 0016 (issue 13): the placed order's details, frozen from its checkout. */
  status: text('status', { enum: ['PLACED', 'MODIFIED', 'CANCELLED'] })
    .notNull()
    .default('PLACED'),
  buyer: jsonb('buyer').$type<Order['buyer']>(),
  fulfillment: jsonb('fulfillment').$type<Order['fulfillment']>(),
  lineItems: jsonb('line_items').$type<Order['lineItems']>().notNull().default([]),
  totals: jsonb('totals').$type<Order['totals']>(),
  payments: jsonb('payments').$type<Order['payments']>().notNull().default([]),
  versionKey: integer('version_key').notNull().default(1),
  modifiedAt: timestamptz('modified_at'),
  /** Migration 0017: the checkout it was placed from (same id). */
  checkoutId: text('checkout_id'),
});

/** The card-capture service's tokens (migration 0005): never a card number or CVV. */
export const cardTokens = pgTable('card_tokens', {
  paypageRegistrationId: text('paypage_registration_id').primaryKey(),
  checkoutId: text('checkout_id').notNull(),
  page: text('page').notNull(),
  brand: text('brand'),
  firstSix: text('first_six'),
  lastFour: text('last_four'),
  expMonth: text('exp_month'),
  expYear: text('exp_year'),
  createdAt: timestamptz('created_at').notNull(),
  /** Migration 0013: what the token stands for, the PIN frame's token and the sandbox processor's verdicts. */
  cardKind: text('card_kind', { enum: ['credit', 'ebt', 'gift', 'pin'] })
    .notNull()
    .default('credit'),
  pinCheckoutId: text('pin_checkout_id'),
  pinMatches: boolean('pin_matches'),
  giftBalanceCents: integer('gift_balance_cents'),
  usedAt: timestamptz('used_at'),
});

/** Text-message opt-ins per shopper, mobile number ('+1' and 10 digits) and kind of text (migration 0007). */
export const smsOptIns = pgTable(
  'sms_opt_ins',
  {
    shopperId: uuid('shopper_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    triggerType: text('trigger_type', { enum: ['CLICKLIST', 'PROMOTIONAL', 'TRANSACTIONAL'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'OPTED_IN', 'OPTED_OUT'] }).notNull(),
    requestedAt: timestamptz('requested_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopperId, table.phoneNumber, table.triggerType] })],
);

/** Email preferences (migration 0006): the topics each banner offers, in its order; banner null = every banner. */
export const emailTopics = pgTable('email_topics', {
  id: text('id').primaryKey(),
  bannerId: text('banner_id'),
  shortDescription: text('short_description').notNull(),
  longDescription: text('long_description').notNull(),
  position: smallint('position').notNull(),
});

export const shopperEmailPreferences = pgTable(
  'shopper_email_preferences',
  {
    shopperId: uuid('shopper_id').notNull(),
    topicId: text('topic_id').notNull(),
    isSelected: boolean('is_selected').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopperId, table.topicId] })],
);

export const shopperPromotionPreferences = pgTable(
  'shopper_promotion_preferences',
  {
    shopperId: uuid('shopper_id').notNull(),
    bannerId: text('banner_id').notNull(),
    specialsAndPromotions: boolean('specials_and_promotions').notNull().default(false),
    earlyAccess: boolean('early_access').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopperId, table.bannerId] })],
);

/** Email-link tokens (migration 0006): only the SHA-256 of each token is stored. */
export const emailLinkTokens = pgTable('email_link_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  shopperId: uuid('shopper_id').notNull(),
  kind: text('kind', { enum: ['token', 'token2'] }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** A card's billing address as the wallet stores it (jsonb). */
export type WalletCardBilling = {
  addressLines: string[];
  cityTown: string;
  stateProvince: string;
  postalCode: string;
  countryCode: 'US' | 'CA';
};

/** The wallet's cards (migration 0013): never a card number or a PIN. */
export const walletCards = pgTable('wallet_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopperId: uuid('shopper_id').notNull(),
  cardType: text('card_type', { enum: ['BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD'] }).notNull(),
  brand: text('brand', {
    enum: ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'DINERS', 'JCB', 'UNIONPAY', 'NONE'],
  }).notNull(),
  firstSix: text('first_six'),
  lastFour: text('last_four').notNull(),
  expMonth: text('exp_month').notNull().default(''),
  expYear: text('exp_year').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  billing: jsonb('billing').$type<WalletCardBilling | null>(),
  saved: boolean('saved').notNull().default(true),
  defaultApplications: text('default_applications').array().notNull().default([]),
  balanceCents: integer('balance_cents'),
  pinFailures: smallint('pin_failures').notNull().default(0),
  paymentGram: text('payment_gram').notNull(),
  vaultCardId: text('vault_card_id').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  /** The order the shopper added their cards in; breaks created_at's ties (migration 0027). */
  addedSequence: bigint('added_sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

export const walletBillingAddresses = pgTable('wallet_billing_addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopperId: uuid('shopper_id').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  stateCode: text('state_code').notNull(),
  zip: text('zip').notNull(),
  countryCode: text('country_code', { enum: ['US', 'CA'] }).notNull(),
  isPreferred: boolean('is_preferred').notNull().default(false),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** The wallet calls' bearer tokens: only the SHA-256 of each is stored. */
export const walletTokens = pgTable('wallet_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  shopperId: uuid('shopper_id').notNull(),
  sessionTokenHash: text('session_token_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const paymentIntents = pgTable('payment_intents', {
  id: text('id').primaryKey(),
  shopperId: uuid('shopper_id').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const schema = {
  cardTokens,
  idempotencyKeys,
  walletCards,
  walletBillingAddresses,
  walletTokens,
  paymentIntents,
  banners,
  shoppers,
  shopperPhones,
  addresses,
  memberships,
  stores,
  shopperBannerDetails,
  sessions,
  departments,
  products,
  baskets,
  basketItems,
  fulfillmentCenters,
  modalityPreferences,
  timeslotCapacities,
  promises,
  orders,
  smsOptIns,
  emailTopics,
  shopperEmailPreferences,
  shopperPromotionPreferences,
  emailLinkTokens,
};
export type Schema = typeof schema;

/* Issue 11, promo codes (migration 0012). */

export const promotions = pgTable('promotions', {
  code: text('code').primaryKey(),
  offerId: text('offer_id').notNull(),
  description: text('description').notNull(),
  kind: text('kind', { enum: ['ORDER_AMOUNT_OFF', 'DEPARTMENT_PERCENT_OFF'] }).notNull(),
  amountOffCents: integer('amount_off_cents'),
  minimumSubtotalCents: integer('minimum_subtotal_cents').notNull(),
  percentOff: smallint('percent_off'),
  departmentId: text('department_id'),
  isActive: boolean('is_active').notNull(),
});

export const basketPromotions = pgTable(
  'basket_promotions',
  {
    basketId: uuid('basket_id').notNull(),
    code: text('code').notNull(),
    appliedAt: timestamptz('applied_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.basketId, table.code] })],
);

/* Issue 22: accounts a shopper creates (migration 0022). */

export const accountLinkPurposes = ['verify-email', 'reset-password'] as const;
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];

/** The single-use links of email verification and password reset; only their tokens' SHA-256. */
export const accountLinks = pgTable('account_links', {
  tokenHash: text('token_hash').primaryKey(),
  shopperId: uuid('shopper_id').notNull(),
  purpose: text('purpose', { enum: accountLinkPurposes }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** What the sandbox mailer sent (tests only). */
export const sandboxOutbox = pgTable('sandbox_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  toEmail: text('to_email').notNull(),
  purpose: text('purpose', { enum: accountLinkPurposes }).notNull(),
  link: text('link').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

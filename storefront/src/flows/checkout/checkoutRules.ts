import { SCHEDULING_PATHS } from '@aisle/contracts/orderRules';
import { NAME_MAX_LENGTH } from '@aisle/contracts/schedulingRules';
import { walletLimits } from '@aisle/contracts/walletRules';
import { formatUsPhone, hasUsPhoneShape } from '@aisle/design-system/format';
import { randomUuid } from '../../lib/randomUuid.ts';

/*
 * The checkout payment page's pure rules (cart-scheduling-checkout 2 "Checkout payment page", 4, 5, 9):
 * contact and instructions validation, delivery type and the do-not-ring-bell marker, the delivery-terms
 * wording, the SNAP EBT amount's bounds, when Place Order is possible, the routes it leaves for. No
 * fetching, no text of its own: messages are keys the screen turns into the banner's copy.
 */

/** GEN-006: the cart application's name in the order-complete route. */
export const CART_APPLICATION = 'CLICKLIST';
/** PAY-059, spec 9. */
export const INSTRUCTIONS_MAX_LENGTH = 128;
/** PAY-061, PAY-062. */
export const INSTRUCTIONS_PREVIEW_ONE_COLUMN = 38;
export const INSTRUCTIONS_PREVIEW_WIDE = 54;
/** PAY-167: fulfilment-marker cookies last 2 days. */
export const MARKER_COOKIE_MAX_AGE_SECONDS = 2 * 24 * 60 * 60;
/** PAY-122, spec 9. */
export const SNAP_MINIMUM_CHARGE = 0.01;

export type CheckoutModality = 'PICKUP' | 'DELIVERY';

/** PAY-150: 'Back to Scheduling' goes to the scheduling page of the checkout's fulfilment type. */
export function schedulingHref(modality: CheckoutModality): string {
  return SCHEDULING_PATHS[modality];
}

/** PAY-145, GEN-006, GEN-007: the order-complete page of a placed (or modified) order. */
export function orderCompleteHref(orderId: string, { isModify = false }: { isModify?: boolean } = {}): string {
  const path = `/checkout/${CART_APPLICATION}/${encodeURIComponent(orderId)}/complete`;
  return isModify ? `${path}?im=true` : path;
}

/** PAY-018: the maps service's directions page; the destination goes as latitude,longitude. */
export const MAPS_DIRECTIONS_URL = 'https://www.google.com/maps/dir/';

/**
 * PAY-018: directions to the pickup store, built from its latitude,longitude; null without a point, and for a
 * delivery (the destination is the shopper's own address: issue 20's 'Get Directions' to their own home).
 */
export function mapsHref(
  destination: { kind: 'store' | 'address'; latitude: number | null; longitude: number | null } | null | undefined,
): string | null {
  if (destination?.kind !== 'store') return null;
  if (destination.latitude === null || destination.longitude === null) return null;
  return `${MAPS_DIRECTIONS_URL}?api=1&destination=${destination.latitude},${destination.longitude}`;
}

/** PAY-006: the checkout id of `/checkout?orderId=…`; null when missing or not an id. */
export function orderIdOf(search: string): string | null {
  const value = new URLSearchParams(search).get('orderId');
  return value && /^\d{6,20}$/.test(value) ? value : null;
}

/** PAY-028, PAY-029: the page leaves for the cart when nothing is left to pay for or the basket moved on. */
export function shouldLeaveForCart(input: {
  checkoutLines: readonly { gtin13: string; quantity: number; couponId?: string | null | undefined }[];
  basketLines: readonly { gtin13: string; quantity: number }[] | null;
}): boolean {
  // Flash-sale lines (with a coupon) are the checkout's own, never the basket's (PRO-018).
  const ownLines = input.checkoutLines.filter((line) => !line.couponId);
  if (ownLines.length === 0) return true;
  if (!input.basketLines) return false;
  const basket = new Map(input.basketLines.map((line) => [line.gtin13, line.quantity]));
  return ownLines.some((line) => !basket.has(line.gtin13));
}

// ---- Contact (PAY-037..049) ----

export type ContactField = 'firstName' | 'lastName' | 'phone';
export type ContactProblem =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'nameTooLong'
  | 'phoneRequired'
  | 'phoneInvalid';
export type ContactInput = { firstName: string; lastName: string; phone: string };

/** PAY-037..040: a name is required and at most 40 characters. */
export function nameProblem(field: 'firstName' | 'lastName', value: string): ContactProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return field === 'firstName' ? 'firstNameRequired' : 'lastNameRequired';
  if (trimmed.length > NAME_MAX_LENGTH) return 'nameTooLong';
  return null;
}

/**
 * PAY-043..045: required, then 10 digits that form a US number. `isValidNumber` defaults to the shape check
 * without the phone library (the page's first script); the contact drawer, loaded when it opens, passes
 * the library's isValidUsPhone.
 */
export function phoneProblem(
  value: string,
  isValidNumber: (value: string) => boolean = hasUsPhoneShape,
): ContactProblem | null {
  if (value.replace(/\D/g, '') === '') return 'phoneRequired';
  return isValidNumber(value) ? null : 'phoneInvalid';
}

/** PAY-047, PAY-048: every field's problem at submit. */
export function contactProblems(
  input: ContactInput,
  isValidNumber?: (value: string) => boolean,
): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  const first = nameProblem('firstName', input.firstName);
  const last = nameProblem('lastName', input.lastName);
  const phone = phoneProblem(input.phone, isValidNumber);
  if (first) problems.firstName = first;
  if (last) problems.lastName = last;
  if (phone) problems.phone = phone;
  return problems;
}

/** PAY-044: the phone as the shopper reads it, (###) ###-####, from +1 and 10 digits or digits typed. */
export function displayPhone(phone: string | null | undefined): string {
  return phone ? formatUsPhone(phone) : '';
}

/** PAY-026, PAY-027: the contact drawer opens by itself when a name is missing. */
export function isContactIncomplete(contact: { firstName: string | null; lastName: string | null }): boolean {
  return !contact.firstName?.trim() || !contact.lastName?.trim();
}

/** PAY-051..053: the text-update opt-in box. */
export function smsOptInState(
  input: { phone: string; isOptedIn: boolean; isTicked: boolean },
  isValidNumber?: (value: string) => boolean,
): {
  isDisabled: boolean;
  isTicked: boolean;
} {
  const isPhoneValid = phoneProblem(input.phone, isValidNumber) === null;
  return {
    isDisabled: !isPhoneValid || input.isOptedIn,
    isTicked: isPhoneValid && (input.isOptedIn || input.isTicked),
  };
}

// ---- Instructions and delivery type (PAY-059..069) ----

/**
 * PAY-068: do-not-ring-bell travels as a marker appended to the instructions. Splits stored instructions
 * back into the shopper's text and the choice, so editing never doubles the marker.
 */
export function splitInstructions(
  instructions: string | null,
  marker: string,
): { text: string; doNotDisturb: boolean } {
  const value = instructions ?? '';
  if (marker && value.endsWith(marker)) {
    return { text: value.slice(0, -marker.length).trimEnd(), doNotDisturb: true };
  }
  return { text: value, doNotDisturb: false };
}

export function joinInstructions(text: string, doNotDisturb: boolean, marker: string): string | null {
  const trimmed = text.trim();
  const joined = doNotDisturb ? [trimmed, marker].filter(Boolean).join(' ') : trimmed;
  return joined === '' ? null : joined;
}

/** PAY-059: the shopper's text and the marker must fit the 128 characters the server keeps. */
export function instructionsProblem(text: string, doNotDisturb: boolean, marker: string): 'tooLong' | null {
  return (joinInstructions(text, doNotDisturb, marker) ?? '').length > INSTRUCTIONS_MAX_LENGTH ? 'tooLong' : null;
}

/** PAY-061, PAY-062: the preview in the instructions row. */
export function instructionsPreview(text: string, isOneColumn: boolean): string {
  const limit = isOneColumn ? INSTRUCTIONS_PREVIEW_ONE_COLUMN : INSTRUCTIONS_PREVIEW_WIDE;
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

/** PAY-064..067: leave-at-door is Contactless unless a birth date (age-restricted items) forces Standard. */
export function deliveryTypeOf(leaveAtDoor: boolean, isAgeRestricted: boolean): 'Standard' | 'Contactless' {
  return leaveAtDoor && !isAgeRestricted ? 'Contactless' : 'Standard';
}

/** PAY-019, GEN-014: which fulfilment types show the instructions block. */
export function showsInstructions(modality: string, allowsPickupInstructions: boolean): boolean {
  if (modality === 'DELIVERY') return true;
  if (modality === 'PICKUP') return allowsPickupInstructions;
  return false;
}

// ---- Delivery terms (PAY-070, PAY-071) ----

export type DeliveryTerms = 'partner' | 'provider';

/**
 * Which terms box a delivery needs: the outside delivery partner's Terms of Service, or another fulfilment
 * provider's acceptance. The banner's own drivers and pickup need none (docs/spec-decisions.md).
 */
export function deliveryTermsOf(modality: string, vendorId: string): DeliveryTerms | null {
  if (modality !== 'DELIVERY') return null;
  if (vendorId === 'IN_HOUSE_DELIVERY') return null;
  return vendorId === 'DELIVERY' ? 'partner' : 'provider';
}

// ---- SNAP EBT amount (PAY-120..124) ----

export type SnapAmountProblem =
  | { kind: 'required' }
  | { kind: 'minimum'; amount: number }
  | { kind: 'maximum'; amount: number }
  | { kind: 'invalid' };

/** PAY-121..123: the lowest and highest amount the shopper may charge to SNAP EBT. */
export function snapBounds(input: { authorizedAmount: number | null; balance: number; eligibleTotal: number }): {
  minimum: number;
  maximum: number;
} {
  const minimum = input.authorizedAmount && input.authorizedAmount > 0 ? input.authorizedAmount : SNAP_MINIMUM_CHARGE;
  return { minimum, maximum: Math.min(input.balance, input.eligibleTotal) };
}

/** PAY-120..123: an amount typed in the SNAP amount modal. */
export function snapAmountProblem(
  typed: string,
  bounds: { minimum: number; maximum: number },
): SnapAmountProblem | null {
  const text = typed.trim().replace(/^\$\s*/, '');
  if (text === '') return { kind: 'required' };
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(text)) return { kind: 'invalid' };
  const amount = Number(text);
  if (amount < bounds.minimum) return { kind: 'minimum', amount: bounds.minimum };
  if (amount > bounds.maximum) return { kind: 'maximum', amount: bounds.maximum };
  return null;
}

/** PAY-124: only EBT payments with an amount above 0 are sent. */
export function sendableEbtPayments<Payment extends { amount: number }>(payments: readonly Payment[]): Payment[] {
  return payments.filter((payment) => payment.amount > 0);
}

// ---- Gift cards (PAY-097, PAY-102, PAY-103) ----

export type GiftCardBlock = 'orderLimit' | 'notNeeded' | null;

export function giftCardBlock(input: {
  giftCardCount: number;
  bankCardTotal: number;
  hasPayments: boolean;
}): GiftCardBlock {
  if (input.giftCardCount >= walletLimits.giftCards) return 'orderLimit';
  if (input.bankCardTotal === 0 && input.hasPayments) return 'notNeeded';
  return null;
}

// ---- Place order (PAY-137..139, GEN-027) ----

/**
 * ERR-024..029: the codes shown after the generic message ('Error code: {code}') when the page lacks
 * something it needs to show or place the order. The spec names the cases, not the codes (spec-decisions).
 */
export const checkoutErrorCodes = {
  missingCheckout: 'CO404',
  missingPaymentCard: 'CO410',
  missingVersionKey: 'CO411',
  missingContact: 'CO412',
  missingChecksum: 'CO413',
  noUpdatedCheckout: 'CO414',
} as const;

/** ERR-025..028: the code of the first thing placing the order lacks; null when nothing is missing. */
export function submitPreconditionCode(
  checkout: { versionKey?: string | null; checksum?: string | null; fulfillment?: { contact?: unknown } | null },
  hasPaymentCard: boolean,
): string | null {
  if (!hasPaymentCard) return checkoutErrorCodes.missingPaymentCard;
  if (!checkout.versionKey) return checkoutErrorCodes.missingVersionKey;
  if (!checkout.fulfillment?.contact) return checkoutErrorCodes.missingContact;
  if (!checkout.checksum) return checkoutErrorCodes.missingChecksum;
  return null;
}

export function canPlaceOrder(input: {
  hasBankCard: boolean;
  isUpdatePending: boolean;
  isSubmitting: boolean;
}): boolean {
  return input.hasBankCard && !input.isUpdatePending && !input.isSubmitting;
}

/**
 * CBX-037, CBX-038: whether the checkout carries the payments the shopper chose (same cards, and the
 * chosen amount where one is given). A failed payment update leaves them apart until it is sent again.
 */
export function paymentsCarrySelection(
  current: ReadonlyArray<{ id: string; amount: number }>,
  wanted: ReadonlyArray<{ id: string; amount?: number }>,
): boolean {
  return (
    current.length === wanted.length &&
    wanted.every((payment) =>
      current.some(
        (entry) => entry.id === payment.id && (payment.amount === undefined || entry.amount === payment.amount),
      ),
    )
  );
}

/** GEN-027: a new random key per attempt (a retry of the same attempt reuses it). */
export function newIdempotencyKey(): string {
  return randomUuid();
}

/** PAY-094: the $1 hold message shows when nothing is charged to a credit or debit card. */
export function showsCardHold(bankCardTotal: number): boolean {
  return bankCardTotal === 0;
}

/** PAY-166..168: the fulfilment markers written as cookies for delivery and pickup. */
export function fulfilmentMarkerCookies(input: { modality: string; storeId: string | null }): string[] {
  if (input.modality !== 'DELIVERY' && input.modality !== 'PICKUP') return [];
  const attributes = `; Max-Age=${MARKER_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Strict`;
  const fulfillmentType = input.modality === 'PICKUP' ? 'pickup' : 'delivery';
  return [
    `aisle_modality=${input.modality}${attributes}`,
    `aisle_fulfillment_type=${fulfillmentType}${attributes}`,
    ...(input.storeId ? [`aisle_store=${encodeURIComponent(input.storeId)}${attributes}`] : []),
  ];
}

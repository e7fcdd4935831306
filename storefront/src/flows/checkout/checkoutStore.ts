import type { Basket, Checkout } from '@aisle/contracts';
import { isFlashSaleLine, submitLinesOf } from '@aisle/contracts/flashSaleRules';
import { normalizePromoCode, promoCodeProblem } from '@aisle/contracts/promotions';
import { showToast } from '@aisle/design-system/components/Toast';
import { toUsE164 } from '@aisle/design-system/format';
import { createStore } from 'zustand/vanilla';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';
import { paths, withRejectionReason } from '../../lib/paths.ts';
import type { PromoFailure, PromoPending } from '../../lib/promo/PromoCodeForm.tsx';
import { loadSession, sessionStore } from '../../lib/stores/session.ts';
import { clearModifyCart } from '../modify/index.ts';
import { type CheckoutGateway, type CheckoutUpdate, checkoutGateway, type PlaceOrderBody } from './checkoutGateway.ts';
import {
  canPlaceOrder,
  checkoutErrorCodes,
  contactProblems,
  deliveryTermsOf,
  deliveryTypeOf,
  displayPhone,
  fulfilmentMarkerCookies,
  isContactIncomplete,
  joinInstructions,
  newIdempotencyKey,
  orderCompleteHref,
  paymentsCarrySelection,
  shouldLeaveForCart,
  splitInstructions,
  submitPreconditionCode,
} from './checkoutRules.ts';
import { chosenSnapAmountOf } from './checkoutView.ts';
import { isHoldLapsed, placeOrderOutcome, type SubmitProblem } from './placeOrderOutcome.ts';

/*
 * The checkout payment page's state (cart-scheduling-checkout 4 "Checkout payment page"): one
 * module-level store, so the page's islands (the screen, the wallet's card box) share it. What the shopper
 * types lives in drafts apart from the checkout: a refetch after a stale versionKey replaces the checkout,
 * never the drafts.
 */

export const checkoutDrawers = ['contact', 'orderInstructions', 'flashSales', 'gratuity', 'items', 'time'] as const;
export type CheckoutDrawer = (typeof checkoutDrawers)[number];

export const checkoutModals = [
  'timedOut',
  'updateFailed',
  'snapUpdateFailed',
  'snapAmount',
  'pin',
  'leaveWarning',
] as const;
export type CheckoutModal = (typeof checkoutModals)[number];

export type ContactDraft = { firstName: string; lastName: string; phone: string; smsOptIn: boolean };
export type InstructionsDraft = { text: string; leaveAtDoor: boolean; doNotDisturb: boolean };

export type { SubmitProblem } from './placeOrderOutcome.ts';

export type CheckoutState = {
  /** MOD-005: the modify checkout (im=true): promo codes hidden, MODIFY submit. */
  isModify: boolean;
  status: 'loading' | 'ready' | 'redirecting' | 'missing' | 'loadError';
  orderId: string | null;
  checkout: Checkout | null;
  basket: Basket | null;
  drawer: CheckoutDrawer | null;
  modal: CheckoutModal | null;
  /** PAY-033, PAY-139: updates on their way. */
  pendingUpdates: number;
  /** PAY-035, PAY-036: the update the retry modal sends again. */
  failedUpdate: Omit<CheckoutUpdate, 'versionKey'> | null;
  contact: ContactDraft;
  instructions: InstructionsDraft;
  /** The tip chosen, with 2 decimals (PAY-078). */
  tip: string;
  /** ACC-070, ACC-071: the last tip submission: on its way, taken, or refused. */
  tipStatus: 'idle' | 'request' | 'ok' | 'error';
  isTermsAccepted: boolean;
  submitProblem: SubmitProblem | null;
  isSubmitting: boolean;
  /** PAY-125, PAY-126: the SNAP EBT amount the shopper chose; null charges the eligible total. */
  snapAmount: number | null;
  /** PAY-129: the SNAP EBT balance a refused placement reported; it bounds the SNAP amount from then on. */
  snapBalance: number | null;
  /** PAY-116, PAY-117, PAY-119: the PIN modal's state after a wrong PIN (55) or a locked card (75). */
  pinProblem: 'failed' | 'locked' | null;
  /** How many PIN refusals this page has had: each one is a new message, announced even in the same words. */
  pinRefusals: number;
  /** PRO-003, PRO-004: the promo change on its way. */
  promoPending: PromoPending;
  /** PAY-054: the text-update opt-in was refused: the phone is not the account's mobile, or it failed. */
  smsOptInProblem: 'notAccountMobile' | 'failed' | null;
  /** PAY-057, PAY-058: the email-deals opt-in as the account has it (null until read, or none offered). */
  emailDeals: { isSelected: boolean; isSaving: boolean; hasFailed: boolean } | null;
};

const initial: CheckoutState = {
  isModify: false,
  status: 'loading',
  orderId: null,
  checkout: null,
  basket: null,
  drawer: null,
  modal: null,
  pendingUpdates: 0,
  failedUpdate: null,
  contact: { firstName: '', lastName: '', phone: '', smsOptIn: false },
  instructions: { text: '', leaveAtDoor: false, doNotDisturb: false },
  tip: '0.00',
  tipStatus: 'idle',
  isTermsAccepted: false,
  submitProblem: null,
  isSubmitting: false,
  snapAmount: null,
  snapBalance: null,
  pinProblem: null,
  pinRefusals: 0,
  promoPending: null,
  smsOptInProblem: null,
  emailDeals: null,
};

export const checkoutStore = createStore<CheckoutState>(() => ({ ...initial }));

/** The marker appended to instructions for do-not-ring-bell (PAY-068); the screen sets it from the copy. */
let doNotRingMarker = '';
export function setDoNotRingMarker(marker: string): void {
  doNotRingMarker = marker;
}

/**
 * PAY-056, PAY-063, PAY-069: what the browser keeps for the next checkout, never card data: the phone and
 * the two delivery choices per shopper (a shared computer does not offer one shopper's phone to another),
 * the instructions per buyer address.
 */
export const checkoutStorageKeys = {
  phone: (profileId: string) => `aisle.checkout.${profileId}.phone`,
  instructions: (addressId: string) => `aisle.checkout.instructions.${addressId}`,
  leaveAtDoor: (profileId: string) => `aisle.checkout.${profileId}.leaveAtDoor`,
  doNotDisturb: (profileId: string) => `aisle.checkout.${profileId}.doNotDisturb`,
};

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the choice is only not remembered.
  }
}

/**
 * PAY-162, PAY-163, PAY-165: leaving the page forgets the submit errors, the SNAP EBT state (amount, PIN
 * problem), the line updates on their way and the drawers (the flash sales are their own store, PAY-164).
 */
/**
 * Counts resets: an answer to a call made before the last reset belongs to a checkout this page no longer
 * shows (another story in Storybook's one page, a checkout left), and is dropped.
 */
let checkoutGeneration = 0;

export function resetCheckout(): void {
  checkoutGeneration += 1;
  checkoutStore.setState({ ...initial }, true);
}

/**
 * ERR-021: a session that ends on the checkout page (the API layer ends it before its sign-in redirect)
 * clears the checkout state first, so nothing of the shopper's checkout stays on the page it leaves.
 */
sessionStore.subscribe((session, previous) => {
  if (session.status !== 'signedOut' || previous.status === 'signedOut') return;
  if (checkoutStore.getState().checkout) checkoutStore.setState({ ...initial, status: 'redirecting' }, true);
});

function isAgeRestricted(checkout: Checkout): boolean {
  return Boolean(checkout.buyer.dateOfBirth) || checkout.lineItems.some((line) => line.ageRestricted);
}

export function checkoutIsAgeRestricted(): boolean {
  const { checkout } = checkoutStore.getState();
  return checkout ? isAgeRestricted(checkout) : false;
}

/** The drafts a freshly read checkout starts: the checkout's own values, then what the browser kept. */
function draftsOf(checkout: Checkout): Pick<CheckoutState, 'contact' | 'instructions'> {
  const contact = checkout.fulfillment.contact;
  const profileId = checkout.buyer.profileId;
  const phone = contact.phone ?? stored(checkoutStorageKeys.phone(profileId)) ?? '';
  const addressId = checkout.fulfillment.address?.id;
  const kept = addressId ? stored(checkoutStorageKeys.instructions(addressId)) : null;
  const split = splitInstructions(checkout.fulfillment.instructions ?? kept, doNotRingMarker);
  const leaveAtDoor =
    checkout.fulfillment.deliveryType === 'Contactless' ||
    (checkout.fulfillment.deliveryType === null && stored(checkoutStorageKeys.leaveAtDoor(profileId)) === 'true');
  return {
    contact: {
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      phone: displayPhone(phone),
      smsOptIn: contact.smsOptin,
    },
    instructions: {
      text: split.text,
      leaveAtDoor: leaveAtDoor && !isAgeRestricted(checkout),
      doNotDisturb:
        split.doNotDisturb ||
        (!checkout.fulfillment.instructions && stored(checkoutStorageKeys.doNotDisturb(profileId)) === 'true'),
    },
  };
}

function writeMarkerCookies(checkout: Checkout): void {
  for (const cookie of fulfilmentMarkerCookies({
    modality: checkout.modalityType,
    storeId: checkout.fulfillment.location?.locationId ?? null,
  })) {
    // biome-ignore lint/suspicious/noDocumentCookie: PAY-166..168 want plain cookies the server reads.
    document.cookie = cookie;
  }
}

/**
 * The page's load (PAY-006, PAY-026..030): the session (the gate sends a guest to sign-in), the checkout,
 * the basket it came from; the cart when nothing is left to pay for; the contact drawer on a missing name.
 */
export async function loadCheckout(
  orderId: string | null,
  navigate: (url: string) => void,
  gateway: CheckoutGateway = checkoutGateway(),
  { isModify = false }: { isModify?: boolean } = {},
): Promise<void> {
  resetCheckout();
  checkoutStore.setState({ orderId, isModify });
  if (!orderId) {
    checkoutStore.setState({ status: 'redirecting' });
    // MOD-004: a modify checkout without its id goes back to the modify cart.
    navigate(isModify ? paths.modifyCart : paths.cart);
    return;
  }
  try {
    const session = await loadSession();
    if (session.status !== 'signedIn') return;
    const checkout = await gateway.getCheckout(orderId);
    // PAY-030: a placed order is shown on its order-complete page, not paid again.
    if (checkout.status === 'PLACED' && !isModify) {
      checkoutStore.setState({ status: 'redirecting' });
      navigate(orderCompleteHref(checkout.id));
      return;
    }
    const basket = await gateway.getBasket(checkout.modalityType).catch(() => null);
    if (!isModify && shouldLeaveForCart({ checkoutLines: checkout.lineItems, basketLines: basket?.items ?? null })) {
      checkoutStore.setState({ status: 'redirecting' });
      navigate(paths.cart);
      return;
    }
    writeMarkerCookies(checkout);
    checkoutStore.setState({
      status: 'ready',
      checkout,
      basket,
      ...draftsOf(checkout),
      tip: checkout.paymentDetails.gratuityAmount.toFixed(2),
      // Issue 20: a SNAP EBT amount chosen before a reload is the one the checkout charges.
      snapAmount: chosenSnapAmountOf(checkout),
      drawer: isContactIncomplete(checkout.fulfillment.contact) ? 'contact' : null,
    });
  } catch (error) {
    checkoutStore.setState({
      status: isApiError(error) && error.code === 'NOT_FOUND' ? 'missing' : 'loadError',
    });
  }
}

/** Reads the checkout again after a stale versionKey: the drafts stay as the shopper left them. */
async function refetch(gateway: CheckoutGateway): Promise<Checkout | null> {
  const { orderId } = checkoutStore.getState();
  if (!orderId) return null;
  const checkout = await gateway.getCheckout(orderId);
  checkoutStore.setState({ checkout });
  return checkout;
}

/** One update with the versionKey read; a stale one reads the checkout again and sends once more. */
async function updateWithVersion(
  orderId: string,
  checkout: Checkout,
  change: Omit<CheckoutUpdate, 'versionKey'>,
  gateway: CheckoutGateway,
): Promise<void> {
  let current = checkout;
  for (let attempt = 0; ; attempt++) {
    try {
      const updated = await gateway.updateCheckout(orderId, { ...change, versionKey: current.versionKey });
      checkoutStore.setState({ checkout: updated });
      return;
    } catch (error) {
      if (attempt === 0 && isApiError(error) && error.code === 'VERSION_CONFLICT') {
        const fresh = await refetch(gateway);
        if (!fresh) throw error;
        current = fresh;
        continue;
      }
      throw error;
    }
  }
}

/**
 * One update counted in pendingUpdates (Place Order waits meanwhile, PAY-139) whose refusal the caller
 * shows itself, not the retry modal; a lapsed hold opens 'Order Timed Out'. Null when the checkout took it,
 * otherwise the error.
 */
async function countedUpdate(change: Omit<CheckoutUpdate, 'versionKey'>, gateway: CheckoutGateway): Promise<unknown> {
  const { checkout, orderId } = checkoutStore.getState();
  if (!checkout || !orderId) return new Error('No checkout to update.');
  checkoutStore.setState((state) => ({ pendingUpdates: state.pendingUpdates + 1 }));
  try {
    await updateWithVersion(orderId, checkout, change, gateway);
    return null;
  } catch (error) {
    if (isHoldLapsed(error)) checkoutStore.setState({ modal: 'timedOut' });
    return error;
  } finally {
    checkoutStore.setState((state) => ({ pendingUpdates: Math.max(0, state.pendingUpdates - 1) }));
  }
}

/**
 * Sends one update with the versionKey read (GEN-024, GEN-030, GEN-031). A stale versionKey makes the
 * page read the checkout again and send the same change once more; any other failure opens the retry
 * modal (PAY-035). True when the checkout took the change.
 */
export async function sendUpdate(
  change: Omit<CheckoutUpdate, 'versionKey'>,
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<boolean> {
  const { checkout, orderId } = checkoutStore.getState();
  if (!checkout || !orderId) return false;
  checkoutStore.setState({ failedUpdate: null });
  const error = await countedUpdate(change, gateway);
  if (error === null) return true;
  if (!isHoldLapsed(error) && !(isApiError(error) && error.kind === 'session')) {
    checkoutStore.setState({
      modal: snapPaymentOf(change) ? 'snapUpdateFailed' : 'updateFailed',
      failedUpdate: change,
    });
  }
  return false;
}

/** The SNAP EBT card a payment update charges, if any. */
export function snapPaymentOf(change: Omit<CheckoutUpdate, 'versionKey'> | null): string | null {
  return change?.payments?.find((payment) => payment.paymentType === 'EBT')?.id ?? null;
}

/**
 * PRO-003..009, CBX-043, GEN-030: a promo code added to or removed from the checkout. A refusal
 * (unknown, not eligible, PROMO_NOT_ALLOWED) is the form's failure message, not the retry modal; Place
 * Order waits meanwhile (PAY-139). Null when the checkout took the change.
 */
export async function changeCheckoutPromo(
  action: 'Add' | 'Remove',
  typed: string,
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<PromoFailure | null> {
  if (action === 'Add') {
    const problem = promoCodeProblem(typed);
    if (problem) return problem;
  }
  const { checkout, orderId, promoPending } = checkoutStore.getState();
  if (!checkout || !orderId || promoPending) return null;
  const code = normalizePromoCode(typed);
  checkoutStore.setState({ promoPending: { action, code } });
  const error = await countedUpdate({ priceAdjustment: { promos: [{ action, code }] } }, gateway);
  checkoutStore.setState({ promoPending: null });
  if (error === null) return null;
  return isConnectionError(error) ? { connection: error.userMessage } : 'failed';
}

/**
 * PRO-018, PRO-021, PRO-025: lines added, changed or removed (flash sales) with the versionKey read; the
 * caller shows a refusal. Null when the checkout took them, otherwise the error.
 */
export function changeLines(
  lineItems: NonNullable<CheckoutUpdate['lineItems']>,
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<unknown> {
  return countedUpdate({ lineItems }, gateway);
}

/**
 * A modification's new time (issue 20, orderTime.ts): another window at the order's place, with the versionKey
 * read; the caller shows a refusal. Null when the checkout took it, otherwise the error.
 */
export function changeOrderTime(
  selectedTimeId: string,
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<unknown> {
  return countedUpdate({ fulfillment: { selectedTimeId } }, gateway);
}

/** PAY-036: 'Try Again' sends the failed update again. */
export async function retryFailedUpdate(): Promise<void> {
  const { failedUpdate } = checkoutStore.getState();
  checkoutStore.setState({ modal: null });
  if (failedUpdate) await sendUpdate(failedUpdate);
}

export function openDrawer(drawer: CheckoutDrawer | null): void {
  checkoutStore.setState({ drawer });
}

export function openModal(modal: CheckoutModal | null): void {
  checkoutStore.setState({ modal });
}

export function editContact(patch: Partial<ContactDraft>): void {
  checkoutStore.setState((state) => ({ contact: { ...state.contact, ...patch }, submitProblem: null }));
}

export function editInstructions(patch: Partial<InstructionsDraft>): void {
  checkoutStore.setState((state) => ({ instructions: { ...state.instructions, ...patch } }));
}

/**
 * PAY-054, PAY-055: ticking the text-update box posts the opt-in for the phone (trigger type CLICKLIST), then
 * sets the fulfillment's smsOptin with the contact as typed when it is complete (otherwise the drawer's save
 * sends it). A refused opt-in unticks the box and says why. True when the shopper is opted in.
 */
export async function optInToTexts(gateway: CheckoutGateway = checkoutGateway()): Promise<boolean> {
  const { contact } = checkoutStore.getState();
  checkoutStore.setState((state) => ({ contact: { ...state.contact, smsOptIn: true }, smsOptInProblem: null }));
  try {
    await gateway.optInToTexts(toUsE164(contact.phone));
  } catch (error) {
    checkoutStore.setState((state) => ({
      contact: { ...state.contact, smsOptIn: false },
      smsOptInProblem: isApiError(error) && error.code === 'MOBILE_PHONE_REQUIRED' ? 'notAccountMobile' : 'failed',
    }));
    return false;
  }
  if (Object.keys(contactProblems(contact)).length > 0) return true;
  return sendUpdate({ fulfillment: { contact: { ...contactUpdateOf(contact), smsOptin: true } } }, gateway);
}

/** PAY-057: reads the email-deals opt-in once the contact drawer shows it; a banner without one answers null. */
export async function loadEmailDeals(gateway: CheckoutGateway = checkoutGateway()): Promise<void> {
  if (checkoutStore.getState().emailDeals) return;
  const isSelected = await gateway.getEmailDeals().catch(() => null);
  if (isSelected === null) return;
  checkoutStore.setState({ emailDeals: { isSelected, isSaving: false, hasFailed: false } });
}

/** PAY-058: the box changes the account's email deals at once; a refusal puts it back and says so. */
export async function changeEmailDeals(
  isSelected: boolean,
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<boolean> {
  const before = checkoutStore.getState().emailDeals;
  if (!before || before.isSaving) return false;
  checkoutStore.setState({ emailDeals: { isSelected, isSaving: true, hasFailed: false } });
  try {
    await gateway.setEmailDeals(isSelected);
    checkoutStore.setState({ emailDeals: { isSelected, isSaving: false, hasFailed: false } });
    return true;
  } catch {
    checkoutStore.setState({ emailDeals: { isSelected: before.isSelected, isSaving: false, hasFailed: true } });
    return false;
  }
}

/** The contact as the checkout update sends it (GEN-024): trimmed names, the phone as +1 and 10 digits. */
function contactUpdateOf(contact: ContactDraft) {
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    phone: toUsE164(contact.phone),
    smsOptin: contact.smsOptIn,
  };
}

/** Whether the checkout's contact is the one shown: the same names and phone (the opt-in is its own call). */
function carriesContact(
  carried: Checkout['fulfillment']['contact'],
  shown: ReturnType<typeof contactUpdateOf>,
): boolean {
  return carried.firstName === shown.firstName && carried.lastName === shown.lastName && carried.phone === shown.phone;
}

/** PAY-049, PAY-050, PAY-056: the contact drawer's save; false when a field is wrong. */
export async function saveContact(): Promise<boolean> {
  const { contact, checkout } = checkoutStore.getState();
  if (Object.keys(contactProblems(contact)).length > 0) return false;
  if (checkout) store(checkoutStorageKeys.phone(checkout.buyer.profileId), toUsE164(contact.phone));
  const saved = await sendUpdate({ fulfillment: { contact: contactUpdateOf(contact) } });
  if (saved) checkoutStore.setState({ drawer: null });
  return saved;
}

/** PAY-060, PAY-063..069: the instructions, the delivery type and the choices the browser keeps. */
export async function saveInstructions({ closeDrawer }: { closeDrawer: boolean }): Promise<boolean> {
  const { instructions, checkout } = checkoutStore.getState();
  if (!checkout) return false;
  const joined = joinInstructions(instructions.text, instructions.doNotDisturb, doNotRingMarker);
  const addressId = checkout.fulfillment.address?.id;
  if (addressId) store(checkoutStorageKeys.instructions(addressId), joined);
  const profileId = checkout.buyer.profileId;
  store(checkoutStorageKeys.leaveAtDoor(profileId), String(instructions.leaveAtDoor));
  store(checkoutStorageKeys.doNotDisturb(profileId), String(instructions.doNotDisturb));
  const isDelivery = checkout.modalityType === 'DELIVERY';
  const saved = await sendUpdate({
    fulfillment: {
      instructions: joined,
      ...(isDelivery ? { deliveryType: deliveryTypeOf(instructions.leaveAtDoor, isAgeRestricted(checkout)) } : {}),
    },
  });
  if (saved && closeDrawer) checkoutStore.setState({ drawer: null });
  return saved;
}

/**
 * The tip change (GEN-031, ACC-048, ACC-070..073, ACC-098..100, ACC-163): the chosen or typed amount goes
 * with 2 decimals in the checkout update with its versionKey. The submission goes from request to ok or
 * error; either way the page then holds the checkout as the server has it (the update's answer, or a fresh
 * read after a refusal, so the tip shown is the one that counts). A refusal is the tip's own message, not
 * the payment retry modal. True when the checkout took the tip.
 */
export async function saveTip(value: string, gateway: CheckoutGateway = checkoutGateway()): Promise<boolean> {
  const { checkout, orderId } = checkoutStore.getState();
  if (!checkout || !orderId) return false;
  const amount = Math.round((Number(value) || 0) * 100) / 100;
  checkoutStore.setState({ tip: amount.toFixed(2), tipStatus: 'request' });
  const error = await countedUpdate({ paymentDetails: { gratuityAmount: amount } }, gateway);
  if (error === null) {
    checkoutStore.setState({ tipStatus: 'ok' });
    return true;
  }
  if (isHoldLapsed(error) || (isApiError(error) && error.kind === 'session')) {
    checkoutStore.setState({ tipStatus: 'idle' });
    return false;
  }
  checkoutStore.setState({ tipStatus: 'error' });
  const fresh = await refetch(gateway).catch(() => null);
  if (fresh) checkoutStore.setState({ tip: fresh.paymentDetails.gratuityAmount.toFixed(2) });
  return false;
}

/** PAY-126: 'Done' keeps the SNAP EBT amount; the payment update follows. */
export function chooseSnapAmount(amount: number): void {
  checkoutStore.setState({ snapAmount: amount, modal: null });
}

export function acceptTerms(isAccepted: boolean): void {
  checkoutStore.setState({ isTermsAccepted: isAccepted, submitProblem: null });
}

/** The wallet's checkout selection: one bank card, SNAP EBT with the amount to charge, gift cards. */
export type SelectedPayments = {
  bankCardId: string | null;
  snap: { id: string; amount: number } | null;
  giftCardIds: string[];
};

/**
 * The wallet's checkout selection as payments: SNAP EBT charges the chosen amount, or `snapDefault` (the
 * lower of the card's known balance and what is eligible, PAY-123).
 */
export function selectedPaymentsOf(
  selection: { bankCards: string[]; snapCards: string[]; giftCards: string[] },
  snapAmount: number | null,
  snapDefault: number,
): SelectedPayments {
  const snapId = selection.snapCards[0];
  return {
    bankCardId: selection.bankCards[0] ?? null,
    snap: snapId ? { id: snapId, amount: snapAmount ?? snapDefault } : null,
    giftCardIds: [...selection.giftCards],
  };
}

/** CBX-039..042, PAY-124: the payments list an update sends for a selection (EBT only above 0). */
export function paymentsOf(selection: SelectedPayments): NonNullable<CheckoutUpdate['payments']> {
  return [
    ...(selection.bankCardId ? [{ id: selection.bankCardId, paymentType: 'BANK_CARD' as const }] : []),
    ...(selection.snap && selection.snap.amount > 0
      ? [{ id: selection.snap.id, paymentType: 'EBT' as const, amount: selection.snap.amount }]
      : []),
    ...selection.giftCardIds.map((id) => ({ id, paymentType: 'GIFT_CARD' as const })),
  ];
}

/**
 * PAY-031..034: the automatic payment update after the wallet's selection changed: only for a DRAFT
 * checkout, with a card, when nothing else is on its way and SNAP EBT has an amount when chosen.
 */
export async function syncPayments(selection: SelectedPayments): Promise<void> {
  const { checkout, pendingUpdates } = checkoutStore.getState();
  if (checkout?.status !== 'DRAFT') return;
  if (!selection.bankCardId || pendingUpdates > 0) return;
  if (selection.snap && !(selection.snap.amount > 0)) return;
  const wanted = paymentsOf(selection);
  if (paymentsCarrySelection(checkout.payments, wanted)) return;
  await sendUpdate({ payments: wanted });
}

/**
 * Place Order (PAY-137..150): the checks the page can make first (contact, terms, a card), then one
 * attempt with a new idempotency key; success goes to order-complete, a rejected authorization to the
 * rejection route, a timed-out hold to 'Order Timed Out'.
 */
export async function placeOrder(
  selection: SelectedPayments,
  navigate: (url: string) => void,
  options: { encryptedPin?: string; rejectedHref: string; modifyToasts?: ModifyToasts },
  gateway: CheckoutGateway = checkoutGateway(),
): Promise<void> {
  const state = checkoutStore.getState();
  const { checkout, orderId } = state;
  if (!checkout || !orderId) return;
  // ERR-025..028: without a card, versionKey, contact or checksum nothing is sent: the generic message and its code.
  const missing = submitPreconditionCode(checkout, Boolean(selection.bankCardId));
  if (missing) {
    checkoutStore.setState({ submitProblem: { kind: 'generic', code: missing } });
    return;
  }
  if (
    !canPlaceOrder({ hasBankCard: true, isUpdatePending: state.pendingUpdates > 0, isSubmitting: state.isSubmitting })
  ) {
    return;
  }
  const fields = contactProblems(state.contact);
  if (Object.keys(fields).length > 0) {
    checkoutStore.setState({ submitProblem: { kind: 'contact', fields }, drawer: 'contact' });
    return;
  }
  if (deliveryTermsOf(checkout.modalityType, checkout.fulfillment.promise.vendorId) && !state.isTermsAccepted) {
    checkoutStore.setState({ submitProblem: { kind: 'terms' } });
    return;
  }
  // PAY-114: a SNAP EBT charge asks for the PIN (the secure frame's token) before the order is placed.
  // PAY-116, PAY-117: once the card is locked (75) the dialog opens again as 'Too Many PIN Attempts', with no
  // PIN entry: Place Order says why it cannot place the order instead of doing nothing.
  if (selection.snap && selection.snap.amount > 0 && !options.encryptedPin) {
    checkoutStore.setState({ modal: 'pin', pinProblem: state.pinProblem === 'locked' ? 'locked' : null });
    return;
  }
  // CBX-037, CBX-038: a dismissed 'Something went wrong' leaves the checkout without the chosen cards;
  // the payment update goes again first, and the order is placed only once the checkout carries them.
  let placing = checkout;
  // Issue 20: what the page shows is what is placed. The contact shown (a phone kept from the last order,
  // PAY-056) goes to the checkout first when the checkout does not carry it yet.
  const shownContact = contactUpdateOf(state.contact);
  if (!carriesContact(placing.fulfillment.contact, shownContact)) {
    if (!(await sendUpdate({ fulfillment: { contact: shownContact } }, gateway))) return;
    const updated = checkoutStore.getState().checkout;
    if (!updated) return;
    placing = updated;
  }
  const wanted = paymentsOf(selection);
  if (!paymentsCarrySelection(placing.payments, wanted)) {
    if (!(await sendUpdate({ payments: wanted }, gateway))) return;
    const updated = checkoutStore.getState().checkout;
    if (!updated || !paymentsCarrySelection(updated.payments, wanted)) return;
    placing = updated;
  }
  const amounts = new Map(placing.payments.map((payment) => [payment.id, payment.amount]));
  const body: PlaceOrderBody = {
    // MOD-014: a modification is submitted with type MODIFY; each attempt has its own key (MOD-010).
    type: state.isModify ? 'MODIFY' : 'ACTIVATE',
    idempotencyKey: newIdempotencyKey(),
    versionKey: placing.versionKey,
    // PAY-148, PRO-022, PRO-023: the lines as read, a flash-sale line with its coupon and source store.
    lineItems: submitLinesOf(placing.lineItems),
    paymentDetails: {
      paymentMethods: paymentsOf(selection).map((payment) => ({
        id: payment.id,
        amount: amounts.get(payment.id) ?? ('amount' in payment ? payment.amount : 0),
        ...(payment.paymentType === 'EBT' && options.encryptedPin ? { encryptedPin: options.encryptedPin } : {}),
      })),
      paymentVersionKey: placing.paymentDetails.paymentVersionKey,
      gratuityAmount: Number(state.tip) || 0,
    },
  };
  checkoutStore.setState({ isSubmitting: true, submitProblem: null });
  const placedIn = checkoutGeneration;
  try {
    const result = await gateway.placeOrder(orderId, body);
    if (placedIn !== checkoutGeneration) return;
    // ERR-029: an answer without the placed checkout is not a placed order the page can show.
    if (!result?.id) {
      checkoutStore.setState({
        isSubmitting: false,
        submitProblem: { kind: 'generic', code: checkoutErrorCodes.noUpdatedCheckout },
      });
      return;
    }
    // PAY-140, PAY-145: the placed checkout is kept, then the order-complete page.
    checkoutStore.setState({ status: 'redirecting', checkout: result, modal: null });
    reportOrderPlaced(result);
    // PAY-144: the baskets are read again (the header's count) before the page moves on; a failure stops nothing.
    await gateway.refreshBasket().catch(() => undefined);
    if (state.isModify) {
      finishModify(result.id, navigate, options.modifyToasts);
      return;
    }
    navigate(orderCompleteHref(result.id));
  } catch (error) {
    if (placedIn !== checkoutGeneration) return;
    checkoutStore.setState({ isSubmitting: false });
    const outcome = placeOrderOutcome(error, { isModify: state.isModify });
    switch (outcome.kind) {
      case 'signIn':
        return;
      case 'pin':
        checkoutStore.setState((current) => ({
          modal: 'pin',
          pinProblem: outcome.pinProblem,
          pinRefusals: current.pinRefusals + 1,
        }));
        return;
      case 'timedOut':
        checkoutStore.setState({ modal: 'timedOut' });
        return;
      case 'rejected':
        checkoutStore.setState({ status: 'redirecting' });
        navigate(withRejectionReason(options.rejectedHref, outcome.reason));
        return;
      case 'snapBalance':
        // The balance is kept for the SNAP display, and the amount form opens on it (PAY-129).
        checkoutStore.setState({ snapBalance: outcome.balance, modal: 'snapAmount' });
        return;
      case 'readAgain':
        await refetch(gateway).catch(() => null);
        checkoutStore.setState({ submitProblem: outcome.problem });
        return;
      case 'contactFields':
        checkoutStore.setState({ submitProblem: { kind: 'contact', fields: outcome.fields }, drawer: 'contact' });
        return;
      case 'problem':
        checkoutStore.setState({ submitProblem: outcome.problem });
        return;
    }
  }
}

/** The usage event a placed order sends (PAY-143): analytics listen for it on window. */
export const ORDER_PLACED_EVENT = 'aisle:order-placed';
export type OrderPlacedDetail = { orderId: string; isModify: boolean; hasFlashSale: boolean };

/** PAY-143: the usage event, with the flash-sale flag when any line has a flash-sale coupon. */
function reportOrderPlaced(checkout: Checkout): void {
  if (typeof window === 'undefined') return;
  const detail: OrderPlacedDetail = {
    orderId: checkout.id,
    isModify: checkoutStore.getState().isModify,
    hasFlashSale: checkout.lineItems.some(isFlashSaleLine),
  };
  window.dispatchEvent(new CustomEvent<OrderPlacedDetail>(ORDER_PLACED_EVENT, { detail }));
}

/** The words of the toasts after a submitted modification (MOD-017..019). */
export type ModifyToasts = { savedTitle: string; savedBody: string; confirm: string; deleteFailed: string };

/**
 * MOD-015..019: a submitted modification clears the modify cart and goes to the order-complete page flagged
 * as modified; when clearing fails, 'Modifications Saved' with 'Confirm' tries again (its failure says so).
 */
export function finishModify(
  orderId: string,
  navigate: (url: string) => void,
  toasts: ModifyToasts | undefined,
  clear: () => void = clearModifyCart,
): void {
  const done = orderCompleteHref(orderId, { isModify: true });
  try {
    clear();
    navigate(done);
  } catch {
    if (!toasts) return;
    showToast({
      tone: 'info',
      heading: toasts.savedTitle,
      message: toasts.savedBody,
      durationMs: null,
      action: {
        label: toasts.confirm,
        onAction: () => {
          try {
            clear();
            navigate(done);
          } catch {
            showToast({ tone: 'error', message: toasts.deleteFailed });
          }
        },
      },
    });
  }
}

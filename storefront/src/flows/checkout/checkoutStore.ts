import type { Basket, Checkout } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import type { PromoPending } from '../../lib/promo/PromoCodeForm.tsx';
import { sessionStore } from '../../lib/stores/session.ts';
import type { CheckoutUpdate } from './checkoutGateway.ts';
import type { SubmitProblem } from './placeOrderOutcome.ts';

/*
 * The checkout payment page's state (cart-scheduling-checkout 4 "Checkout payment page"): one
 * module-level store, so the page's islands (the screen, the wallet's card box) share it. What the shopper
 * types lives in drafts apart from the checkout: a refetch after a stale versionKey replaces the checkout,
 * never the drafts.
 *
 * The store's neighbours: what the browser remembers across checkouts (checkoutMemory.ts), the page's load
 * (loadCheckout.ts), the versioned updates (checkoutUpdates.ts), the contact and instructions
 * (checkoutContact.ts), the wallet's selection as payments (checkoutPayments.ts) and Place Order
 * (placeOrder.ts, whose error ladder is the pure placeOrderOutcome.ts).
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

/**
 * Counts resets: an answer to a call made before the last reset belongs to a checkout this page no longer
 * shows (another story in Storybook's one page, a checkout left), and is dropped.
 */
let checkoutGeneration = 0;

/**
 * PAY-162, PAY-163, PAY-165: leaving the page forgets the submit errors, the SNAP EBT state (amount, PIN
 * problem), the line updates on their way and the drawers (the flash sales are their own store, PAY-164).
 */
export function resetCheckout(): void {
  checkoutGeneration += 1;
  checkoutStore.setState({ ...initial }, true);
}

/** The resets so far: a call compares it before and after its answer (see resetCheckout). */
export function checkoutGenerationNow(): number {
  return checkoutGeneration;
}

/**
 * ERR-021: a session that ends on the checkout page (the API layer ends it before its sign-in redirect)
 * clears the checkout state first, so nothing of the shopper's checkout stays on the page it leaves.
 */
sessionStore.subscribe((session, previous) => {
  if (session.status !== 'signedOut' || previous.status === 'signedOut') return;
  if (checkoutStore.getState().checkout) checkoutStore.setState({ ...initial, status: 'redirecting' }, true);
});

export function isAgeRestricted(checkout: Checkout): boolean {
  return Boolean(checkout.buyer.dateOfBirth) || checkout.lineItems.some((line) => line.ageRestricted);
}

export function checkoutIsAgeRestricted(): boolean {
  const { checkout } = checkoutStore.getState();
  return checkout ? isAgeRestricted(checkout) : false;
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

/** PAY-126: 'Done' keeps the SNAP EBT amount; the payment update follows. */
export function chooseSnapAmount(amount: number): void {
  checkoutStore.setState({ snapAmount: amount, modal: null });
}

export function acceptTerms(isAccepted: boolean): void {
  checkoutStore.setState({ isTermsAccepted: isAccepted, submitProblem: null });
}

import type { Checkout } from '@aisle/contracts';
import { toUsE164 } from '@aisle/design-system/format';
import { isApiError } from '../../lib/api/index.ts';
import { type CheckoutGateway, checkoutGateway } from './checkoutGateway.ts';
import { rememberInstructions, rememberPhone } from './checkoutMemory.ts';
import { contactProblems, deliveryTypeOf } from './checkoutRules.ts';
import { type ContactDraft, checkoutStore, isAgeRestricted } from './checkoutStore.ts';
import { sendUpdate } from './checkoutUpdates.ts';

/* The contact drawer (PAY-049..058) and the order instructions (PAY-060..069). */

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
export function contactUpdateOf(contact: ContactDraft) {
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    phone: toUsE164(contact.phone),
    smsOptin: contact.smsOptIn,
  };
}

/** Whether the checkout's contact is the one shown: the same names and phone (the opt-in is its own call). */
export function carriesContact(
  carried: Checkout['fulfillment']['contact'],
  shown: ReturnType<typeof contactUpdateOf>,
): boolean {
  return carried.firstName === shown.firstName && carried.lastName === shown.lastName && carried.phone === shown.phone;
}

/** PAY-049, PAY-050, PAY-056: the contact drawer's save; false when a field is wrong. */
export async function saveContact(): Promise<boolean> {
  const { contact, checkout } = checkoutStore.getState();
  if (Object.keys(contactProblems(contact)).length > 0) return false;
  if (checkout) rememberPhone(checkout, toUsE164(contact.phone));
  const saved = await sendUpdate({ fulfillment: { contact: contactUpdateOf(contact) } });
  if (saved) checkoutStore.setState({ drawer: null });
  return saved;
}

/** PAY-060, PAY-063..069: the instructions, the delivery type and the choices the browser keeps. */
export async function saveInstructions({ closeDrawer }: { closeDrawer: boolean }): Promise<boolean> {
  const { instructions, checkout } = checkoutStore.getState();
  if (!checkout) return false;
  const joined = rememberInstructions(checkout, instructions);
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

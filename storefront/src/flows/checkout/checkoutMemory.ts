import type { Checkout } from '@aisle/contracts';
import { readStoredText, writeStoredText } from '../../lib/stores/storage.ts';
import { displayPhone, fulfilmentMarkerCookies, joinInstructions, splitInstructions } from './checkoutRules.ts';
import { type CheckoutState, isAgeRestricted } from './checkoutStore.ts';

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

/** The drafts a freshly read checkout starts: the checkout's own values, then what the browser kept. */
export function draftsOf(checkout: Checkout): Pick<CheckoutState, 'contact' | 'instructions'> {
  const contact = checkout.fulfillment.contact;
  const profileId = checkout.buyer.profileId;
  const phone = contact.phone ?? readStoredText(checkoutStorageKeys.phone(profileId)) ?? '';
  const addressId = checkout.fulfillment.address?.id;
  const kept = addressId ? readStoredText(checkoutStorageKeys.instructions(addressId)) : null;
  const split = splitInstructions(checkout.fulfillment.instructions ?? kept, doNotRingMarker);
  const leaveAtDoor =
    checkout.fulfillment.deliveryType === 'Contactless' ||
    (checkout.fulfillment.deliveryType === null &&
      readStoredText(checkoutStorageKeys.leaveAtDoor(profileId)) === 'true');
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
        (!checkout.fulfillment.instructions && readStoredText(checkoutStorageKeys.doNotDisturb(profileId)) === 'true'),
    },
  };
}

export function writeMarkerCookies(checkout: Checkout): void {
  for (const cookie of fulfilmentMarkerCookies({
    modality: checkout.modalityType,
    storeId: checkout.fulfillment.location?.locationId ?? null,
  })) {
    // biome-ignore lint/suspicious/noDocumentCookie: PAY-166..168 want plain cookies the server reads.
    document.cookie = cookie;
  }
}

/** PAY-056: the phone of a saved contact, kept for this shopper's next checkout (as +1 and 10 digits). */
export function rememberPhone(checkout: Checkout, phone: string): void {
  writeStoredText(checkoutStorageKeys.phone(checkout.buyer.profileId), phone);
}

/**
 * PAY-063..069: the instructions as the checkout takes them (the do-not-ring marker appended), kept per
 * address, and the two delivery choices kept per shopper. Answers the joined instructions.
 */
export function rememberInstructions(checkout: Checkout, instructions: CheckoutState['instructions']): string | null {
  const joined = joinInstructions(instructions.text, instructions.doNotDisturb, doNotRingMarker);
  const addressId = checkout.fulfillment.address?.id;
  if (addressId) writeStoredText(checkoutStorageKeys.instructions(addressId), joined);
  const profileId = checkout.buyer.profileId;
  writeStoredText(checkoutStorageKeys.leaveAtDoor(profileId), String(instructions.leaveAtDoor));
  writeStoredText(checkoutStorageKeys.doNotDisturb(profileId), String(instructions.doNotDisturb));
  return joined;
}

import { describe, expect, it } from 'vitest';
import harbor from '../src/banners/harbor.ts';
import { bannerDefinitions } from '../src/banners/index.ts';
import { baseCopy, formatCopy, formatPlural, resolveCopy } from '../src/copy/index.ts';
import { validateCatalogue } from '../src/validate.ts';

type Entry = { key: string; value: string };

/** Every string of a copy tree with its dotted key, wherever it sits. */
function entries(tree: unknown, path: string[] = []): Entry[] {
  if (typeof tree === 'string') return [{ key: path.join('.'), value: tree }];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => entries(value, [...path, key]));
}

const allEntries = entries(baseCopy);
const allValues = new Set(allEntries.map((entry) => entry.value));
/** The flow areas; `components` is filled by the design system's own copy files. */
const flowAreas = Object.keys(baseCopy).filter((area) => area !== 'components');

describe('formatCopy', () => {
  it('fills every placeholder it is given a value for', () => {
    expect(formatCopy(baseCopy.account.ageVerification.minimumAge, { minAge: 21 })).toBe(
      'Items in your order require a minimum age of 21.',
    );
    expect(formatCopy(baseCopy.shell.pageTitles.scheduling, { banner: 'Greenway Market' })).toBe(
      'Checkout Scheduling - Greenway Market',
    );
  });

  it('fills a placeholder that appears more than once', () => {
    expect(formatCopy(baseCopy.cart.notices.otherCart, { type: 'Pickup' })).toBe(
      "You have items in another cart but you're currently shopping Pickup. Please change how you're shopping or add items to your Pickup cart.",
    );
  });

  it('leaves a placeholder without a value visible, so QA sees it', () => {
    expect(formatCopy(baseCopy.payment.cardUse.notAccepted, { card: 'SNAP EBT' })).toBe(
      'SNAP EBT is not accepted for {fulfillment} at this time.',
    );
    expect(formatCopy('{code} successfully added to order!', { other: 'x' })).toBe(
      '{code} successfully added to order!',
    );
  });

  it('leaves a string without placeholders unchanged', () => {
    expect(formatCopy(baseCopy.selector.default.disclaimer, { banner: 'Harbor Foods' })).toBe(
      '* $35 minimum on qualifying orders. Restrictions may apply.',
    );
  });
});

describe('resolveCopy', () => {
  it('applies a partial override and keeps every other key of the same group', () => {
    const copy = resolveCopy({ promo: { applying: 'Adding your code...' } });
    expect(copy.promo.applying).toBe('Adding your code...');
    expect(copy.promo.removing).toBe('Removing promo...');
    expect(copy.promo.success).toBe('{code} successfully added to order!');
  });

  it('keeps every other area untouched', () => {
    const copy = resolveCopy({ wallet: { toasts: { cardAddedTitle: 'Saved!' } } });
    expect(copy.wallet.toasts.cardAddedBody).toBe('Your card has been successfully added.');
    expect(copy.wallet.cardList).toEqual(baseCopy.wallet.cardList);
    expect(copy.selector).toEqual(baseCopy.selector);
    expect(entries(copy).map((entry) => entry.key)).toEqual(allEntries.map((entry) => entry.key));
  });

  it('does not change the base catalogue', () => {
    resolveCopy({ errors: { session: { expired: 'Please sign in again.' } } });
    expect(baseCopy.errors.session.expired).toBe('Your session has expired.');
  });

  it('returns the base catalogue without overrides', () => {
    expect(resolveCopy()).toEqual(baseCopy);
  });
});

/** Exact strings of the specs, found wherever they sit in the catalogue (not by key). */
const specStrings = {
  'account-and-selector': [
    'How are you shopping today?',
    '* $35 minimum on qualifying orders. Restrictions may apply.',
    "You're Not Signed In. Please sign in to preview available Delivery Times.",
    'View All Addresses',
    'Reserve Your Time',
    'close dialog',
    'Change Store',
    'Start Shopping',
    'Allow',
    'No Thanks',
    'Edit Reservation',
    "We'll hold this reservation until {time}",
    'Get started by adding an address',
    'Add New Address',
    'Back to Cart',
    'Our system was unable to verify this address. Please edit your address or enter a new one.',
    "We're sorry, but something went wrong when trying to validate your address. Please try again.",
    'Please enter a valid date.',
    'Items in your order require a minimum age of {minAge}.',
    'Please agree to the Terms & Conditions.',
    'Please select a time to continue',
    'We could not find that address.',
    "We're sorry, but we could not find preferences for your account. Please try again later.",
    'You must add a mobile phone number in order to receive text messages.',
    "We're sorry, but we couldn't retrieve your Specials and Promotions preference at this time. Please try again later.",
    "We're sorry, but we couldn't update your Specials & Promotions preference at this time. Please try again.",
    'No Stores were found within 500 Miles of the entered location!',
    "We're sorry, the search service is not available right now. Please try your search again later.",
    'Please check your phone for further instructions in order to save this preference.',
    "We're unable to access your Early Access Program preference right now. Please try again later.",
    'Your preference cannot be updated at this time. Please try again later.',
    'Your preferred store was successfully updated.',
    "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
    "Hmmm, looks like we've lost you. Please check your internet connection.",
    'Something went wrong when updating your tip amount. Please try again.',
    'Processing Error',
    "We're having trouble processing your order. Please try again.",
    '{banner} Delivery is unavailable for your address. Select another address or shop Delivery.',
    "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
    'There are no time slots available for this store for this day. Please select a different date or store.',
  ],
  'cart-scheduling-checkout': [
    'Items',
    'Quantity',
    'Total Price',
    'Substitutions allowed',
    'Substitutions not allowed',
    'You have age restricted items in your cart.',
    "You have items in another cart but you're currently shopping {type}. Please change how you're shopping or add items to your {type} cart.",
    'Similar Items',
    'Add Delivery Address',
    'Edit Delivery Address',
    'Check Availability',
    'You must have {type} items in your cart to schedule your {title} order. Start shopping now!',
    'Start My Cart',
    'Checkout Scheduling - {banner}',
    'Checkout Payment - {banner}',
    'Schedule',
    'Pay',
    'Choose a day and time',
    'Schedule your order',
    'Under $5',
    'Fastest same-day service',
    'View Items',
    'Items Are Unavailable',
    "You're All Set",
    'Select a Replacement',
    'Continue to Payment',
    'Replace Item',
    'Payment details',
    'Order Details',
    'Edit Info',
    'Flash Sales Available',
    'Shop Flash Sales',
    'Order Summary',
    'Payment Summary',
    'Update Contact Information',
    'Update Instructions',
    'Update Tip Amount',
    'Remove flash sale items?',
    'Yes, Remove Items',
    'No, Keep Items',
    'Order Timed Out',
    'Back to Scheduling',
    'Enter Your SNAP EBT PIN',
    'Too Many PIN Attempts',
    'Complete your order',
    'Submit Modified Order',
    "Wheat a minute… that page doesn't exist!",
    'Oops, something went wrong! Please reload your page.',
    'Order Canceled',
    "We're sorry, we could not complete your order.",
    'Go to Home',
    'Select New Time',
    'Back To Cart',
    'Please select a similar item first.',
    'There was a problem retrieving similar items. Please try again.',
    'No replacements found',
    'Submitting Order...',
    'Order Successfully Placed',
    'Modifications Saved',
    'There was a problem, please try again.',
    'Applying promo...',
    'Removing promo...',
    '{code} successfully added to order!',
    'You must have a time selected. Error Code: {code}',
    'First name is required',
    'Last name is required',
    'Phone number is required',
    'Please enter a valid phone number',
    '{field} is a required field',
    "You must agree to the delivery partner's Terms of Service to place your order.",
    "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
    'Amount is required',
    'The minimum amount you can charge to your SNAP EBT card is {amount}',
    'The maximum amount you can charge to your SNAP EBT card is {amount}',
    'This payment method is expired. Please select a different payment method.',
    'Gift card limit reached. You can only add a maximum of 5 gift cards to an order.',
    'No more gift cards needed. The gift cards already added to this order cover the total cost.',
    'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
    'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    'You must enter a promo code',
    'The address you entered is not valid. Please review the information entered.',
    'The address you entered is not eligible for {modality}.',
    'You appear to be offline. Please restore network connectivity to continue.',
    'Your session has expired.',
    "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at {phone}.",
    'Error code: {code}',
    'Please refresh page and try again.',
    "We're sorry, but we weren't able to create your order. Please try again. If the problem persists, please contact Customer Service at {phone}.",
    'You have entered invalid card information. Please enter the correct information. Error Code {code}',
    "We're sorry, but we weren't able to add your card. Please try again or use a different card.",
    'Error occurred while trying to add the card due to the card already existing within the wallet.',
    'You can not add a Gift Card with a $0 balance.',
    'Invalid Gift Card, please try again.',
    "Sorry, but we're having trouble accepting new card information. Would you like to try again?",
    'We were unable to verify your PIN. Please try again.',
    "There's an issue with one or more items you tried to add. We still have your original order, but can't complete your modify request.",
    'No Stores Are Available',
    'Items Are Not Available',
    'Pickup Time Unavailable',
    'Delivery Time Unavailable',
    'Something Went Wrong',
    'Reservation Expired',
    'The selected {modality} time has expired or is no longer available.',
    "We're sorry, but something went wrong when trying to validate your address. Please try again...",
    "Something went wrong and we weren't able to apply your promo code. Please try entering the code in again.",
    'Item may be unavailable. Please see cart.',
    'This item is currently unavailable.',
    "We're having trouble updating your email preferences. Please try again later.",
    'None',
    'Other Amount',
    'Free',
    'TBD',
    '+{points} points',
  ],
  'wallet-and-order-complete': [
    'Select Payment',
    'Wallet',
    'Add Credit/Debit Card',
    'Add SNAP EBT Card',
    'Add Gift Card',
    'Edit Credit/Debit Card',
    'Deleting Payment',
    'Are you sure you want to delete your card?',
    'Keep Card',
    'Delete Card',
    'Billing Address',
    'Add new address',
    'Add or Edit Billing Address',
    'Save Address',
    'Check Balance',
    'Submitting',
    'Discard Changes?',
    'If you exit now, your selections will not be saved. Do you want to discard your changes?',
    'No, Keep Changes',
    'Yes, Discard Changes',
    'Submitting Card',
    'Credit & Debit',
    'Exp. {month}/{year}',
    'Make Preferred',
    'Remaining',
    'Balance Error',
    'Expired. Please update your payment info.',
    'EDIT EXPIRED CARD',
    'Payment Method',
    'Add or Change Payment Method',
    'Save this card',
    'Make this my preferred card',
    'Select...',
    'Save Changes',
    'Saving...',
    'Your reward debit card cannot be unchecked while editing.',
    'Keep your gift card! You will need it for any refunds or additional charges.',
    'Apt Suite etc',
    'Add a Credit or Debit Card',
    'Save Card',
    'Edit Card',
    'Wrong Account',
    "Card couldn't be found on this account, please make sure you're logged into the right account.",
    'Okay, I got it!',
    "We couldn't update your payment methods please try again.",
    'Unable to add card',
    'Unable to edit card',
    'Checkout Confirmed - {banner}',
    'Ordered on {date}',
    'Forgot something? Add to your order before shopping begins.',
    '+ Add or Edit Items',
    'Loading...',
    'Loading basket...',
    'There was a problem validating your information. Please try again.',
    'Incorrect format, only letters and spaces are accepted.',
    'First Name is a required field.',
    'Maximum length for name fields is 375 characters.',
    'Please enter a valid first name.',
    'Last Name is a required field.',
    'Please enter a valid last name.',
    'Address is a required field.',
    'Address has invalid characters.',
    'Maximum length for city field is 50 characters.',
    'City has invalid characters.',
    'State/Province is a required field.',
    'Please enter a valid postal code.',
    'The following characters are invalid: {characters}',
    'Please enter a valid Postal Code.',
    'Please select a billing address.',
    'Card Number must be at least 16 characters long and at most 19 characters long.',
    'Card Number must be exactly 19 characters long.',
    'PIN must be exactly 4 characters long.',
    'Please enter a valid credit or debit card.',
    'Invalid CVV',
    'Expiration Month is a required field.',
    'Please enter a valid expiration month.',
    'Expiration Month needs to be in a 2-digit format. (ex: 06).',
    'Expiration Year is a required field.',
    'Please enter a valid expiration year.',
    'Expiration Date must be in MM YY format and only composed of numbers.',
    'Expiration Date must be after the current date.',
    'You must select a card or add a credit or debit card.',
    'This card has expired. Please re-add the card with updated information or use another card.',
    'Please enter a billing address in order to use this credit card.',
    '{card} is not accepted for {fulfillment} at this time.',
    'Please log in again',
    'Error Code: {code}',
    'Setting modality failed',
    "We're sorry, but we weren't able to load your shopping cart. Please try again. If the problem persists, please contact Customer Service at {phone}.",
    'Invalid PIN, please try again.',
    "We couldn't retrieve your SNAP EBT card balance. Please try again.",
    'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
    'There was an error adding your card',
    'There was an error updating your card',
    'Something went wrong',
    'Sorry, you are unable to edit card information at this time. Would you like to try again?',
    'Please add a new address',
    'Successfully saved card',
    'Successfully edited card',
    'Good work! Your billing address has been successfully added.',
    'Card Added!',
    'Your card has been successfully added.',
    'Card Edited!',
    'Card Deleted!',
    'Card Updated!',
    'Your preferred card has been updated.',
  ],
  'CONTRACT.md sign-in page': ['Email', 'Password', 'Sign In'],
} as const;

describe('the catalogue holds the specs’ wording verbatim', () => {
  for (const [source, strings] of Object.entries(specStrings)) {
    it.each(strings)(`${source}: %s`, (text) => {
      expect(allValues.has(text), `"${text}" is not a value of the copy catalogue`).toBe(true);
    });
  }

  it('keeps the numbers of the rules in the messages that quote them', () => {
    expect(baseCopy.payment.giftCard.orderLimit).toContain('maximum of 5 gift cards');
    expect(baseCopy.wallet.validation.snapNumberLength).toContain('16 characters long and at most 19');
    expect(baseCopy.wallet.validation.nameMaxLength).toContain('375 characters');
    expect(baseCopy.promo.tooLong).toContain('128 characters');
    expect(baseCopy.checkout.validation.instructionsTooLong).toContain('128 characters');
    expect(baseCopy.checkout.validation.nameTooLong).toContain('40 characters');
  });
});

describe('every string of the flow areas', () => {
  const flowEntries = flowAreas.flatMap((area) => entries(baseCopy[area as keyof typeof baseCopy], [area]));

  it('covers several hundred strings', () => {
    expect(flowEntries.length).toBeGreaterThan(700);
  });

  it('is non-empty and has no stray whitespace', () => {
    for (const { key, value } of flowEntries) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).toBe(value.trim());
      expect(value, key).not.toMatch(/\s{2,}/);
    }
  });

  it('writes placeholders as {camelCase} with balanced braces', () => {
    for (const { key, value } of flowEntries) {
      const withoutPlaceholders = value.replace(/\{[a-z][A-Za-z]*\}/g, '');
      expect(withoutPlaceholders, key).not.toMatch(/[{}]/);
    }
  });

  it('names no banner and no phone number literally', () => {
    const names = bannerDefinitions.flatMap((banner) => [banner.name, banner.companyName]);
    for (const { key, value } of flowEntries) {
      for (const name of names) expect(value.includes(name), `${key} names "${name}"`).toBe(false);
      expect(value, key).not.toMatch(/\d{3}[-. )]*\d{3}[-. ]*\d{4}/);
    }
  });

  /**
   * The same words on purpose: a button and the screen or dialog it opens share their wording, and a
   * banner may reword either one alone. Anything else would be a copy-paste slip.
   */
  const intentionalDuplicates: Record<string, readonly string[]> = {
    shell: ['Sign In'], // the header's link and the sign-in page's button
    accounts: ['Create an account'], // the sign-in page's link and the heading of the page it opens
    account: ['Cancel Membership'], // the membership page's button and its dialog's confirm
    scheduling: ['Change Store', 'View Items'], // summary card buttons and the dialogs they open
    checkout: ['Tip', 'Go to Cart'], // the Payment Summary's line and the field named in 'Tip is a required field'; the placed-order and missing-checkout dialogs' way out
    wallet: ['Add Credit/Debit Card', 'Add SNAP EBT Card', 'Add Gift Card', 'Check Balance'], // card-list buttons and their screens' titles
  };

  it.each(flowAreas)('area %s holds no string twice by accident', (area) => {
    const byValue = new Map<string, string[]>();
    for (const { key, value } of entries(baseCopy[area as keyof typeof baseCopy], [area])) {
      byValue.set(value, [...(byValue.get(value) ?? []), key]);
    }
    const duplicates = [...byValue.entries()]
      .filter(([value, keys]) => keys.length > 1 && !intentionalDuplicates[area]?.includes(value))
      .map(([value, keys]) => `"${value}": ${keys.join(', ')}`);
    expect(duplicates).toEqual([]);
  });
});

describe('the second banner’s own wording', () => {
  it('uses only keys of the catalogue', () => {
    expect(validateCatalogue([harbor]).filter((problem) => problem.field.startsWith('copy.'))).toEqual([]);
  });

  it('rewords every customer-service line, with placeholders, not its name', () => {
    const strings = resolveCopy(harbor.copy);
    const customerServiceKeys = allEntries
      .filter((entry) => !entry.key.startsWith('components.') && entry.value.includes('Customer Service at {phone}'))
      .map((entry) => entry.key);
    expect(customerServiceKeys.length).toBeGreaterThan(0);
    for (const { key, value } of entries(strings)) {
      if (!customerServiceKeys.includes(key)) continue;
      expect(value, key).toContain('{banner} Customer Care at {phone}');
      expect(value, key).not.toContain(harbor.name);
    }
  });
});

describe('formatPlural', () => {
  it("issue 20: every count the shopper reads is singular at 1 ('1 item', not '1 items') and plural otherwise", () => {
    const counted = [
      [baseCopy.cart.summary.itemCount, 'item'],
      [baseCopy.checkout.sections.itemCount, 'item'],
      [baseCopy.orderComplete.itemCount, 'item'],
      [baseCopy.shell.header.cartWithCount, 'item'],
    ] as const;
    for (const [forms, noun] of counted) {
      expect(formatPlural(forms, 1)).toMatch(new RegExp(`\\b1 ${noun}$`));
      expect(formatPlural(forms, 0)).toMatch(new RegExp(`\\b0 ${noun}s$`));
      expect(formatPlural(forms, 2)).toMatch(new RegExp(`\\b2 ${noun}s$`));
    }
  });
});

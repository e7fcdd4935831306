/**
 * Copy of the payment wallet: the flyout's screens, card rows, forms and their validation, the card
 * box, the modals outside the flyout, the error catalogue by status and the success toasts.
 * `{amount}` is formatted money, `{month}`/`{year}` two-digit expiry parts, `{lastFour}` the last
 * four digits, `{brand}` a brand name, `{code}` an error code, `{phone}` the customer-service number,
 * `{characters}` the distinct invalid characters.
 */
export const walletCopy = {
  /** Header and footer of the flyout. */
  flyout: {
    label: 'Payment wallet', // not in spec: chosen wording
    back: 'Back', // not in spec: chosen wording (the header's back arrow)
    close: 'Close wallet', // not in spec: chosen wording (the header's close button)
    goBack: 'Go back',
    confirm: 'Confirm',
    cancel: 'Cancel',
    closeFooter: 'Close',
    submit: 'Submit',
    submitting: 'Submitting Card',
  },
  /** The account home's way into My Wallet mode. */
  entry: {
    open: 'Manage your saved cards', // not in spec: chosen wording
  },
  cardList: {
    checkoutTitle: 'Select Payment',
    myWalletTitle: 'Wallet',
    loading: 'Loading your cards', // not in spec: chosen wording
    creditDebitGroup: 'Credit & Debit',
    addCreditDebit: 'Add Credit/Debit Card',
    snapGroup: 'SNAP EBT',
    addSnap: 'Add SNAP EBT Card',
    giftGroup: 'Gift Card',
    addGift: 'Add Gift Card',
    empty: "You don't have any saved cards yet.", // not in spec: chosen wording
    snapPayingWith: 'Paying with SNAP EBT: eligible items are charged to your SNAP EBT card first.', // not in spec: chosen wording
    snapNotEligible: "The items in your order aren't eligible for SNAP EBT.", // not in spec: chosen wording
    snapExtraCharges: 'Any amount not covered by SNAP EBT is charged to your credit or debit card.', // not in spec: chosen wording
    /** An EBT row with a balance; the other row parts are components.cardRow. */
    snapRemaining: '{amount} remaining', // not in spec: chosen wording
  },
  addCard: {
    title: 'Add Credit/Debit Card',
    firstName: 'First Name',
    lastName: 'Last Name',
    cardDetails: 'Card Details', // not in spec: chosen wording (the secure card field)
    saveCard: 'Save this card',
    makePreferred: 'Make this my preferred card',
  },
  addSnapCard: {
    title: 'Add SNAP EBT Card',
  },
  addGiftCard: {
    title: 'Add Gift Card',
    keepCardNote: 'Keep your gift card! You will need it for any refunds or additional charges.',
  },
  /** Plain fields of the SNAP EBT and gift card forms, and the edit form's masked number. */
  cardFields: {
    cardNumber: 'Card Number',
    pin: 'PIN',
  },
  editCard: {
    title: 'Edit Credit/Debit Card',
    maskedNumber: '•••• {lastFour}', // not in spec: chosen wording (dots plus the last four)
    expirationMonth: 'Expiration Month',
    expirationYear: 'Expiration Year',
    selectPlaceholder: 'Select...',
    securityCode: 'Security Code', // not in spec: chosen wording (the secure capture element)
    saveChanges: 'Save Changes',
    saving: 'Saving...',
    rewardCardNote: 'Your reward debit card cannot be unchecked while editing.',
  },
  deleteCard: {
    title: 'Deleting Payment',
    question: 'Are you sure you want to delete your card?',
    keep: 'Keep Card',
    confirm: 'Delete Card',
  },
  addressList: {
    title: 'Billing Address',
    addNew: 'Add new address',
    useAddress: 'Use this address', // not in spec: chosen wording
    editAddress: 'Edit address', // not in spec: chosen wording
    loadFailed: "We couldn't load your addresses.", // not in spec: chosen wording (the interim message)
  },
  updateAddress: {
    title: 'Add or Edit Billing Address',
    save: 'Save Address',
  },
  /** The billing address form of the flyout and the smaller smart address form. */
  billingForm: {
    address: 'Address',
    unit: 'Apt Suite etc',
    city: 'City',
    state: 'State',
    postalCode: 'Postal Code',
    streetAddress: 'Street Address', // not in spec: chosen wording (smart form)
    addressLine2: 'Address Line 2', // not in spec: chosen wording (smart form)
    phone: 'Phone Number', // not in spec: chosen wording (smart form)
  },
  checkBalance: {
    title: 'Check Balance',
    heading: 'Enter Your SNAP EBT PIN',
    pin: 'SNAP EBT PIN', // not in spec: chosen wording (the secure PIN element)
    submitting: 'Submitting',
  },
  exitConfirm: {
    title: 'Discard Changes?',
    text: 'If you exit now, your selections will not be saved. Do you want to discard your changes?',
    keep: 'No, Keep Changes',
    discard: 'Yes, Discard Changes',
  },
  cardBox: {
    title: 'Payment Method',
    change: 'Add or Change Payment Method',
    remove: 'Remove',
    loading: 'Loading payment methods', // not in spec: chosen wording
    loadFailed: "We couldn't load your payment methods.", // not in spec: chosen wording
  },
  /** Modals outside the flyout. */
  modals: {
    addCardTitle: 'Add a Credit or Debit Card',
    saveCard: 'Save Card',
    savingCard: 'Saving',
    editCardTitle: 'Edit Card',
    /** The card box's way into 'Edit Card' for the chosen card; `{card}` is its name. */
    editCardLabel: 'Edit Card {card}', // not in spec: chosen wording (the button's accessible name)
    wrongAccountTitle: 'Wrong Account',
    wrongAccountText: "Card couldn't be found on this account, please make sure you're logged into the right account.",
    wrongAccountButton: 'Okay, I got it!',
    addRetryHeading: 'Unable to add card',
    addRetryText: "Sorry, but we're having trouble accepting new card information. Would you like to try again?",
    editRetryHeading: 'Unable to edit card',
    editRetryText: 'Sorry, you are unable to edit card information at this time. Would you like to try again?',
    tryAgain: 'Try Again',
    errorCode: 'Error Code: {code}',
  },
  validation: {
    firstNameRequired: 'First Name is a required field.',
    firstNameInvalid: 'Please enter a valid first name.',
    lastNameRequired: 'Last Name is a required field.',
    lastNameInvalid: 'Please enter a valid last name.',
    nameMaxLength: 'Maximum length for name fields is 375 characters.',
    nameLettersAndSpaces: 'Incorrect format, only letters and spaces are accepted.',
    /** Checkout-side card form: the names' 40 characters (CRD-046, CRD-047). */
    checkoutNameMaxLength: 'Maximum length for name fields is 40 characters.', // not in spec: chosen wording
    addressRequired: 'Address is a required field.',
    addressMaxLength: 'Maximum length for address fields is 100 characters.', // not in spec: chosen wording
    addressInvalidCharacters: 'Address has invalid characters.',
    cityRequired: 'City is a required field.', // not in spec: chosen wording
    cityMaxLength: 'Maximum length for city field is 50 characters.',
    cityInvalidCharacters: 'City has invalid characters.',
    stateRequired: 'State/Province is a required field.',
    postalCodeRequired: 'Postal Code is a required field.', // not in spec: chosen wording
    postalCodeInvalid: 'Please enter a valid postal code.',
    /** Checkout-side billing form. */
    invalidCharacters: 'The following characters are invalid: {characters}',
    postalCodeInvalidCheckout: 'Please enter a valid Postal Code.',
    billingAddressRequired: 'Please select a billing address.',
    billingAddressInvalid:
      "We're sorry, but your billing address has invalid characters. Please edit the address and try again.", // not in spec: chosen wording (only its beginning is given)
    billingAddressNotVerified:
      "We're sorry, but we couldn't verify your billing address. Please check it and try again.", // not in spec: chosen wording (the edit flow's billing-address-invalid error)
    cardNumberRequired: 'Card Number is a required field.', // not in spec: chosen wording
    snapNumberLength: 'Card Number must be at least 16 characters long and at most 19 characters long.',
    giftNumberLength: 'Card Number must be exactly 19 characters long.',
    pinRequired: 'PIN is a required field.', // not in spec: chosen wording
    securityCodeRequired: 'Security Code is a required field.', // not in spec: chosen wording (the card frame's empty CVV)
    pinLength: 'PIN must be exactly 4 characters long.',
    expirationMonthRequired: 'Expiration Month is a required field.',
    expirationMonthInvalid: 'Please enter a valid expiration month.',
    expirationMonthFormat: 'Expiration Month needs to be in a 2-digit format. (ex: 06).',
    expirationYearRequired: 'Expiration Year is a required field.',
    expirationYearInvalid: 'Please enter a valid expiration year.',
    expirationDateFormat: 'Expiration Date must be in MM YY format and only composed of numbers.',
    expirationDatePast: 'Expiration Date must be after the current date.',
  },
  /** Messages of the secure card-entry frames. */
  secureFields: {
    cardTooShort: 'The card number is too short. Please check it and try again.', // not in spec: chosen wording
    cardTooLong: 'The card number is too long. Please check it and try again.', // not in spec: chosen wording
    cardNotNumeric: 'The card number can only contain numbers.', // not in spec: chosen wording
    cardInvalid: 'Please enter a valid credit or debit card.',
    cvvTooShort: 'The CVV is too short.', // not in spec: chosen wording
    cvvTooLong: 'The CVV is too long.', // not in spec: chosen wording
    cvvInvalid: 'Invalid CVV',
    frameFailed: 'There was a problem validating your information. Please try again.',
    frameTitle: 'Secure card entry', // not in spec: chosen wording
    pinFrameTitle: 'Secure PIN entry', // not in spec: chosen wording
  },
  /** Error catalogue of the wallet calls. */
  errors: {
    snapCardExists: 'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    invalidPin: 'Invalid PIN, please try again.',
    cardLocked:
      'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
    /** 402 RV62751. */
    addressIssue: "There's a problem with the billing address for this card. Please check it and try again.", // not in spec: chosen wording
    /** 402 RV32937. */
    contactIssuer: 'This card was declined. Please contact your card issuer for help.', // not in spec: chosen wording
    giftZeroBalance: 'You can not add a Gift Card with a $0 balance.',
    /** 402, any other code. */
    declined: 'This card was declined. Please use a different payment method.', // not in spec: chosen wording
    alreadyInWallet: 'Error occurred while trying to add the card due to the card already existing within the wallet.',
    /** 422 KC2617. */
    fraudReject: "We're unable to add this card. Please use a different payment method.", // not in spec: chosen wording
    /** 422 RV72632. */
    maxBankCards: "You've reached the maximum number of saved cards. Please contact Customer Service at {phone}.", // not in spec: chosen wording
    giftCardLimit:
      'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
    /** The flyout's Confirm with no bank card, and the card box's warning. */
    noBankCard: 'You must select a card or add a credit or debit card.',
    /** PAY-095's words ('add a credit or debit card first') in a sentence; WER-039, WER-040. */
    snapAddingDisabled: 'To add a SNAP EBT card, add a credit or debit card first.', // not in spec: chosen wording (around PAY-095's words)
    giftAddingDisabled: 'To add a gift card, add a credit or debit card first.', // not in spec: chosen wording (around PAY-095's words)
    snapBalanceFailed: "We couldn't retrieve your SNAP EBT card balance. Please try again.",
    giftBalanceFailed: "We couldn't retrieve your gift card balance. Please try again.", // not in spec: chosen wording
    addCardFailed: 'There was an error adding your card',
    editCardFailed: 'There was an error updating your card',
    getCardsFailed: "We couldn't load your saved cards. Please try again.", // not in spec: chosen wording
    deleteCardFailed: "We couldn't delete your card. Please try again.", // not in spec: chosen wording
    getBillingFailed: 'Please add a new address',
    updateBillingFailed: "We couldn't save your billing address. Please try again.", // not in spec: chosen wording
    somethingWentWrong: 'Something went wrong',
    paymentUpdateFailed: "We couldn't update your payment methods please try again.",
  },
  toasts: {
    savedCard: 'Successfully saved card',
    editedCard: 'Successfully edited card',
    billingAddressAdded: 'Good work! Your billing address has been successfully added.',
    cardAddedTitle: 'Card Added!',
    cardAddedBody: 'Your card has been successfully added.',
    cardEditedTitle: 'Card Edited!',
    cardEditedBody: 'Your card has been successfully edited.', // not in spec: chosen wording (the spec gives only '...edited.')
    cardDeletedTitle: 'Card Deleted!',
    cardDeletedBody: 'Your card has been successfully removed.', // not in spec: chosen wording (the spec gives only '...removed.')
    cardUpdatedTitle: 'Card Updated!',
    cardUpdatedBody: 'Your preferred card has been updated.',
  },
} as const;

/** Copy of the design system's primitives components, keyed by component. */
export const primitivesCopy = {
  textField: {
    /** CRD-001, CRD-007. */
    firstNameLabel: 'First Name',
    lastNameLabel: 'Last Name',
    /** CRD-039. */
    firstNameRequired: 'First Name is a required field.',
    /** CRD-041. */
    firstNameInvalid: 'Please enter a valid first name.',
    /** PAY-046: '{field} is a required field'. */
    phoneLabel: 'Phone',
    /** PAY-043. */
    phoneRequired: 'Phone number is required',
    /** PAY-045. */
    phoneInvalid: 'Please enter a valid phone number',
    /** CRD-018: the gift card form's fields. */
    cardNumberLabel: 'Card Number',
    pinLabel: 'PIN',
    cardNumberLength: 'Card Number must be exactly 19 characters long.',
    pinLength: 'PIN must be exactly 4 characters long.',
    /** CRD-022. */
    giftCardNote: 'Keep your gift card! You will need it for any refunds or additional charges.',
    /** CRD-027: the billing address form's fields. */
    addressLabel: 'Address',
    addressLineTwoLabel: 'Apt Suite etc',
    cityLabel: 'City',
    postalCodeLabel: 'Postal Code',
    /** The custom tip field (dollar prefix). */
    customTipLabel: 'Other Amount',
  },
  select: {
    /** CRD-009. */
    placeholder: 'Select...',
    expirationMonthLabel: 'Expiration Month',
    expirationMonthRequired: 'Expiration Month is a required field.',
    /** CRD-027. */
    stateLabel: 'State',
    /** CRD-059. */
    stateRequired: 'State/Province is a required field.',
  },
  checkbox: {
    /** CRD-003. */
    saveCardLabel: 'Save this card',
    /** CRD-005. */
    preferredCardLabel: 'Make this my preferred card',
    /** CRD-017. */
    preferredCardLockedNote: 'Your reward debit card cannot be unchecked while editing.',
    /** Not worded by the specs: the age-verification terms box. */
    termsLabel: 'I agree to the Terms & Conditions',
    termsRequired: 'Please agree to the Terms & Conditions.',
  },
  radioGroup: {
    paymentMethodLegend: 'Payment Method',
    creditAndDebitOption: 'Credit & Debit',
    snapEbtOption: 'SNAP EBT',
    giftCardOption: 'Gift Card',
    paymentMethodRequired: 'You must select a card or add a credit or debit card.',
  },
  iconButton: {
    closeLabel: 'Close',
    removeLabel: 'Remove',
    editLabel: 'Edit',
  },
  link: {
    goHome: 'Go to Home',
    enterBillingAddressPrompt: 'Please enter a billing address in order to use this credit card.',
    editBillingAddress: 'Add or Edit Billing Address',
    /** Not worded by the specs: said after a link that opens a new tab. */
    newTabLabel: '(opens in a new tab)',
    /** Not worded by the specs: the footer's accessibility statement link. */
    accessibilityStatement: 'Accessibility Statement',
  },
  spinner: {
    loading: 'Loading...',
    loadingBasket: 'Loading basket...',
  },
  card: {
    paymentMethodHeading: 'Payment Method',
    billingAddressHeading: 'Billing Address',
    summaryHeading: 'Pickup/Delivery Summary',
    addAddressPrompt: 'Please add a new address',
  },
} as const;

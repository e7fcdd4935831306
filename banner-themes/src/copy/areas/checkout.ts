/**
 * Copy of the checkout payment page (/checkout): sections, side drawer, contact and instructions
 * forms, delivery terms, tip, summaries, flash sales, the leave-page warning and place order. Payment
 * options (cards, gift cards, SNAP EBT) are in `payment`; promo codes in `promo`; modify in `modify`.
 * `{field}` is one of `fieldNames`; `{amount}` formatted money; `{percent}` a whole number.
 */
export const checkoutCopy = {
  heading: 'Payment details',
  timeSlot: '{modality}: {day}, {time}', // not in spec: chosen wording (the line with the time slot)
  sections: {
    orderDetails: 'Order Details',
    changeTime: 'Change Time', // not in spec: chosen wording
    changeStore: 'Change Store',
    changeAddress: 'Change Address', // not in spec: chosen wording
    contact: 'Contact Information', // not in spec: chosen wording
    editInfo: 'Edit Info',
    edit: 'Edit',
    instructions: 'Instructions', // not in spec: chosen wording
    addInstructions: 'Add Instructions', // not in spec: chosen wording
    payingWith: 'Paying With',
    items: 'Items',
    itemCount: { one: '{count} item', other: '{count} items' }, // not in spec: chosen wording
    viewItems: 'View All Items', // not in spec: chosen wording
  },
  links: {
    faq: 'Frequently Asked Questions', // not in spec: chosen wording
    privacyPolicy: 'Privacy Policy', // not in spec: chosen wording
    partnerTerms: 'Terms of Service', // not in spec: chosen wording
    directions: 'Get Directions', // not in spec: chosen wording
    opensNewTab: '(opens in a new tab)', // not in spec: chosen wording
  },
  drawer: {
    contactTitle: 'Edit Contact Information', // not in spec: chosen wording
    instructionsTitle: 'Order Instructions', // not in spec: chosen wording
    flashSalesTitle: 'Flash Sales', // not in spec: chosen wording
    gratuityTitle: 'Custom Tip', // not in spec: chosen wording
    itemsTitle: 'Items in Your Order', // not in spec: chosen wording
    updateContact: 'Update Contact Information',
    updateInstructions: 'Update Instructions',
    updateFlashSales: 'Update',
    updateTip: 'Update Tip Amount',
    close: 'Close',
  },
  /** Field names; they fill `{field}` in validation.fieldRequired. */
  fieldNames: {
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
    tip: 'Tip',
    input: 'Input field',
    partnerAgreement: 'Delivery partner agreement', // not in spec: chosen wording
  },
  contact: {
    phoneHint: '(###) ###-####', // not in spec: chosen wording
    smsOptIn: 'Text me updates about this order', // not in spec: chosen wording
    smsOptedIn: "You're signed up for text updates.", // not in spec: chosen wording
    /** PAY-054: a refused opt-in. */
    smsOptInFailed: {
      /** Issue 20: why it cannot be (the account has no place to add a mobile phone), not a step the shopper cannot take. */
      notAccountMobile:
        'Text updates go only to the mobile phone number on your account, and this number is not on your account.', // not in spec: chosen wording
      failed: "We couldn't sign you up for text updates. Please try again later.", // not in spec: chosen wording
    },
    emailDealsOptIn: 'Email me deals and offers from {banner}', // not in spec: chosen wording
  },
  validation: {
    fieldRequired: '{field} is a required field',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Please enter a valid phone number',
    nameInvalid: 'Please use letters only.', // not in spec: chosen wording
    nameTooLong: 'Names can be at most 40 characters.', // not in spec: chosen wording
    instructionsTooLong: 'Instructions can be at most 128 characters.', // not in spec: chosen wording
    partnerTermsRequired: "You must agree to the delivery partner's Terms of Service to place your order.",
    providerTermsRequired:
      "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
  },
  instructions: {
    deliveryLabel: 'Delivery Instructions', // not in spec: chosen wording
    pickupLabel: 'Pickup Instructions', // not in spec: chosen wording
    deliveryPlaceholder: 'Gate code, parking details, where to leave your order...', // not in spec: chosen wording
    pickupPlaceholder: 'Anything we should know for your pickup?', // not in spec: chosen wording
    leaveAtDoor: 'Leave at my door', // not in spec: chosen wording
    leaveAtDoorAgeRestricted: "Leave at my door isn't available for orders with age-restricted items.", // not in spec: chosen wording
    doNotDisturb: "Don't ring the doorbell", // not in spec: chosen wording
    doNotRingMarker: 'Please do not ring the doorbell.', // not in spec: chosen wording (appended to the instructions)
    none: 'No instructions added', // not in spec: chosen wording
  },
  deliveryTerms: {
    partner: "I agree to the delivery partner's Terms of Service.", // not in spec: chosen wording
    provider: "I accept that my grocery order will be made by my store's fulfillment provider.", // not in spec: chosen wording
  },
  /** The tip choice itself (None, Other Amount, its field and messages) is components.tipSelector. */
  tip: {
    heading: 'Add a Tip', // not in spec: chosen wording
    note: '100% of tips go to the delivery person. Tips are optional and can be changed after delivery.', // not in spec: chosen wording (the spec paraphrases it)
    percent: '{percent}%', // not in spec: chosen wording
    currencyPrefix: '$', // not in spec: chosen wording
    readOnly: 'Your tip: {amount}', // not in spec: chosen wording
  },
  /** The Order Summary and Payment Summary (Free, TBD, +N points, savings) are components.orderSummary. */
  summary: {
    subtotal: 'Subtotal', // not in spec: chosen wording
    itemsSubtotal: 'Items Subtotal', // not in spec: chosen wording (the Order Summary's line, PAY-013)
    deliveryFee: 'Delivery Fee', // not in spec: chosen wording
    pickupFee: 'Pickup Fee', // not in spec: chosen wording
    tip: 'Tip', // not in spec: chosen wording
    tax: 'Estimated Tax', // not in spec: chosen wording
    total: 'Total', // not in spec: chosen wording
    bagFee: 'A bag fee applies in your area because of local bag regulations.', // not in spec: chosen wording
    cardHold: 'A $1 hold may be placed on your credit or debit card in case prices change.', // not in spec: chosen wording (the spec paraphrases it)
  },
  flashSales: {
    cardTitle: 'Flash Sales Available',
    shop: 'Shop Flash Sales',
    percentOff: '{percent}% off', // not in spec: chosen wording
    validForSlot: 'Flash sale prices are valid for your current time slot only.', // not in spec: chosen wording
    limit: 'Limit 10 per item', // not in spec: chosen wording
    allCategories: 'All', // not in spec: chosen wording
    categoryLabel: 'Category', // not in spec: chosen wording
    add: 'Add', // not in spec: chosen wording
    price: '{price} each, was {regular}', // not in spec: chosen wording
    quantityLabel: 'Quantity of {item}', // not in spec: chosen wording
    increase: 'Increase quantity of {item}', // not in spec: chosen wording
    decrease: 'Decrease quantity of {item}', // not in spec: chosen wording
    noneInCategory: 'No flash sales in this category.', // not in spec: chosen wording
    inOrder: '{count} in your order', // not in spec: chosen wording
  },
  leaveWarning: {
    title: 'Remove flash sale items?',
    body: 'Flash sale items are valid only for your current time slot. If you leave this page, they will be removed from your order.', // not in spec: chosen wording (the spec paraphrases it)
    remove: 'Yes, Remove Items',
    keep: 'No, Keep Items',
  },
  timedOut: {
    title: 'Order Timed Out',
    body: 'Your reserved time has expired. Please go back to scheduling to choose a new time.', // not in spec: chosen wording
    backToScheduling: 'Back to Scheduling',
  },
  /** Issue 20: a checkout that is not there (ERR-024's message under this title), with a way to the cart. */
  missing: {
    title: "We couldn't find this checkout", // not in spec: chosen wording
    goToCart: 'Go to Cart', // not in spec: chosen wording
  },
  placeOrder: {
    submit: 'Place Order', // not in spec: chosen wording
    submitting: 'Submitting Order...',
    placedTitle: 'Order Successfully Placed',
    placedBody: 'We had trouble clearing your cart. Please delete the ordered items from your cart.', // not in spec: chosen wording
    goToCart: 'Go to Cart', // not in spec: chosen wording
  },
} as const;

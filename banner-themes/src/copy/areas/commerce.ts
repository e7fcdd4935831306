/**
 * Copy of the design system's commerce components (wallet rows, checkout steps, scheduling, tip),
 * keyed by component. Strings quoted by the specs are verbatim; the others (marked "not in the
 * spec") are ours and wait for the product owner's wording.
 */
export const commerceCopy = {
  cardRow: {
    /** WAL-045. `{expiry}` is MM/YY. */
    expiry: 'Exp. {expiry}',
    /** WAL-055. */
    expired: 'Expired. Please update your payment info.',
    /** WAL-057. */
    expiredFlag: 'EDIT EXPIRED CARD',
    /** Not in the spec: the control's name, read instead of the masked dots. */
    cardName: '{brand} ending in {lastFour}',
    /** Not in the spec: label next to the preferred-card icon (WAL-004). */
    preferred: 'Preferred',
    /** Not in the spec: name of the actions menu button. */
    actions: 'Actions for {card}',
    /** WAL-046. */
    edit: 'Edit',
    delete: 'Delete',
    makePreferred: 'Make Preferred',
    /** WAL-050. */
    checkBalance: 'Check Balance',
    /** WAL-052. */
    remaining: 'Remaining',
    /** WAL-053. */
    retry: 'Retry',
    /** WAL-054. */
    balanceError: 'Balance Error',
    /** Card group headings (spec section 2, card list). */
    creditAndDebit: 'Credit & Debit',
    snapEbt: 'SNAP EBT',
    giftCard: 'Gift Card',
  },
  cardBrand: {
    VISA: 'Visa',
    MASTERCARD: 'Mastercard',
    AMEX: 'American Express',
    DISCOVER: 'Discover',
    DINERS: 'Diners Club',
    JCB: 'JCB',
    UNIONPAY: 'UnionPay',
    NONE: 'Card',
    /** The spec's names for the two non-bank card kinds. */
    SNAP: 'SNAP EBT',
    GIFT: 'Gift Card',
  },
  checkoutStepper: {
    /** Not in the spec: the stepper's landmark name. */
    label: 'Checkout steps',
    /** SCH-010. */
    schedule: 'Schedule',
    pay: 'Pay',
    /** SCH-011: read after each step's name. */
    completed: 'Completed',
    current: 'Current',
    notCompleted: 'Not Completed',
  },
  dayCarousel: {
    /** Not in the spec: name of the day choice. */
    label: 'Choose a day',
    /** Not in the spec: the scroll buttons. */
    previous: 'Previous days',
    next: 'Next days',
    /** Not in the spec (ACC-175 only says the carousel warns above 15 items). */
    warning: 'Large orders may have fewer available times.',
  },
  timeSlotOption: {
    /** SCH-020. */
    express: 'Fastest same-day service',
    /** PAY-157 / SEL-178. */
    free: 'Free',
    /** Not in the spec: read for the struck-through price. */
    regularPrice: 'Regular price {amount}',
    /** Not in the spec: name of a list of time slots. */
    listLabel: 'Choose a time',
  },
  tipSelector: {
    /** Not in the spec: the choice's name. */
    label: 'Tip amount',
    /** PAY-076. */
    none: 'None',
    otherAmount: 'Other Amount',
    /** Not in the spec: the custom tip field's label. */
    otherAmountField: 'Custom tip amount',
    /** Spec 'Checkout required-field messages': '{field} is a required field' with Tip. */
    required: 'Tip is a required field',
    /** Not in the spec (PAY-083 validates against the maximum without its wording). */
    maximum: 'The maximum tip amount is {max}.',
    /** Not in the spec. */
    invalid: 'Please enter a valid tip amount.',
  },
  itemImageSummary: {
    /** Not in the spec: the list's name. */
    label: 'Items in your order',
    /** SEL-173: the visible circle; above 999 it reads '999+' (SEL-174). */
    more: '+{count}',
    /** Not in the spec: what the circle reads. */
    moreLabel: '{count} more items',
    /** Not in the spec: the expandable summary's toggle. */
    showAll: 'Show all items',
    showLess: 'Show fewer items',
  },
} as const;

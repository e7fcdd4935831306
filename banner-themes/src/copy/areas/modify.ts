/**
 * Copy of the modify-order flow: the modify checkout page, its toasts and its error catalogue.
 * `{code}` is an error code.
 */
export const modifyCopy = {
  heading: 'Complete your order',
  submit: 'Submit Modified Order',
  submitting: 'Submitting Modified Order...', // not in spec: chosen wording
  originalPayment: 'Changes to your order are charged to your original payment method.', // not in spec: chosen wording
  editBanner: "You're editing order {orderId}.", // not in spec: chosen wording
  cancelChanges: 'Cancel Changes', // not in spec: chosen wording
  /** MOD-023: under a line the last modify request was refused for. */
  ineligibleItem: "This item can't be added to your order. Remove it or lower its quantity to continue.", // not in spec: chosen wording
  /** The modify cart's prices (issue 20): as the modify checkout would charge them. */
  pricing: {
    summaryTitle: 'Your Updated Order', // not in spec: chosen wording
    originalTotal: 'Original total: {total}', // not in spec: chosen wording
    unavailable: "We couldn't price your changes. Your new total shows at checkout.", // not in spec: chosen wording
  },
  /** Issue 20: asked before a change that makes the order lose a promotion. `{promotions}`: 'SAVE5 ($5.00 off)'. */
  promoLoss: {
    title: 'Lose your promotion?', // not in spec: chosen wording
    body: 'With this change your order no longer qualifies for {promotions}. Your new total will be {total}.', // not in spec: chosen wording
    promotion: '{code} ({discount} off)', // not in spec: chosen wording
    confirm: 'Make the Change', // not in spec: chosen wording
    cancel: 'Keep My Order', // not in spec: chosen wording
  },
  /**
   * Issue 20: products the shopper adds to a placed order from the modify cart. `{query}` the search text,
   * `{item}` a product name, `{count}` a number, `{modality}` the order's shopping mode. An empty search and
   * one without results say what the store's search says (storefront `catalogue`).
   */
  addItems: {
    heading: 'Add Items', // not in spec: chosen wording
    searchLabel: 'Search for products to add', // not in spec: chosen wording
    search: 'Search', // not in spec: chosen wording
    results: 'Products to add', // not in spec: chosen wording
    resultCount: '{count} products for "{query}"', // not in spec: chosen wording
    resultCountOne: '{count} product for "{query}"', // not in spec: chosen wording
    failed: "We couldn't search right now. Please try again.", // not in spec: chosen wording
    add: 'Add', // not in spec: chosen wording (the name, 'Add {item} to your order', begins with it: WCAG 2.5.3)
    addLabel: 'Add {item} to your order', // not in spec: chosen wording
    inOrder: 'In your order', // not in spec: chosen wording
    notSold: 'Not available for {modality} orders.', // not in spec: chosen wording
    ageRestricted: "Age-restricted items can't be added to a placed order.", // not in spec: chosen wording
    newLine: 'Added', // not in spec: chosen wording
    added: '{item} was added to your order.', // not in spec: chosen wording
  },
  /**
   * Issue 20: 'Change Time' of a placed order, a drawer of the modify checkout. `{modality}` the order's mode
   * ('Pickup'), `{day}` and `{time}` its window ('Saturday, Nov 21', '12:00 PM - 2:00 PM').
   */
  changeTime: {
    intro: 'Choose a new {modality} time for your order. Its items, place and payment stay as they are.', // not in spec: chosen wording
    current: 'Your order is now for {day}, {time}.', // not in spec: chosen wording
    loading: 'Loading times...', // not in spec: chosen wording
    loadFailed: "We couldn't load the times right now.", // not in spec: chosen wording
    retry: 'Try Again', // not in spec: chosen wording
    noTimes: 'There are no times on this day.', // not in spec: chosen wording
    save: 'Save Time', // not in spec: chosen wording
    itemsUnavailable: "Some items in your order aren't available at that time. Please choose another time.", // not in spec: chosen wording
  },
  toasts: {
    savedTitle: 'Modifications Saved',
    savedBody: 'Confirm to finish updating your order.', // not in spec: chosen wording
    confirm: 'Confirm',
    deleteFailed: 'There was a problem, please try again.',
  },
  errors: {
    refresh: 'Please refresh page and try again.',
    itemIssue:
      "There's an issue with one or more items you tried to add. We still have your original order, but can't complete your modify request.",
    errorCode: 'Error Code: {code}',
    /** CANNOT_MODIFY. */
    alreadyInProcess: "Your order is already in process, so it can't be changed right now.", // not in spec: chosen wording
  },
} as const;

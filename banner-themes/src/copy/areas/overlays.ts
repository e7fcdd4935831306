/**
 * Copy of the design system's overlay and feedback components (Alert, Toast, Modal, Drawer, Flyout,
 * Tabs, Accordion), keyed by component: their accessible names, and the spec's messages the stories
 * show them with. `{code}` is a promo code.
 */
export const overlaysCopy = {
  alert: {
    dismissLabel: 'Dismiss message', // not in spec: chosen wording
    /** Read before an untitled message so that the tone is not told by colour and icon alone. */
    toneLabels: {
      info: 'Note:', // not in spec: chosen wording
      positive: 'Success:', // not in spec: chosen wording
      caution: 'Warning:', // not in spec: chosen wording
      critical: 'Error:', // not in spec: chosen wording
    },
    /** CRD-017. */
    rewardDebitNote: 'Your reward debit card cannot be unchecked while editing.',
    /** WER-046. */
    billingAddressAdded: 'Good work! Your billing address has been successfully added.',
    /** CRD-022. */
    giftCardNote: 'Keep your gift card! You will need it for any refunds or additional charges.',
    /** WAL-055. */
    cardExpired: 'Expired. Please update your payment info.',
    /** SEL-159. */
    technicalDifficulties:
      "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
    /** CBX-037, as an inline message. */
    somethingWentWrong: 'Something went wrong',
    paymentUpdateFailed: "We couldn't update your payment methods please try again.",
    /** WER-043. */
    retry: 'Retry',
  },
  toast: {
    regionLabel: 'Notifications', // not in spec: chosen wording
    dismissLabel: 'Dismiss notification', // not in spec: chosen wording
    /** PRO-005, PRO-006. */
    promoHeading: 'Success',
    promoMessage: '{code} successfully added to order!',
    /** WER-047. */
    cardAddedHeading: 'Card Added!',
    cardAddedMessage: 'Your card has been successfully added.',
    /** MOD-017. */
    modificationsSavedHeading: 'Modifications Saved',
    modificationsSavedMessage: 'Confirm to finish updating your order.', // not in spec: chosen wording
    confirm: 'Confirm',
    /** MOD-019. */
    problem: 'There was a problem, please try again.',
    /** PAY-153, PAY-154. */
    orderPlacedHeading: 'Order Successfully Placed',
    orderPlacedMessage: 'Please remove the ordered items from your cart.', // not in spec: chosen wording
    viewCart: 'View Cart', // not in spec: chosen wording
    /** Buttons of the toast stories that show a toast. */
    applyPromo: 'Apply', // not in spec: chosen wording
  },
  modal: {
    /** SEL-028. */
    closeLabel: 'close dialog',
    /** WAL-022. */
    deleteTrigger: 'Delete',
    deleteTitle: 'Deleting Payment',
    deleteText: 'Are you sure you want to delete your card?',
    keepCard: 'Keep Card',
    deleteCard: 'Delete Card',
    /** CRD-038. */
    wrongAccountTitle: 'Wrong Account',
    wrongAccountText: "Card couldn't be found on this account, please make sure you're logged into the right account.",
    wrongAccountAcknowledge: 'Okay, I got it!',
    /** CBX-037. */
    updateFailedTitle: 'Something went wrong',
    updateFailedText: "We couldn't update your payment methods please try again.",
    tryAgain: 'Try Again',
    backToCart: 'Back to Cart',
  },
  drawer: {
    closeLabel: 'close dialog',
    /** RPL-006, RPL-009. */
    replacementTitle: 'Items Are Unavailable',
    continueToPayment: 'Continue to Payment',
    /** RPL-008, RPL-023. */
    findTitle: 'Select a Replacement',
    replaceItem: 'Replace Item',
    back: 'Back',
    noReplacements: 'No replacements found',
    fetchFailed: 'There was a problem retrieving similar items. Please try again.',
    /** PAY-021, PAY-025. */
    contactTitle: 'Contact Information', // not in spec: chosen wording
    updateContact: 'Update Contact Information',
    close: 'Close',
    /** PAY-009: the contact row action that opens the contact drawer. */
    editContact: 'Edit Info',
  },
  flyout: {
    /** SEL-028. */
    closeLabel: 'close dialog',
    /** WAL-016. */
    backLabel: 'Go back',
    /** The card box button that opens the flyout. */
    openTrigger: 'Add or Change Payment Method',
    /** WAL-001, WAL-028. */
    cardListTitle: 'Select Payment',
    confirm: 'Confirm',
    cancel: 'Cancel',
    /** WAL-032, WAL-034, WAL-036. */
    creditDebitGroup: 'Credit & Debit',
    addCard: 'Add Credit/Debit Card',
    snapGroup: 'SNAP EBT',
    addSnapCard: 'Add SNAP EBT Card',
    giftGroup: 'Gift Card',
    addGiftCard: 'Add Gift Card',
    /** WAL-018, WAL-030. */
    addCardTitle: 'Add Credit/Debit Card',
    submit: 'Submit',
    /** WAL-027. */
    exitConfirmTitle: 'Discard Changes?',
    exitConfirmText: 'If you exit now, your selections will not be saved. Do you want to discard your changes?',
    keepChanges: 'No, Keep Changes',
    discardChanges: 'Yes, Discard Changes',
  },
  tabs: {
    /** SEL-003, SEL-023. */
    modalityLabel: 'How are you shopping today?',
    pickup: 'Pickup',
    delivery: 'Delivery',
    inStore: 'In Store',
    /** The selector's panels. */
    changeStore: 'Change Store',
    notSignedIn: "You're Not Signed In. Please sign in to preview available Delivery Times.",
    startShopping: 'Start Shopping',
  },
  accordion: {
    /** PAY-085. */
    creditDebit: 'Credit & Debit',
    snap: 'SNAP EBT',
    giftCards: 'Gift Cards',
    addCard: 'Add Credit/Debit Card',
    addSnapCard: 'Add SNAP EBT Card',
    giftCardNote: 'Keep your gift card! You will need it for any refunds or additional charges.',
    /** PAY-113. */
    snapPinHeading: 'Enter Your SNAP EBT PIN',
  },
} as const;

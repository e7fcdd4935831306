/**
 * Copy of paying at checkout: the payment option sections (credit & debit, SNAP EBT, gift cards), the
 * card, gift card and SNAP EBT messages of the checkout side, the payment-update retry modal and the
 * purchase error codes. The wallet flyout is in `wallet`. `{amount}` is formatted money, `{code}` an
 * error code, `{phone}` the customer-service number, `{card}` a card name, `{fulfillment}` a mode.
 */
export const paymentCopy = {
  sections: {
    creditDebit: 'Credit & Debit',
    snapEbt: 'SNAP EBT',
    giftCards: 'Gift Cards',
    payingWith: 'Paying With',
    addCard: 'Add a Credit or Debit Card',
    addEbtCard: 'Add SNAP EBT Card', // not in spec: chosen wording (the flyout's title)
    addGiftCard: 'Add Gift Card', // not in spec: chosen wording (the flyout's title)
    snapFaq: 'SNAP EBT FAQ', // not in spec: chosen wording
    snapEligibleTotal: 'SNAP eligible total: {amount}', // not in spec: chosen wording
    snapCharge: 'Charge to SNAP EBT: {amount}', // not in spec: chosen wording
    changeSnapAmount: 'Change Amount', // not in spec: chosen wording
    snapBalance: 'SNAP EBT balance: {amount}', // not in spec: chosen wording
    giftBalance: 'Balance: {amount}', // not in spec: chosen wording
    cardEnding: '{brand} ending in {lastFour}', // not in spec: chosen wording
    expires: 'Exp. {month}/{year}',
  },
  cardUse: {
    noCard: 'You must select a card or add a credit or debit card.',
    expiredCard: 'This card has expired. Please re-add the card with updated information or use another card.',
    expiredMethod: 'This payment method is expired. Please select a different payment method.',
    noBillingAddress: 'Please enter a billing address in order to use this credit card.',
    notAccepted: '{card} is not accepted for {fulfillment} at this time.',
  },
  cardErrors: {
    invalidInformation:
      'You have entered invalid card information. Please enter the correct information. Error Code {code}',
    /** Add card, 422. */
    contactService: "We're sorry, but we weren't able to add your card. Please contact Customer Service at {phone}.", // not in spec: chosen wording
    addFailed: "We're sorry, but we weren't able to add your card. Please try again or use a different card.",
    duplicate: 'Error occurred while trying to add the card due to the card already existing within the wallet.',
    updateFailed: "We're sorry, but we weren't able to update your card. Please try again or use a different card.", // not in spec: chosen wording (the spec quotes only "we weren't able to update your card")
    formLoadFailed: "Sorry, but we're having trouble accepting new card information. Would you like to try again?",
    errorCode: 'Error Code: {code}',
    saved: 'Successfully saved card',
    edited: 'Successfully edited card',
  },
  giftCard: {
    cardNumber: 'Card Number', // not in spec: chosen wording (as in the wallet's form)
    pin: 'PIN', // not in spec: chosen wording (as in the wallet's form)
    numberRequired: 'Card Number is a required field.', // not in spec: chosen wording
    numberLength: 'Card Number must be exactly 19 characters long.', // not in spec: chosen wording (as in the wallet's form)
    pinRequired: 'PIN is a required field.', // not in spec: chosen wording
    pinLength: 'PIN must be exactly 4 characters long.', // not in spec: chosen wording (as in the wallet's form)
    orderLimit: 'Gift card limit reached. You can only add a maximum of 5 gift cards to an order.',
    notNeeded: 'No more gift cards needed. The gift cards already added to this order cover the total cost.',
    savedLimit: 'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
    zeroBalance: 'You can not add a Gift Card with a $0 balance.',
    invalid: 'Invalid Gift Card, please try again.',
    deleteBlocked: "This gift card still has a balance, so it can't be deleted.", // not in spec: chosen wording
  },
  snap: {
    onlyOneCard: 'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    pinHeading: 'Enter Your SNAP EBT PIN',
    pinLockedHeading: 'Too Many PIN Attempts',
    pinLockedBody:
      'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.', // not in spec: chosen wording (the wallet's locked-card text)
    pinFailed: 'We were unable to verify your PIN. Please try again.',
    pinSubmit: 'Confirm', // not in spec: chosen wording
    amountHeading: 'Change SNAP EBT Amount', // not in spec: chosen wording
    amountLabel: 'Amount to charge to your SNAP EBT card', // not in spec: chosen wording
    amountDone: 'Done',
    amountRequired: 'Amount is required',
    amountMinimum: 'The minimum amount you can charge to your SNAP EBT card is {amount}',
    amountMaximum: 'The maximum amount you can charge to your SNAP EBT card is {amount}',
    errorTryAgain: 'Try again',
    errorRemoveCard: 'Remove Card',
    errorTitle: "We couldn't use your SNAP EBT card", // not in spec: chosen wording
  },
  updateFailed: {
    title: 'Something went wrong',
    body: "We couldn't update your payment methods please try again.",
    tryAgain: 'Try Again',
    backToCart: 'Back to Cart',
  },
  /** Purchase errors by code; an unknown code gets `defaultTitle` and `defaultMessage`. */
  purchaseErrors: {
    defaultTitle: 'Processing Error',
    defaultMessage: "We're having trouble processing your order. Please try again.",
    declinedTitle: 'Payment Declined', // not in spec: chosen wording
    transactionDeclined: 'Your card was declined. Please use a different payment method.', // not in spec: chosen wording
    maxPinTriesExceeded: 'Too many incorrect PIN attempts. Please use a different payment method.', // not in spec: chosen wording
    insufficientFunds: 'Your card has insufficient funds. Please use a different payment method.', // not in spec: chosen wording
    invalidPin: 'The PIN you entered is incorrect. Please try again.', // not in spec: chosen wording
    invalidCardNumber: 'The card number is not valid. Please check it or use a different card.', // not in spec: chosen wording
    cardLostOrStolen: "This card can't be used. Please use a different payment method.", // not in spec: chosen wording
    fraudRejection: "We couldn't process this payment. Please use a different payment method.", // not in spec: chosen wording
    cardUseExceeded: 'This card has reached its usage limit. Please use a different payment method.', // not in spec: chosen wording
    duplicateTransaction: 'This payment was already submitted. Please check your orders before trying again.', // not in spec: chosen wording
    cardNetworkSystemError: "The card network isn't responding right now. Please try again in a few minutes.", // not in spec: chosen wording
    noMatchForReversal: "We couldn't update this payment. Please contact Customer Service at {phone}.", // not in spec: chosen wording
    cardOrPinAlreadyActive: 'This card or PIN is already active.', // not in spec: chosen wording
    cardOrPinNotActive: "This card or PIN isn't active yet. Please activate it or use a different payment method.", // not in spec: chosen wording
    insufficientCredit: "This card doesn't have enough available credit. Please use a different payment method.", // not in spec: chosen wording
    bankDecline: 'Your bank declined this payment. Please contact your bank or use a different payment method.', // not in spec: chosen wording
    cardExpired: 'This card has expired. Please use a different payment method.', // not in spec: chosen wording
    requestStillProcessing: 'Your payment is still being processed. Please wait a moment before trying again.', // not in spec: chosen wording
  },
} as const;

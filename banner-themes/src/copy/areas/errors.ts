/**
 * Copy of the post-authorization error page and of the app-wide error catalogue: session, generic
 * messages with the customer-service number, error-code lines. The not-found page and the retry
 * card are components.notFound and components.errorCard.
 * `{phone}` is the banner's formatted customer-service number, `{code}` an error code.
 */
export const errorsCopy = {
  postAuthorization: {
    modifyHeading: 'Order Canceled',
    heading: "We're sorry, we could not complete your order.",
    cancellation:
      "Your payment couldn't be authorized, so your order was canceled. For help, please contact Customer Service at {phone}.", // not in spec: chosen wording
    modifyCancellation:
      "Your payment couldn't be authorized for the changes, so your order was canceled. For help, please contact Customer Service at {phone}.", // not in spec: chosen wording
    goToHome: 'Go to Home',
    /** Issue 20: back to the declined order's checkout, still open, to choose another card. */
    payAnotherWay: 'Pay Another Way', // not in spec: chosen wording (docs/spec-decisions.md, issue 20)
  },
  session: {
    expired: 'Your session has expired.',
    signInAgain: 'Please log in again',
  },
  generic: {
    withPhone:
      "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at {phone}.",
    createOrder:
      "We're sorry, but we weren't able to create your order. Please try again. If the problem persists, please contact Customer Service at {phone}.",
    modalityFailed: 'Setting modality failed',
  },
  /**
   * 429 TOO_MANY_ATTEMPTS: a limit against guessing refused the attempt (sign-in, a card's PIN, the secure
   * card frames; docs/adr/0023-guessing-limits.md).
   */
  tooManyAttempts: 'Too many attempts. For your security, please wait and try again later.', // not in spec: chosen wording
  /** Error-code lines appended to a message, in the specs' two spellings. */
  codes: {
    checkout: 'Error code: {code}',
    appended: 'Error Code: {code}',
  },
} as const;

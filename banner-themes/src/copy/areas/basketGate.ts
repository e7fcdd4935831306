/** Copy of the basket-loading gate. `{phone}` is the banner's formatted customer-service number. */
export const basketGateCopy = {
  loading: 'Loading basket...',
  loadFailed:
    "We're sorry, but we weren't able to load your shopping cart. Please try again. If the problem persists, please contact Customer Service at {phone}.",
  tryAgain: 'Try Again', // not in spec: chosen wording
} as const;

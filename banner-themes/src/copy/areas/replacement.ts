/**
 * Copy of the replacement of unavailable items: the cart's unavailable-item panel and the scheduling
 * page's replacement drawer. `{item}` is a product description.
 */
export const replacementCopy = {
  panel: {
    similarItems: 'Similar Items',
    select: 'Select',
    selectQuantity: 'Select quantity of {item}', // not in spec: chosen wording
    mayBeUnavailable: 'Item may be unavailable. Please see cart.',
    currentlyUnavailable: 'This item is currently unavailable.',
    previousPage: 'Previous similar items', // not in spec: chosen wording
    nextPage: 'Next similar items', // not in spec: chosen wording
    pageStatus: 'Page {page} of {pages}', // not in spec: chosen wording
  },
  drawer: {
    unavailableTitle: 'Items Are Unavailable',
    allSetTitle: "You're All Set",
    findTitle: 'Select a Replacement',
    unavailableBody:
      "These items aren't available at the time you chose. Find a similar item or continue without them.", // not in spec: chosen wording
    allSetBody: 'Your replacements have been added to your cart.', // not in spec: chosen wording
    findSimilar: 'Find Similar Item', // not in spec: chosen wording
    findSimilarFor: 'Find Similar Item for {item}', // not in spec: chosen wording (the button's accessible name)
    replacing: 'Replacing {item}', // not in spec: chosen wording
    replacedWith: 'Replaced with {item}', // not in spec: chosen wording
    restricted: "This item can't be added to this order.", // not in spec: chosen wording (ITEM_RESTRICTED)
    continueToPayment: 'Continue to Payment',
    replaceItem: 'Replace Item',
    back: 'Back',
    close: 'Close', // not in spec: chosen wording
  },
  errors: {
    selectFirst: 'Please select a similar item first.',
    fetchFailed: 'There was a problem retrieving similar items. Please try again.',
    noneFound: 'No replacements found',
    noSimilarItems: 'There are no similar items available for this product.', // not in spec: chosen wording
  },
} as const;

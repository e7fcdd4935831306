/**
 * Copy of the cart: item table, substitution info, notices, the delivery-address modal and its map.
 * The unavailable-item panel is in `replacement`, the promo code form in `promo`. `{type}` and
 * `{modality}` take a word from common.modalities.
 */
export const cartCopy = {
  heading: 'Cart', // not in spec: chosen wording
  modifyHeading: 'Modify Your Order', // not in spec: chosen wording
  empty: 'Your {type} cart is empty.', // not in spec: chosen wording
  startShopping: 'Start Shopping', // not in spec: chosen wording
  table: {
    items: 'Items',
    quantity: 'Quantity',
    totalPrice: 'Total Price',
  },
  item: {
    unitPrice: '{price} each', // not in spec: chosen wording
    instructions: 'Instructions: {instructions}', // not in spec: chosen wording
    increase: 'Increase quantity of {item}', // not in spec: chosen wording
    decrease: 'Decrease quantity of {item}', // not in spec: chosen wording
    quantityLabel: 'Quantity of {item}', // not in spec: chosen wording
    remove: 'Remove {item} from cart', // not in spec: chosen wording
    maxQuantity: 'You can add up to {max} of this item.', // not in spec: chosen wording
  },
  substitution: {
    allowed: 'Substitutions allowed',
    backupItem: 'Substitute with {item}', // not in spec: chosen wording (the named backup item)
    notAllowed: 'Substitutions not allowed',
    chooseBackup: 'Choose a backup item', // not in spec: chosen wording (CUSTOMER_CHOICE)
    backupLabel: 'Backup item for {item}', // not in spec: chosen wording
    backupPlaceholder: 'Select a backup item', // not in spec: chosen wording
  },
  notices: {
    ageRestricted: 'You have age restricted items in your cart.',
    otherCart:
      "You have items in another cart but you're currently shopping {type}. Please change how you're shopping or add items to your {type} cart.",
    changeHowYouShop: 'Change How You Shop', // not in spec: chosen wording
  },
  summary: {
    subtotal: 'Subtotal', // not in spec: chosen wording
    itemCount: { one: '{count} item', other: '{count} items' }, // not in spec: chosen wording
    checkout: 'Check Out', // not in spec: chosen wording
    estimatedTotal: 'Estimated Total', // not in spec: chosen wording
    continue: 'Continue', // not in spec: chosen wording (the step to /scheduling)
    heading: 'Order Summary', // not in spec: chosen wording
    gotEverything: 'Got everything? See last-minute items', // not in spec: chosen wording (GEN-008's /got-everything)
  },
  /** The cart screen's own states (issue 11). */
  screen: {
    linesLabel: 'Items in your cart', // not in spec: chosen wording
    removeLabel: 'Remove', // not in spec: chosen wording
    substitutionLabel: 'Substitutions for {item}', // not in spec: chosen wording
    updating: 'Updating your cart...', // not in spec: chosen wording
    removed: '{item} was removed from your cart.', // not in spec: chosen wording
    /** Issue 20 (WCAG 3.3.4): the notice in place of a removed line, with its 'Undo'. */
    removedNotice: '{item} removed.', // not in spec: chosen wording
    undo: 'Undo', // not in spec: chosen wording
    undoLabel: 'Undo removing {item}', // not in spec: chosen wording (starts with the visible 'Undo')
    restored: '{item} is back in your cart.', // not in spec: chosen wording
    loadFailed: "We couldn't load the items in your cart.", // not in spec: chosen wording
  },
  addressModal: {
    addTitle: 'Add Delivery Address',
    editTitle: 'Edit Delivery Address',
    save: 'Save Address',
    checkAvailabilityTitle: 'Check Availability',
    checkAvailabilityBody: 'We updated your address slightly. Please check it before we look for delivery times.', // not in spec: chosen wording
    useSuggested: 'Use This Address', // not in spec: chosen wording
    editEntered: 'Edit Address', // not in spec: chosen wording
    invalid: 'The address you entered is not valid. Please review the information entered.',
    notEligible: 'The address you entered is not eligible for {modality}.',
    validationFailed: "We're sorry, but something went wrong when trying to validate your address. Please try again...",
    /** The cart's delivery-address section (issue 11). */
    sectionHeading: 'Delivering To', // not in spec: chosen wording
    edit: 'Edit', // not in spec: chosen wording (opens 'Edit Delivery Address')
    editLabel: 'Edit delivery address {address}', // not in spec: chosen wording
    none: 'Add the address we should deliver this order to.', // not in spec: chosen wording
    suggestedHeading: 'Suggested address', // not in spec: chosen wording
    enteredHeading: 'You entered', // not in spec: chosen wording
    itemsHeading: 'We will check these items at this address.', // not in spec: chosen wording
    saved: 'Your delivery address was saved.', // not in spec: chosen wording
    updatingCart: 'Checking your cart for this address...', // not in spec: chosen wording
    prop65Items: 'Applies to: {items}', // not in spec: chosen wording (the cart's Prop 65 items, CA delivery)
  },
  /** The map's own name is components.mapWidget. */
  map: {
    unavailable: 'Map unavailable', // not in spec: chosen wording
  },
} as const;

/**
 * Copy of the scheduling step (/scheduling): time choice, vendor filter, summary card, membership
 * messages, its modals and its error catalogue. `{type}`/`{title}`/`{modality}` take a word from
 * common.modalities; `{vendor}` is a delivery vendor's name; `{code}` an error code.
 */
export const schedulingCopy = {
  mobileHeading: 'Choose a day and time',
  desktopBanner: 'Schedule your order',
  emptyState: 'You must have {type} items in your cart to schedule your {title} order. Start shopping now!',
  startMyCart: 'Start My Cart',
  /**
   * The stepper, the day carousel and a slot's express and free labels are components.checkoutStepper,
   * components.dayCarousel and components.timeSlotOption.
   */
  times: {
    label: 'Choose a time', // not in spec: chosen wording
    waived: 'Fee waived', // not in spec: chosen wording
    soldOut: 'Full', // not in spec: chosen wording
  },
  filter: {
    label: 'Delivery by', // not in spec: chosen wording
    all: 'All',
    ownDelivery: '{banner} Delivery', // not in spec: chosen wording (the banner's own delivery)
    underFive: 'Under $5',
  },
  summary: {
    pickupTitle: 'Pickup Summary',
    deliveryTitle: 'Delivery Summary',
    pickupDestination: 'Pickup Store', // not in spec: chosen wording
    deliveryDestination: 'Delivery Address', // not in spec: chosen wording
    selectedTime: 'Selected Time', // not in spec: chosen wording
    noTimeSelected: 'No time selected', // not in spec: chosen wording
    changeStore: 'Change Store',
    viewItems: 'View Items',
    continue: 'Continue',
  },
  membership: {
    freeDelivery: 'Free delivery on orders of {threshold} or more with your {plan} membership.', // not in spec: chosen wording
    discountedDelivery: 'Discounted delivery with your {plan} membership.', // not in spec: chosen wording
    upsell: 'Save on delivery: orders of {threshold} or more deliver free with {plan}.', // not in spec: chosen wording
    upsellLink: 'Learn More', // not in spec: chosen wording
  },
  validation: {
    timeRequired: 'Please select a time to continue',
    promiseMissing: 'You must have a time selected. Error Code: {code}',
  },
  /**
   * Issue 20 (WCAG 2.2.1): a few minutes before a held time runs out, the page (the checkout, or any store
   * page while the header shows a held delivery time) asks whether the shopper needs more time.
   * `{window}` is the held day and time, `{time}` the hold's end (h:mm A).
   */
  holdEnding: {
    title: 'Do you need more time?', // not in spec: chosen wording
    body: "We're holding {window} for you until {time}. After that, this time may go to another shopper.", // not in spec: chosen wording
    keep: 'Keep My Time', // not in spec: chosen wording
    notNow: 'Not Now', // not in spec: chosen wording
    failed: "We couldn't hold this time any longer. Please choose a time again.", // not in spec: chosen wording
    chooseTime: 'Choose a Time', // not in spec: chosen wording
    window: '{day}, {time}', // not in spec: chosen wording
  },
  modals: {
    reservationExpiredTitle: 'Reservation Expired',
    reservationExpiredBody: 'Your reserved time has expired. Please select a new time to continue.', // not in spec: chosen wording
    selectNewTime: 'Select New Time',
    timeExpiredTitle: 'Time No Longer Available', // not in spec: chosen wording
    timeExpiredBody: 'The selected {modality} time has expired or is no longer available.',
    modalityFailedTitle: 'Something went wrong',
    modalityFailedBody: "We couldn't confirm how you're shopping. Please go back to your cart and try again.", // not in spec: chosen wording
    backToCart: 'Back To Cart',
    noOwnDeliveryTitle: '{banner} Delivery Unavailable', // not in spec: chosen wording
    noOwnDeliveryBody: "There are no {banner} Delivery times available right now, so we're showing all delivery times.", // not in spec: chosen wording
    noOwnDeliveryButton: 'Show All Times', // not in spec: chosen wording
    changeStoreTitle: 'Change Store',
    viewItemsTitle: 'View Items',
  },
  errors: {
    noStoresTitle: 'No Stores Are Available',
    noStoresBody: 'Please enter a different postal code.', // not in spec: chosen wording (the spec paraphrases it)
    itemsUnavailableTitle: 'Items Are Not Available',
    itemsUnavailableBody: 'Please update your cart and try again.', // not in spec: chosen wording (the spec paraphrases it)
    pickupTimeUnavailable: 'Pickup Time Unavailable',
    deliveryTimeUnavailable: 'Delivery Time Unavailable',
    timeUnavailableBody: 'There are no more times available. Please choose another day or try again later.', // not in spec: chosen wording
    alcoholQuantityTitle: 'Alcohol Limit Reached', // not in spec: chosen wording (the body is the server's reason)
    alcoholUnavailableTitle: 'Alcohol Not Available', // not in spec: chosen wording (the body is the server's reason)
    /** Edge-network 500 UNKNOWN_RESPONSE_ERROR: the generic message, then this line with TS1079. */
    errorCode: 'Error Code {code}',
    fallbackTitle: 'Something Went Wrong',
    fallbackBody: "We couldn't load the available times. Please try again.", // not in spec: chosen wording
    tryAgain: 'Try Again',
    vendorUnavailable: 'There are no longer any {vendor} delivery times available. Please select a different time.', // not in spec: chosen wording (the spec paraphrases it)
    noSlotsForDay:
      'There are no time slots available for this store for this day. Please select a different date or store.',
  },
} as const;

/**
 * Copy of the shopping-mode selector ('ways to shop'), by screen. The up-front-timeslot messages and
 * modality texts come from a string table whose contents the spec does not show; `timeslots` holds
 * our wording for them. `{banner}` is the banner's name; `{time}` a hold time formatted h:mm A.
 * The item image summary and the Prop 65 notice are components.itemImageSummary and components.prop65.
 */
export const selectorCopy = {
  header: {
    back: 'Back',
    close: 'close dialog',
    changeStore: 'Change Store',
  },
  /** The shopping modes as options and as the v2 panel's tabs. */
  modes: {
    pickup: 'Pickup',
    delivery: 'Delivery',
    inStore: 'In Store',
    tabsLabel: 'How are you shopping?', // not in spec: chosen wording
  },
  default: {
    heading: 'How are you shopping today?',
    disclaimer: '* $35 minimum on qualifying orders. Restrictions may apply.',
    pickupDescription: 'Order online and pick up at the store.', // not in spec: chosen wording
    deliveryDescription: 'Get your groceries delivered to your door.', // not in spec: chosen wording
    inStoreDescription: 'Shop the aisles and see prices at your store.', // not in spec: chosen wording
    pickupFee: 'Pickup fees may apply.', // not in spec: chosen wording
    pickupFeeMember: 'Free Pickup with your {plan} membership.', // not in spec: chosen wording
    deliveryMember: 'Free or discounted Delivery with your {plan} membership.', // not in spec: chosen wording
    didYouKnowHeading: 'Did you know?', // not in spec: chosen wording
    /** `{modes}`: the banner's own shopping modes as a list ('Pickup, Delivery, and In Store'); shown only with two or more. */
    didYouKnowBody: 'You can switch between {modes} at any time.', // not in spec: chosen wording
  },
  zip: {
    label: 'ZIP Code', // not in spec: chosen wording
    placeholder: 'Enter ZIP code', // not in spec: chosen wording
    submit: 'Search', // not in spec: chosen wording
    invalid: 'Please enter a valid 5-digit ZIP code.', // not in spec: chosen wording
    useMyLocation: 'Use My Location', // not in spec: chosen wording
    resultsFor: 'Showing results near {zip}', // not in spec: chosen wording
    resultsNearYou: 'Showing results near your location', // not in spec: chosen wording
  },
  /** A store row's own parts (distance, Select Store, Start Shopping...) are components.storeOption. */
  stores: {
    pickupHeading: 'Choose a Pickup Store', // not in spec: chosen wording
    inStoreHeading: 'Choose a Store', // not in spec: chosen wording
    open: 'Open', // not in spec: chosen wording
    closed: 'Closed', // not in spec: chosen wording
    searchPrompt: 'Enter a ZIP code to see the stores near you.', // not in spec: chosen wording
    searching: 'Finding stores...', // not in spec: chosen wording
    noStores: 'No Stores were found within 500 Miles of the entered location!',
    serviceError: "We're sorry, the search service is not available right now. Please try your search again later.",
  },
  /** An address row's own parts (Select Address, Edit...) are components.addressCard. */
  addressBook: {
    heading: 'Choose a Delivery Address', // not in spec: chosen wording
    viewAll: 'View All Addresses',
    addNew: 'Add New Address',
    editAddress: 'Edit Address',
    deleteAddress: 'Delete Address', // not in spec: chosen wording
    confirm: 'Confirm',
    unverified: 'Our system was unable to verify this address. Please edit your address or enter a new one.',
    /** SEL-116, SEL-117: edit and delete need the address's id (the spec's wording). */
    missingId: 'address must have id',
    loadFailed: "We couldn't load your addresses. Please try again.", // not in spec: chosen wording
    checking: 'Checking address...', // not in spec: chosen wording (busy 'Select Address')
    deleting: 'Deleting...', // not in spec: chosen wording
    inHouseUnavailable: '{banner} Delivery is unavailable for your address. Select another address or shop Delivery.',
  },
  addAddress: {
    heading: 'Add a Delivery Address', // not in spec: chosen wording
    editHeading: 'Edit Delivery Address', // not in spec: chosen wording
    save: 'Save Address',
    saving: 'Saving...', // not in spec: chosen wording
    /** The form's ZIP field (a US ZIP code, ZIP+4 allowed). */
    zipRequired: 'ZIP Code is a required field.', // not in spec: chosen wording
    zipInvalid: 'Please enter a valid ZIP code.', // not in spec: chosen wording
    validationFailed: "We're sorry, but something went wrong when trying to validate your address. Please try again.",
  },
  signIn: {
    message: "You're Not Signed In. Please sign in to preview available Delivery Times.",
    button: 'Sign In',
  },
  /** Address book v2 sub-views. */
  addressBookV2: {
    reserveHeading: 'Reserve Your Time',
    reserveBody: 'Choose a delivery address to see {banner} Delivery times and reserve yours.', // not in spec: chosen wording
    reserveButton: 'Choose an Address', // not in spec: chosen wording
    noAddressHeading: 'No Address Selected', // not in spec: chosen wording
    noAddressBody: 'Select or add a delivery address to see available delivery times.', // not in spec: chosen wording
    emptyFormHeading: 'Add Your Delivery Address', // not in spec: chosen wording
    emptyFormBody: 'Add an address to see if {banner} Delivery is available to you.', // not in spec: chosen wording
    confirmHeading: 'Confirm Your Address', // not in spec: chosen wording
    confirmBody: 'We found a slightly different address. Which one would you like to use?', // not in spec: chosen wording
    suggestedAddress: 'Suggested Address', // not in spec: chosen wording
    originalAddress: 'Address You Entered', // not in spec: chosen wording
  },
  timeslots: {
    heading: 'Choose a Delivery Time', // not in spec: chosen wording
    reserve: 'Reserve Time', // not in spec: chosen wording
    reserving: 'Reserving...', // not in spec: chosen wording
    deliveringTo: 'Delivery to {address}', // not in spec: chosen wording
    changeAddress: 'Change Address', // not in spec: chosen wording
    loading: 'Loading delivery times...', // not in spec: chosen wording
    editReservation: 'Edit Reservation',
    holdUntil: "We'll hold this reservation until {time}",
    required: 'Please select a time to continue',
    fee: '{cost} delivery fee', // not in spec: chosen wording
    technicalDifficulty:
      "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
    noSlotsForDay:
      'There are no time slots available for this store for this day. Please select a different date or store.',
    loadErrorHeading: 'Something went wrong',
    loadErrorBody: "We couldn't load delivery times. Please try again.", // not in spec: chosen wording
    tryAgain: 'Try Again',
    unavailableHeading: 'Delivery Is Unavailable', // not in spec: chosen wording
    unavailableBody:
      'There are no delivery times available for this address right now. Try another address or shop Pickup.', // not in spec: chosen wording
  },
  geolocation: {
    introHeading: 'Find Stores Near You', // not in spec: chosen wording
    introBody: 'Allow {banner} to use your location to show the stores and services closest to you.', // not in spec: chosen wording
    howItWorksHeading: 'How We Use Your Location', // not in spec: chosen wording
    howItWorksBody:
      'We only use your location to find nearby stores and delivery options. You can change this at any time.', // not in spec: chosen wording
    enableHeading: 'Turn On Location Services', // not in spec: chosen wording
    enableBody: 'Turn on location access for this site in your browser or device settings, then select Continue.', // not in spec: chosen wording
    step: 'Step {step} of {count}', // not in spec: chosen wording
    locating: 'Finding your location...', // not in spec: chosen wording
    allow: 'Allow',
    continue: 'Continue',
    noThanks: 'No Thanks',
    denied: 'Location access is turned off. Turn it on in your device settings or search by ZIP code.', // not in spec: chosen wording
    failed: "We couldn't find your location. Please search by ZIP code instead.", // not in spec: chosen wording
  },
  /** Empty results, one message per screen type. */
  emptyResults: {
    pickup: 'There are no Pickup stores near this location. Try a different ZIP code.', // not in spec: chosen wording
    delivery: 'Delivery is not available for this location. Try a different ZIP code.', // not in spec: chosen wording
    inStore: 'There are no stores near this location. Try a different ZIP code.', // not in spec: chosen wording
    addresses: "You don't have any saved addresses yet.", // not in spec: chosen wording
  },
} as const;

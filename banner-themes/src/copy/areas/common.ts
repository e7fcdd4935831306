/**
 * Copy shared by every flow: generic buttons, loading, connectivity and the generic error lines, the
 * shopping modes as words (they fill `{type}` and `{modality}` in other areas), the address form the
 * account, selector and cart share, and the region names of the State select.
 */
export const commonCopy = {
  actions: {
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    continue: 'Continue',
    back: 'Back',
    goBack: 'Go back',
    tryAgain: 'Try Again',
    retry: 'Retry',
    reload: 'Reload',
    edit: 'Edit',
    delete: 'Delete',
    remove: 'Remove',
    save: 'Save', // not in spec: chosen wording
    submit: 'Submit',
    done: 'Done',
    update: 'Update',
    learnMore: 'Learn More', // not in spec: chosen wording
    showMore: 'Show More', // not in spec: chosen wording
    showLess: 'Show Less', // not in spec: chosen wording
    previous: 'Previous', // not in spec: chosen wording
    next: 'Next', // not in spec: chosen wording
  },
  loading: {
    /** Order-complete page and any other page waiting for data. */
    page: 'Loading...',
    /** Accessible name of a spinner without visible text. */
    indicator: 'Loading', // not in spec: chosen wording
  },
  errors: {
    /** Any flow, when the browser is offline. */
    offline: 'You appear to be offline. Please restore network connectivity to continue.',
    /** Account area: offline or 'network error' (the email preferences wording). */
    connection: "Hmmm, looks like we've lost you. Please check your internet connection.",
    /** Account area: any other failure (the email preferences wording). */
    generic: "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
  },
  /** The shopping modes as words; they fill `{type}`, `{title}` and `{modality}` elsewhere. */
  modalities: {
    pickup: 'Pickup',
    delivery: 'Delivery',
    ship: 'Ship', // not in spec: chosen wording (the spec names the mode only)
    inStore: 'In Store',
  },
  form: {
    optional: '(optional)', // not in spec: chosen wording
    required: 'Required', // not in spec: chosen wording
    selectPlaceholder: 'Select...',
    characterCount: '{count} of {max} characters', // not in spec: chosen wording
  },
  /**
   * The address form of the account area, the selector and the cart's delivery-address modal. The
   * labels follow the wallet's billing form, the only address form whose labels the specs give.
   */
  addressForm: {
    street: 'Address',
    unit: 'Apt Suite etc',
    city: 'City',
    state: 'State',
    postalCode: 'Postal Code',
    zip: 'ZIP Code', // not in spec: chosen wording
    phone: 'Phone',
    streetRequired: 'Address is a required field.',
    cityRequired: 'City is a required field.', // not in spec: chosen wording
    stateRequired: 'State/Province is a required field.',
    postalCodeRequired: 'Postal Code is a required field.', // not in spec: chosen wording
    postalCodeInvalid: 'Please enter a valid postal code.',
    mailingAddress: 'Use this as my mailing address', // not in spec: chosen wording
    homeType: 'Home', // not in spec: chosen wording
    deliveryType: 'Delivery Address', // not in spec: chosen wording
    save: 'Save Address',
  },
  /**
   * Names of the State select's regions (the 50 US states, DC and 13 Canadian provinces and
   * territories), keyed by their postal abbreviation because that is what the data carries.
   */
  regions: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
} as const;

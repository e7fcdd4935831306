/**
 * Copy of the design system's page components (Prop 65 notice, address card, store option, order
 * summary, footer, not-found page, error card, map), keyed by component. Strings the specs quote are
 * verbatim; the others are marked `// not in spec` and wait for the product owner's wording.
 */
export const pageCopy = {
  prop65: {
    label: 'WARNING:', // not in spec: standard Prop 65 short-form signal word
    // not in spec: the standard California Prop 65 warning text (SEL-123 names the warning only)
    message:
      'This product can expose you to chemicals which are known to the State of California to cause cancer and birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.',
  },
  addressCard: {
    select: 'Select Address', // SEL-011
    edit: 'Edit', // not in spec: chosen wording
    delete: 'Delete', // not in spec: chosen wording
    home: 'Home', // not in spec: chosen wording (badge of the home address)
    preferred: 'Preferred', // not in spec: chosen wording
    selected: 'Selected', // not in spec: chosen wording (the address in use)
  },
  storeOption: {
    miles: 'mi', // not in spec: unit after the two-decimal distance (SEL-169)
    startShopping: 'Start Shopping', // SEL-030, SEL-122
    select: 'Select Store', // not in spec: chosen wording
    locker: 'Locker Pickup', // not in spec: chosen wording (isLockerPickupLocation)
    crossBanner: 'Partner Store', // not in spec: chosen wording (isCrossBanner)
    currentlyShopping: 'Currently Shopping', // not in spec: chosen wording
    opensInNewTab: '(opens in a new tab)', // not in spec: chosen wording
    /** The store option's openText (spec 3, "Store option"), filled by the API in the store's own time zone. */
    openUntil: 'Open until {time}', // not in spec: chosen wording
    opensAt: 'Opens at {time}', // not in spec: chosen wording
  },
  orderSummary: {
    title: 'Order Summary',
    paymentTitle: 'Payment Summary',
    free: 'Free', // PAY-157
    tbd: 'TBD', // PAY-158
    points: '+{points} points', // PAY-159
    pointsDescription: 'Points Earned', // not in spec: chosen wording
    savings: 'Your Savings', // not in spec: chosen wording (PAY-161 savings lines)
  },
  footer: {
    navigation: 'Legal and privacy', // not in spec: chosen wording
    // not in spec: chosen wording (OCP-019, OCP-020); no period after {company}, names often end in 'Inc.'
    copyright: '© {year} {company}',
    accessibilityStatement: 'Accessibility Statement', // not in spec: chosen wording (OCP-022)
    screenReaderHelp: 'Screen reader users: for help, call {phone}.', // not in spec: chosen wording (OCP-023)
    privacyPolicy: 'Privacy Policy', // not in spec: chosen wording
    termsOfUse: 'Terms of Use', // not in spec: chosen wording
    privacyChoices: 'Your Privacy Choices', // not in spec: chosen wording (OCP-027)
    washingtonHealthPolicy: 'Washington Consumer Health Data Privacy Policy', // not in spec: chosen wording
  },
  notFound: {
    headline: "Wheat a minute… that page doesn't exist!", // ERR-001
    back: 'Go back', // ERR-002
    home: 'Go to the homepage', // not in spec: chosen wording (ERR-003)
  },
  errorCard: {
    message: 'Oops, something went wrong! Please reload your page.', // ERR-007
    reload: 'Reload', // ERR-008
  },
  mapWidget: {
    label: 'Map of {address}', // not in spec: chosen wording
    attribution: '© OpenStreetMap contributors', // not in spec: credit line for map tiles
  },
} as const;

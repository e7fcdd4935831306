/**
 * Copy of the account area: address book, communication preferences (email, SMS), preferred store,
 * membership, checkout age verification, tip change and the day picker. Connection and generic
 * failures use common.errors. `{plan}` is a membership plan title (banner data), `{price}` and
 * `{amount}` formatted money, `{date}` a formatted date, `{minAge}` a number of years.
 */
export const accountCopy = {
  /** An address card's own parts (Edit, Delete, Home, Preferred) are components.addressCard. */
  addressBook: {
    heading: 'Addresses', // not in spec: chosen wording
    addNew: 'Add New Address',
    empty: 'Get started by adding an address',
    viewAll: 'View All Addresses',
    deleteLabel: 'Delete {address}', // not in spec: chosen wording
    deleteConfirm: 'Are you sure you want to delete this address?', // not in spec: chosen wording
    deleted: 'Your address was deleted.', // not in spec: chosen wording
    saved: 'Your address was saved.', // not in spec: chosen wording
  },
  addressForm: {
    addHeading: 'Add an Address', // not in spec: chosen wording
    editHeading: 'Edit Your Address', // not in spec: chosen wording
    confirmHeading: 'Confirm Your Address', // not in spec: chosen wording
    confirmBody: 'We found a slightly different address. Please confirm it or edit the address you entered.', // not in spec: chosen wording
    suggestedAddress: 'Suggested Address', // not in spec: chosen wording
    originalAddress: 'Address You Entered', // not in spec: chosen wording
    confirm: 'Confirm',
    editEntered: 'Edit Address', // not in spec: chosen wording
    missingFields: 'Please complete every required address field.', // not in spec: chosen wording
    typeLabel: 'Address Type', // not in spec: chosen wording
    mailingAddress: 'Use as my mailing address', // not in spec: chosen wording (the card form's isMailingAddress)
    backToAddresses: 'Back to Addresses', // not in spec: chosen wording
    /** The account form takes Canadian addresses too (ACC-084..087): its region and postal code say so. */
    regionLabel: 'State/Province', // not in spec: chosen wording
    postalCodeLabel: 'ZIP/Postal Code', // not in spec: chosen wording
  },
  addressErrors: {
    validationFailed: "We're sorry, but something went wrong when trying to validate your address. Please try again.",
    unverified: 'Our system was unable to verify this address. Please edit your address or enter a new one.',
    notFound: 'We could not find that address.',
    /** CONSTRAINT_VIOLATION_EXCEPTION. */
    generic: "We couldn't save this address. Please check the information entered and try again.", // not in spec: chosen wording
    /** TOO_MANY_ADDRESSES. */
    limit: "You've reached the maximum number of saved addresses. Delete an address to add a new one.", // not in spec: chosen wording
  },
  preferences: {
    heading: 'Communication Preferences', // not in spec: chosen wording
    notFound: "We're sorry, but we could not find preferences for your account. Please try again later.",
    updateFailed: 'Your preference cannot be updated at this time. Please try again later.',
    specialsLoadFailed:
      "We're sorry, but we couldn't retrieve your Specials and Promotions preference at this time. Please try again later.",
    specialsUpdateFailed:
      "We're sorry, but we couldn't update your Specials & Promotions preference at this time. Please try again.",
    earlyAccessFailed: "We're unable to access your Early Access Program preference right now. Please try again later.",
    relevantAdsTitle: 'Purchase-Based Advertising', // not in spec: chosen wording
    relevantAdsDescription: 'Show me ads based on what I buy.', // not in spec: chosen wording
    specialsTitle: 'Specials and Promotions',
    specialsDescription: "Emails about your preferred store's specials and promotions.", // not in spec: chosen wording
    earlyAccessTitle: 'Early Access Program',
    earlyAccessDescription: 'Try new features of {banner} before everyone else.', // not in spec: chosen wording
    save: 'Save Communication Preferences', // not in spec: chosen wording
    saved: 'Your communication preferences have been updated.', // not in spec: chosen wording
    /** NO_PREFERRED_STORE on a Specials and Promotions update (ACC-162). */
    noPreferredStore: 'Choose a preferred store first: Specials and Promotions are those of your store.', // not in spec: chosen wording
    signInForMore: 'Sign in to manage your other communication preferences.', // not in spec: chosen wording
  },
  emailPreferences: {
    heading: 'Email Preferences', // not in spec: chosen wording
    intro: 'Choose the emails you would like to receive from {banner}.', // not in spec: chosen wording
    takesEffect: 'Changes can take up to 3 business days to take effect.', // not in spec: chosen wording
    save: 'Save Preferences', // not in spec: chosen wording
    saving: 'Saving...', // not in spec: chosen wording
    saved: 'Your email preferences have been updated.', // not in spec: chosen wording
    updateFailed: "We're having trouble updating your email preferences. Please try again later.",
    bannerEmails: 'Emails from {banner}', // not in spec: chosen wording
    moreEmails: 'More Emails', // not in spec: chosen wording
    linkNotice: 'You opened this page from an email link: changes apply to the account that link was sent to.', // not in spec: chosen wording
    tryAgain: 'Try Again', // not in spec: chosen wording
  },
  smsPreferences: {
    heading: 'Text Message Preferences', // not in spec: chosen wording
    noMobilePhone: 'You must add a mobile phone number in order to receive text messages.',
    checkPhone: 'Please check your phone for further instructions in order to save this preference.',
    promotionalFrequency: 'Promotional texts are sent about once a week.', // not in spec: chosen wording
    unsubscribe: 'To unsubscribe, text STOP to {shortCode}.', // not in spec: chosen wording
    addPhone: 'Add Mobile Number', // not in spec: chosen wording
    intro: 'Choose the text messages you would like to receive from {banner}.', // not in spec: chosen wording
    sentTo: 'Texts go to your mobile phone {phone}.', // not in spec: chosen wording
    pendingStatus: 'Waiting for your reply', // not in spec: chosen wording
    updated: 'Your text message preference was updated.', // not in spec: chosen wording
    /** Title and description of each preferenceType (ACC-042, ACC-043); the services answer them. */
    types: {
      TRANSACTIONAL: {
        title: 'Order Updates', // not in spec: chosen wording
        description: 'Texts about your orders: confirmations, changes, substitutions and delivery times.', // not in spec: chosen wording
      },
      CLICKLIST: {
        title: 'Pickup Alerts', // not in spec: chosen wording
        description: 'A text when your Pickup order is ready and when we are ready to bring it to your car.', // not in spec: chosen wording
      },
      PROMOTIONAL: {
        title: 'Deals and Offers', // not in spec: chosen wording
        description: 'Weekly deals, digital coupons and offers from {banner}.', // not in spec: chosen wording
      },
    },
  },
  /** The account's home page (`/account/dashboard`): the profile and a link to every account page. */
  dashboard: {
    profileHeading: 'Your Profile', // not in spec: chosen wording
    name: 'Name', // not in spec: chosen wording
    email: 'Email', // not in spec: chosen wording
    phone: 'Mobile Phone', // not in spec: chosen wording
    noPhone: 'No mobile number on file', // not in spec: chosen wording
    loyaltyCard: 'Loyalty Card', // not in spec: chosen wording
    noLoyaltyCard: 'No loyalty card linked', // not in spec: chosen wording
    memberSince: 'Member Since', // not in spec: chosen wording
    noMembership: 'Not a member', // not in spec: chosen wording
    linksHeading: 'Manage Your Account', // not in spec: chosen wording
    /** The other links name their pages by those pages' headings. */
    purchasesLink: 'Purchases', // not in spec: chosen wording
    changeStore: 'Change Preferred Store', // not in spec: chosen wording
    chooseStore: 'Choose a Preferred Store', // not in spec: chosen wording
  },
  preferredStore: {
    heading: 'Preferred Store', // not in spec: chosen wording
    current: 'Your Preferred Store', // not in spec: chosen wording
    none: "You haven't chosen a preferred store yet.", // not in spec: chosen wording (NO_PREFERRED_STORE)
    searchHeading: 'Find a Store', // not in spec: chosen wording
    searchLabel: 'ZIP Code', // not in spec: chosen wording
    searchHint: 'Stores of {banner} within 500 miles, nearest first.', // not in spec: chosen wording
    searching: 'Searching...', // not in spec: chosen wording
    results: 'Stores near {postalCode}', // not in spec: chosen wording
    search: 'Search', // not in spec: chosen wording
    viewDetails: 'View Details', // not in spec: chosen wording
    hideDetails: 'Hide Details', // not in spec: chosen wording
    makePreferred: 'Make This My Store', // not in spec: chosen wording
    services: 'Services', // not in spec: chosen wording
    storeNumber: 'Store #{storeNumber}', // not in spec: chosen wording
    updateFailed: "We couldn't update your preferred store. Please try again.", // not in spec: chosen wording
    distance: '{distance} miles away', // not in spec: chosen wording
    updated: 'Your preferred store was successfully updated.',
    noStores: 'No Stores were found within 500 Miles of the entered location!',
    searchUnavailable:
      "We're sorry, the search service is not available right now. Please try your search again later.",
  },
  membership: {
    heading: 'Membership', // not in spec: chosen wording
    active: 'Your {plan} membership is active.', // not in spec: chosen wording
    renewsOn: 'Your membership renews on {date} for {price}.', // not in spec: chosen wording
    trialEnds: 'Your free trial ends on {date}. You will then be charged {price}.', // not in spec: chosen wording
    endsOn: 'Your {plan} membership ends on {date}.', // not in spec: chosen wording
    manualRenewal: 'Renew by {date} to keep your benefits.', // not in spec: chosen wording
    pricePer30Days: '{price} every 30 days', // not in spec: chosen wording
    pricePer365Days: '{price} every 365 days', // not in spec: chosen wording
    regularPrice: 'Regular price {price}', // not in spec: chosen wording
    manage: 'Manage Membership', // not in spec: chosen wording
    yourPlan: 'Your Plan', // not in spec: chosen wording
    notMember: "You're not a member yet. Choose a plan for free or discounted Delivery and Pickup.", // not in spec: chosen wording
    plansHeading: 'Membership Plans', // not in spec: chosen wording
    sameDay: 'Same-day Delivery', // not in spec: chosen wording
    nextDay: 'Next-day Delivery', // not in spec: chosen wording
    plansLabel: '{plan} plans', // not in spec: chosen wording
    /** Issue 22: joining, cancelling and resuming a membership; none of it is in the spec. */
    joinOption: 'Join', // not in spec: chosen wording
    joinOptionLabel: 'Join {plan}, {price}', // not in spec: chosen wording
    joinTitle: 'Join {plan}', // not in spec: chosen wording
    joinCharge: 'You will be charged {price} today to your {card}.', // not in spec: chosen wording
    joinRenews: 'Your membership renews by itself on {date} until you cancel it.', // not in spec: chosen wording
    joinConfirm: 'Join and Pay {price}', // not in spec: chosen wording
    joining: 'Joining...', // not in spec: chosen wording
    notNow: 'Not Now', // not in spec: chosen wording
    noCard: 'Add a credit or debit card in My Wallet to join.', // not in spec: chosen wording
    goToWallet: 'Go to My Wallet', // not in spec: chosen wording
    joined: 'Welcome to {plan}! Your membership is active.', // not in spec: chosen wording
    declined: 'Your card was declined. Add another card in My Wallet, or try again later.', // not in spec: chosen wording
    expiredCard: 'Your card is expired. Update it in My Wallet to join.', // not in spec: chosen wording
    alreadyMember: 'You already have a membership.', // not in spec: chosen wording
    chargedTo: 'Charged to your {card}.', // not in spec: chosen wording
    cancel: 'Cancel Membership', // not in spec: chosen wording
    cancelTitle: 'Cancel {plan}?', // not in spec: chosen wording
    cancelBody: 'Your benefits stay until {date}. Your membership then ends, and you will not be charged again.', // not in spec: chosen wording
    cancelConfirm: 'Cancel Membership', // not in spec: chosen wording
    cancelling: 'Cancelling...', // not in spec: chosen wording
    keep: 'Keep Membership', // not in spec: chosen wording
    cancelled: 'Your membership is cancelled. Your benefits stay until {date}.', // not in spec: chosen wording
    resume: 'Keep My Membership', // not in spec: chosen wording
    resuming: 'Keeping Your Membership...', // not in spec: chosen wording
    resumed: 'Your membership renews by itself again on {date}.', // not in spec: chosen wording
    updateFailed: "We couldn't update your membership. Please try again.", // not in spec: chosen wording
  },
  ageVerification: {
    heading: 'Verify Your Age', // not in spec: chosen wording
    body: 'Some items in your order are age restricted. Enter your date of birth to continue.', // not in spec: chosen wording
    dateOfBirth: 'Date of Birth (MM/DD/YYYY)', // not in spec: chosen wording
    agreeToTerms: 'I agree to the Terms & Conditions', // not in spec: chosen wording
    viewTerms: 'View Terms & Conditions', // not in spec: chosen wording
    statePolicies: 'State alcohol sales policies', // not in spec: chosen wording
    submit: 'Continue',
    backToCart: 'Back to Cart',
    invalidDate: 'Please enter a valid date.',
    minimumAge: 'Items in your order require a minimum age of {minAge}.',
    termsRequired: 'Please agree to the Terms & Conditions.',
    termsHeading: 'Terms & Conditions', // not in spec: chosen wording
    termsBody:
      'By continuing, you confirm that you are of legal age to buy these items and agree to show a valid photo ID when you receive your order.', // not in spec: chosen wording
    termsClose: 'Close',
  },
  tipChange: {
    heading: 'Change Tip', // not in spec: chosen wording
    submit: 'Update Tip Amount',
    updated: 'Your tip amount was updated.', // not in spec: chosen wording
    failed: 'Something went wrong when updating your tip amount. Please try again.',
  },
  /** The carousel's own parts are components.dayCarousel; day labels come with the time-slot data. */
  dayPicker: {
    heading: 'Choose a Day', // not in spec: chosen wording
    noTimes: 'No times available', // not in spec: chosen wording
  },
} as const;

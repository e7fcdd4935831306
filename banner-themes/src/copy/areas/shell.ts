/**
 * Copy of the page shell every route shares: the header, the sign-in page, document titles and the
 * simple checkout layout (the footer is components.footer). `{banner}` is the banner's name, `{phone}` a formatted phone.
 */
export const shellCopy = {
  header: {
    skipToContent: 'Skip to main content', // not in spec: chosen wording
    homeLink: '{banner} home', // not in spec: chosen wording
    searchLabel: 'Search products', // not in spec: chosen wording
    searchPlaceholder: 'Search groceries', // not in spec: chosen wording
    searchSubmit: 'Search', // not in spec: chosen wording
    signIn: 'Sign In',
    account: 'Account', // not in spec: chosen wording
    signOut: 'Sign Out', // not in spec: chosen wording
    greeting: 'Hi, {firstName}', // not in spec: chosen wording
    cart: 'Cart', // not in spec: chosen wording
    cartWithCount: 'Cart, {count} items', // not in spec: chosen wording
    /** The shopping-mode button: opens the selector. */
    shoppingMode: {
      choose: 'Choose how to shop', // not in spec: chosen wording
      pickup: 'Pickup at {store}', // not in spec: chosen wording
      delivery: 'Delivery to {address}', // not in spec: chosen wording
      inStore: 'Shopping in {store}', // not in spec: chosen wording
      change: 'Change', // not in spec: chosen wording
    },
  },
  /** The sign-in page at /signin (CONTRACT.md). */
  signIn: {
    heading: 'Sign in to your account', // not in spec: chosen wording
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
    submitting: 'Signing In...', // not in spec: chosen wording
    failed: "The email or password you entered doesn't match our records. Please try again.", // not in spec: chosen wording
    emailRequired: 'Email is a required field.', // not in spec: chosen wording
    passwordRequired: 'Password is a required field.', // not in spec: chosen wording
  },
  /** Document titles. */
  pageTitles: {
    home: '{banner}', // not in spec: chosen wording
    signIn: 'Sign In - {banner}', // not in spec: chosen wording
    cart: 'Cart - {banner}', // not in spec: chosen wording
    modifyCart: 'Modify Order - {banner}', // not in spec: chosen wording
    search: 'Search Results for "{query}" - {banner}', // not in spec: chosen wording
    account: 'Account - {banner}', // not in spec: chosen wording
    addresses: 'Addresses - {banner}', // not in spec: chosen wording
    preferences: 'Communication Preferences - {banner}', // not in spec: chosen wording
    wallet: 'Wallet - {banner}', // not in spec: chosen wording
    scheduling: 'Checkout Scheduling - {banner}',
    payment: 'Checkout Payment - {banner}',
    confirmed: 'Checkout Confirmed - {banner}',
    notFound: 'Page Not Found - {banner}', // not in spec: chosen wording
    orderError: 'Order Not Completed - {banner}', // not in spec: chosen wording
  },
  /** The simple layout of the checkout pages. */
  simpleLayout: {
    back: 'Back',
    homeLink: 'Go to the {banner} home page', // not in spec: chosen wording
  },
} as const;

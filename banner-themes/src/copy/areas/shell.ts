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
    cartWithCount: { one: 'Cart, {count} item', other: 'Cart, {count} items' }, // not in spec: chosen wording
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
    preferredStore: 'Preferred Store - {banner}', // not in spec: chosen wording
    preferences: 'Communication Preferences - {banner}', // not in spec: chosen wording
    wallet: 'Wallet - {banner}', // not in spec: chosen wording
    scheduling: 'Checkout Scheduling - {banner}',
    payment: 'Checkout Payment - {banner}',
    confirmed: 'Checkout Confirmed - {banner}',
    notFound: 'Page Not Found - {banner}', // not in spec: chosen wording
    orderError: 'Order Not Completed - {banner}', // not in spec: chosen wording
  },
  /**
   * Meta descriptions, one per route (what search results show under a page's title), keyed like the
   * storefront's route table; `default` covers a page without its own. Not in spec: chosen wording.
   */
  pageDescriptions: {
    default: 'Shop {banner} online: groceries for pickup, delivery or in store.',
    home: 'Shop {banner} online: fresh groceries and everyday essentials for pickup, delivery or in store.',
    search: 'Search {banner} groceries by name, brand or department and add them to your cart.',
    signIn: 'Sign in to your {banner} account to shop, schedule pickup or delivery and check out.',
    cart: 'Review the items in your {banner} cart, change quantities and continue to checkout.',
    shoppingMode: 'Choose how you shop at {banner}: your shopping mode, and the store or address it uses.', // not in spec: chosen wording
    shoppingCart: 'Your {banner} shopping cart: the items you picked, their quantities and your total.',
    modifyCart: 'Change the items of your {banner} order before it is prepared.',
    scheduling: 'Choose a pickup or delivery time for your {banner} order.',
    checkout: 'Check out your {banner} order: time, payment and order review.',
    orderComplete: 'Your {banner} order is confirmed: see its time, items and total.',
    orderRejected: 'Your {banner} order could not be completed.',
    accountDashboard: 'Your {banner} account: profile, addresses, wallet, preferences and purchases.',
    accountAddresses: 'Manage the delivery addresses of your {banner} account.',
    accountAddress: 'Add or edit a delivery address of your {banner} account.',
    accountPreferredStore: 'Find a {banner} store near you and make it your preferred store.',
    emailPreferences: 'Choose which emails {banner} sends you.',
    accountCreate: 'Create a {banner} account to shop online, save addresses and check out faster.', // not in spec: chosen wording
    accountVerify: 'Verify the email of your {banner} account.', // not in spec: chosen wording
    forgotPassword: 'Get a link to reset the password of your {banner} account.', // not in spec: chosen wording
    resetPassword: 'Set a new password for your {banner} account.', // not in spec: chosen wording
    smsPreferences: 'Choose which text messages {banner} sends you.',
    membership: 'Your {banner} delivery membership: plan, benefits and renewal.',
    myPurchases: 'Your {banner} purchases: orders in progress and past orders.',
    pendingPurchase: 'The details of your {banner} order in progress.',
    startMyCart: 'Start your {banner} cart with popular groceries.',
    gotEverything: 'Last-minute {banner} items before you check out.',
    digitalFaqs: 'Answers to common questions about shopping {banner} online.',
    privacyPolicy: 'How {company} collects, uses and protects your information, and your privacy choices.',
    snapEbtFaq: 'How to pay for {banner} groceries with SNAP EBT online.',
    accessibility: 'The {banner} accessibility statement and how to get help.',
    alcoholSales: 'The terms of buying alcohol from {banner}.',
    notFound: "This {banner} page doesn't exist. Go back or head to the homepage.",
    wallet: 'Your {banner} wallet: saved cards, SNAP EBT and gift cards.',
  },
  /** The simple layout of the checkout pages. */
  simpleLayout: {
    back: 'Back',
    homeLink: 'Go to the {banner} home page', // not in spec: chosen wording
  },
} as const;

/**
 * Copy of the storefront's own pages and islands that no other area holds: the titles and headings of
 * routes the shell does not name, the short text of the content pages, the product catalogue on the
 * home and search pages, and the header's menus. `{banner}` is the banner's name, `{phone}` a
 * formatted phone, `{query}` the search text, `{product}` a product name, `{modality}` a shopping mode.
 */
export const storefrontCopy = {
  /** Document titles of routes shell.pageTitles does not name. */
  pageTitles: {
    search: 'Search - {banner}', // not in spec: chosen wording (the static page, before a query is read)
    address: 'Address - {banner}', // not in spec: chosen wording
    smsPreferences: 'Text Message Preferences - {banner}', // not in spec: chosen wording
    membership: 'Membership - {banner}', // not in spec: chosen wording
    shoppingMode: 'How are you shopping today? - {banner}', // not in spec: the selector's heading (SEL-003) as a title
    myPurchases: 'My Purchases - {banner}', // not in spec: chosen wording
    pendingPurchase: 'Order Details - {banner}', // not in spec: chosen wording
    startMyCart: 'Start My Cart - {banner}', // not in spec: chosen wording
    gotEverything: 'Got Everything? - {banner}', // not in spec: chosen wording
    digitalFaqs: 'Digital FAQs - {banner}', // not in spec: chosen wording
    privacyPolicy: 'Privacy Policy - {banner}', // not in spec: chosen wording
    snapEbtFaq: 'SNAP EBT FAQ - {banner}', // not in spec: chosen wording
    accessibility: 'Accessibility Statement - {banner}', // not in spec: chosen wording
    alcoholSales: 'Alcohol Sales Policies - {banner}', // not in spec: chosen wording
    redirecting: 'Redirecting - {banner}', // not in spec: chosen wording
    product: '{product} - {banner}', // not in spec: chosen wording
    department: '{department} - {banner}', // not in spec: chosen wording
    departmentPage: '{department}, page {page} - {banner}', // not in spec: chosen wording
  },
  /** Meta descriptions of the product and department pages. */
  pageDescriptions: {
    product: '{product} by {brand}, {size}. Shop {banner} online for pickup, delivery or in store.', // not in spec: chosen wording
    department: 'Shop {department} at {banner}: {count} products for pickup, delivery or in store.', // not in spec: chosen wording
  },
  /** Visible page headings (h1). */
  headings: {
    home: 'Welcome to {banner}', // not in spec: chosen wording
    search: 'Search Results', // not in spec: chosen wording
    cart: 'Cart', // not in spec: chosen wording
    modifyCart: 'Modify Order', // not in spec: chosen wording
    scheduling: 'Schedule your order',
    checkout: 'Payment details',
    modifyCheckout: 'Complete your order',
    orderComplete: 'Order Confirmed', // not in spec: chosen wording
    account: 'Account', // not in spec: chosen wording
    addresses: 'Addresses', // not in spec: chosen wording
    address: 'Add New Address',
    preferredStore: 'Preferred Store', // not in spec: chosen wording
    emailPreferences: 'Email Preferences', // not in spec: chosen wording
    smsPreferences: 'Text Message Preferences', // not in spec: chosen wording
    membership: 'Membership', // not in spec: chosen wording
    myPurchases: 'My Purchases', // not in spec: chosen wording
    pendingPurchase: 'Order Details', // not in spec: chosen wording
    startMyCart: 'Start My Cart', // not in spec: chosen wording
    gotEverything: 'Got everything?', // not in spec: chosen wording
    digitalFaqs: 'Digital FAQs', // not in spec: chosen wording
    privacyPolicy: 'Privacy Policy', // not in spec: chosen wording
    snapEbtFaq: 'SNAP EBT FAQ', // not in spec: chosen wording
    accessibility: 'Accessibility Statement', // not in spec: chosen wording
    alcoholSales: 'Alcohol Sales Policies', // not in spec: chosen wording
  },
  /** Short text of the content-only pages (the full legal texts come from the retailer later). */
  content: {
    digitalFaqs:
      'Answers to common questions about shopping online with {banner}: pickup, delivery, digital coupons and your account.', // not in spec: chosen wording
    privacyPolicy:
      '{company} respects your privacy. This policy explains what information we collect when you shop with {banner} and how we use it.', // not in spec: chosen wording
    snapEbtFaq:
      'You can pay for eligible items with your SNAP EBT card when you order for pickup or delivery from {banner}.', // not in spec: chosen wording
    accessibility:
      '{company} wants everyone to be able to shop with {banner}. If you have trouble using this site, we are here to help.', // not in spec: chosen wording
    alcoholSales:
      'Alcohol sales follow the laws of each state. You must be at least 21 years old and show a valid ID when you receive alcohol.', // not in spec: chosen wording
    privacyChoices:
      'You can choose which cookies and similar technologies {banner} may use, and opt out of the sale or sharing of your personal information.', // not in spec: chosen wording
    washingtonHealthData:
      'This notice explains how {company} collects and shares consumer health data of Washington residents.', // not in spec: chosen wording
    redirecting: 'Taking you to your wallet.', // not in spec: chosen wording
    walletLink: 'Go to your wallet', // not in spec: chosen wording
  },
  /**
   * The home page's deals (issue 22), built from the catalogue: the promo codes the cart takes (CONTRACT.md
   * 'Promo codes') and the products on sale (their regular price in productPage.regularPrice's words).
   */
  /** The home page's first block, under its heading (issue 22). */
  hero: {
    /** A banner that sells online. */
    leadOnline: 'Fresh groceries and everyday essentials, ordered online and ready when you are.', // not in spec: chosen wording
    /** A banner that sells in its stores only. */
    leadInStore: 'Fresh groceries and everyday essentials at a store near you.', // not in spec: chosen wording
    seeDeals: "See This Week's Deals", // not in spec: chosen wording (a link to the deals below)
  },
  deals: {
    heading: "This Week's Deals", // not in spec: chosen wording
    codesHeading: 'Promo codes', // not in spec: chosen wording
    codes: [
      { code: 'SAVE5', terms: '$5.00 off an order of $35 or more' }, // CONTRACT.md
      { code: 'FRESH10', terms: '10% off produce' }, // CONTRACT.md
    ],
    codesHint: 'Enter a code in your cart.', // not in spec: chosen wording
    onSaleHeading: 'On sale now', // not in spec: chosen wording
  },
  /** The product catalogue on the home, search and shopping pages. */
  catalogue: {
    departments: 'Shop by Department', // not in spec: chosen wording
    featured: 'Featured Products', // not in spec: chosen wording
    /** The home page's row of what a signed-in shopper has ordered before (issue 22). */
    buyItAgain: 'Buy it again', // not in spec: chosen wording
    resultsFor: 'Results for "{query}"', // not in spec: chosen wording
    resultCount: '{count} products', // not in spec: chosen wording
    resultCountOne: '{count} product', // not in spec: chosen wording
    noResults: 'We couldn\'t find any products for "{query}".', // not in spec: chosen wording
    emptyQuery: 'Type what you are looking for in the search box.', // not in spec: chosen wording
    loading: 'Loading products...', // not in spec: chosen wording
    addToCart: 'Add to cart', // CONTRACT.md
    adding: 'Adding...', // not in spec: chosen wording
    added: '{product} was added to your {modality} cart.', // not in spec: chosen wording
    removed: '{product} was removed from your {modality} cart.', // not in spec: chosen wording
    addFailed: "We couldn't add {product} to your cart. Please try again.", // not in spec: chosen wording
    chooseModeFirst: 'Choose how you are shopping to add items to your cart.', // not in spec: chosen wording
    ageRestricted: 'Age restricted', // not in spec: chosen wording
    snapEligible: 'SNAP eligible', // not in spec: chosen wording
    correctedQuery: 'Showing results for "{query}"', // not in spec: chosen wording
    refine: 'Refine results', // not in spec: chosen wording
    sortBy: 'Sort by', // not in spec: chosen wording
    sorts: {
      relevance: 'Best match', // not in spec: chosen wording
      price: 'Price: low to high', // not in spec: chosen wording
      'price-desc': 'Price: high to low', // not in spec: chosen wording
      'unit-price': 'Unit price', // not in spec: chosen wording
    },
    departmentFacet: 'Department', // not in spec: chosen wording
    brandFacet: 'Brand', // not in spec: chosen wording
    offersFacet: 'Offers', // not in spec: chosen wording
    onSale: 'On sale', // not in spec: chosen wording
    dietaryFacet: 'Dietary', // not in spec: chosen wording
    dietary: {
      organic: 'Organic', // not in spec: chosen wording
      vegan: 'Vegan', // not in spec: chosen wording
      'gluten-free': 'Gluten free', // not in spec: chosen wording
      'dairy-free': 'Dairy free', // not in spec: chosen wording
      kosher: 'Kosher', // not in spec: chosen wording
    },
    facetCount: '{label} ({count})', // not in spec: chosen wording
    clearFilters: 'Clear filters', // not in spec: chosen wording
    pages: 'Result pages', // not in spec: chosen wording
    previousPage: 'Previous page', // not in spec: chosen wording
    nextPage: 'Next page', // not in spec: chosen wording
    pageOf: 'Page {page} of {pages}', // not in spec: chosen wording
  },
  /** A product's own page (/products/{gtin13}-{name}). */
  productPage: {
    breadcrumb: 'Breadcrumb', // not in spec: chosen wording (the trail's navigation landmark)
    home: 'Home', // not in spec: chosen wording
    size: 'Size: {size}', // not in spec: chosen wording
    unitPrice: '{price} / {measure}', // not in spec: chosen wording
    storePriceLoading: 'Checking the price at your store...', // not in spec: chosen wording
    storePrice: 'Price at your store', // not in spec: chosen wording
    regularPrice: 'Regular price {price}', // not in spec: chosen wording
    snapEligible: 'SNAP EBT eligible', // not in spec: chosen wording
    notSnapEligible: 'Not SNAP EBT eligible', // not in spec: chosen wording
    ageRestricted: 'Age restricted: you must be {age} or older to buy this item, with a valid ID when you receive it.', // not in spec: chosen wording
    quantity: 'Quantity of {product}', // not in spec: chosen wording
    decrease: 'Decrease quantity', // not in spec: chosen wording
    increase: 'Increase quantity', // not in spec: chosen wording
    substitutionsHeading: 'Substitutions', // not in spec: chosen wording
    substitutions:
      'If this item is out of stock, your shopper picks a similar one (Substitutions allowed). You can change this for each item in your cart.', // not in spec: chosen wording, with the spec's 'Substitutions allowed'
    notSoldFor: 'Not available for {modalities}.', // not in spec: chosen wording
    nutritionHeading: 'Nutrition Facts', // FDA label wording
    servingSize: 'Serving size', // FDA label wording
    servingsPerContainer: '{servings} servings per container', // FDA label wording
    amountPerServing: 'Amount per serving', // FDA label wording
    nutrient: 'Nutrient', // not in spec: chosen wording (the table's column heading)
    amount: 'Amount', // not in spec: chosen wording (the table's column heading)
    dailyValue: '% Daily Value', // FDA label wording
    calories: 'Calories', // FDA label wording
    totalFat: 'Total Fat', // FDA label wording
    saturatedFat: 'Saturated Fat', // FDA label wording
    transFat: 'Trans Fat', // FDA label wording
    cholesterol: 'Cholesterol', // FDA label wording
    sodium: 'Sodium', // FDA label wording
    totalCarbohydrate: 'Total Carbohydrate', // FDA label wording
    dietaryFiber: 'Dietary Fiber', // FDA label wording
    totalSugars: 'Total Sugars', // FDA label wording
    addedSugars: 'Includes {amount} Added Sugars', // FDA label wording
    protein: 'Protein', // FDA label wording
    dailyValueNote:
      'The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.', // FDA label wording
    ingredientsHeading: 'Ingredients', // not in spec: chosen wording
    noNutrition: 'This item has no Nutrition Facts.', // not in spec: chosen wording
    relatedHeading: 'Related Items', // not in spec: chosen wording
    departmentLink: 'More from {department}', // not in spec: chosen wording
  },
  /** A department's page (/department/{id}). */
  departmentPage: {
    subCategories: 'Categories', // not in spec: chosen wording
    subCategory: '{category} ({count})', // not in spec: chosen wording
    otherProducts: 'More products', // not in spec: chosen wording (products without a sub-category)
    pages: 'Department pages', // not in spec: chosen wording
    allProducts: 'Everything in {department}', // not in spec: chosen wording (a page rendered on demand: one section)
  },
  /** The header's menus. */
  header: {
    accountMenu: 'Account menu', // not in spec: chosen wording
    myAccount: 'My Account', // not in spec: chosen wording
    purchases: 'Purchases', // not in spec: chosen wording
    shoppingModeMenu: 'How are you shopping?', // not in spec: chosen wording
    shopping: 'Shopping {modality}', // not in spec: chosen wording (the button once a mode is chosen)
    /** The cart kept in reach once a product is added with the header scrolled away (issue 22). */
    addedToCart: 'Added {product}', // not in spec: chosen wording
    /** Suggestions under the search box while the shopper types (issue 22; a WAI-ARIA combobox). */
    suggestions: {
      label: 'Search suggestions', // not in spec: chosen wording (the list's accessible name)
      /** Said to screen readers when the list changes. */
      count: {
        one: '1 suggestion. Use the up and down arrows to choose.', // not in spec: chosen wording
        other: '{count} suggestions. Use the up and down arrows to choose.', // not in spec: chosen wording
      },
      none: 'No suggestions for "{query}". Press Enter to search.', // not in spec: chosen wording
      /** A department's option: the shopper's words in that department. */
      inDepartment: '{query} in {department}', // not in spec: chosen wording
      /** The last option: search for the words as typed. */
      searchFor: 'Search for "{query}"', // not in spec: chosen wording
    },
  },
  /** The cart's store control (SEL-029) while the shopper has not chosen a store yet (a guest's first cart). */
  cartStore: {
    choose: 'Choose a Store', // not in spec: chosen wording (SEL-029's 'Change Store' once a store is chosen)
  },
  /** Shown on the sign-in page after a session ended (ERR-018 to ERR-020 redirect here). */
  signIn: {
    signedOut: 'You have been signed out.', // not in spec: chosen wording
  },
} as const;

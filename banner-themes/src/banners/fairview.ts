import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'fairview',
  name: 'Fairview Markets',
  companyName: 'Fairview Markets, Inc.',
  domain: 'fairviewmarkets.example',
  tenantName: 'fairview',
  xBannerName: 'fairview',
  storeLocatorBrand: 'FAIRVIEW',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8335550136',
  screenReaderHelpPhone: '8335550137',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Digital Coupons', 'Weekly Ad', 'Recipes & Inspiration', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'fairview.svg', width: 145, height: 44, alt: 'Fairview Markets home' },
  fontFamily: 'Libre Franklin',
  theme: {
    color: {
      brand: '#9c1f6e',
      brandStrong: '#7c1858',
      brandSurface: '#f9e8f2',
      accent: '#005f73',
      link: '#9c1f6e',
      focusRing: '#005f73',
    },
    radius: { sm: '6px', md: '12px', lg: '16px' },
  },
  copy: {},
});

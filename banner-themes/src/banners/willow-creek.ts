import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'willow-creek',
  name: 'Willow Creek Market',
  companyName: 'Willow Creek Market, Inc.',
  domain: 'willowcreekmarket.example',
  tenantName: 'willow-creek',
  xBannerName: 'willow_creek',
  storeLocatorBrand: 'WILLOW_CREEK',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8775550126',
  screenReaderHelpPhone: '8775550127',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Recipes & Inspiration', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'willow-creek.svg', width: 175, height: 44, alt: 'Willow Creek Market home' },
  fontFamily: 'Manrope',
  theme: {
    color: {
      brand: '#3b6b55',
      brandStrong: '#2d5342',
      brandSurface: '#e8f1ec',
      accent: '#7b3f8c',
      link: '#2f5d8a',
      focusRing: '#7b3f8c',
    },
    radius: { sm: '6px', md: '12px', lg: '16px' },
  },
  copy: {},
});

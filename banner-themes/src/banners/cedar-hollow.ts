import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'cedar-hollow',
  name: 'Cedar Hollow Grocers',
  companyName: 'Cedar Hollow Grocers, Inc.',
  domain: 'cedarhollow.example',
  tenantName: 'cedar-hollow',
  xBannerName: 'cedar_hollow',
  storeLocatorBrand: 'CEDAR_HOLLOW',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8555550120',
  screenReaderHelpPhone: '8555550121',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: true,
  unavailableRoutes: [],
  logo: { file: 'cedar-hollow.svg', width: 177, height: 68, alt: 'Cedar Hollow Grocers home' },
  fontFamily: 'Public Sans',
  theme: {
    color: {
      brand: '#7a3e1d',
      brandStrong: '#5f2f15',
      brandSurface: '#f5ece6',
      accent: '#2f6f6a',
      link: '#7a3e1d',
      focusRing: '#2f6f6a',
      surfaceSunken: '#f5f1ec',
    },
    radius: { sm: '2px', md: '2px', lg: '4px' },
  },
  copy: {},
});

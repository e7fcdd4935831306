import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'golden-acre',
  name: 'Golden Acre Foods',
  companyName: 'Golden Acre Foods LLC',
  domain: 'goldenacrefoods.example',
  tenantName: 'golden-acre',
  xBannerName: 'golden_acre',
  storeLocatorBrand: 'GOLDEN_ACRE',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8335550124',
  screenReaderHelpPhone: '8335550125',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Recipes & Inspiration'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: ['/membership'],
  logo: { file: 'golden-acre.svg', width: 172, height: 44, alt: 'Golden Acre Foods home' },
  fontFamily: 'Figtree',
  theme: {
    color: {
      brand: '#735700',
      brandStrong: '#594300',
      brandSurface: '#f8f1db',
      accent: '#8a2e1f',
      link: '#6b5100',
      focusRing: '#8a2e1f',
      surfaceSunken: '#f7f4ea',
    },
    radius: { sm: '6px', md: '12px', lg: '16px' },
  },
  copy: {},
});

import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'silver-lake',
  name: 'Silver Lake Fresh',
  companyName: 'Silver Lake Fresh LLC',
  domain: 'silverlakefresh.example',
  tenantName: 'silver-lake',
  xBannerName: 'silver_lake',
  storeLocatorBrand: 'SILVER_LAKE',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8445550134',
  screenReaderHelpPhone: '8445550135',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Recipes & Inspiration'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: ['/membership'],
  logo: { file: 'silver-lake.svg', width: 172, height: 44, alt: 'Silver Lake Fresh home' },
  fontFamily: 'Rubik',
  theme: {
    color: {
      brand: '#37474f',
      brandStrong: '#263238',
      brandSurface: '#eceff1',
      accent: '#c4322a',
      link: '#1f5fa8',
      focusRing: '#c4322a',
      surfaceSunken: '#f1f3f4',
    },
    radius: { md: '4px', lg: '6px' },
  },
  copy: {},
});

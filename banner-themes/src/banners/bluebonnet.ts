import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'bluebonnet',
  name: 'Bluebonnet Market',
  companyName: 'Bluebonnet Market Stores LLC',
  domain: 'bluebonnetmarket.example',
  tenantName: 'bluebonnet',
  xBannerName: 'bluebonnet',
  storeLocatorBrand: 'BLUEBONNET',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8445550110',
  screenReaderHelpPhone: '8445550111',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: true,
  unavailableRoutes: [],
  logo: { file: 'bluebonnet.svg', width: 168, height: 44, alt: 'Bluebonnet Market home' },
  fontFamily: 'Work Sans',
  theme: {
    color: {
      brand: '#2f45a8',
      brandStrong: '#23358a',
      brandSurface: '#e9ecfa',
      accent: '#8a2c8f',
      link: '#2f45a8',
      focusRing: '#8a2c8f',
    },
    radius: { sm: '6px', md: '20px', lg: '24px' },
  },
  copy: {},
});

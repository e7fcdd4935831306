import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'bayview',
  name: 'Bayview Market',
  companyName: 'Bayview Market Corporation',
  domain: 'bayviewmarket.example',
  tenantName: 'bayview',
  xBannerName: 'bayview',
  storeLocatorBrand: 'BAYVIEW',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8445550122',
  screenReaderHelpPhone: '8445550123',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Digital Coupons', 'Weekly Ad', 'Boost Offers'],
  allowsPickupInstructions: true,
  showsEmailDealsOptIn: false,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'bayview.svg', width: 133, height: 44, alt: 'Bayview Market home' },
  fontFamily: 'Inter',
  theme: {
    color: {
      brand: '#006477',
      brandStrong: '#004d5c',
      brandSurface: '#e0f2f5',
      accent: '#b83227',
      link: '#006477',
      focusRing: '#b83227',
    },
    radius: { sm: '6px', md: '20px', lg: '24px' },
  },
  copy: {},
});

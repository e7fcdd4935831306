import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'lakeside',
  name: 'Lakeside Fresh',
  companyName: 'Lakeside Fresh Markets, Inc.',
  domain: 'lakesidefresh.example',
  tenantName: 'lakeside',
  xBannerName: 'lakeside',
  storeLocatorBrand: 'LAKESIDE',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8775550102',
  screenReaderHelpPhone: '8775550103',
  membershipPlanTitles: {
    BST: 'Lakeside Plus',
    HTEL: 'Lakeside Plus',
    BSTL: 'Lakeside Plus Basic',
    HTPL: 'Lakeside Plus Basic',
  },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Lakeside Plus Offers'],
  allowsPickupInstructions: true,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'lakeside.svg', width: 145, height: 44, alt: 'Lakeside Fresh home' },
  fontFamily: 'Inter',
  theme: {
    color: {
      brand: '#00677d',
      brandStrong: '#004f60',
      brandSurface: '#e2f2f5',
      accent: '#c2410c',
      link: '#00677d',
      focusRing: '#00677d',
    },
    radius: { sm: '6px', md: '12px', lg: '16px' },
  },
  copy: {},
});

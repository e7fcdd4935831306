import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'redwood',
  name: 'Redwood Grocers',
  companyName: 'Redwood Grocers Co-operative',
  domain: 'redwoodgrocers.example',
  tenantName: 'redwood',
  xBannerName: 'redwood',
  storeLocatorBrand: 'REDWOOD',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8555550132',
  screenReaderHelpPhone: '8555550133',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: true,
  unavailableRoutes: [],
  logo: { file: 'redwood.svg', width: 133, height: 44, alt: 'Redwood Grocers home' },
  fontFamily: 'Work Sans',
  theme: {
    color: {
      brand: '#8b2b1f',
      brandStrong: '#6e2218',
      brandSurface: '#f9ebe8',
      accent: '#37474f',
      link: '#8b2b1f',
      focusRing: '#37474f',
    },
    radius: { sm: '2px', md: '2px', lg: '4px' },
  },
  copy: {},
});

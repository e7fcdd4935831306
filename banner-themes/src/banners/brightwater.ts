import { defineBanner } from '../define.ts';

/** Grocery banner with no online shopping capability. */
export default defineBanner({
  id: 'brightwater',
  name: 'Brightwater Provisions',
  companyName: 'Brightwater Provisions, Inc.',
  domain: 'brightwater.example',
  tenantName: 'brightwater',
  xBannerName: 'brightwater',
  storeLocatorBrand: 'BRIGHTWATER',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: false, DELIVERY: false, IN_STORE: false },
  hasLink: true,
  customerServicePhone: '8335550148',
  screenReaderHelpPhone: '8335550149',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Recipes & Inspiration', 'Digital Coupons'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'brightwater.svg', width: 172, height: 44, alt: 'Brightwater Provisions home' },
  fontFamily: 'Public Sans',
  theme: {
    color: {
      brand: '#005f8f',
      brandStrong: '#004a70',
      brandSurface: '#e2f0f8',
      accent: '#8c2f5c',
      link: '#005f8f',
      focusRing: '#8c2f5c',
    },
    radius: { sm: '6px', md: '12px', lg: '16px' },
  },
  copy: {},
});

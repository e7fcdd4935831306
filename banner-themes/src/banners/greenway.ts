import { defineBanner } from '../define.ts';

/** The default banner. */
export default defineBanner({
  id: 'greenway',
  name: 'Greenway Market',
  companyName: 'Greenway Market Stores, Inc.',
  domain: 'greenwaymarket.example',
  tenantName: 'greenway',
  xBannerName: 'greenway',
  storeLocatorBrand: 'GREENWAY',
  isDefault: true,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8005550100',
  screenReaderHelpPhone: '8005550101',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Recipes & Inspiration', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: true,
  unavailableRoutes: [],
  logo: { file: 'greenway.svg', width: 160, height: 40, alt: 'Greenway Market home' },
  fontFamily: 'Public Sans',
  theme: {},
  copy: {},
});

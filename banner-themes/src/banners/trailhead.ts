import { defineBanner } from '../define.ts';

/** Gas-station banner: no storefront link, no shopping capability. */
export default defineBanner({
  id: 'trailhead',
  name: 'Trailhead Fuel & Market',
  companyName: 'Trailhead Fuel & Market Co.',
  domain: 'trailheadfuel.example',
  tenantName: 'trailhead',
  xBannerName: 'trailhead',
  storeLocatorBrand: 'TRAILHEAD',
  isDefault: false,
  kind: 'gas-station',
  capabilities: { PICKUP: false, DELIVERY: false, IN_STORE: false },
  hasLink: false,
  customerServicePhone: '8555550156',
  screenReaderHelpPhone: '8555550157',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Fuel Rewards', 'Weekly Ad', 'Digital Coupons'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'trailhead.svg', width: 169, height: 44, alt: 'Trailhead Fuel & Market home' },
  fontFamily: 'DM Sans',
  theme: {
    color: {
      brand: '#4a5a1e',
      brandStrong: '#3a4718',
      brandSurface: '#eef2e2',
      accent: '#9a3412',
      link: '#4a5a1e',
      focusRing: '#9a3412',
    },
    radius: { md: '4px', lg: '6px' },
  },
  copy: {},
});

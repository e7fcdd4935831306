import { defineBanner } from '../define.ts';

/** Grocery banner, in-store only. */
export default defineBanner({
  id: 'kettle-corner',
  name: 'Kettle Corner Market',
  companyName: 'Kettle Corner Market Co.',
  domain: 'kettlecorner.example',
  tenantName: 'kettle-corner',
  xBannerName: 'kettle_corner',
  storeLocatorBrand: 'KETTLE_CORNER',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: false, DELIVERY: false, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8555550144',
  screenReaderHelpPhone: '8555550145',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Recipes & Inspiration'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'kettle-corner.svg', width: 177, height: 44, alt: 'Kettle Corner Market home' },
  fontFamily: 'Rubik',
  theme: {
    color: {
      brand: '#8a3b12',
      brandStrong: '#6c2e0e',
      brandSurface: '#f8ece4',
      accent: '#2d5b7a',
      link: '#8a3b12',
      focusRing: '#2d5b7a',
      surfaceSunken: '#f6f1ec',
    },
    radius: { sm: '6px', md: '12px', lg: '16px' },
  },
  copy: {},
});

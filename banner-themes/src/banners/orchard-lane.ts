import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'orchard-lane',
  name: 'Orchard Lane Market',
  companyName: 'Orchard Lane Market Co.',
  domain: 'orchardlane.example',
  tenantName: 'orchard-lane',
  xBannerName: 'orchard_lane',
  storeLocatorBrand: 'ORCHARD_LANE',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8335550112',
  screenReaderHelpPhone: '8335550113',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Digital Coupons', 'Weekly Ad', 'Recipes & Inspiration', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'orchard-lane.svg', width: 175, height: 44, alt: 'Orchard Lane Market home' },
  fontFamily: 'Rubik',
  theme: {
    color: {
      brand: '#7a1f3d',
      brandStrong: '#5e1730',
      brandSurface: '#f7e8ed',
      accent: '#2f6b2a',
      link: '#7a1f3d',
      focusRing: '#2f6b2a',
      surfaceSunken: '#f6f2ef',
    },
    radius: { sm: '6px', md: '12px', lg: '16px' },
  },
  copy: {},
});

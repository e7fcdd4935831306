import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'stonebridge',
  name: 'Stonebridge Foods',
  companyName: 'Stonebridge Foods Corporation',
  domain: 'stonebridgefoods.example',
  tenantName: 'stonebridge',
  xBannerName: 'stonebridge',
  storeLocatorBrand: 'STONEBRIDGE',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8775550138',
  screenReaderHelpPhone: '8775550139',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'stonebridge.svg', width: 172, height: 44, alt: 'Stonebridge Foods home' },
  fontFamily: 'Source Sans 3',
  theme: {
    color: {
      brand: '#44546a',
      brandStrong: '#333f50',
      brandSurface: '#eceff3',
      accent: '#b34700',
      link: '#2c5aa0',
      focusRing: '#b34700',
    },
    radius: { sm: '2px', md: '2px', lg: '4px' },
  },
  copy: {},
});

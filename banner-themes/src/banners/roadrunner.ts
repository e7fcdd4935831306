import { defineBanner } from '../define.ts';

/** Gas-station banner: no storefront link, in-store only. */
export default defineBanner({
  id: 'roadrunner',
  name: 'Roadrunner Mart',
  companyName: 'Roadrunner Fuel Stops LLC',
  domain: 'roadrunnermart.example',
  tenantName: 'roadrunner',
  xBannerName: 'roadrunner',
  storeLocatorBrand: 'ROADRUNNER',
  isDefault: false,
  kind: 'gas-station',
  capabilities: { PICKUP: false, DELIVERY: false, IN_STORE: true },
  hasLink: false,
  customerServicePhone: '8665550154',
  screenReaderHelpPhone: '8665550155',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Fuel Rewards', 'Digital Coupons', 'Weekly Ad'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'roadrunner.svg', width: 168, height: 44, alt: 'Roadrunner Mart home' },
  fontFamily: 'Work Sans',
  theme: {
    color: {
      brand: '#0047ab',
      brandStrong: '#00378a',
      brandSurface: '#e6eefa',
      accent: '#a84300',
      link: '#0047ab',
      focusRing: '#a84300',
    },
    radius: { sm: '2px', md: '2px', lg: '4px' },
  },
  copy: {},
});

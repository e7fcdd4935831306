import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'riverbend',
  name: 'Riverbend Market',
  companyName: 'Riverbend Market Holdings LLC',
  domain: 'riverbendmarket.example',
  tenantName: 'riverbend',
  xBannerName: 'riverbend',
  storeLocatorBrand: 'RIVERBEND',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8665550118',
  screenReaderHelpPhone: '8665550119',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Recipes & Inspiration'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'riverbend.svg', width: 156, height: 44, alt: 'Riverbend Market home' },
  fontFamily: 'Karla',
  theme: {
    color: {
      brand: '#2a5d8f',
      brandStrong: '#1f4870',
      brandSurface: '#e6eef6',
      accent: '#a94700',
      link: '#2a5d8f',
      focusRing: '#a94700',
    },
    radius: { md: '4px', lg: '6px' },
  },
  copy: {},
});

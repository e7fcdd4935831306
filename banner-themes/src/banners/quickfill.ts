import { defineBanner } from '../define.ts';

/** Gas-station banner: no storefront link, in-store only. */
export default defineBanner({
  id: 'quickfill',
  name: 'Quickfill Market',
  companyName: 'Quickfill Fuel & Market, Inc.',
  domain: 'quickfill.example',
  tenantName: 'quickfill',
  xBannerName: 'quickfill',
  storeLocatorBrand: 'QUICKFILL',
  isDefault: false,
  kind: 'gas-station',
  capabilities: { PICKUP: false, DELIVERY: false, IN_STORE: true },
  hasLink: false,
  customerServicePhone: '8005550152',
  screenReaderHelpPhone: '8005550153',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Fuel Rewards', 'Weekly Ad', 'Digital Coupons'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'quickfill.svg', width: 156, height: 44, alt: 'Quickfill Market home' },
  fontFamily: 'Inter',
  theme: {
    color: {
      brand: '#c8102e',
      brandStrong: '#a00d25',
      brandSurface: '#fdeaed',
      accent: '#1f3a93',
      link: '#1f3a93',
      focusRing: '#1f3a93',
    },
    radius: { sm: '6px', md: '20px', lg: '24px' },
  },
  copy: {},
});

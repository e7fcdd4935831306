import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'sunfield',
  name: 'Sunfield Market',
  companyName: 'Sunfield Market LLC',
  domain: 'sunfieldmarket.example',
  tenantName: 'sunfield',
  xBannerName: 'sunfield',
  storeLocatorBrand: 'SUNFIELD',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8005550104',
  screenReaderHelpPhone: '8005550105',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Recipes & Inspiration', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'sunfield.svg', width: 145, height: 44, alt: 'Sunfield Market home' },
  fontFamily: 'Figtree',
  theme: {
    color: {
      brand: '#a14400',
      brandStrong: '#7f3500',
      brandSurface: '#fdf0e4',
      accent: '#1d4e89',
      link: '#1d4e89',
      focusRing: '#1d4e89',
      surfaceSunken: '#f7f3ee',
    },
    radius: { sm: '6px', md: '20px', lg: '24px' },
  },
  copy: {},
});

import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'juniper',
  name: 'Juniper Market',
  companyName: 'Juniper Market Group LLC',
  domain: 'junipermarket.example',
  tenantName: 'juniper',
  xBannerName: 'juniper',
  storeLocatorBrand: 'JUNIPER',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8005550140',
  screenReaderHelpPhone: '8005550141',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Recipes & Inspiration', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'juniper.svg', width: 133, height: 44, alt: 'Juniper Market home' },
  fontFamily: 'Karla',
  theme: {
    color: {
      brand: '#1d5e5b',
      brandStrong: '#164946',
      brandSurface: '#e3f1f0',
      accent: '#6a4c93',
      link: '#1d5e5b',
      focusRing: '#6a4c93',
    },
    radius: { sm: '6px', md: '12px', lg: '16px' },
  },
  copy: {},
});

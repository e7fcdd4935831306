import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'hilltop',
  name: 'Hilltop Foods',
  companyName: 'Hilltop Foods Company',
  domain: 'hilltopfoods.example',
  tenantName: 'hilltop',
  xBannerName: 'hilltop',
  storeLocatorBrand: 'HILLTOP',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8005550128',
  screenReaderHelpPhone: '8005550129',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Digital Coupons', 'Weekly Ad', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'hilltop.svg', width: 177, height: 40, alt: 'Hilltop Foods home' },
  fontFamily: 'DM Sans',
  theme: {
    color: {
      brand: '#5b2a86',
      brandStrong: '#46206a',
      brandSurface: '#f0e9f7',
      accent: '#c2410c',
      link: '#5b2a86',
      focusRing: '#c2410c',
    },
    radius: { sm: '6px', md: '20px', lg: '24px' },
  },
  copy: {},
});

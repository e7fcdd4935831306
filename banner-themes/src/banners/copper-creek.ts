import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'copper-creek',
  name: 'Copper Creek Foods',
  companyName: 'Copper Creek Foods Co.',
  domain: 'coppercreekfoods.example',
  tenantName: 'copper-creek',
  xBannerName: 'copper_creek',
  storeLocatorBrand: 'COPPER_CREEK',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8665550106',
  screenReaderHelpPhone: '8665550107',
  membershipPlanTitles: { BST: 'Creek Club', HTEL: 'Creek Club', BSTL: 'Creek Club Lite', HTPL: 'Creek Club Lite' },
  emailPreferenceOrder: ['Digital Coupons', 'Weekly Ad', 'Creek Club Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'copper-creek.svg', width: 175, height: 44, alt: 'Copper Creek Foods home' },
  fontFamily: 'DM Sans',
  theme: {
    color: {
      brand: '#9a3f1c',
      brandStrong: '#7a3116',
      brandSurface: '#f8ebe4',
      accent: '#0f6b5c',
      link: '#9a3f1c',
      focusRing: '#0f6b5c',
    },
    radius: { md: '4px', lg: '6px' },
  },
  copy: {},
});

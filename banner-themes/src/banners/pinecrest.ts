import { defineBanner } from '../define.ts';

/** Grocery banner, in-store only. */
export default defineBanner({
  id: 'pinecrest',
  name: 'Pinecrest Grocers',
  companyName: 'Pinecrest Grocers, Inc.',
  domain: 'pinecrestgrocers.example',
  tenantName: 'pinecrest',
  xBannerName: 'pinecrest',
  storeLocatorBrand: 'PINECREST',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: false, DELIVERY: false, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8665550142',
  screenReaderHelpPhone: '8665550143',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: true,
  unavailableRoutes: [],
  logo: { file: 'pinecrest.svg', width: 156, height: 44, alt: 'Pinecrest Grocers home' },
  fontFamily: 'Manrope',
  theme: {
    color: {
      brand: '#24493a',
      brandStrong: '#1a362b',
      brandSurface: '#e6efe9',
      accent: '#a0522d',
      link: '#24493a',
      focusRing: '#a0522d',
    },
    radius: { md: '4px', lg: '6px' },
  },
  copy: {},
});

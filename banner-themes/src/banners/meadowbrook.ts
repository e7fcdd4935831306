import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'meadowbrook',
  name: 'Meadowbrook Market',
  companyName: 'Meadowbrook Market Stores, Inc.',
  domain: 'meadowbrook.example',
  tenantName: 'meadowbrook',
  xBannerName: 'meadowbrook',
  storeLocatorBrand: 'MEADOWBROOK',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8665550130',
  screenReaderHelpPhone: '8665550131',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Recipes & Inspiration', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'meadowbrook.svg', width: 172, height: 44, alt: 'Meadowbrook Market home' },
  fontFamily: 'Nunito',
  theme: {
    color: {
      brand: '#2d6a1f',
      brandStrong: '#22521a',
      brandSurface: '#eaf4e4',
      accent: '#a34a17',
      link: '#245a8a',
      focusRing: '#245a8a',
    },
    radius: { sm: '6px', md: '20px', lg: '24px' },
  },
  copy: {},
});

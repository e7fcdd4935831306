import { defineBanner } from '../define.ts';

/** Grocery banner with no online shopping capability. */
export default defineBanner({
  id: 'saddleback',
  name: 'Saddleback Market',
  companyName: 'Saddleback Market Company',
  domain: 'saddlebackmarket.example',
  tenantName: 'saddleback',
  xBannerName: 'saddleback',
  storeLocatorBrand: 'SADDLEBACK',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: false, DELIVERY: false, IN_STORE: false },
  hasLink: true,
  customerServicePhone: '8775550150',
  screenReaderHelpPhone: '8775550151',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'saddleback.svg', width: 168, height: 44, alt: 'Saddleback Market home' },
  fontFamily: 'Libre Franklin',
  theme: {
    color: {
      brand: '#6f4a2a',
      brandStrong: '#573a21',
      brandSurface: '#f4ede6',
      accent: '#2f5d8a',
      link: '#6f4a2a',
      focusRing: '#2f5d8a',
      surfaceSunken: '#f6f2ed',
    },
    radius: { sm: '2px', md: '2px', lg: '4px' },
  },
  copy: {},
});

import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'prairie-rose',
  name: 'Prairie Rose Foods',
  companyName: 'Prairie Rose Foods, Inc.',
  domain: 'prairierosefoods.example',
  tenantName: 'prairie-rose',
  xBannerName: 'prairie_rose',
  storeLocatorBrand: 'PRAIRIE_ROSE',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8775550114',
  screenReaderHelpPhone: '8775550115',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Boost Offers'],
  allowsPickupInstructions: true,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'prairie-rose.svg', width: 175, height: 44, alt: 'Prairie Rose Foods home' },
  fontFamily: 'Libre Franklin',
  theme: {
    color: {
      brand: '#ad245b',
      brandStrong: '#8c1c49',
      brandSurface: '#fcebf2',
      accent: '#5c4a9e',
      link: '#8c1c49',
      focusRing: '#5c4a9e',
    },
    radius: { sm: '6px', md: '20px', lg: '24px' },
  },
  copy: {},
});

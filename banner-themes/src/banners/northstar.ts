import { defineBanner } from '../define.ts';

/** Grocery banner with Pickup, Delivery and In Store. */
export default defineBanner({
  id: 'northstar',
  name: 'Northstar Grocery',
  companyName: 'Northstar Grocery Company',
  domain: 'northstargrocery.example',
  tenantName: 'northstar',
  xBannerName: 'northstar',
  storeLocatorBrand: 'NORTHSTAR',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8005550116',
  screenReaderHelpPhone: '8005550117',
  membershipPlanTitles: { BST: 'Star Pass', HTEL: 'Star Pass', BSTL: 'Star Pass Basic', HTPL: 'Star Pass Basic' },
  emailPreferenceOrder: ['Star Pass Offers', 'Weekly Ad', 'Digital Coupons', 'Wine & Spirits'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: true,
  unavailableRoutes: [],
  logo: { file: 'northstar.svg', width: 156, height: 44, alt: 'Northstar Grocery home' },
  fontFamily: 'Source Sans 3',
  theme: {
    color: {
      brand: '#1c2b5a',
      brandStrong: '#121d40',
      brandSurface: '#e8ebf5',
      accent: '#8a5d00',
      link: '#2b4bb0',
      focusRing: '#2b4bb0',
    },
    radius: { sm: '2px', md: '2px', lg: '4px' },
  },
  copy: {},
});

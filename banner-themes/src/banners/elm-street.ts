import { defineBanner } from '../define.ts';

/** Grocery banner, in-store only. */
export default defineBanner({
  id: 'elm-street',
  name: 'Elm Street Grocery',
  companyName: 'Elm Street Grocery LLC',
  domain: 'elmstreetgrocery.example',
  tenantName: 'elm-street',
  xBannerName: 'elm_street',
  storeLocatorBrand: 'ELM_STREET',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: false, DELIVERY: false, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8445550146',
  screenReaderHelpPhone: '8445550147',
  membershipPlanTitles: { BST: 'Boost', HTEL: 'Boost', BSTL: 'Boost Essential', HTPL: 'Boost Essential' },
  emailPreferenceOrder: ['Weekly Ad', 'Digital Coupons', 'Boost Offers'],
  allowsPickupInstructions: false,
  showsEmailDealsOptIn: true,
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'elm-street.svg', width: 177, height: 68, alt: 'Elm Street Grocery home' },
  fontFamily: 'Figtree',
  theme: {
    color: {
      brand: '#3f3d99',
      brandStrong: '#312f7a',
      brandSurface: '#ecebf8',
      accent: '#0f6f5c',
      link: '#3f3d99',
      focusRing: '#0f6f5c',
    },
    radius: { md: '4px', lg: '6px' },
  },
  copy: {},
});

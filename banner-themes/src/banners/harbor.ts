import { defineBanner } from '../define.ts';

/** The spec's second banner: own company, phones, membership titles and email order. */
export default defineBanner({
  id: 'harbor',
  name: 'Harbor Foods',
  companyName: 'Harbor Foods Company',
  domain: 'harborfoods.example',
  tenantName: 'harbor',
  xBannerName: 'harbor',
  storeLocatorBrand: 'HARBOR',
  isDefault: false,
  kind: 'grocery',
  capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
  hasLink: true,
  customerServicePhone: '8885550169',
  screenReaderHelpPhone: '8885550199',
  membershipPlanTitles: {
    BST: 'Harbor Pass 99',
    HTEL: 'Harbor Pass 99',
    BSTL: 'Harbor Pass 69',
    HTPL: 'Harbor Pass 69',
  },
  emailPreferenceOrder: ['Join e-VIC', 'Fresh Catch', 'Fine Wines Club', 'Harbor Pass Offers'],
  allowsPickupInstructions: true,
  showsEmailDealsOptIn: false,
  // Harbor's emails carry only the newer token (token2).
  emailLinkTokens: { token: false, token2: true },
  showsWashingtonHealthPolicy: false,
  unavailableRoutes: [],
  logo: { file: 'harbor.svg', width: 150, height: 44, alt: 'Harbor Foods home' },
  fontFamily: 'Manrope',
  theme: {
    color: {
      brand: '#0b4f7c',
      brandStrong: '#083b5d',
      brandSurface: '#e5eff6',
      accent: '#a4361b',
      link: '#0b4f7c',
      focusRing: '#0b4f7c',
    },
    radius: { md: '4px', lg: '6px' },
  },
  /** The spec's second banner has its own customer-service wording: Customer Care, by phone. */
  copy: {
    errors: {
      generic: {
        withPhone:
          "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please call {banner} Customer Care at {phone}.", // not in spec: chosen wording
        createOrder:
          "We're sorry, but we weren't able to create your order. Please try again. If the problem persists, please call {banner} Customer Care at {phone}.", // not in spec: chosen wording
      },
      postAuthorization: {
        cancellation:
          "Your payment couldn't be authorized, so your order was canceled. For help, please call {banner} Customer Care at {phone}.", // not in spec: chosen wording
        modifyCancellation:
          "Your payment couldn't be authorized for the changes, so your order was canceled. For help, please call {banner} Customer Care at {phone}.", // not in spec: chosen wording
      },
    },
    basketGate: {
      loadFailed:
        "We're sorry, but we weren't able to load your shopping cart. Please try again. If the problem persists, please call {banner} Customer Care at {phone}.", // not in spec: chosen wording
    },
    payment: {
      cardErrors: {
        contactService:
          "We're sorry, but we weren't able to add your card. Please call {banner} Customer Care at {phone}.", // not in spec: chosen wording
      },
      purchaseErrors: {
        noMatchForReversal: "We couldn't update this payment. Please call {banner} Customer Care at {phone}.", // not in spec: chosen wording
      },
    },
    wallet: {
      errors: {
        maxBankCards:
          "You've reached the maximum number of saved cards. Please call {banner} Customer Care at {phone}.", // not in spec: chosen wording
      },
    },
  },
});

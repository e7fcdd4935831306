import { accountCopy } from './areas/account.ts';
import { accountsCopy } from './areas/accounts.ts';
import { basketGateCopy } from './areas/basketGate.ts';
import { cartCopy } from './areas/cart.ts';
import { checkoutCopy } from './areas/checkout.ts';
import { commerceCopy } from './areas/commerce.ts';
import { commonCopy } from './areas/common.ts';
import { errorsCopy } from './areas/errors.ts';
import { modifyCopy } from './areas/modify.ts';
import { orderCompleteCopy } from './areas/orderComplete.ts';
import { overlaysCopy } from './areas/overlays.ts';
import { pageCopy } from './areas/page.ts';
import { paymentCopy } from './areas/payment.ts';
import { primitivesCopy } from './areas/primitives.ts';
import { promoCopy } from './areas/promo.ts';
import { replacementCopy } from './areas/replacement.ts';
import { schedulingCopy } from './areas/scheduling.ts';
import { selectorCopy } from './areas/selector.ts';
import { shellCopy } from './areas/shell.ts';
import { storefrontCopy } from './areas/storefront.ts';
import { walletCopy } from './areas/wallet.ts';

/**
 * Every user-facing string of the three specs, keyed by where it is used. `{placeholders}` are
 * filled with formatCopy(). Strings are the specs' wording, verbatim; where a spec does not show the
 * wording, the line carries `// not in spec: chosen wording` (listed in docs/spec-decisions.md).
 */
export const baseCopy = {
  /** Strings the design system's components show, keyed by component. */
  components: { ...primitivesCopy, ...overlaysCopy, ...commerceCopy, ...pageCopy },
  /** Shared by every flow: buttons, loading, connectivity, modes, address form, regions. */
  common: commonCopy,
  /** Header, sign-in page, document titles, simple layout, footer. */
  shell: shellCopy,
  /** The shopping-mode selector. */
  selector: selectorCopy,
  /** Addresses, preferences, preferred store, membership, age verification, tip change, day picker. */
  account: accountCopy,
  /** Creating an account, verifying its email, resetting its password (issue 22). */
  accounts: accountsCopy,
  /** The cart and its delivery-address modal. */
  cart: cartCopy,
  /** The scheduling step. */
  scheduling: schedulingCopy,
  /** Unavailable items: cart panel and replacement drawer. */
  replacement: replacementCopy,
  /** The checkout payment page. */
  checkout: checkoutCopy,
  /** The modify-order flow. */
  modify: modifyCopy,
  /** Promo codes. */
  promo: promoCopy,
  /** Paying at checkout and the purchase error codes. */
  payment: paymentCopy,
  /** The payment wallet. */
  wallet: walletCopy,
  /** The order-complete page. */
  orderComplete: orderCompleteCopy,
  /** Error pages and the app-wide error catalogue. */
  errors: errorsCopy,
  /** The basket-loading gate. */
  basketGate: basketGateCopy,
  /** The storefront's own pages, catalogue and header menus. */
  storefront: storefrontCopy,
} as const;

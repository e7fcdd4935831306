import type { Banner } from '@aisle/banner-themes';
import { fill } from '../site.ts';
import { byModality } from './byModality.ts';
import { holdEndingCopy } from './holdEnding.ts';

/** The strings the header island needs, and no more: an island's props are written into every page. */
export function headerCopy(banner: Banner) {
  const shell = banner.strings.shell.header;
  const own = banner.strings.storefront.header;
  return {
    signIn: shell.signIn,
    signOut: shell.signOut,
    greeting: shell.greeting,
    accountMenu: own.accountMenu,
    myAccount: own.myAccount,
    purchases: own.purchases,
    cart: shell.cart,
    cartWithCount: shell.cartWithCount,
    /** The cart kept in reach after an add below the header: 'Added {product}'. */
    addedToCart: own.addedToCart,
    /** The search box's suggestions (flows/header/searchSuggestions.ts). */
    suggestions: own.suggestions,
    chooseMode: shell.shoppingMode.choose,
    shopping: own.shopping,
    /** The shopping-mode button once a store or address is chosen: 'Pickup at {store}' and so on. */
    activeMode: byModality(shell.shoppingMode),
    modalities: byModality(banner.strings.common.modalities),
    homeLink: fill(banner, shell.homeLink),
    /** "We'll hold this reservation until {time}" under the button while a delivery time is held (SEL-104). */
    holdUntil: banner.strings.selector.timeslots.holdUntil,
    /** A few minutes before that time: 'Do you need more time?' (issue 20, WCAG 2.2.1). */
    holdEnding: holdEndingCopy(banner),
  };
}

export type HeaderLabels = ReturnType<typeof headerCopy>;

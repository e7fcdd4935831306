import { style } from '@vanilla-extract/css';

/**
 * The cart's Change Store button keeps its own width in the page's column. Its own file: the cart page
 * links this island's CSS up front, and the selector's styles come later with the selector.
 */
// The row keeps a small button's height from the server render on, so the button appearing after
// hydration (or not, in Delivery) never moves the basket below it (CLS 0).
export const changeStore = style({ display: 'flex', justifyContent: 'flex-start', minHeight: 36 });

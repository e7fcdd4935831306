import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/*
 * The cart island's box, in the page's first CSS: it reserves the cart's first screen before the screen's
 * module (and its own styles, cart.css.ts) arrives, so nothing below moves (CLS 0).
 */
export const reserved = style({ minHeight: '28rem', display: 'grid', alignContent: 'start', gap: vars.space.lg });

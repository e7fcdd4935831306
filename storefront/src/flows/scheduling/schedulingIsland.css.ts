import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/* The island's box, in the page's first CSS: it reserves the screen's first height (CLS 0). */
export const reserved = style({ minHeight: '32rem', display: 'grid', alignContent: 'start', gap: vars.space.lg });

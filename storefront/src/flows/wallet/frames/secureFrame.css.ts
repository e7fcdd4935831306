import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
/** The reserved box: the frame's height from the first HTML, so loading it shifts nothing (CLS 0). */
export const box = style({ position: 'relative', width: '100%' });
export const frame = style({ display: 'block', width: '100%', border: 0 });
export const error = style({ margin: 0, color: vars.color.critical });
export const code = style({ margin: 0 });

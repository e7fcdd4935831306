import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

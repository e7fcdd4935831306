import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md });

import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md });

/** The terms checkbox, then 'View Terms & Conditions' under it. */
export const terms = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const policy = style({ margin: 0 });

/** 'Continue' and 'Back to Cart': stacked on a phone, side by side above. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': { [media.aboveMobile]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.lg } },
});

export const termsBody = style({ margin: 0 });

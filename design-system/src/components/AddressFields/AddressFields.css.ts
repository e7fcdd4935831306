import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const fields = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** City, State and ZIP share a row from the 450px breakpoint on. */
export const placeRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.aboveMobile]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Address cards: one column on a phone, then as many 18rem columns as fit. */
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' } },
});

export const cardItem = style({ display: 'grid', minWidth: 0 });

/** The 'Add New Address' card: the size of an address card, its whole area a link. */
export const addCard = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '10rem',
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.link, textDecoration: 'underline' },
  },
});

export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': { [media.aboveMobile]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

export const address = style({ display: 'block', fontStyle: 'normal', whiteSpace: 'pre-line' });

export const status = style({ margin: 0, color: vars.color.textSecondary });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The SMS preferences page. */
export const intro = style({ display: 'grid', gap: vars.space.xs, maxWidth: '40rem' });
globalStyle(`${intro} > p`, { margin: 0 });

/** The SMS and membership pages' column: one reading measure for their cards and messages. */
export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, maxWidth: '40rem' });

export const preferences = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxWidth: '40rem',
});

export const preference = style({
  display: 'grid',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const preferenceBody = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const note = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const pending = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** The membership page's lines and price list. */
export const line = style({ margin: 0 });

export const priceList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

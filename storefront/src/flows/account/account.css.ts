import { media, touchTargetSize } from '@aisle/banner-themes';
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

/** A section of an account page: its heading, then its content. */
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** A store's own lines: name, address, hours, services. */
export const storeCard = style({
  alignContent: 'start',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const storeName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const quiet = style({ margin: 0, color: vars.color.textSecondary });

/** The ZIP search: field and button side by side from the first breakpoint up. */
export const searchForm = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  maxWidth: '32rem',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: '1fr auto' } },
});

/** Search results: one column on a phone, then as many 20rem columns as fit. */
export const results = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignItems: 'start',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' } },
});

export const resultActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Term and value pairs (the profile, a store's details). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const factTerm = style({ fontWeight: vars.fontWeight.bold });

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

/** The account's links: a list of full-width rows on a phone, a grid above. */
export const links = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' } },
});

/** Each link fills its cell, so a row of links has one height. */
globalStyle(`${links} > li`, { display: 'grid' });

export const linkRow = style({
  display: 'block',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', borderColor: vars.color.link } },
});

/**
 * Where the preferred store shows: the height of a store card whatever it holds (loading, none yet, the
 * store), so the search below never moves when the answer arrives (CLS 0).
 */
export const storeSlot = style({ display: 'grid', minHeight: '13.5rem', minWidth: 0 });

/** No preferred store yet: a dashed card of the same size, its message in the middle. */
export const storePlaceholder = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textSecondary,
  textAlign: 'center',
});

/** Holds the section's button; keeps its height before the button can show. */
export const buttonRow = style({ minHeight: touchTargetSize });

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
  selectors: { '&[hidden]': { display: 'none' } },
});

export const preferenceBody = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const note = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const pending = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** The membership page's lines and price list. */
export const line = style({ margin: 0 });

export const priceList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

/** A plan's prices, each with its Join button: side by side, wrapping on a narrow phone (issue 22). */
export const planOptions = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });

export const planOption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

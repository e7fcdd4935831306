import { media, touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/* The order-complete page and the purchases pages: one column on phones, details beside the map above. */

export const screen = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const confirmation = style([sectionHeading, { fontSize: vars.fontSize.xl, color: vars.color.brand }]);

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

export const secondary = style([text, { color: vars.color.textSecondary, fontSize: vars.fontSize.sm }]);

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: touchTargetSize,
  textUnderlineOffset: '0.2em',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const fulfilment = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** OCP-012: the map is hidden on small screens (up to the mobile breakpoint). */
export const map = style({
  display: 'none',
  '@media': { [media.aboveMobile]: { display: 'block' } },
});

export const flags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const flag = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const lines = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const lineImage = style({ width: 40, height: 40, objectFit: 'contain' });

export const lineTotal = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const orderList = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const orderRow = style([
  card,
  { '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } } },
]);

export const status = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const address = style([text, { fontStyle: 'normal' }]);

export const block = style({ display: 'block' });

export const blockSecondary = style([secondary, { display: 'block' }]);

export const rowMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/** A screen of the flyout: its parts one under another. */
export const screen = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const group = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const groupHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** The rows of a group: a radiogroup (bank cards) or a group (SNAP EBT, gift cards). */
export const rows = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, margin: 0, padding: 0, border: 0 });

export const addButton = style({ justifySelf: 'start' });

export const footer = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const question = style({ margin: 0, fontSize: vars.fontSize.md });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** The billing address section of the card forms: the chosen address and the way to change it. */
export const addressSection = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  margin: 0,
  minWidth: 0,
});

export const addressLines = style({ margin: 0, fontStyle: 'normal' });

export const addressList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const addressItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** Keeps the list's height while cards load (CLS 0 inside the flyout). */
export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '8rem' });

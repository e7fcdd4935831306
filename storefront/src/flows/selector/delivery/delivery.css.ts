import { media, touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/**
 * One delivery screen's column of blocks. A screen takes focus when it replaces the focused one; the
 * container is not a control, so it draws no focus ring of its own.
 */
export const screen = style({ display: 'grid', gap: vars.space.md, minWidth: 0, outline: 'none' });

/** A sub-view's own heading (v2 shows the selector's heading as the title, so sub-views name themselves). */
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });

export const secondaryText = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const addressList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** Buttons and links under a list or a form: stacked on phones, in a row from the selector's 450px. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': {
    [media.aboveMobile]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
  },
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const confirmAddress = style({ display: 'block', fontStyle: 'normal', whiteSpace: 'pre-line' });

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 24 });

/** The load-error and unavailable panels of the time slots (SEL-162..164). */
export const panel = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const destination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** The sign-in screen's 'Sign In': a link (it navigates) drawn as the primary action. */
export const signInLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  justifySelf: 'start',
  minHeight: touchTargetSize,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

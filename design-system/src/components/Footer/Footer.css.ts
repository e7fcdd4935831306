import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const footer = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  // Plain surface: links are audited on it.
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.xl },
  },
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.lg },
  },
});

const linkLike = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 24,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
} as const;

export const link = style({
  ...linkLike,
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const privacyIcon = style({ width: '2em', height: '1em', flexShrink: 0 });

export const text = style({ margin: 0 });

export const phone = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'underline',
});

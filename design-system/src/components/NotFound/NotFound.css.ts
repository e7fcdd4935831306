import { media, touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  color: vars.color.text,
});

export const headline = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [media.aboveMobile]: { flexDirection: 'row' } },
});

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: touchTargetSize,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/** A single centred column: the sign-in card. */
export const narrow = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': {
    [media.tablet]: {
      padding: vars.space.xl,
      border: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
    },
  },
});

export const narrowHeading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const contentSection = style({ display: 'grid', gap: vars.space.sm, maxWidth: '44rem' });

export const contentHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** A line of text in the sign-in card: an intro, or a link to another account page. */
export const narrowNote = style({ margin: 0, color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal });

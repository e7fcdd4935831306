import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { keyframes, style } from '@vanilla-extract/css';
import { motionAllowed } from '../OverlayParts/dialogParts.css.ts';
import { layered } from '../OverlayParts/layered.ts';

// Slides in without fading: readable (and testable) from its first frame.
const enter = keyframes({
  from: { transform: 'translateY(12px)' },
  to: { transform: 'none' },
});

export const region = style(
  layered({
    position: 'fixed',
    zIndex: 1100,
    insetInline: vars.space.md,
    insetBlockEnd: vars.space.md,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    // The region covers a strip of the page; only the toasts themselves take clicks.
    pointerEvents: 'none',
    '@media': {
      [media.tablet]: {
        insetInlineStart: 'auto',
        insetInlineEnd: vars.space.lg,
        width: 400,
        insetBlockEnd: 'auto',
        insetBlockStart: vars.space.lg,
        alignItems: 'flex-end',
      },
    },
  }),
);

export const inlineRegion = style(
  layered({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm }),
);

export const toast = style(
  layered({
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    width: '100%',
    maxWidth: 400,
    padding: vars.space.md,
    paddingInlineEnd: vars.space.xs,
    paddingBlock: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.inverseSurface,
    color: vars.color.textInverse,
    boxShadow: vars.shadow.lg,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    '@media': { [motionAllowed]: { animation: `${enter} ${vars.motion.slow} ${vars.motion.easing}` } },
  }),
);

export const icon = style(layered({ fontSize: vars.fontSize.lg, marginBlockStart: '0.6em' }));

export const content = style(
  layered({ display: 'grid', gap: vars.space.xxs, paddingBlock: vars.space.sm, minWidth: 0 }),
);

export const heading = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const message = style(layered({ margin: 0 }));

export const action = style(
  layered({
    justifySelf: 'start',
    minHeight: 24,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outlineColor: vars.color.textInverse } },
  }),
);

import { vars } from '@aisle/banner-themes/contract.css';
import { keyframes, style } from '@vanilla-extract/css';
import { motionAllowed } from '../OverlayParts/dialogParts.css.ts';
import { layered } from '../OverlayParts/layered.ts';

// Radix measures the open content and exposes its height, so the height itself can be animated.
const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });
const spin = { transition: `transform ${vars.motion.slow} ${vars.motion.easing}` };

export const root = style(layered({ borderBlockStart: `1px solid ${vars.color.border}` }));

export const item = style(layered({ borderBlockEnd: `1px solid ${vars.color.border}` }));

export const heading = style(layered({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold }));

export const trigger = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    width: '100%',
    minHeight: 56,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.xs,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': { background: vars.color.surfaceSunken },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

export const chevron = style(
  layered({
    fontSize: vars.fontSize.xl,
    color: vars.color.textSecondary,
    selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
    '@media': { [motionAllowed]: spin },
  }),
);

export const content = style(
  layered({
    overflow: 'hidden',
    '@media': {
      [motionAllowed]: {
        selectors: {
          '&[data-state="open"]': { animation: `${open} ${vars.motion.slow} ${vars.motion.easing}` },
          '&[data-state="closed"]': { animation: `${close} ${vars.motion.slow} ${vars.motion.easing}` },
        },
      },
    },
  }),
);

export const contentInner = style(layered({ paddingInline: vars.space.xs, paddingBlockEnd: vars.space.md }));

import { vars } from '@aisle/banner-themes/contract.css';
import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { motionAllowed } from '../OverlayParts/dialogParts.css.ts';
import { layered } from '../OverlayParts/layered.ts';

// The box grows in but is never transparent: it is readable (and testable) from its first frame.
const popIn = keyframes({
  from: { transform: 'translate(-50%, -50%) scale(0.96)' },
  to: { transform: 'translate(-50%, -50%)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%)' },
  to: { opacity: 0, transform: 'translate(-50%, -50%) scale(0.96)' },
});

/** A centred box, never wider or taller than the viewport minus a margin; its body scrolls. */
export const modal = recipe({
  base: layered({
    insetBlockStart: '50%',
    insetInlineStart: '50%',
    transform: 'translate(-50%, -50%)',
    width: `calc(100% - 2 * ${vars.space.md})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
    borderRadius: vars.radius.lg,
    '@media': {
      [motionAllowed]: {
        selectors: {
          '&[data-state="open"]': { animation: `${popIn} ${vars.motion.slow} ${vars.motion.easing}` },
          '&[data-state="closed"]': { animation: `${popOut} ${vars.motion.fast} ${vars.motion.easing}` },
        },
      },
    },
  }),
  variants: {
    size: {
      small: layered({ maxWidth: 400 }),
      medium: layered({ maxWidth: 560 }),
    },
  },
  defaultVariants: { size: 'medium' },
});

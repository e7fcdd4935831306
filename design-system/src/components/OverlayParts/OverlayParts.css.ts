import { touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from './layered.ts';

/** A square, icon-only button: 44px target, transparent until hovered. */
export const iconButton = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: touchTargetSize,
    height: touchTargetSize,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: 'inherit',
    fontSize: vars.fontSize.lg,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { background: 'color-mix(in srgb, currentColor 12%, transparent)' },
    },
  }),
  variants: {
    surface: {
      default: {},
      // The global focus ring is drawn for light surfaces; on a dark fill the ring follows the text.
      inverse: layered({ selectors: { '&:focus-visible': { outlineColor: vars.color.textInverse } } }),
    },
  },
  defaultVariants: { surface: 'default' },
});

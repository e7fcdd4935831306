import { wcagContrast } from 'culori';
import { contrastPairs } from './contrastPairs.ts';
import type { ThemeTokens } from './tokens/shape.ts';

/**
 * Every contrast pair the components draw, with its WCAG 2.2 ratio in `colors` (culori), or undefined where a
 * side is translucent and cannot be audited. The contrast audit (test/contrast.test.ts) and Storybook's token
 * reference read the same figures.
 */
export function contrastOfPairs(colors: ThemeTokens['color']) {
  return contrastPairs.map((pair) => {
    const foreground = colors[pair.foreground];
    const background = colors[pair.background];
    const isOpaque = foreground.startsWith('#') && background.startsWith('#');
    return {
      ...pair,
      foregroundValue: foreground,
      backgroundValue: background,
      ratio: isOpaque ? wcagContrast(foreground, background) : undefined,
    };
  });
}

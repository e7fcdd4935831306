import { wcagContrast } from 'culori';
import { contrastPairs } from './contrastPairs.ts';
import type { ThemeTokens } from './tokens/shape.ts';

export { contrastPairs };

/** The WCAG 2.2 contrast ratio of two opaque colours (1 to 21), as culori computes it. */
export function contrastRatio(foreground: string, background: string): number {
  return wcagContrast(foreground, background);
}

/** Every contrast pair of `colors` with its ratio (undefined where a side is translucent and cannot be audited). */
export function contrastOfPairs(colors: ThemeTokens['color']) {
  return contrastPairs.map((pair) => {
    const foreground = colors[pair.foreground];
    const background = colors[pair.background];
    const isOpaque = foreground.startsWith('#') && background.startsWith('#');
    return { ...pair, ratio: isOpaque ? contrastRatio(foreground, background) : undefined };
  });
}

import { describe, expect, test } from 'vitest';
import { bannerDefinitions } from '../src/banners/index.ts';
import { contrastOfPairs } from '../src/contrast.ts';
import { resolveBanner } from '../src/define.ts';
import { baseTokens } from '../src/tokens/base.ts';
import type { ThemeTokens } from '../src/tokens/shape.ts';

/** The backdrop is a translucent scrim, never one side of a text pair; it is not audited. */
const translucentRoles = new Set(['backdrop']);

/** Every contrast pair that falls short of its minimum, as readable lines. */
function contrastFailures(owner: string, colors: ThemeTokens['color']): string[] {
  const failures: string[] = [];
  for (const { foreground, background, foregroundValue, backgroundValue, minimum, use, ratio } of contrastOfPairs(
    colors,
  )) {
    if (translucentRoles.has(foreground) || translucentRoles.has(background)) continue;
    if (ratio === undefined) {
      failures.push(
        `${owner}: ${foreground} on ${background} uses a translucent colour, which cannot be audited (${use})`,
      );
      continue;
    }
    if (ratio < minimum) {
      failures.push(
        `${owner}: ${foreground} ${foregroundValue} on ${background} ${backgroundValue} is ${ratio.toFixed(2)}:1, needs ${minimum}:1 (${use})`,
      );
    }
  }
  return failures;
}

describe('contrast audit (WCAG 2.2 AA)', () => {
  test('the base tokens meet every pair', () => {
    expect(contrastFailures('base', baseTokens.color)).toEqual([]);
  });

  test.each(bannerDefinitions.map((definition) => [definition.id, definition] as const))(
    'banner %s meets every pair',
    (id, definition) => {
      expect(contrastFailures(id, resolveBanner(definition).tokens.color)).toEqual([]);
    },
  );

  test('reports the banner, the pair and the ratio of a failing colour', () => {
    const washedOut = { ...baseTokens.color, brand: '#7fbf9f' };
    const [failure] = contrastFailures('washed-out', washedOut);
    expect(failure).toMatch(/^washed-out: onBrand #ffffff on brand #7fbf9f is \d\.\d\d:1, needs 4\.5:1/);
  });
});

import { describe, expect, test } from 'vitest';
import { bannerDefinitions } from '../src/banners/index.ts';
import { resolveBanner } from '../src/define.ts';
import { toDtcg } from '../src/dtcg.ts';
import { baseTokens } from '../src/tokens/base.ts';
import { breakpoints } from '../src/tokens/layout.ts';
import { type ThemeTokens, tokenDescriptions } from '../src/tokens/shape.ts';

type DtcgToken = { $type?: unknown; $value?: unknown; $description?: unknown };

/** Every token of the contract that is missing from a DTCG document or lacks $type, $value or $description. */
function incompleteTokens(document: Record<string, unknown>, tokens: ThemeTokens): string[] {
  const problems: string[] = [];
  for (const [group, descriptions] of Object.entries(tokenDescriptions)) {
    const exported = document[group] as Record<string, DtcgToken> | undefined;
    for (const [name, description] of Object.entries(descriptions as Record<string, string>)) {
      const token = exported?.[name];
      const value = (tokens as unknown as Record<string, Record<string, string>>)[group]?.[name];
      if (!token) problems.push(`${group}.${name} is missing`);
      else if (typeof token.$type !== 'string' || token.$type === '') problems.push(`${group}.${name} has no $type`);
      else if (String(token.$value) !== value)
        problems.push(`${group}.${name} $value ${String(token.$value)} is not ${value}`);
      else if (token.$description !== description) problems.push(`${group}.${name} has no matching $description`);
    }
  }
  return problems;
}

describe('DTCG export', () => {
  test('the base tokens export every token with $type, $value and $description', () => {
    expect(incompleteTokens(toDtcg('base', baseTokens), baseTokens)).toEqual([]);
  });

  test.each(bannerDefinitions.map((definition) => [definition.id, definition] as const))(
    'banner %s exports every token with $type, $value and $description',
    (id, definition) => {
      const { tokens } = resolveBanner(definition);
      const document = toDtcg(id, tokens);
      expect(incompleteTokens(document, tokens)).toEqual([]);
      expect(document.$description).toContain(id);
    },
  );

  test('colours are typed color and breakpoints dimension', () => {
    const document = toDtcg('greenway', baseTokens) as Record<string, Record<string, DtcgToken>>;
    expect(document.color?.brand).toEqual({
      $type: 'color',
      $value: baseTokens.color.brand,
      $description: tokenDescriptions.color.brand,
    });
    expect(Object.keys(document.breakpoint ?? {})).toEqual(Object.keys(breakpoints));
    expect(document.breakpoint?.tablet?.$value).toBe('768px');
  });
});

describe('breakpoints', () => {
  test("SEL-176 and the checkout spec: the selector's mobile breakpoint is 450 px and the checkout's 768 px", () => {
    expect(breakpoints.mobile).toBe(450);
    expect(breakpoints.tablet).toBe(768);
  });
});

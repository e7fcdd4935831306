import { parse } from 'culori';
import { describe, expect, test } from 'vitest';
import { bannerDefinitions } from '../src/banners/index.ts';
import { resolveBanner } from '../src/define.ts';
import { toDtcg } from '../src/dtcg.ts';
import { baseTokens } from '../src/tokens/base.ts';
import { breakpoints } from '../src/tokens/layout.ts';
import { type ThemeTokens, tokenDescriptions } from '../src/tokens/shape.ts';

type DtcgToken = { $type?: unknown; $value?: unknown; $description?: unknown };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isDimension = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  isNumber((value as { value?: unknown }).value) &&
  ['px', 'rem'].includes((value as { unit?: unknown }).unit as string);
const isColor = (value: unknown) => {
  const color = value as { colorSpace?: unknown; components?: unknown; alpha?: unknown; hex?: unknown };
  return (
    color?.colorSpace === 'srgb' &&
    Array.isArray(color.components) &&
    color.components.length === 3 &&
    color.components.every((component) => isNumber(component) && component >= 0 && component <= 1) &&
    (color.alpha === undefined || (isNumber(color.alpha) && color.alpha >= 0 && color.alpha <= 1)) &&
    typeof color.hex === 'string' &&
    /^#[0-9a-f]{6}$/.test(color.hex)
  );
};

/** The Format Module's (2025.10) form of each type this export writes. */
const validValue: Record<string, (value: unknown) => boolean> = {
  color: isColor,
  dimension: isDimension,
  duration: (value) =>
    isNumber((value as { value?: unknown })?.value) &&
    ['ms', 's'].includes((value as { unit?: unknown }).unit as string),
  cubicBezier: (value) =>
    Array.isArray(value) &&
    value.length === 4 &&
    value.every(isNumber) &&
    [value[0], value[2]].every((x) => (x as number) >= 0 && (x as number) <= 1),
  fontFamily: (value) =>
    Array.isArray(value) && value.length > 0 && value.every((name) => typeof name === 'string' && name !== ''),
  fontWeight: (value) => isNumber(value) && value >= 1 && value <= 1000,
  number: isNumber,
  shadow: (value) => {
    const shadow = value as Record<string, unknown>;
    return (
      isColor(shadow?.color) && ['offsetX', 'offsetY', 'blur', 'spread'].every((part) => isDimension(shadow[part]))
    );
  },
};

/** A DTCG value written back as the CSS the themes use, to compare with the token it came from. */
function asCss(type: string, value: unknown): string {
  const dimension = (part: unknown) => {
    const { value: amount, unit } = part as { value: number; unit: string };
    return amount === 0 && unit === 'px' ? '0' : `${amount}${unit}`;
  };
  const color = (part: unknown) => {
    const { components, alpha } = part as { components: number[]; alpha?: number };
    const [r, g, b] = components.map((component) => Math.round(component * 255));
    return alpha === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
  };
  switch (type) {
    case 'color':
      return color(value);
    case 'dimension':
    case 'duration':
      return dimension(value);
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).join(', ')})`;
    case 'fontFamily':
      return (value as string[]).join(', ');
    case 'shadow': {
      const shadow = value as Record<string, unknown>;
      const lengths = ['offsetX', 'offsetY', 'blur', 'spread'].map((part) => dimension(shadow[part]));
      return `${lengths.join(' ')} ${color(shadow.color)}`;
    }
    default:
      return String(value);
  }
}

/** The token's CSS in the same spelling as asCss writes (colours as rgb(), one font list, a spread). */
function normalised(type: string, css: string): string {
  if (type === 'color') return asCss('color', toComponents(css));
  if (type === 'fontFamily') return css.replace(/["']/g, '');
  if (type === 'shadow') {
    const [x, y, blur, ...rest] = css.split(/\s+(?![^(]*\))/);
    const spread = rest.length > 1 ? rest.shift() : '0';
    return `${x} ${y} ${blur} ${spread} ${normalised('color', rest.join(' '))}`;
  }
  return css;
}

function toComponents(css: string) {
  const parsed = parse(css) as { r: number; g: number; b: number; alpha?: number };
  return { components: [parsed.r, parsed.g, parsed.b], alpha: parsed.alpha };
}

/** Every token of the contract that is missing from a DTCG document or lacks $type, $value or $description. */
function incompleteTokens(document: Record<string, unknown>, tokens: ThemeTokens): string[] {
  const problems: string[] = [];
  for (const [group, descriptions] of Object.entries(tokenDescriptions)) {
    const exported = document[group] as Record<string, DtcgToken> | undefined;
    for (const [name, description] of Object.entries(descriptions as Record<string, string>)) {
      const token = exported?.[name];
      const value = (tokens as unknown as Record<string, Record<string, string>>)[group]?.[name];
      if (!token) problems.push(`${group}.${name} is missing`);
      else if (typeof token.$type !== 'string' || !validValue[token.$type])
        problems.push(`${group}.${name} has no $type of the Format Module (${String(token.$type)})`);
      else if (!validValue[token.$type]?.(token.$value))
        problems.push(`${group}.${name} $value ${JSON.stringify(token.$value)} is not a valid ${token.$type}`);
      else if (asCss(token.$type, token.$value) !== normalised(token.$type, value ?? ''))
        problems.push(`${group}.${name} $value ${asCss(token.$type, token.$value)} is not ${value}`);
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
    expect(document.color?.brand).toMatchObject({ $type: 'color', $description: tokenDescriptions.color.brand });
    expect(document.color?.brand?.$value).toMatchObject({ hex: baseTokens.color.brand.toLowerCase() });
    expect(Object.keys(document.breakpoint ?? {})).toEqual(Object.keys(breakpoints));
    expect(document.breakpoint?.tablet?.$value).toEqual({ value: 768, unit: 'px' });
  });

  test("a shadow, an easing and a duration are in the Format Module's own forms, not CSS text", () => {
    const document = toDtcg('greenway', baseTokens) as Record<string, Record<string, DtcgToken>>;
    expect(document.shadow?.md?.$value).toEqual({
      color: { colorSpace: 'srgb', components: [0.0667, 0.0941, 0.1529], alpha: 0.12, hex: '#111827' },
      offsetX: { value: 0, unit: 'px' },
      offsetY: { value: 4, unit: 'px' },
      blur: { value: 12, unit: 'px' },
      spread: { value: 0, unit: 'px' },
    });
    expect(document.motion?.easing).toMatchObject({ $type: 'cubicBezier', $value: [0.2, 0, 0, 1] });
    expect(document.motion?.fast).toMatchObject({ $type: 'duration', $value: { value: 100, unit: 'ms' } });
    expect(document.font?.body?.$value).toEqual(['Public Sans', 'system-ui', 'sans-serif']);
  });
});

describe('breakpoints', () => {
  test("SEL-176 and the checkout spec: the selector's mobile breakpoint is 450 px and the checkout's 768 px", () => {
    expect(breakpoints.mobile).toBe(450);
    expect(breakpoints.tablet).toBe(768);
  });
});

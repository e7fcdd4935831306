import { formatHex, parse } from 'culori';
import { breakpoints } from './tokens/layout.ts';
import { type ThemeTokens, tokenDescriptions } from './tokens/shape.ts';

/*
 * The tokens as W3C Design Tokens (DTCG, Format Module 2025.10) for designers' tools: each value in its
 * type's own form, not as CSS text. A colour is an sRGB object (components 0 to 1, alpha, hex), a
 * dimension or a duration `{ value, unit }`, a font family a list of names, an easing four numbers, a
 * shadow its colour and four dimensions.
 */

export type DtcgColor = { colorSpace: 'srgb'; components: [number, number, number]; alpha?: number; hex: string };
export type DtcgDimension = { value: number; unit: 'px' | 'rem' };
export type DtcgDuration = { value: number; unit: 'ms' | 's' };
export type DtcgShadow = {
  color: DtcgColor;
  offsetX: DtcgDimension;
  offsetY: DtcgDimension;
  blur: DtcgDimension;
  spread: DtcgDimension;
};
export type DtcgValue = DtcgColor | DtcgDimension | DtcgDuration | DtcgShadow | string[] | number[] | number | string;
export type DtcgToken = { $type: string; $value: DtcgValue; $description: string };

const groupTypes: Record<string, string> = {
  color: 'color',
  font: 'fontFamily',
  fontSize: 'dimension',
  fontWeight: 'fontWeight',
  lineHeight: 'number',
  space: 'dimension',
  radius: 'dimension',
  shadow: 'shadow',
  motion: 'duration',
};

const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function dtcgColor(css: string): DtcgColor {
  const color = parse(css);
  if (color?.mode !== 'rgb') throw new Error(`not an sRGB colour: ${css}`);
  const alpha = color.alpha ?? 1;
  return {
    colorSpace: 'srgb',
    components: [round(color.r), round(color.g), round(color.b)],
    ...(alpha < 1 ? { alpha: round(alpha) } : {}),
    hex: formatHex(color),
  };
}

export function dtcgDimension(css: string): DtcgDimension {
  const match = /^(-?\d*\.?\d+)(px|rem)?$/.exec(css.trim());
  if (!match || (!match[2] && Number(match[1]) !== 0)) throw new Error(`not a dimension in px or rem: ${css}`);
  return { value: Number(match[1]), unit: (match[2] as 'px' | 'rem' | undefined) ?? 'px' };
}

export function dtcgDuration(css: string): DtcgDuration {
  const match = /^(\d*\.?\d+)(ms|s)$/.exec(css.trim());
  if (!match) throw new Error(`not a duration: ${css}`);
  return { value: Number(match[1]), unit: match[2] as 'ms' | 's' };
}

export function dtcgCubicBezier(css: string): number[] {
  const match = /^cubic-bezier\(([^)]*)\)$/.exec(css.trim());
  const points = match?.[1]?.split(',').map((part) => Number(part.trim())) ?? [];
  if (points.length !== 4 || points.some((point) => !Number.isFinite(point))) {
    throw new Error(`not a cubic Bézier curve: ${css}`);
  }
  return points;
}

/** '"Public Sans", system-ui, sans-serif' -> ['Public Sans', 'system-ui', 'sans-serif']. */
export function dtcgFontFamily(css: string): string[] {
  return css.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));
}

/** One CSS box shadow, '0 4px 12px rgba(17, 24, 39, 0.12)': offsets, blur, an optional spread, then the colour. */
export function dtcgShadow(css: string): DtcgShadow {
  const match = /^((?:-?\d*\.?\d+(?:px|rem)?\s+){2,3}(?:-?\d*\.?\d+(?:px|rem)?))\s+(.+)$/.exec(css.trim());
  if (!match?.[1] || !match[2]) throw new Error(`not a single box shadow: ${css}`);
  const lengths = match[1].split(/\s+/).map(dtcgDimension);
  const [offsetX, offsetY, blur, spread = { value: 0, unit: 'px' }] = lengths as [
    DtcgDimension,
    DtcgDimension,
    DtcgDimension,
    DtcgDimension?,
  ];
  return { color: dtcgColor(match[2]), offsetX, offsetY, blur, spread };
}

function dtcgValue(type: string, css: string): DtcgValue {
  switch (type) {
    case 'color':
      return dtcgColor(css);
    case 'dimension':
      return dtcgDimension(css);
    case 'duration':
      return dtcgDuration(css);
    case 'cubicBezier':
      return dtcgCubicBezier(css);
    case 'fontFamily':
      return dtcgFontFamily(css);
    case 'shadow':
      return dtcgShadow(css);
    case 'fontWeight':
    case 'number':
      return Number(css);
    default:
      return css;
  }
}

/** A banner's tokens as W3C Design Tokens (DTCG) JSON, for designers' tools. */
export function toDtcg(bannerId: string, tokens: ThemeTokens): Record<string, unknown> {
  const document: Record<string, unknown> = {
    $description: `Aisle design tokens for the "${bannerId}" banner`,
  };
  for (const [group, values] of Object.entries(tokens)) {
    const descriptions = tokenDescriptions[group as keyof typeof tokenDescriptions] as Record<string, string>;
    const entries: Record<string, DtcgToken> = {};
    for (const [name, value] of Object.entries(values as Record<string, string>)) {
      const type = group === 'motion' && name === 'easing' ? 'cubicBezier' : (groupTypes[group] ?? 'string');
      entries[name] = { $type: type, $value: dtcgValue(type, value), $description: descriptions[name] ?? '' };
    }
    document[group] = entries;
  }
  document.breakpoint = Object.fromEntries(
    Object.entries(breakpoints).map(([name, width]) => [
      name,
      { $type: 'dimension', $value: { value: width, unit: 'px' }, $description: `Layout breakpoint "${name}".` },
    ]),
  );
  return document;
}

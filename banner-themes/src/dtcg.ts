import { breakpoints } from './tokens/layout.ts';
import { type ThemeTokens, tokenDescriptions } from './tokens/shape.ts';

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

type DtcgToken = { $type: string; $value: string | number; $description: string };

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
      entries[name] = {
        $type: type,
        $value: type === 'fontWeight' || type === 'number' ? Number(value) : value,
        $description: descriptions[name] ?? '',
      };
    }
    document[group] = entries;
  }
  document.breakpoint = Object.fromEntries(
    Object.entries(breakpoints).map(([name, width]) => [
      name,
      { $type: 'dimension', $value: `${width}px`, $description: `Layout breakpoint "${name}".` },
    ]),
  );
  return document;
}

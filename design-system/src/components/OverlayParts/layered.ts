import type { StyleRule } from '@vanilla-extract/css';
import { componentLayer } from '../../styles/layers.css.ts';

/** Puts a style rule in the components cascade layer, so specificity stays flat. */
export function layered(rule: StyleRule): StyleRule {
  return { '@layer': { [componentLayer]: rule } };
}

import { layer } from '@vanilla-extract/css';

/** Cascade layers, declared once: reset < components < variants < states. Keeps specificity flat. */
export const resetLayer = layer('aisle-reset');
export const componentLayer = layer('aisle-components');

import { layer } from '@vanilla-extract/css';

/**
 * The reset layer holds element defaults only. Component styles stay unlayered so that they always
 * beat the reset, and their state selectors (`[disabled]`, `[data-state]`) win by specificity over
 * variant classes. Mixing layered and unlayered rules inside one component loses states silently.
 */
export const resetLayer = layer('aisle-reset');

/**
 * For a component whose every rule (base, variants and states) sits in this layer. Never put a base in
 * the layer and its variants outside it: the unlayered variant would beat the layered states.
 */
export const componentLayer = layer('aisle-components');

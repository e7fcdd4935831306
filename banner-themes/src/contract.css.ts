import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenShape } from './tokens/shape.ts';

/**
 * The semantic token contract every component reads. Variable names are stable
 * (`--aisle-color-brand`, `--aisle-space-md`, ...) so that a banner's theme can be
 * a plain generated stylesheet that ships alone with that banner's site.
 * See banner-themes/README.md for the naming pattern.
 */
export const vars = createGlobalThemeContract(tokenShape, (_value, path) => `aisle-${path.join('-')}`);

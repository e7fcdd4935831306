import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/**
 * The shopping-mode button names a store or an address, longer than the other header controls: on
 * phones it has its own row and may use all of it; from the tablet on it shares the row, so it stops at
 * 16rem. The words end in an ellipsis (a flex container does not draw one itself, so the label does).
 */
export const modeButton = style({
  // Doubled class: wins over the shared header control's 12rem whatever order the stylesheets load in.
  selectors: { '&&': { maxWidth: '100%' } },
  '@media': { [media.tablet]: { selectors: { '&&': { maxWidth: '16rem' } } } },
});

export const modeLabel = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The button's cell: it may shrink (its label then ellipsises) instead of widening the header. */
export const modeArea = style({ minWidth: 0, maxWidth: '100%' });

/** The held delivery time under the button: one quiet line. */
export const holdLine = style({
  margin: 0,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
});

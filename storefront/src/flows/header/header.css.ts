import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';
import { modeColumnWidth } from '../../styles/shell.css.ts';

/**
 * The shopping-mode button names a store or an address, longer than the other header controls: on
 * phones it has its own row and may use all of it; from the tablet on it shares the row, so it stops at
 * the header's mode column width. The words end in an ellipsis (a flex container does not draw one itself, so the label does).
 */
export const modeButton = style({
  // Doubled class: wins over the shared header control's 12rem whatever order the stylesheets load in.
  selectors: { '&&': { maxWidth: '100%', minWidth: 0 } },
  '@media': { [media.tablet]: { selectors: { '&&': { maxWidth: modeColumnWidth } } } },
});

export const modeLabel = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/**
 * The button's cell: it may shrink (its label then ellipsises) instead of widening the header. On phones
 * the held delivery time sits beside the button, in the row's own height; from the tablet on it hangs
 * under the button in the header's padding. Either way it arrives after hydration without moving
 * anything (CLS 0).
 */
export const modeArea = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  '@media': { [media.tablet]: { display: 'block', position: 'relative' } },
  // The selector's code did not load (LoadFailedNotice): its message takes a line of its own under the button.
  selectors: { '&:has([data-part="load-failed"])': { flexWrap: 'wrap' } },
});

globalStyle(`${modeArea} [data-part="load-failed"]`, { flexBasis: '100%' });

/** The held delivery time: quiet, two short lines at most beside the button, one line under it. */
export const holdLine = style({
  flex: '0 0 auto',
  maxWidth: '11rem',
  margin: 0,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.25,
  color: vars.color.textSecondary,
  '@media': {
    [media.tablet]: {
      position: 'absolute',
      maxWidth: 'none',
      // A little into the button's own padding, clear of the header's border.
      insetBlockStart: 'calc(100% - 0.25rem)',
      insetInlineStart: 0,
      whiteSpace: 'nowrap',
    },
  },
});

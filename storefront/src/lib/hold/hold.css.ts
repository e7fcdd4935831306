import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/** The warning's buttons, one under the other: the first is the answer most shoppers want. */
export const actions = style({ display: 'grid', gap: vars.space.sm });

/** 'We'll hold this reservation until {time}' under the checkout's time slot. */
export const holdLine = style({
  margin: 0,
  // Its line is kept while the hold is read, so that nothing moves when it arrives (CLS 0).
  minBlockSize: '1lh',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/** A line under the control whose code did not load: the critical colour, the size of a field's error. */
export const notice = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
});

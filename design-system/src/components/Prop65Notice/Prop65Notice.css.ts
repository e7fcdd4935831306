import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.cautionSurface,
  // The warning pair (caution on cautionSurface) is the audited one, so the whole text uses it.
  color: vars.color.caution,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const symbol = style({
  width: '1.5em',
  height: '1.5em',
  flexShrink: 0,
});

export const symbolTriangle = style({ fill: vars.color.caution });
export const symbolMark = style({ fill: vars.color.cautionSurface });

export const message = style({ margin: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold });

import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/* The cart's extras: the promo total rows and its delivery-address section (CART-012..029). */

export { small, strong, subheading } from '../../lib/promo/promoCodeForm.css.ts';

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, margin: 0 });

export const destination = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const destinationHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const address = style({ margin: 0, whiteSpace: 'pre-line' });

export const modalBody = style({ display: 'grid', gap: vars.space.md });

export const choices = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { '(min-width: 480px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

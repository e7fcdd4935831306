import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/* The cart's promo code form (PRO-001, PRO-002) and its delivery-address section (CART-012..029). */

export const promo = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const promoForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const promoList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const promoItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const strong = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

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

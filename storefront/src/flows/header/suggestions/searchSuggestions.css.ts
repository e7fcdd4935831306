import { touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/**
 * The search box's suggestions: a menu-like list under the box, as wide as the form, above the page. Focus
 * stays in the search box (the WAI-ARIA combobox pattern), so the chosen option draws its own ring in the
 * focus colour as well as the brand tint.
 */
export const list = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  zIndex: 20,
  marginBlock: `${vars.space.xs} 0`,
  marginInline: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  maxHeight: '70vh',
  overflowY: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: touchTargetSize,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': {
      background: vars.color.brandSurface,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

/** The option that searches the words as typed, after a divider. */
export const searchOption = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});

/** A department's option: quieter than a product's name. */
export const departmentOption = style({
  color: vars.color.textSecondary,
});

export const optionImage = style({
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.sm,
});

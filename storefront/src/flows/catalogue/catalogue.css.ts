import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';
import {
  departmentCount,
  departmentLink,
  departments,
  grid,
  nameLink,
  pages,
  relatedCard,
} from '../../styles/catalogue.css.ts';
import { pageHeading } from '../../styles/shell.css.ts';

export const section = style({ display: 'grid', gap: vars.space.md });

/** The pill links and page links the static catalogue pages share (src/styles/catalogue.css.ts). */
export { departmentCount, departmentLink, departments, grid, nameLink, pages };

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const tile = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { padding: vars.space.md } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const details = style({ display: 'grid', alignContent: 'start', gap: vars.space.xxs });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const brand = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});

export const price = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const salePrice = style({ color: vars.color.sale });

export const regularPrice = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  textDecoration: 'line-through',
});

export const unit = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const badge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.snapSurface,
  color: vars.color.snap,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });

export const ageBadge = style({ background: vars.color.cautionSurface, color: vars.color.caution });

export const status = style({ margin: 0, color: vars.color.textSecondary });

export const feedback = style({ margin: 0, fontSize: vars.fontSize.sm });

/** The success message: announced (role=status), not shown; the header's count shows it. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const feedbackError = style({ color: vars.color.critical });

/** The search's sorts and facets: groups of pill links that scroll sideways on a phone. */
export const refine = style({ display: 'grid', gap: vars.space.sm });

export const facetGroup = style({ display: 'grid', gap: vars.space.xs });

export const facetHeading = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const facetChoices = style([departments]);

export const clearFilters = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  justifySelf: 'start',
});

/** A product card's stepper: as wide as the 'Add to cart' it replaces, so the card keeps its size. */
export const stepper = style({ justifyContent: 'space-between', inlineSize: '100%' });

/** The home page's promo codes (HomeDeals): each code with its terms. */
export const codes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const code = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const codeName = style({ fontWeight: vars.fontWeight.bold, letterSpacing: '0.05em' });

/** The home page's departments as picture tiles (issue 22): as many columns as fit, two at least. */
export const departmentTiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A department's tile: the related products' card, its picture and name centred. */
export const departmentTile = style([
  relatedCard,
  {
    justifyItems: 'center',
    alignContent: 'start',
    gap: vars.space.xs,
    fontWeight: vars.fontWeight.medium,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    selectors: { '&:hover': { color: vars.color.brand } },
  },
]);

export const departmentImage = style({ width: '4rem', height: '4rem', borderRadius: vars.radius.md });

/** The home page's first block: the banner's tint behind its heading, lead and two links. */
export const hero = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSurface,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const heroHeading = style([pageHeading, { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight }]);

export const heroLead = style({
  margin: 0,
  maxWidth: '40rem',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

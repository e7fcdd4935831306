import { media, touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * The product and department pages' styles (static HTML and the catalogue flow's islands on them), and the
 * pill links every catalogue page shares.
 */

/** One scrolling row on small screens, wrapped rows from the tablet breakpoint. */
export const departments = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  paddingBlockEnd: vars.space.xs,
  '@media': { [media.tablet]: { flexWrap: 'wrap', overflowX: 'visible', paddingBlockEnd: 0 } },
});

export const departmentLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: touchTargetSize,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSurface },
    // 'page': the department of the page; 'true': a search's current sort or filter (SearchRefinements).
    '&[aria-current="page"], &[aria-current="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSurface,
      color: vars.color.brand,
    },
  },
});

export const departmentCount = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.aboveMobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: vars.space.md },
  },
});

export const pages = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

/** A product's name in its card: the link to its page. */
export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

/** The product page: picture and buying box side by side from the tablet width, stacked on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 20rem) minmax(0, 1fr)' } },
});

export const picture = style({
  display: 'block',
  width: '100%',
  maxWidth: '20rem',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
  justifySelf: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const summary = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const brand = style({ margin: 0, color: vars.color.textSecondary, fontWeight: vars.fontWeight.medium });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const plain = style({ margin: 0 });

export const secondary = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

/**
 * The price box keeps its height while the store's price is fetched and after: the list price the page was
 * built with, then the store's (no layout shift).
 */
export const priceBox = style({ display: 'grid', gap: vars.space.xxs, minHeight: '4.5rem', alignContent: 'start' });

export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs });

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const salePrice = style({ color: vars.color.sale });

export const regularPrice = style({ color: vars.color.textSecondary, textDecoration: 'line-through' });

export const buy = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const feedback = style({ margin: 0, minHeight: '1.5em' });

export const feedbackError = style({ color: vars.color.critical });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const badge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.snapSurface,
  color: vars.color.snap,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const quietBadge = style({ background: vars.color.surfaceSunken, color: vars.color.textSecondary });

export const caution = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.cautionSurface,
  color: vars.color.caution,
  fontWeight: vars.fontWeight.medium,
});

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

export const section = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The Nutrition Facts panel: the label's black rules on the page's surface. */
export const facts = style({
  width: '100%',
  maxWidth: '22rem',
  borderCollapse: 'collapse',
  border: `2px solid ${vars.color.text}`,
  fontSize: vars.fontSize.sm,
});

export const factsCell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBlockStart: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
});

export const factsStrong = style({ fontWeight: vars.fontWeight.bold });

export const factsIndent = style({ paddingInlineStart: vars.space.md });

export const factsNumber = style({ textAlign: 'end' });

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${breadcrumb} li + li::before`, {
  content: '"/"',
  marginInlineEnd: vars.space.xs,
  color: vars.color.textSecondary,
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

/** Related items: small cards of links, 0 KB of script. */
export const related = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md } },
});

export const relatedCard = style({
  display: 'grid',
  gap: vars.space.xxs,
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const relatedImage = style({ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'contain' });

export const relatedName = style({ fontWeight: vars.fontWeight.bold });

export const page = style({ display: 'grid', gap: vars.space.xl });

export const subCategoryHeading = style([sectionHeading]);

import { media, touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { style } from '@vanilla-extract/css';

/** One screen's column of blocks. */
export const screen = style({ display: 'grid', gap: vars.space.md });

export const zipForm = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.sm,
});

/** The ZIP field's error line must not push the Search button out of line with the input. */
export const zipField = style({ minWidth: 0 });

export const zipSubmit = style({ alignSelf: 'start', marginBlockStart: '1.75rem' });

export const locationRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const note = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const optionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/**
 * A shopping option: a card whose only control is the mode's name, a button stretched over the whole card
 * (its ::after), so the card is one big target while the button's name stays exactly its visible text.
 */
export const optionCard = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: touchTargetSize,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.brandSurface, borderColor: vars.color.brand },
    '&[data-state="current"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
  },
});

export const optionButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const optionText = style({ display: 'grid', gap: vars.space.xxs });

export const optionDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

export const optionCurrent = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const optionChevron = style({ width: 20, height: 20, color: vars.color.brand });

export const disclaimer = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textSecondary });

export const didYouKnow = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.text,
});

export const didYouKnowHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const didYouKnowBody = style({ margin: 0, fontSize: vars.fontSize.sm });

export const storeList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const loading = style({ display: 'flex', justifyContent: 'center', minHeight: 48 });

/** The page-panel presentation (SEL-001): the selector drawn in the page instead of over it. */
export const panel = style({
  display: 'grid',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 64,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({
  flex: 1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const panelBody = style({
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

export const consentActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const stepCount = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });

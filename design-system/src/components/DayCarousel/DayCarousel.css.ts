import { media, touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, style } from '@vanilla-extract/css';
import { forcedColorsChosen } from '../../styles/forcedColors.ts';

const dayBackground = createVar();
const dayForeground = createVar();
const dayBorder = createVar();
const daySubForeground = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.cautionSurface,
  color: vars.color.caution,
  fontSize: vars.fontSize.sm,
});

export const warningIcon = style({ width: 20, height: 20, flex: 'none', color: vars.color.caution });

export const frame = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const scrollButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: 32,
  height: touchTargetSize,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSurface },
    '&:disabled': { color: vars.color.onDisabled, cursor: 'default' },
    '&[hidden]': { display: 'none' },
  },
  '@media': { [media.forcedColors]: { selectors: { '&:disabled': { color: 'GrayText' } } } },
});

export const scrollIcon = style({ width: 20, height: 20 });

export const track = style({
  display: 'flex',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
  // Room for the focus ring, which the scrolling box would clip.
  padding: 4,
  scrollSnapType: 'x proximity',
  scrollPaddingInline: 4,
  scrollbarWidth: 'none',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const day = style({
  vars: {
    [dayBackground]: vars.color.surfaceRaised,
    [dayForeground]: vars.color.text,
    [dayBorder]: vars.color.borderStrong,
    [daySubForeground]: vars.color.textSecondary,
  },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  flex: '0 0 auto',
  minWidth: 72,
  minHeight: 64,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${dayBorder}`,
  background: dayBackground,
  color: dayForeground,
  scrollSnapAlign: 'start',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // Secondary text keeps AA contrast on the raised surface only, so the tinted hover draws it as text.
    '&:hover:not([aria-checked="true"])': {
      vars: { [dayBackground]: vars.color.brandSurface, [daySubForeground]: vars.color.text },
    },
    '&[aria-checked="true"]': {
      vars: {
        [dayBackground]: vars.color.brand,
        [dayForeground]: vars.color.onBrand,
        [dayBorder]: vars.color.brand,
        [daySubForeground]: vars.color.onBrand,
      },
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    // The brand fill is dropped in forced colours: the chosen day takes a thicker system border instead
    // (the padding gives back what it adds, so the tiles keep their size).
    [media.forcedColors]: {
      selectors: {
        '&[aria-checked="true"]': forcedColorsChosen({ paddingInline: vars.space.sm, paddingBlock: vars.space.sm }),
      },
    },
  },
});

export const dayLabel = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const daySubText = style({
  fontSize: vars.fontSize.sm,
  color: daySubForeground,
  lineHeight: vars.lineHeight.tight,
});

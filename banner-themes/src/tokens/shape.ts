/**
 * The token contract: every semantic token a component may read, with its one-line description.
 * Naming pattern: `<category>.<role>[<Variant>]`, e.g. `color.brand`, `color.onBrand`,
 * `color.criticalSurface`, `space.md`. A name says what the token is for, never what it looks like.
 * `on<Role>` is the text or icon colour drawn on `<role>`; `<role>Surface` is the tinted background
 * paired with `<role>` text; `<role>Strong` is the hover/pressed shade.
 */
export const tokenDescriptions = {
  color: {
    brand: 'Primary brand colour: primary buttons, selected controls, active tabs.',
    brandStrong: 'Hover and pressed shade of brand.',
    onBrand: 'Text and icons drawn on brand.',
    brandSurface: 'Light tint of brand behind selected rows and chips.',
    accent: 'Secondary emphasis: badges, step connectors, highlights.',
    onAccent: 'Text and icons drawn on accent.',
    neutral: 'Neutral UI strokes such as unchecked control outlines (3:1 on surface).',
    surface: 'Page background.',
    surfaceRaised: 'Cards, dialogs, flyouts and menus.',
    surfaceSunken: 'Wells, table stripes, skeleton base.',
    backdrop: 'Scrim behind modal dialogs.',
    text: 'Body text.',
    textSecondary: 'Secondary text: hints, meta, captions (4.5:1 on surfaces).',
    textInverse: 'Text on dark fills such as toasts.',
    inverseSurface: 'Dark fill behind inverse text (toasts, tooltips).',
    link: 'Inline links.',
    border: 'Decorative dividers and card outlines.',
    borderStrong: 'Input outlines and other UI boundaries that must reach 3:1.',
    focusRing: 'Keyboard focus indicator.',
    critical: 'Errors and destructive actions (text and strokes).',
    onCritical: 'Text on a critical fill.',
    criticalSurface: 'Background of error messages.',
    positive: 'Success text and icons.',
    positiveSurface: 'Background of success messages.',
    caution: 'Warning text and icons.',
    cautionSurface: 'Background of warnings.',
    info: 'Informational text and icons.',
    infoSurface: 'Background of informational messages.',
    disabled: 'Fill of disabled controls.',
    onDisabled: 'Text on disabled controls.',
    snap: 'SNAP EBT emphasis text and badges.',
    snapSurface: 'Background of SNAP EBT notes and badges.',
    sale: 'Sale and savings emphasis text.',
    saleSurface: 'Background of sale badges.',
  },
  font: {
    body: 'Font stack for body copy and controls.',
    heading: 'Font stack for headings.',
  },
  fontSize: {
    xs: 'Legal lines and badges (12px).',
    sm: 'Secondary text and hints (14px).',
    md: 'Body text and controls (16px).',
    lg: 'Section headings (18px).',
    xl: 'Dialog and page titles (22px).',
    xxl: 'Hero headings (28px).',
  },
  fontWeight: {
    regular: 'Body text.',
    medium: 'Labels and emphasised text.',
    bold: 'Headings and buttons.',
  },
  lineHeight: {
    tight: 'Headings and single-line controls.',
    normal: 'Body copy.',
    relaxed: 'Long-form text.',
  },
  space: {
    none: 'No space.',
    xxs: '2px: hairline gaps.',
    xs: '4px: icon-to-text gaps.',
    sm: '8px: gaps inside controls.',
    md: '16px: gaps between controls; card padding on mobile.',
    lg: '24px: section gaps; card padding on desktop.',
    xl: '32px: gaps between page regions.',
    xxl: '48px: page-level spacing.',
  },
  radius: {
    sm: 'Checkboxes, badges and small chips.',
    md: 'Buttons, inputs and cards.',
    lg: 'Dialogs and flyouts.',
    pill: 'Pills and fully rounded buttons.',
  },
  shadow: {
    sm: 'Resting cards.',
    md: 'Menus and raised cards.',
    lg: 'Dialogs and flyouts.',
  },
  motion: {
    fast: 'Small state changes (100ms, the scheduling animation).',
    slow: 'Expanding and collapsing regions (300ms, the accordion).',
    easing: 'Standard easing curve.',
  },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

function toShape<T extends Record<string, unknown>>(descriptions: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(descriptions).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toShape(value as Record<string, unknown>),
    ]),
  ) as Shape<T>;
}

/** The contract's shape, as `createGlobalThemeContract` wants it. */
export const tokenShape = toShape(tokenDescriptions);

type Values<T> = { [K in keyof T]: T[K] extends string ? string : Values<T[K]> };
/** A full set of token values: what the base theme provides. */
export type ThemeTokens = Values<typeof tokenDescriptions>;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
/** What a banner may override. */
export type ThemeOverrides = DeepPartial<ThemeTokens>;

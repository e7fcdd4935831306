/*
 * The sizes that are not banner tokens: no banner overrides them, and media queries cannot read CSS
 * variables, so they are TypeScript constants shared by styles and scripts. Imported alone
 * (`@aisle/banner-themes/layout`) by client code that measures the page, so that it ships no banner data.
 */

/** The layout breakpoints in px: 450 is the selector's mobile breakpoint, 768 the checkout's (tablet). */
export const breakpoints = {
  mobile: 450,
  tablet: 768,
  desktop: 1024,
  wide: 1216,
} as const;

/**
 * The least height (and, for an icon-only control, width) of anything a finger taps: 44 px, as WCAG 2.5.5
 * and Apple's guidelines ask.
 */
export const touchTargetSize = 44;

/** Media queries for the breakpoints, for vanilla-extract `@media` blocks. */
export const media = {
  aboveMobile: `screen and (min-width: ${breakpoints.mobile + 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /**
   * Windows High Contrast and other forced palettes: colours are replaced by system colours and box
   * shadows dropped, so a state shown by colour or shadow alone must also change a border's width or style.
   */
  forcedColors: '(forced-colors: active)',
} as const;

import { breakpoints, media, touchTargetSize } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { createContainer, style } from '@vanilla-extract/css';
import { layered } from '../OverlayParts/layered.ts';

export const root = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

/** The tab list is a container: the tabs fit themselves to the list's width, not the viewport's. */
const listContainer = createContainer();

export const list = style(
  layered({
    containerName: listContainer,
    containerType: 'inline-size',
    display: 'flex',
    gap: vars.space.xs,
    overflowX: 'auto',
    borderBlockEnd: `1px solid ${vars.color.border}`,
    scrollbarWidth: 'thin',
  }),
);

export const tab = style(
  layered({
    position: 'relative',
    flex: '0 0 auto',
    minHeight: touchTargetSize,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.sm,
    border: 'none',
    background: 'transparent',
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    '::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      height: 4,
      borderStartStartRadius: vars.radius.sm,
      borderStartEndRadius: vars.radius.sm,
      background: 'transparent',
    },
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text },
      // Selected: bold text plus the brand indicator, so the state never relies on colour alone.
      '&[data-state="active"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
      '&[data-state="active"]::after': { background: vars.color.brand },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
    // In a narrow list (a phone's selector, 320px wide) a few short tabs share the width with less padding,
    // so that all show at once; labels may wrap between words, and tabs that still do not fit scroll.
    '@container': {
      [`${listContainer} (max-width: ${breakpoints.mobile}px)`]: {
        flex: '1 1 auto',
        paddingInline: vars.space.sm,
      },
    },
    '@media': {
      // Forced colours paint the indicator's brand fill as the page's background: it takes a system colour.
      [media.forcedColors]: { selectors: { '&[data-state="active"]::after': { background: 'Highlight' } } },
    },
  }),
);

export const panel = style(layered({ minWidth: 0 }));

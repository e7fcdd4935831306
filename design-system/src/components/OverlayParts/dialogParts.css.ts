import { media } from '@aisle/banner-themes';
import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { layered } from './layered.ts';

/** Styles the three Radix dialogs (Modal, Drawer, Flyout) share: scrim, header, body and footer. */

/** Animations run only for shoppers who have not asked for reduced motion. */
export const motionAllowed = '(prefers-reduced-motion: no-preference)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
export const slideInFromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
export const slideOutToEnd = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });

export const backdrop = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    background: vars.color.backdrop,
    '@media': {
      [motionAllowed]: {
        selectors: {
          '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}` },
          '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.slow} ${vars.motion.easing}` },
        },
      },
    },
  }),
);

/** The dialog box itself; each component adds its position and size. */
export const surface = style(
  layered({
    position: 'fixed',
    // The backdrop's layer too: DOM order stacks them, so a dialog opened over another (the location consent
    // over the selector) dims the first one with its backdrop (issue 9), and each box sits over its own backdrop.
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    outline: 'none',
    selectors: {
      // The inline presentation: the open panel in the page flow, for review sheets and docs.
      '&[data-presentation="inline"][data-state]': {
        position: 'relative',
        inset: 'auto',
        zIndex: 'auto',
        transform: 'none',
        width: '100%',
        maxWidth: 'none',
        height: 'auto',
        maxHeight: 'none',
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.md,
        border: `1px solid ${vars.color.border}`,
        animation: 'none',
      },
    },
  }),
);

/** How wide a side panel is from 768px; each side panel sets it. */
export const sidePanelWidth = createVar();

/** A side panel from the inline end: full screen below 768px, a column of the viewport above. */
export const sidePanel = style(
  layered({
    insetBlock: 0,
    insetInlineEnd: 0,
    width: '100%',
    height: '100dvh',
    '@media': {
      [media.tablet]: {
        width: `min(${fallbackVar(sidePanelWidth, '480px')}, 100%)`,
        borderStartStartRadius: vars.radius.lg,
        borderEndStartRadius: vars.radius.lg,
      },
      [motionAllowed]: {
        selectors: {
          '&[data-state="open"]': { animation: `${slideInFromEnd} ${vars.motion.slow} ${vars.motion.easing}` },
          '&[data-state="closed"]': { animation: `${slideOutToEnd} ${vars.motion.slow} ${vars.motion.easing}` },
        },
      },
    },
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 64,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
  }),
);

/** A header whose first item is a button (a back arrow): the button sits in the padding. */
export const headerWithStart = style(
  layered({
    // Room for the back button's focus ring (3px ring, 2px offset) inside the panel.
    paddingInlineStart: vars.space.sm,
    '@media': { [media.tablet]: { paddingInlineStart: vars.space.md } },
  }),
);

export const title = style(
  layered({
    flex: 1,
    minWidth: 0,
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

/** The close button: in the header's padding, so that its focus ring is never clipped by the panel. */
export const headerEnd = style(layered({ marginInlineStart: 'auto' }));

export const description = style(
  layered({
    margin: 0,
    color: vars.color.textSecondary,
    selectors: { '&:not(:last-child)': { marginBlockEnd: vars.space.md } },
  }),
);

export const body = style(
  layered({
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.md,
    '@media': { [media.tablet]: { padding: vars.space.lg } },
  }),
);

/** Wraps the body's content so that its growth can be observed. */
export const bodyContent = style(layered({ display: 'flow-root' }));

export const footer = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap-reverse',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderBlockStart: `1px solid ${vars.color.border}`,
    '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
  }),
);

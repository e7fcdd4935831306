/*
 * Forced colours (Windows High Contrast) replace every colour with a system colour and drop box shadows,
 * so an option chosen by its fill or its inset ring looks like the others (WCAG 1.4.11). Used under
 * `@media (forced-colors: active)`: the chosen option's border grows and takes the system's Highlight,
 * and its padding gives back what the border adds, so that nothing moves.
 */

/** How many pixels thicker the chosen option's border is. */
const growth = 2;

/** The chosen option: a border `growth` px thicker than `borderWidth`, in Highlight, the padding reduced to match. */
export function forcedColorsChosen({
  borderWidth = 1,
  paddingInline,
  paddingBlock,
}: {
  borderWidth?: number;
  paddingInline: string;
  paddingBlock: string;
}) {
  return {
    borderWidth: borderWidth + growth,
    borderColor: 'Highlight',
    paddingInline: `calc(${paddingInline} - ${growth}px)`,
    paddingBlock: `calc(${paddingBlock} - ${growth}px)`,
  } as const;
}

/** A disabled option: the system's grey and a dashed border, since its muted colours are gone. */
export const forcedColorsDisabled = { borderStyle: 'dashed', borderColor: 'GrayText', color: 'GrayText' } as const;

/** A checked radio drawn with `appearance: none`: its fill is gone, a thick ring marks it (as RadioGroup's). */
export const forcedColorsCheckedRadio = { borderWidth: 7, borderColor: 'Highlight' } as const;

import type { ThemeTokens } from './tokens/shape.ts';

type ColorRole = keyof ThemeTokens['color'];

/**
 * Every foreground/background pair the components draw, with the WCAG 2.2 AA minimum it must meet:
 * 4.5 for text, 3 for large text and UI boundaries (focus rings, input outlines, control strokes).
 * A component may only use a pair listed here; the contrast audit checks all of them in every banner.
 */
export const contrastPairs: ReadonlyArray<{
  foreground: ColorRole;
  background: ColorRole;
  minimum: 4.5 | 3;
  use: string;
}> = [
  { foreground: 'text', background: 'surface', minimum: 4.5, use: 'body text' },
  { foreground: 'text', background: 'surfaceRaised', minimum: 4.5, use: 'text in cards and dialogs' },
  { foreground: 'text', background: 'surfaceSunken', minimum: 4.5, use: 'text in wells' },
  { foreground: 'text', background: 'brandSurface', minimum: 4.5, use: 'text of selected rows' },
  { foreground: 'textSecondary', background: 'surface', minimum: 4.5, use: 'hints and meta' },
  { foreground: 'textSecondary', background: 'surfaceRaised', minimum: 4.5, use: 'hints in cards' },
  { foreground: 'textSecondary', background: 'surfaceSunken', minimum: 4.5, use: 'hints in wells' },
  { foreground: 'onBrand', background: 'brand', minimum: 4.5, use: 'primary button label' },
  { foreground: 'onBrand', background: 'brandStrong', minimum: 4.5, use: 'primary button label, hover' },
  { foreground: 'brand', background: 'surfaceRaised', minimum: 4.5, use: 'secondary button label, selected text' },
  { foreground: 'brand', background: 'brandSurface', minimum: 4.5, use: 'secondary button label, hover' },
  { foreground: 'onAccent', background: 'accent', minimum: 4.5, use: 'badges and step numbers' },
  { foreground: 'accent', background: 'surface', minimum: 3, use: 'step connectors and accent strokes' },
  { foreground: 'link', background: 'surface', minimum: 4.5, use: 'links' },
  { foreground: 'link', background: 'surfaceRaised', minimum: 4.5, use: 'links in cards' },
  { foreground: 'textInverse', background: 'inverseSurface', minimum: 4.5, use: 'toasts' },
  { foreground: 'critical', background: 'surface', minimum: 4.5, use: 'field errors' },
  { foreground: 'critical', background: 'criticalSurface', minimum: 4.5, use: 'error alerts' },
  { foreground: 'onCritical', background: 'critical', minimum: 4.5, use: 'destructive button label' },
  { foreground: 'positive', background: 'positiveSurface', minimum: 4.5, use: 'success alerts' },
  { foreground: 'positive', background: 'surface', minimum: 4.5, use: 'success text' },
  { foreground: 'caution', background: 'cautionSurface', minimum: 4.5, use: 'warnings' },
  { foreground: 'info', background: 'infoSurface', minimum: 4.5, use: 'informational alerts' },
  { foreground: 'snap', background: 'snapSurface', minimum: 4.5, use: 'SNAP EBT notes and badges' },
  { foreground: 'snap', background: 'surface', minimum: 4.5, use: 'SNAP EBT text' },
  { foreground: 'sale', background: 'surface', minimum: 4.5, use: 'sale prices and savings' },
  { foreground: 'sale', background: 'saleSurface', minimum: 4.5, use: 'sale badges' },
  {
    foreground: 'onDisabled',
    background: 'disabled',
    minimum: 4.5,
    use: 'disabled button label (exempt, kept readable)',
  },
  { foreground: 'borderStrong', background: 'surface', minimum: 3, use: 'input outlines' },
  { foreground: 'borderStrong', background: 'surfaceRaised', minimum: 3, use: 'input outlines in dialogs' },
  { foreground: 'neutral', background: 'surfaceRaised', minimum: 3, use: 'unchecked radio and checkbox strokes' },
  { foreground: 'focusRing', background: 'surface', minimum: 3, use: 'focus indicator' },
  { foreground: 'focusRing', background: 'surfaceRaised', minimum: 3, use: 'focus indicator in dialogs' },
  { foreground: 'brand', background: 'surface', minimum: 3, use: 'selected control strokes and active tab indicator' },
];

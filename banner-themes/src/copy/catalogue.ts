import { commerceCopy } from './areas/commerce.ts';
import { pageCopy } from './areas/page.ts';
import { overlaysCopy } from './areas/overlays.ts';
import { primitivesCopy } from './areas/primitives.ts';

/**
 * Every user-facing string of the three specs, keyed by where it is used. `{placeholders}` are
 * filled with formatCopy(). Strings are the specs' wording, verbatim.
 */
export const baseCopy = {
  /** Strings the design system's components show, keyed by component. */
  components: { ...primitivesCopy, ...overlaysCopy, ...commerceCopy, ...pageCopy },
} as const;

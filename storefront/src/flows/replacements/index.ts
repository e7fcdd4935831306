/*
 * Replacement of unavailable items (issue 11, RPL-001..030): the cart's unavailable-item panel and the
 * scheduling page's replacement drawer. The scheduling submit awaits `resolveUnavailableItems(promise)`
 * ('continue' or 'cancel'; `hasChosenReplacements(excludedUpcs)` says whether to ask) while the page
 * renders `<ReplacementDrawer labels={replacementCopy(banner)} />`.
 */
export {
  hasChosenReplacements,
  type ReplacementOutcome,
  requestReplacements,
  resetReplacementDrawer,
  resolveUnavailableItems,
} from './drawerStore.ts';
export { eligibilityStore, recordIneligibleItems, resetEligibility } from './eligibilityStore.ts';
export { ReplacementDrawer, type ReplacementDrawerProps } from './ReplacementDrawer.tsx';
export { UnavailableItemsPanel, type UnavailableItemsPanelProps } from './UnavailableItemsPanel.tsx';

/** The cart's unavailable-items panel as a chunk of its own, for a cart that loads it only when it shows it. */
export const loadUnavailableItemsPanel = () =>
  import('./UnavailableItemsPanel.tsx').then((module) => module.UnavailableItemsPanel);

/*
 * The shopping-mode selector's public face: what pages and other flows may use. Everything else in this
 * folder is the selector's own (docs/adr/0007-flow-boundaries.md). The screens load lazily: importing
 * this module costs the store and the small entry points below, not the selector's screens.
 */
export { DeliveryHold } from './DeliveryHold.tsx';
export { SelectorHost } from './SelectorHost.tsx';
export { SelectorPage, type SelectorPageProps, selectorReturnPath } from './SelectorPage.tsx';
export { type SelectorCopy, selectorCopyPath } from './selectorCopy.ts';
export {
  closeSelector,
  openSelector,
  type SelectorOpenOptions,
  type SelectorState,
  selectorStore,
} from './selectorState.ts';
export { returnToParam, shoppingModePagePath } from './shoppingModePage.ts';
export { isStoreModality } from './stores.ts';

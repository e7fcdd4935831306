import { createContext, useContext } from 'react';

/**
 * The level of the selector's title: h2 in the dialog and the in-page panel, h1 on the selector's own
 * page. A screen's headings come one level below it, so the outline never skips a level (axe heading-order).
 */
const SelectorTitleLevelContext = createContext<1 | 2>(2);

export const SelectorTitleLevelProvider = SelectorTitleLevelContext.Provider;

/** The level of a heading directly under the selector's title. */
export function useSelectorSectionLevel(): 2 | 3 {
  return useContext(SelectorTitleLevelContext) === 1 ? 2 : 3;
}

import { createContext, useContext } from 'react';
import type { buildSelectorCopy } from '../../lib/copy/selector.ts';

/** The selector's strings; built by buildSelectorCopy() at build time (and in stories). */
export type SelectorCopy = ReturnType<typeof buildSelectorCopy>;

const SelectorCopyContext = createContext<SelectorCopy | null>(null);

/** Provided by SelectorRoot: one React tree, so context is fine inside the selector. */
export const SelectorCopyProvider = SelectorCopyContext.Provider;

export function useSelectorCopy(): SelectorCopy {
  const copy = useContext(SelectorCopyContext);
  if (!copy) throw new Error('useSelectorCopy() needs <SelectorCopyProvider> (SelectorRoot provides it)');
  return copy;
}

/** Where a banner's copy file is served (src/pages/themes/selector-copy/[banner].json.ts). */
export function selectorCopyPath(bannerId: string): string {
  return `/themes/selector-copy/${encodeURIComponent(bannerId)}.json`;
}

let pending: Promise<SelectorCopy> | undefined;

/** Fetches the banner's selector copy once per page. */
export function loadSelectorCopy(bannerId: string): Promise<SelectorCopy> {
  pending ??= fetch(selectorCopyPath(bannerId), { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`${selectorCopyPath(bannerId)} answered ${response.status}`);
      return response.json() as Promise<SelectorCopy>;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

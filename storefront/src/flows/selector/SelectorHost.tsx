import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { LoadBoundary, LoadFailedNotice } from '../../lib/LoadFailedNotice.tsx';
import { pageConfig } from '../../lib/pageConfig.ts';
import { loadSelectorCopy } from './selectorCopy.ts';
import { closeSelector, selectorStore } from './selectorState.ts';

/** The selector's code and its copy file, fetched together the first time the shopper opens it. */
function loadSelector(): ComponentType {
  return lazy(async () => {
    const [module, copy] = await Promise.all([import('./SelectorRoot.tsx'), loadSelectorCopy(pageConfig().bannerId)]);
    const { SelectorRoot } = module;
    return { default: () => <SelectorRoot copy={copy} /> };
  });
}

/**
 * Mounts the selector modal once something on the page opens it (the header button, or any island through
 * openSelector()), so pages do not pay for the selector until it is used. It stays mounted afterwards. When
 * its code cannot load, the banner's connection message shows under the control (an alert) until the next
 * opening, which tries again.
 */
export function SelectorHost() {
  const isRequested = useStore(selectorStore, (state) => state.isOpen && state.options.presentation !== 'panel');
  const [Selector, setSelector] = useState<ComponentType | null>(null);
  const [isNoticeShown, setNoticeShown] = useState(false);
  useEffect(() => {
    if (!isRequested) return;
    setNoticeShown(false);
    if (!Selector) setSelector(() => loadSelector());
  }, [isRequested, Selector]);
  if (!Selector) return isNoticeShown ? <LoadFailedNotice /> : null;
  return (
    <LoadBoundary
      onFailure={() => {
        closeSelector();
        setSelector(null);
        setNoticeShown(true);
      }}
    >
      <Suspense fallback={null}>
        <Selector />
      </Suspense>
    </LoadBoundary>
  );
}

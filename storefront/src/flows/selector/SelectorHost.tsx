import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { LoadFailedNotice } from '../../lib/LoadFailedNotice.tsx';
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

/** A failed load (offline, say) closes the selector and says why; the next opening tries again. */
class LoadBoundary extends Component<{ children: ReactNode; onError: () => void }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
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
      onError={() => {
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

import { Spinner } from '@aisle/design-system/components/Spinner';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { pageConfig } from '../../lib/pageConfig.ts';
import { safeReturnTo } from '../../lib/returnTo.ts';
import { loadSelectorCopy, type SelectorCopy } from './selectorCopy.ts';
import * as styles from './selectorPage.css.ts';
import { openSelector, selectorStore } from './selectorState.ts';
import { returnToParam } from './shoppingModePage.ts';

type Panel = ComponentType<{ copy: SelectorCopy; isPageHeading?: boolean }>;

/** Where the panel sends the shopper when it closes: `returnTo`, else the same-site page they came from. */
export function selectorReturnPath(location: Pick<Location, 'search' | 'origin'>, referrer: string): string {
  const asked = new URLSearchParams(location.search).get(returnToParam);
  if (asked) return safeReturnTo(asked, location.origin);
  try {
    const came = new URL(referrer);
    if (came.origin === location.origin) return safeReturnTo(`${came.pathname}${came.search}`, location.origin);
  } catch {
    // No referrer, or not a URL: home.
  }
  return '/';
}

export type SelectorPageProps = {
  /** Shown until the selector's copy has arrived ('Loading…'). */
  loadingLabel: string;
};

/**
 * The selector as a page (SEL-001, /shopping-mode): the header's 'Choose how to shop' is a link here, so
 * it works from the first tap, before any island has hydrated. The panel opens at once; when the shopper
 * has chosen (or closes it) they go back to the page they came from.
 */
export function SelectorPage({ loadingLabel }: SelectorPageProps) {
  const [loaded, setLoaded] = useState<{ Panel: Panel; copy: SelectorCopy } | null>(null);
  const [hasFailed, setFailed] = useState(false);
  const isOpen = useStore(selectorStore, (state) => state.isOpen);
  const hasOpened = useRef(false);

  useEffect(() => {
    openSelector({ origin: 'header', presentation: 'panel' });
    // The screens and the banner's copy arrive together, as when the header opens the modal.
    Promise.all([import('./SelectorRoot.tsx'), loadSelectorCopy(pageConfig().bannerId)]).then(
      ([module, copy]) => setLoaded({ Panel: module.SelectorPanel, copy }),
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    if (isOpen) {
      hasOpened.current = true;
      return;
    }
    if (hasOpened.current) window.location.assign(selectorReturnPath(window.location, document.referrer));
  }, [isOpen]);

  if (hasFailed) return <p role="alert">{pageConfig().messages.generic}</p>;
  if (!loaded) {
    return (
      <div className={styles.loading} data-part="loading">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  return <loaded.Panel copy={loaded.copy} isPageHeading />;
}

import { formatCopy } from '@aisle/banner-themes/copy';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { useEffect, useState } from 'react';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { hydrateShoppingMode } from '../../lib/stores/shoppingMode.ts';
import * as styles from './catalogue.css.ts';
import {
  type CatalogueData,
  type CatalogueView,
  followStoreChanges,
  loadCatalogue,
  loadProducts,
} from './catalogueData.ts';

/*
 * What the home and the search islands share: the catalogue's state (loaded, then loaded again when the
 * store changes) and its loading and error lines. The department list and the product grid are in
 * `catalogueParts.tsx`. Each island renders its own page around them, so the home page does not load the
 * search's refinements and pages, and the search loads its results' code beside its request
 * (docs/performance.md).
 */

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & CatalogueData);

/**
 * The catalogue of a view, from the page's built data (`initial`) or the API. Prices come from the API.
 * SEL-074, SEL-075: another store has its own prices and offers (flash sales among them), so the products
 * are fetched again; the products shown stay until the new ones arrive.
 */
export function useCatalogue(view: CatalogueView, labels: CatalogueLabels, initial?: CatalogueData): CatalogueState {
  const [state, setState] = useState<CatalogueState>(initial ? { status: 'ready', ...initial } : { status: 'loading' });
  const hasInitial = initial !== undefined;

  useEffect(() => {
    hydrateShoppingMode();
    let isCurrent = true;
    let productRequest = 0;
    const showFailure = (error: unknown) => {
      if (!isCurrent || (isApiError(error) && error.kind === 'session')) return;
      // A page built with its products keeps them when the refresh fails: they are the catalogue's, and
      // 'Add to cart' tells its own failure; replacing them by an error would only move the page.
      if (hasInitial) return;
      const isConnection = isConnectionError(error);
      setState({
        status: 'error',
        message: isConnection && isApiError(error) ? error.userMessage : labels.reloadMessage,
      });
    };
    loadCatalogue(view, window.location.search)
      .then((loaded) => {
        if (!isCurrent) return;
        setState({ status: 'ready', ...loaded });
        if (view === 'search' && loaded.query) document.title = formatCopy(labels.searchTitle, { query: loaded.query });
        // The box shows the words searched, unless the shopper is in it (about to type new ones, on a slow phone
        // before the results came) or has begun typing: words put there then would run into theirs.
        const input = document.getElementById('site-search');
        if (
          input instanceof HTMLInputElement &&
          loaded.query &&
          input.value === '' &&
          document.activeElement !== input
        ) {
          input.value = loaded.query;
        }
      })
      .catch(showFailure);
    const stopFollowing = followStoreChanges(() => {
      productRequest += 1;
      const request = productRequest;
      loadProducts(view, window.location.search)
        .then((results) => {
          if (!isCurrent || request !== productRequest) return;
          setState((current) => (current.status === 'ready' ? { ...current, ...results } : current));
        })
        .catch(showFailure);
    });
    return () => {
      isCurrent = false;
      stopFollowing();
    };
  }, [view, labels, hasInitial]);

  return state;
}

/** The loading line or the error card of a catalogue that is not ready. */
export function CatalogueStatus({
  state,
  labels,
}: {
  state: Exclude<CatalogueState, { status: 'ready' }>;
  labels: CatalogueLabels;
}) {
  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status" data-state="loading">
        {labels.loading}
      </p>
    );
  }
  return <ErrorCard message={state.message} reloadLabel={labels.reload} isLive />;
}

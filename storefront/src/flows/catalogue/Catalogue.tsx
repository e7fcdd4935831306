import { formatCopy } from '@aisle/banner-themes/copy';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { useEffect, useState } from 'react';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { departmentPath } from '../../lib/productPages.ts';
import { hydrateShoppingMode } from '../../lib/stores/shoppingMode.ts';
import * as styles from './catalogue.css.ts';
import {
  type CatalogueData,
  type CatalogueView,
  followStoreChanges,
  loadCatalogue,
  loadProducts,
  RESULTS_PAGE,
  searchHref,
} from './catalogueData.ts';
import { ProductTile } from './ProductTile.tsx';
import { SearchRefinements, searchOf } from './SearchRefinements.tsx';

export { type CatalogueView, catalogueViews } from './catalogueData.ts';

export type CatalogueProps = {
  view: CatalogueView;
  labels: CatalogueLabels;
  /**
   * What the page was built with (the home page: departments and featured products, see
   * services/scripts/home-catalogue.ts): shown from the first paint, then fetched again once hydrated.
   */
  initial?: CatalogueData;
};

type State = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & CatalogueData);

/** Tiles that can show in the first screen: two on a phone, up to four on a wide screen. */
const FIRST_ROW = 4;

/** The product catalogue island of the home, search and shopping pages. Prices come from the API. */
export function Catalogue({ view, labels, initial }: CatalogueProps) {
  const [state, setState] = useState<State>(initial ? { status: 'ready', ...initial } : { status: 'loading' });

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
        const input = document.getElementById('site-search');
        if (input instanceof HTMLInputElement && loaded.query) input.value = loaded.query;
      })
      .catch(showFailure);
    // SEL-074, SEL-075: another store has its own prices and offers (flash sales among them), so the
    // products are fetched again; the products shown stay until the new ones arrive.
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

  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status" data-state="loading">
        {labels.loading}
      </p>
    );
  }
  if (state.status === 'error') {
    return <ErrorCard message={state.message} reloadLabel={labels.reload} isLive />;
  }

  const departmentList = (
    <section className={styles.section} aria-labelledby="departments-heading">
      <h2 className={styles.sectionHeading} id="departments-heading">
        {labels.departments}
      </h2>
      <ul className={styles.departments}>
        {state.departments.map((department) => (
          <li key={department.id}>
            <a
              className={styles.departmentLink}
              href={departmentPath(department.id)}
              aria-current={department.id === state.department ? 'page' : undefined}
            >
              {department.name}
              <span className={styles.departmentCount}>({department.productCount})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );

  const productGrid = (
    <ul className={styles.grid} data-part="products">
      {state.products.map((product, index) => (
        <li key={product.gtin13}>
          <ProductTile product={product} labels={labels} isFirstRow={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );

  if (view === 'home') {
    return (
      <div className={styles.section} data-state="ready">
        {departmentList}
        <section className={styles.section} aria-labelledby="featured-heading">
          <h2 className={styles.sectionHeading} id="featured-heading">
            {labels.featured}
          </h2>
          {productGrid}
        </section>
      </div>
    );
  }

  const departmentName = state.departments.find((department) => department.id === state.department)?.name;
  const searchedFor = state.query || departmentName || '';
  return (
    <div className={styles.section} data-state="ready">
      <section className={styles.section} aria-labelledby="results-heading">
        <h2 className={styles.sectionHeading} id="results-heading">
          {searchedFor ? formatCopy(labels.resultsFor, { query: searchedFor }) : labels.emptyQuery}
        </h2>
        {searchedFor ? (
          <p className={styles.status} role="status">
            {state.products.length > 0
              ? formatCopy(state.total === 1 ? labels.resultCountOne : labels.resultCount, { count: state.total })
              : formatCopy(labels.noResults, { query: searchedFor })}
          </p>
        ) : null}
        {state.correctedQuery ? (
          <p className={styles.status}>{formatCopy(labels.correctedQuery, { query: state.correctedQuery })}</p>
        ) : null}
        {state.facets && state.refinement ? (
          <SearchRefinements
            facets={state.facets}
            refinement={state.refinement}
            search={searchOf(state)}
            department={state.department}
            labels={labels}
          />
        ) : null}
        {productGrid}
        {state.refinement && state.total > RESULTS_PAGE ? (
          <ResultPages page={state.refinement.page} total={state.total} search={searchOf(state)} labels={labels} />
        ) : null}
      </section>
      {departmentList}
    </div>
  );
}

/** Previous and next pages of a long search, as plain links. */
function ResultPages({
  page,
  total,
  search,
  labels,
}: {
  page: number;
  total: number;
  search: string;
  labels: CatalogueLabels;
}) {
  const pages = Math.ceil(total / RESULTS_PAGE);
  return (
    <nav className={styles.pages} aria-label={labels.pages}>
      {page > 1 ? (
        <a className={styles.departmentLink} href={searchHref(search, { page: String(page - 1) })}>
          {labels.previousPage}
        </a>
      ) : null}
      <span>{formatCopy(labels.pageOf, { page, pages })}</span>
      {page < pages ? (
        <a className={styles.departmentLink} href={searchHref(search, { page: String(page + 1) })}>
          {labels.nextPage}
        </a>
      ) : null}
    </nav>
  );
}

import { formatCopy } from '@aisle/banner-themes/copy';
import type { Department, Product } from '@aisle/contracts';
import { ErrorCard } from '@aisle/design-system';
import { useEffect, useState } from 'react';
import { api, isApiError } from '../../lib/api/index.ts';
import { hydrateShoppingMode } from '../../lib/stores/shoppingMode.ts';
import * as styles from './catalogue.css.ts';
import type { CatalogueLabels } from './catalogueCopy.ts';
import { ProductTile } from './ProductTile.tsx';

/** home: departments and featured products; search: the results for ?q= or ?department=. */
export const catalogueViews = ['home', 'search'] as const;
export type CatalogueView = (typeof catalogueViews)[number];

export type CatalogueProps = { view: CatalogueView; labels: CatalogueLabels };

type Loaded = { departments: Department[]; products: Product[]; total: number; query: string; department: string };
type State = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & Loaded);

const FEATURED_COUNT = 12;
const RESULTS_PAGE = 48;

async function load(view: CatalogueView): Promise<Loaded> {
  const search = new URLSearchParams(window.location.search);
  const query = view === 'search' ? (search.get('q') ?? '').trim() : '';
  const department = view === 'search' ? (search.get('department') ?? '') : '';
  const client = api();
  const departmentsCall = client.call('listDepartments');
  if (view === 'search' && !query && !department) {
    return { departments: (await departmentsCall).departments, products: [], total: 0, query, department };
  }
  const productQuery =
    view === 'home'
      ? { featured: 'true', limit: FEATURED_COUNT }
      : { ...(query ? { query } : {}), ...(department ? { department } : {}), limit: RESULTS_PAGE };
  const [departments, page] = await Promise.all([
    departmentsCall,
    client.call('searchProducts', { query: productQuery }),
  ]);
  return { departments: departments.departments, products: page.items, total: page.total, query, department };
}

/** The product catalogue island of the home, search and shopping pages. Prices come from the API. */
export function Catalogue({ view, labels }: CatalogueProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    hydrateShoppingMode();
    let isCurrent = true;
    load(view)
      .then((loaded) => {
        if (!isCurrent) return;
        setState({ status: 'ready', ...loaded });
        if (view === 'search' && loaded.query) document.title = formatCopy(labels.searchTitle, { query: loaded.query });
        const input = document.getElementById('site-search');
        if (input instanceof HTMLInputElement && loaded.query) input.value = loaded.query;
      })
      .catch((error: unknown) => {
        if (!isCurrent || (isApiError(error) && error.kind === 'session')) return;
        const isConnection = isApiError(error) && (error.kind === 'offline' || error.kind === 'network');
        setState({
          status: 'error',
          message: isConnection && isApiError(error) ? error.userMessage : labels.reloadMessage,
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [view, labels]);

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
              href={`/search?department=${encodeURIComponent(department.id)}`}
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
      {state.products.map((product) => (
        <li key={product.gtin13}>
          <ProductTile product={product} labels={labels} />
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
        {productGrid}
      </section>
      {departmentList}
    </div>
  );
}

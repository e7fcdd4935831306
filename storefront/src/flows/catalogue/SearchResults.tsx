import { formatCopy } from '@aisle/banner-themes/copy';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { searchHref } from '../../lib/searchLinks.ts';
import * as styles from './catalogue.css.ts';
import { RESULTS_PAGE } from './catalogueData.ts';
import { DepartmentList, ProductGrid, type ReadyCatalogueProps } from './catalogueParts.tsx';
import { SearchRefinements, searchOf } from './SearchRefinements.tsx';

/**
 * The search page once its results are in: what was searched for and how many were found, the refinements,
 * the products, the pages and the departments. `SearchCatalogue` loads this code beside the search's request.
 */
export function SearchResults({ state, labels }: ReadyCatalogueProps) {
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
        <ProductGrid state={state} labels={labels} />
        {state.refinement && state.total > RESULTS_PAGE ? (
          <ResultPages page={state.refinement.page} total={state.total} search={searchOf(state)} labels={labels} />
        ) : null}
      </section>
      <DepartmentList state={state} labels={labels} />
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

import { formatCopy } from '@aisle/banner-themes/copy';
import type { ProductFacets } from '@aisle/contracts';
import { PRODUCT_SORTS } from '@aisle/contracts/constants';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { searchHref } from '../../lib/searchLinks.ts';
import * as styles from './catalogue.css.ts';
import type { ProductResults, SearchRefinement } from './catalogueData.ts';

/** The URL search of the page the results were asked for (q, department and the refinement). */
export function searchOf(results: Pick<ProductResults, 'query' | 'department' | 'refinement'>): string {
  const params = new URLSearchParams();
  if (results.query) params.set('q', results.query);
  if (results.department) params.set('department', results.department);
  const refinement = results.refinement;
  if (refinement?.sort) params.set('sort', refinement.sort);
  if (refinement?.brand) params.set('brand', refinement.brand);
  if (refinement?.snap) params.set('snap', 'true');
  if (refinement?.onSale) params.set('onSale', 'true');
  if (refinement?.dietary) params.set('dietary', refinement.dietary);
  if (refinement && refinement.page > 1) params.set('page', String(refinement.page));
  return params.toString();
}

type Choice = { key: string; label: string; href: string; isCurrent: boolean };

function ChoiceGroup({ id, heading, choices }: { id: string; heading: string; choices: Choice[] }) {
  if (choices.length === 0) return null;
  return (
    <div className={styles.facetGroup}>
      <h3 className={styles.facetHeading} id={id}>
        {heading}
      </h3>
      <ul className={styles.facetChoices} aria-labelledby={id}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <a
              className={styles.departmentLink}
              href={choice.href}
              aria-current={choice.isCurrent ? 'true' : undefined}
            >
              {choice.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export type SearchRefinementsProps = {
  facets: ProductFacets;
  refinement: SearchRefinement;
  /** The page's URL search (searchOf). */
  search: string;
  department: string;
  labels: CatalogueLabels;
};

/**
 * Sorts and facets of a search as plain links (they work before and without hydration): a link adds its
 * filter, the current one (aria-current) takes it off. Counts are the server's, each with the other filters.
 */
export function SearchRefinements({ facets, refinement, search, department, labels }: SearchRefinementsProps) {
  const counted = (label: string, count: number) => formatCopy(labels.facetCount, { label, count });
  const currentSort = refinement.sort ?? 'relevance';
  const sorts: Choice[] = PRODUCT_SORTS.map((sort) => ({
    key: sort,
    label: labels.sorts[sort],
    href: searchHref(search, { sort: sort === 'relevance' ? undefined : sort }),
    isCurrent: sort === currentSort,
  }));
  const departments: Choice[] = facets.departments.map((facet) => ({
    key: facet.id,
    label: counted(facet.name, facet.count),
    href: searchHref(search, { department: facet.id === department ? undefined : facet.id }),
    isCurrent: facet.id === department,
  }));
  const brands: Choice[] = facets.brands.map((facet) => ({
    key: facet.name,
    label: counted(facet.name, facet.count),
    href: searchHref(search, { brand: facet.name === refinement.brand ? undefined : facet.name }),
    isCurrent: facet.name === refinement.brand,
  }));
  const offers: Choice[] = [
    { key: 'snap', label: labels.snapEligible, count: facets.snapEligible, isCurrent: refinement.snap === true },
    { key: 'onSale', label: labels.onSale, count: facets.onSale, isCurrent: refinement.onSale === true },
  ]
    .filter((offer) => offer.count > 0 || offer.isCurrent)
    .map((offer) => ({
      key: offer.key,
      label: counted(offer.label, offer.count),
      href: searchHref(search, { [offer.key]: offer.isCurrent ? undefined : 'true' }),
      isCurrent: offer.isCurrent,
    }));
  const dietary: Choice[] = facets.dietary.map((facet) => ({
    key: facet.tag,
    label: counted(labels.dietary[facet.tag], facet.count),
    href: searchHref(search, { dietary: facet.tag === refinement.dietary ? undefined : facet.tag }),
    isCurrent: facet.tag === refinement.dietary,
  }));
  const isFiltered = Boolean(refinement.brand || refinement.snap || refinement.onSale || refinement.dietary);
  return (
    <nav className={styles.refine} aria-label={labels.refine}>
      <ChoiceGroup id="search-sort" heading={labels.sortBy} choices={sorts} />
      <ChoiceGroup id="search-departments" heading={labels.departmentFacet} choices={departments} />
      <ChoiceGroup id="search-brands" heading={labels.brandFacet} choices={brands} />
      <ChoiceGroup id="search-offers" heading={labels.offersFacet} choices={offers} />
      <ChoiceGroup id="search-dietary" heading={labels.dietaryFacet} choices={dietary} />
      {isFiltered ? (
        <a
          className={styles.clearFilters}
          href={searchHref(search, { brand: undefined, snap: undefined, onSale: undefined, dietary: undefined })}
        >
          {labels.clearFilters}
        </a>
      ) : null}
    </nav>
  );
}

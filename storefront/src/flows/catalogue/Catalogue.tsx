import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import * as styles from './catalogue.css.ts';
import type { CatalogueData } from './catalogueData.ts';
import { DepartmentList, ProductGrid } from './catalogueParts.tsx';
import { CatalogueStatus, useCatalogue } from './useCatalogue.tsx';

export { type CatalogueView, catalogueViews } from './catalogueData.ts';

export type CatalogueProps = {
  labels: CatalogueLabels;
  /**
   * What the page was built with (the home page: departments and featured products, see
   * services/scripts/home-catalogue.ts): shown from the first paint, then fetched again once hydrated.
   */
  initial?: CatalogueData;
};

/** The home catalogue island (home, got-everything, start-my-cart): departments and featured products. */
export function Catalogue({ labels, initial }: CatalogueProps) {
  const state = useCatalogue('home', labels, initial);
  if (state.status !== 'ready') return <CatalogueStatus state={state} labels={labels} />;
  return (
    <div className={styles.section} data-state="ready">
      <DepartmentList state={state} labels={labels} withPictures />
      <section className={styles.section} aria-labelledby="featured-heading">
        <h2 className={styles.sectionHeading} id="featured-heading">
          {labels.featured}
        </h2>
        <ProductGrid state={state} labels={labels} />
      </section>
    </div>
  );
}

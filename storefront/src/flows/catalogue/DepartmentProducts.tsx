import type { Product } from '@aisle/contracts';
import { useEffect, useState } from 'react';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { hydrateShoppingMode } from '../../lib/stores/shoppingMode.ts';
import * as styles from './catalogue.css.ts';
import { followStoreChanges, loadProductsByGtin } from './catalogueData.ts';
import { ProductTile } from './ProductTile.tsx';

export type DepartmentSection = {
  /** The sub-category's name and its heading's id (the department page's category links point at it). */
  heading: { id: string; name: string } | null;
  products: Product[];
};

/** Tiles that can show in the first screen. */
const FIRST_ROW = 4;

/**
 * One page of a department (an island): its products in sub-category sections, as built, then with the
 * prices and offers of the shopper's store once the page is live (in the same order: nothing moves).
 */
export function DepartmentProducts({ sections, labels }: { sections: DepartmentSection[]; labels: CatalogueLabels }) {
  const [live, setLive] = useState<Map<string, Product>>(new Map());

  useEffect(() => {
    hydrateShoppingMode();
    let isCurrent = true;
    const gtins = sections.flatMap((section) => section.products.map((product) => product.gtin13));
    const refresh = () => {
      loadProductsByGtin(gtins)
        .then((products) => {
          if (isCurrent) setLive(new Map(products.map((product) => [product.gtin13, product])));
        })
        // The built products stay: they are the catalogue's, and 'Add to cart' tells its own failure.
        .catch(() => undefined);
    };
    refresh();
    const stopFollowing = followStoreChanges(refresh);
    return () => {
      isCurrent = false;
      stopFollowing();
    };
  }, [sections]);

  let index = 0;
  return (
    <div className={styles.section} data-state="ready" data-component="DepartmentProducts">
      {sections.map((section) => (
        <section
          key={section.heading?.id ?? 'other'}
          className={styles.section}
          aria-labelledby={section.heading?.id ?? 'sub-other'}
        >
          <h2 className={styles.sectionHeading} id={section.heading?.id ?? 'sub-other'}>
            {section.heading?.name ?? labels.otherProducts}
          </h2>
          <ul className={styles.grid} data-part="products">
            {section.products.map((built) => {
              const isFirstRow = index < FIRST_ROW;
              index += 1;
              return (
                <li key={built.gtin13}>
                  <ProductTile product={live.get(built.gtin13) ?? built} labels={labels} isFirstRow={isFirstRow} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

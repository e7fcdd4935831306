import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { departmentImagePath, departmentPath } from '../../lib/productPages.ts';
import * as styles from './catalogue.css.ts';
import { ProductTile } from './ProductTile.tsx';
import type { CatalogueState } from './useCatalogue.tsx';

/* The department list and the product grid of a catalogue that has loaded (home, search). */

/** Tiles that can show in the first screen: two on a phone, up to four on a wide screen. */
const FIRST_ROW = 4;

/** A catalogue that has loaded, and its copy. */
export type ReadyCatalogueProps = { state: Extract<CatalogueState, { status: 'ready' }>; labels: CatalogueLabels };

/**
 * The departments: pill links (search), or picture tiles (the home page, `withPictures`), each with its
 * product count.
 */
export function DepartmentList({
  state,
  labels,
  withPictures = false,
}: ReadyCatalogueProps & { withPictures?: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="departments-heading">
      <h2 className={styles.sectionHeading} id="departments-heading">
        {labels.departments}
      </h2>
      <ul
        className={withPictures ? styles.departmentTiles : styles.departments}
        data-part={withPictures ? 'department-tiles' : undefined}
      >
        {state.departments.map((department) => {
          const count = <span className={styles.departmentCount}>({department.productCount})</span>;
          return (
            <li key={department.id}>
              <a
                className={withPictures ? styles.departmentTile : styles.departmentLink}
                href={departmentPath(department.id)}
                aria-current={department.id === state.department ? 'page' : undefined}
              >
                {withPictures ? (
                  <>
                    <img
                      className={styles.departmentImage}
                      src={departmentImagePath(department.id)}
                      alt=""
                      width={64}
                      height={64}
                      decoding="async"
                    />
                    <span>
                      {department.name} {count}
                    </span>
                  </>
                ) : (
                  <>
                    {department.name}
                    {count}
                  </>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ProductGrid({ state, labels }: ReadyCatalogueProps) {
  return (
    <ul className={styles.grid} data-part="products">
      {state.products.map((product, index) => (
        <li key={product.gtin13}>
          <ProductTile product={product} labels={labels} isFirstRow={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

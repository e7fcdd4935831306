import type { Banner } from '@aisle/banner-themes';
import { formatCopy } from '@aisle/banner-themes/copy';
import type { Product } from '@aisle/contracts';
import { formatMoney } from '@aisle/design-system/format';
import { productPath } from '../../lib/productPages.ts';
import * as styles from './catalogue.css.ts';

export type HomeDealsProps = {
  /** The products on sale, from the catalogue the page is built with. */
  deals: readonly Product[];
  /** The deals' words, and the product page's for a regular price ('Regular price {price}'). */
  labels: Banner['strings']['storefront']['deals'] & { regularPrice: string };
  /** The banner sells online: its cart takes promo codes (an in-store-only banner's has none). */
  showsCodes: boolean;
};

/**
 * The home page's deals (issue 22): the promo codes the cart takes and the products on sale, each a link to
 * its page. Rendered on the server only (no island, no script): the prices are the catalogue's, and a
 * product's page shows the store's once live.
 */
export function HomeDeals({ deals, labels, showsCodes }: HomeDealsProps) {
  return (
    <section className={styles.section} aria-labelledby="deals-heading" data-part="deals">
      <h2 className={styles.sectionHeading} id="deals-heading">
        {labels.heading}
      </h2>
      {showsCodes ? (
        <div className={styles.section} data-part="promo-codes">
          <h3 className={styles.name}>{labels.codesHeading}</h3>
          <ul className={styles.codes}>
            {labels.codes.map((entry) => (
              <li key={entry.code} className={styles.code}>
                <strong className={styles.codeName}>{entry.code}</strong> <span>{entry.terms}</span>
              </li>
            ))}
          </ul>
          <p className={styles.status}>{labels.codesHint}</p>
        </div>
      ) : null}
      {deals.length > 0 ? (
        <div className={styles.section}>
          <h3 className={styles.name}>{labels.onSaleHeading}</h3>
          <ul className={styles.grid} data-part="on-sale">
            {deals.map((product) => (
              <li key={product.gtin13}>
                <article className={styles.tile} aria-labelledby={`deal-${product.gtin13}`}>
                  <img
                    className={styles.image}
                    src={product.imageUrl}
                    alt=""
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                  />
                  <div className={styles.details}>
                    <h4 className={styles.name} id={`deal-${product.gtin13}`}>
                      <a className={styles.nameLink} href={productPath(product)}>
                        {product.name}
                      </a>
                    </h4>
                    <p className={styles.priceRow} data-part="price">
                      <span className={`${styles.price} ${styles.salePrice}`}>
                        {formatMoney(product.promoPrice ?? product.price)}
                      </span>
                      <s className={styles.regularPrice}>
                        <span className={styles.visuallyHidden}>
                          {formatCopy(labels.regularPrice, { price: formatMoney(product.price) })}
                        </span>
                        <span aria-hidden="true">{formatMoney(product.price)}</span>
                      </s>
                    </p>
                    <p className={styles.unit}>{product.unitLabel}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

import type { Product } from '@aisle/contracts';
import { Button } from '@aisle/design-system/components/Button';
import { formatMoney } from '@aisle/design-system/format';
import { useId } from 'react';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { productPath } from '../../lib/productPages.ts';
import * as styles from './catalogue.css.ts';
import { useAddToCart } from './useAddToCart.ts';

/** One product: image, name (a link to its page), price, unit label and 'Add to cart' for the current shopping mode. */
export function ProductTile({
  product,
  labels,
  headingLevel = 3,
  isFirstRow = false,
}: {
  product: Product;
  labels: CatalogueLabels;
  headingLevel?: 2 | 3;
  /**
   * The tile may be in the first screen: its image loads at once, not lazily, and the very first one
   * with high priority, since it is usually the page's largest paint (Lighthouse LCP).
   */
  isFirstRow?: boolean;
}) {
  const nameId = useId();
  const { add, isAdding, feedback } = useAddToCart(product, labels);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isOnSale = product.promoPrice !== null;

  return (
    <article className={styles.tile} data-component="ProductTile" data-gtin13={product.gtin13} aria-labelledby={nameId}>
      <img
        className={styles.image}
        src={product.imageUrl}
        alt=""
        width={160}
        height={160}
        loading={isFirstRow ? 'eager' : 'lazy'}
        fetchPriority={isFirstRow ? 'high' : 'auto'}
        decoding="async"
      />
      <div className={styles.details}>
        <Heading className={styles.name} id={nameId}>
          <a className={styles.nameLink} href={productPath(product)}>
            {product.name}
          </a>
        </Heading>
        <p className={styles.brand}>{product.brand}</p>
        <p className={styles.priceRow} data-part="price">
          <span className={isOnSale ? `${styles.price} ${styles.salePrice}` : styles.price}>
            {formatMoney(product.promoPrice ?? product.price)}
          </span>
          {isOnSale ? <s className={styles.regularPrice}>{formatMoney(product.price)}</s> : null}
        </p>
        <p className={styles.unit} data-part="unit">
          {product.unitLabel}
        </p>
        <p className={styles.badges}>
          {product.snapEligible ? <span className={styles.badge}>{labels.snapEligible}</span> : null}
          {product.ageRestricted ? (
            <span className={`${styles.badge} ${styles.ageBadge}`}>{labels.ageRestricted}</span>
          ) : null}
        </p>
      </div>
      <div className={styles.details}>
        <Button
          size="small"
          fullWidth
          isBusy={isAdding}
          busyLabel={labels.adding}
          aria-describedby={nameId}
          onClick={() => add()}
          data-part="add-to-cart"
        >
          {labels.addToCart}
        </Button>
        {/* Success is announced and shown by the header's count; only a failure takes room in the tile. */}
        <p
          className={feedback?.tone === 'failed' ? `${styles.feedback} ${styles.feedbackError}` : styles.visuallyHidden}
          role="status"
          data-part="feedback"
        >
          {feedback?.text}
        </p>
      </div>
    </article>
  );
}

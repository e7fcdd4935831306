import { formatCopy } from '@aisle/banner-themes/copy';
import type { Product } from '@aisle/contracts';
import { Button } from '@aisle/design-system/components/Button';
import { QuantityStepper } from '@aisle/design-system/components/QuantityStepper';
import { formatMoney } from '@aisle/design-system/format';
import { useEffect, useId, useRef } from 'react';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { productPath } from '../../lib/productPages.ts';
import * as styles from './catalogue.css.ts';
import { useAddToCart, useCartQuantity } from './useAddToCart.ts';

/**
 * One product: image, name (a link to its page), price, unit label and 'Add to cart' for the current shopping
 * mode, which becomes a quantity stepper once the product is in that cart.
 */
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
  const { add, change, isAdding, feedback } = useAddToCart(product, labels);
  const inCart = useCartQuantity(product);
  const isInCart = inCart > 0;
  // 'Add to cart' becomes the stepper and back: focus follows the shopper's tap to the control that replaced it.
  const buyRef = useRef<HTMLDivElement>(null);
  const movesFocus = useRef(false);
  const keepFocusHere = () => {
    movesFocus.current = buyRef.current?.contains(document.activeElement) ?? false;
  };
  const shownInCart = useRef(isInCart);
  useEffect(() => {
    // Once the change has settled (a busy button cannot take focus), and only when the control was replaced.
    if (isAdding || shownInCart.current === isInCart) return;
    shownInCart.current = isInCart;
    if (!movesFocus.current) return;
    movesFocus.current = false;
    buyRef.current
      ?.querySelector<HTMLElement>(isInCart ? '[data-part="increase"]' : '[data-part="add-to-cart"]')
      ?.focus();
  }, [isInCart, isAdding]);
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
      <div className={styles.details} ref={buyRef}>
        {isInCart ? (
          // In the cart: how many, with − and + (issue 22); − at 1 takes it out and 'Add to cart' returns.
          <QuantityStepper
            labels={{
              group: formatCopy(labels.stepper.group, { product: product.name }),
              decrease: formatCopy(labels.stepper.decrease, { item: product.name }),
              increase: formatCopy(labels.stepper.increase, { item: product.name }),
            }}
            value={inCart}
            onValueChange={(quantity) => {
              keepFocusHere();
              void change(quantity);
            }}
            min={0}
            max={product.maxQuantity}
            className={styles.stepper}
            data-part="cart-stepper"
          />
        ) : (
          <Button
            size="small"
            fullWidth
            isBusy={isAdding}
            busyLabel={labels.adding}
            aria-describedby={nameId}
            onClick={() => {
              keepFocusHere();
              void add();
            }}
            data-part="add-to-cart"
          >
            {labels.addToCart}
          </Button>
        )}
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

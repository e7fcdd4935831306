import { formatCopy } from '@aisle/banner-themes/copy';
import type { Product, ProductDetails } from '@aisle/contracts';
import { Button } from '@aisle/design-system/components/Button';
import { QuantityStepper } from '@aisle/design-system/components/QuantityStepper';
import { formatMoney } from '@aisle/design-system/format';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { ProductPageLabels } from '../../lib/copy/catalogue.ts';
import { currentPrice, unitPriceOf } from '../../lib/productPages.ts';
import { hydrateShoppingMode, type ModalityPreference, shoppingModeStore } from '../../lib/stores/shoppingMode.ts';
import * as styles from '../../styles/catalogue.css.ts';
import { followStoreChanges } from './catalogueData.ts';
import { readProduct } from './gateway/product.ts';
import { useAddToCart } from './useAddToCart.ts';

export type ProductPurchaseProps = {
  /** The product as the page was built with it: its list price shows until the store's answers. */
  product: Product;
  unitSize: ProductDetails['unitSize'];
  labels: ProductPageLabels;
};

/**
 * The Prop 65 notice, loaded only for a product with a warning once the shopper's state is known (the notice
 * itself shows in California only): most product pages never need it, and the page's first JS stays in budget.
 */
const LazyProp65Notice = lazy(async () => ({
  default: (await import('@aisle/design-system/components/Prop65Notice')).Prop65Notice,
}));

/** The state of the shopper's store or delivery address (Prop 65 applies in California: SEL-123, SEL-124). */
export function shoppingStateOf(preference: ModalityPreference | null): string | null {
  if (!preference) return null;
  if ('address' in preference.destination) return preference.destination.address.stateProvince;
  return preference.store?.stateProvince ?? null;
}

/**
 * The product page's buying box (an island): the price (the list price as built, then the shopper's store's
 * once the page is live, in a box that keeps its height), the unit price, a quantity stepper and 'Add to
 * cart', and the Prop 65 warning when the shopper shops a California store or address.
 */
export function ProductPurchase({ product: built, unitSize, labels }: ProductPurchaseProps) {
  const [product, setProduct] = useState(built);
  const [isPriceLive, setPriceLive] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const { add, isAdding, feedback } = useAddToCart(product, labels);
  const active = useStore(shoppingModeStore, (state) => state.activeModality);
  const nameId = useId();

  useEffect(() => {
    hydrateShoppingMode();
    let isCurrent = true;
    const refresh = () => {
      readProduct(built.gtin13)
        .then((live) => {
          if (!isCurrent) return;
          setProduct(live);
          setPriceLive(true);
        })
        // The built price stays: it is the catalogue's, and 'Add to cart' tells its own failure.
        .catch(() => undefined);
    };
    refresh();
    const stopFollowing = followStoreChanges(refresh);
    return () => {
      isCurrent = false;
      stopFollowing();
    };
  }, [built.gtin13]);

  const price = currentPrice(product);
  const unitPrice = unitPriceOf(price, unitSize);
  const isOnSale = product.promoPrice !== null;
  const stateCode = shoppingStateOf(active);
  return (
    <div className={styles.summary} data-component="ProductPurchase" data-gtin13={product.gtin13}>
      <div className={styles.priceBox} data-part="price-box" data-state={isPriceLive ? 'store' : 'built'}>
        <p className={styles.secondary} aria-live="polite">
          {isPriceLive ? labels.storePrice : labels.storePriceLoading}
        </p>
        <p className={`${styles.priceRow} ${styles.plain}`} data-part="price">
          <span className={isOnSale ? `${styles.price} ${styles.salePrice}` : styles.price}>{formatMoney(price)}</span>
          {isOnSale ? (
            <s className={styles.regularPrice}>
              {formatCopy(labels.regularPrice, { price: formatMoney(product.price) })}
            </s>
          ) : null}
        </p>
        {unitPrice ? (
          <p className={styles.secondary} data-part="unit-price">
            {formatCopy(labels.unitPrice, { price: formatMoney(unitPrice.amount), measure: unitPrice.measure })}
          </p>
        ) : null}
      </div>
      <span id={nameId} hidden>
        {product.name}
      </span>
      <div className={styles.buy}>
        <QuantityStepper
          labels={{
            group: formatCopy(labels.quantity, { product: product.name }),
            decrease: labels.decrease,
            increase: labels.increase,
          }}
          value={quantity}
          onValueChange={setQuantity}
          min={1}
          max={product.maxQuantity}
          data-part="quantity-stepper"
        />
        <Button
          isBusy={isAdding}
          busyLabel={labels.adding}
          aria-describedby={nameId}
          onClick={() => add(quantity)}
          data-part="add-to-cart"
        >
          {labels.addToCart}
        </Button>
      </div>
      <p
        className={feedback?.tone === 'failed' ? `${styles.feedback} ${styles.feedbackError}` : styles.feedback}
        role="status"
        data-part="feedback"
      >
        {feedback?.text}
      </p>
      {product.prop65Warning && stateCode ? (
        <div data-part="prop65">
          <Suspense fallback={null}>
            <LazyProp65Notice
              stateCode={stateCode}
              label={labels.prop65.label}
              message={withoutSignalWord(product.prop65Warning, labels.prop65.label)}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

/** The seeded warnings start with the signal word the notice shows on its own. */
function withoutSignalWord(warning: string, label: string): string {
  return warning.startsWith(label) ? warning.slice(label.length).trim() : warning;
}

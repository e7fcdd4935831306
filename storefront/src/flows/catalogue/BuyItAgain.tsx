import type { Product } from '@aisle/contracts';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { loadSession } from '../../lib/stores/session.ts';
import { sessionStore } from '../../lib/stores/sessionStore.ts';
import { hydrateShoppingMode } from '../../lib/stores/shoppingMode.ts';
import * as styles from './catalogue.css.ts';
import { followStoreChanges } from './catalogueData.ts';
import { readBuyAgain } from './gateway/buyItAgain.ts';
import { ProductTile } from './ProductTile.tsx';

/**
 * The home page's 'Buy it again' (issue 22, an island): for a signed-in shopper, the products of their orders
 * on this banner (`GET /api/buy-again`), newest first, each with 'Add to cart' or its stepper; asked again when
 * the shopper starts shopping another store. A guest, a shopper with no orders or a failed call: nothing (the
 * page does not keep a place for it, and it sits below the first screen, so nothing above it moves).
 */
export function BuyItAgain({ labels }: { labels: CatalogueLabels }) {
  const isSignedIn = useStore(sessionStore, (session) => session.status === 'signedIn');
  const [products, setProducts] = useState<Product[]>([]);

  // The session is read once per page, whichever island asks first (the header's, usually).
  useEffect(() => {
    loadSession().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!isSignedIn) {
      setProducts([]);
      return;
    }
    hydrateShoppingMode();
    let isCurrent = true;
    const load = () => {
      readBuyAgain()
        .then((items) => {
          if (isCurrent) setProducts(items);
        })
        .catch(() => undefined);
    };
    load();
    const stopFollowing = followStoreChanges(load);
    return () => {
      isCurrent = false;
      stopFollowing();
    };
  }, [isSignedIn]);

  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="buy-again-heading" data-component="BuyItAgain">
      <h2 className={styles.sectionHeading} id="buy-again-heading">
        {labels.buyItAgain}
      </h2>
      <ul className={styles.grid} data-part="products">
        {products.map((product) => (
          <li key={product.gtin13}>
            <ProductTile product={product} labels={labels} />
          </li>
        ))}
      </ul>
    </section>
  );
}

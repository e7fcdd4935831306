import { formatCopy } from '@aisle/banner-themes/copy';
import { FLASH_SALE_CARD_ITEMS } from '@aisle/contracts/flashSaleRules';
import { Button } from '@aisle/design-system/components/Button';
import { Card } from '@aisle/design-system/components/Card';
import { useStore } from 'zustand';
import type { CheckoutLabels } from '../../lib/copy/checkout.ts';
import * as styles from './checkout.css.ts';
import { flashSaleStore, openFlashSales } from './flashSaleStore.ts';

/**
 * PRO-013..015: the 'Flash Sales Available' card of a partner delivery: at most 3 of the checkout's flash
 * sales and 'Shop Flash Sales', which opens the flashSales drawer with all of them. None left to offer: no
 * card. A failed read keeps the button; the drawer says what went wrong and reads again.
 */
export function FlashSaleCard({ labels }: { labels: CheckoutLabels }) {
  const status = useStore(flashSaleStore, (state) => state.status);
  const flashSales = useStore(flashSaleStore, (state) => state.flashSales);
  if (status === 'ready' && flashSales.length === 0) return null;
  const copy = labels.flashSales;
  return (
    <Card heading={copy.cardTitle} headingLevel={2} as="section" data-part="flash-sales">
      <div className={styles.form}>
        <p className={styles.muted}>{copy.validForSlot}</p>
        {flashSales.length > 0 ? (
          <ul className={styles.itemList} data-part="flash-sale-preview">
            {flashSales.slice(0, FLASH_SALE_CARD_ITEMS).map((sale) => (
              <li key={sale.gtin13} className={styles.flashSaleItem}>
                <img className={styles.flashSaleImage} src={sale.image} alt="" width={40} height={40} />
                <span className={styles.rowText}>{sale.name}</span>
                <span className={styles.flashSaleBadge}>
                  {formatCopy(copy.percentOff, { percent: sale.percentOff })}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <Button variant="secondary" fullWidth onClick={openFlashSales} data-part="shop-flash-sales">
          {copy.shop}
        </Button>
      </div>
    </Card>
  );
}

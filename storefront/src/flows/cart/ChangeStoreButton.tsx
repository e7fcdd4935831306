import { Button } from '@aisle/design-system/components/Button';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { hydrateShoppingMode, loadShoppingMode, shoppingModeStore } from '../../lib/stores/shoppingMode.ts';
import { isStoreModality, openSelector, selectorStore } from '../selector/index.ts';
import * as styles from './changeStore.css.ts';

export type ChangeStoreButtonProps = {
  /** 'Change Store' (the selector's title when opened from the cart, SEL-029). */
  label: string;
};

/**
 * The cart's 'Change Store': opens the selector from the cart for store selection only, without the
 * Back header (SEL-029, SEL-031, SEL-033..035). Shown while the shopper shops a store mode.
 */
export function ChangeStoreButton({ label }: ChangeStoreButtonProps) {
  const modality = useStore(shoppingModeStore, (state) => state.modality);
  const isOpen = useStore(selectorStore, (state) => state.isOpen);
  useEffect(() => {
    hydrateShoppingMode();
    void loadShoppingMode();
  }, []);
  return (
    <div className={styles.changeStore} data-component="ChangeStore">
      {isStoreModality(modality) ? (
        <Button
          variant="secondary"
          size="small"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          data-part="change-store"
          onClick={() =>
            openSelector({
              origin: 'cart',
              openedFromCart: true,
              onlyStoreSelection: true,
              hideBackHeader: true,
              modality,
            })
          }
        >
          {label}
        </Button>
      ) : null}
    </div>
  );
}

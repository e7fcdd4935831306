import type { StoreOption as Store } from '@aisle/contracts';
import { Alert } from '@aisle/design-system/components/Alert';
import { StoreOption } from '@aisle/design-system/components/StoreOption';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { isApiError } from '../../lib/api/index.ts';
import { locationIdOf, setActiveModality, shoppingModeStore } from '../../lib/stores/shoppingMode.ts';
import { OptionsStatus } from './OptionsStatus.tsx';
import * as styles from './selector.css.ts';
import { useSelectorCopy } from './selectorCopy.ts';
import { useSelectorSectionLevel } from './selectorHeadings.ts';
import { clearZipSearchMode, closeSelector, loadModalityOptions, selectorStore } from './selectorStore.ts';
import { isStartShoppingEnabled, type StoreModality, storesFor } from './stores.ts';
import { ZipSearch } from './ZipSearch.tsx';

/**
 * The store selection menu (SEL-008, SEL-009): the ZIP search, then the stores of the mode nearest
 * first with two-decimal miles (SEL-169, SEL-170), open text, locker and cross-banner badges. Choosing a
 * store makes it the active one, ends the ZIP search mode and closes the selector (SEL-071..073).
 */
export function StoreSelection({ modality }: { modality: StoreModality }) {
  const copy = useSelectorCopy();
  const headingLevel = useSelectorSectionLevel();
  const options = useStore(selectorStore, (state) => state.modalityOptions);
  const activeStore = useStore(shoppingModeStore, (state) => locationIdOf(state.activeByType[modality]));
  const [busyStore, setBusyStore] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const stores = storesFor(options.data, modality);
  const activeStoreZip = useStore(shoppingModeStore, (state) => state.activeByType[modality]?.store?.postalCode);

  // Opened straight on this menu (the cart's Change Store) before any search: the stores near the
  // shopper's current store, so the list is there at once; the ZIP stays editable.
  useEffect(() => {
    if (selectorStore.getState().modalityOptions.status === 'idle' && activeStoreZip) {
      void loadModalityOptions({ postalCode: activeStoreZip });
    }
  }, [activeStoreZip]);

  async function choose(store: Store) {
    if (busyStore) return;
    setBusyStore(store.locationId);
    setFailure(null);
    try {
      await setActiveModality({
        modalityType: modality,
        destination: { locationId: store.locationId },
        label: store.vanityName,
        store: {
          locationId: store.locationId,
          vanityName: store.vanityName,
          banner: store.banner,
          addressLines: [...store.address.addressLines],
          cityTown: store.address.cityTown,
          stateProvince: store.address.stateProvince,
          postalCode: store.address.postalCode,
          isLockerPickupLocation: store.isLockerPickupLocation,
        },
      });
      clearZipSearchMode();
      closeSelector();
    } catch (error) {
      setFailure(isApiError(error) ? error.userMessage : copy.selector.stores.serviceError);
    } finally {
      setBusyStore(null);
    }
  }

  return (
    <div className={styles.screen} data-screen="storeSelection" data-modality={modality}>
      <ZipSearch />
      <OptionsStatus />
      {failure ? (
        <div data-part="select-error">
          <Alert tone="critical" isLive toneLabel={copy.components.alertToneLabels.critical}>
            {failure}
          </Alert>
        </div>
      ) : null}
      {options.status === 'idle' ? (
        <p className={styles.note} data-part="search-prompt">
          {copy.selector.stores.searchPrompt}
        </p>
      ) : null}
      {options.status === 'loaded' && stores.length === 0 ? (
        <p className={styles.note} role="status" data-part="empty">
          {modality === 'PICKUP' ? copy.selector.emptyResults.pickup : copy.selector.emptyResults.inStore}
        </p>
      ) : null}
      {options.status === 'loaded' && stores.length > 0 ? (
        <ul className={styles.storeList} data-part="stores" aria-busy={busyStore !== null || undefined}>
          {stores.map((store) => {
            const isActive = store.locationId === activeStore;
            return (
              <li key={store.locationId} data-location-id={store.locationId}>
                <StoreOption
                  store={{ ...store, currentlyShopping: store.currentlyShopping || isActive }}
                  labels={copy.components.storeOption}
                  isSelected={isActive}
                  headingLevel={headingLevel}
                  // A cross-banner store is shopped on its own banner's site: it only links there (SEL-030).
                  onSelect={store.isCrossBanner ? undefined : (selected) => void choose(selected as Store)}
                  isStartShoppingEnabled={isStartShoppingEnabled(store, modality)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

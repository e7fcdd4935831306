import { Alert } from '@aisle/design-system/components/Alert';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { useStore } from 'zustand';
import * as styles from './selector.css.ts';
import { useSelectorCopy } from './selectorCopy.ts';
import { selectorStore } from './selectorStore.ts';

/**
 * The options call while it loads (the spinner waits 200 ms, SEL-168) and when it failed: no stores
 * (SEL-156, SEL-157) or the service message (SEL-155). An invalid ZIP shows on the ZIP field itself.
 */
export function OptionsStatus() {
  const copy = useSelectorCopy();
  const { status, error } = useStore(selectorStore, (state) => state.modalityOptions);
  if (status === 'loading') {
    return (
      <div className={styles.loading} data-part="options-status" data-state="loading">
        <Spinner label={copy.selector.stores.searching} />
      </div>
    );
  }
  if (status !== 'error' || !error || error.kind === 'invalidZip') return null;
  const isNoStores = error.kind === 'noStores';
  return (
    <div data-part="options-status" data-state={error.kind}>
      <Alert
        tone={isNoStores ? 'info' : 'critical'}
        isLive
        toneLabel={isNoStores ? copy.components.alertToneLabels.info : copy.components.alertToneLabels.critical}
      >
        {isNoStores ? copy.selector.stores.noStores : (error.message ?? copy.selector.stores.serviceError)}
      </Alert>
    </div>
  );
}

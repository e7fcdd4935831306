import { useEffect, useState } from 'react';
import type { SchedulingLabels } from '../../lib/copy/scheduling.ts';
import { ScreenLoadFailed } from '../../lib/ScreenLoadFailed.tsx';
import { useLazyScreen } from '../../lib/useLazyScreen.ts';
import type { SchedulingScreenProps } from './SchedulingScreen.tsx';
import * as styles from './schedulingIsland.css.ts';
import { modalityOfFulfillmentType } from './schedulingRules.ts';

/*
 * The scheduling page's island (issue 11). The screen loads with import() once hydrated, so the page's
 * first JS stays small; its box keeps the screen's first height from the server render on (CLS 0).
 * Every control of the screen depends on the shopper's basket and times, so none exists in the server
 * HTML: the page's only server controls are real links (Back, logo), which work before hydration
 * (docs/adr/0013-scheduling-promise-and-checkout.md).
 */

const loadScreen = () => import('./SchedulingScreen.tsx').then((module) => module.SchedulingScreen);

export type SchedulingIslandProps = {
  labels: SchedulingLabels;
  hasOwnDelivery: boolean;
  /** RPL-012: the replacement drawer, awaited by the submit (submitSchedule.ts step 3). */
  resolveUnavailableItems?: SchedulingScreenProps['resolveUnavailableItems'];
};

export function SchedulingIsland({ labels, hasOwnDelivery, resolveUnavailableItems }: SchedulingIslandProps) {
  const { loaded, retry } = useLazyScreen(loadScreen);
  // SCH-001, SCH-002: pickup or delivery; without either, on to the active mode's scheduler (spec-decisions).
  const [modality] = useState(() =>
    typeof window === 'undefined'
      ? null
      : modalityOfFulfillmentType(new URLSearchParams(window.location.search).get('fulfillmentType')),
  );
  useEffect(() => {
    if (!modality) void import('./schedulingStore.ts').then((store) => store.sendToActiveScheduler());
  }, [modality]);
  return (
    <div className={styles.reserved} data-component="SchedulingIsland">
      {loaded && 'failed' in loaded ? (
        <ScreenLoadFailed
          toneLabel={labels.errorLabel}
          message={labels.errors.fallbackBody}
          retryLabel={labels.errors.tryAgain}
          onRetry={retry}
        />
      ) : loaded && modality ? (
        <loaded.Screen
          labels={labels}
          modality={modality}
          hasOwnDelivery={hasOwnDelivery}
          {...(resolveUnavailableItems ? { resolveUnavailableItems } : {})}
        />
      ) : null}
    </div>
  );
}

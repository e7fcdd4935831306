import { formatCopy } from '@aisle/banner-themes/copy';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Modal } from '@aisle/design-system/components/Modal';
import { type ReactNode, useState } from 'react';
import { useStore } from 'zustand';
import {
  dismissHoldWarning,
  extendReservation,
  heldWindowText,
  holdText,
  reservationStore,
} from '../stores/reservation.ts';
import * as styles from './hold.css.ts';

/** The copy of the warning (scheduling.holdEnding, with the modal's close label and the alert's tone names). */
export type HoldEndingLabels = {
  title: string;
  body: string;
  keep: string;
  notNow: string;
  failed: string;
  chooseTime: string;
  window: string;
  closeLabel: string;
  criticalTone: string;
};

export type HoldEndingDialogProps = {
  labels: HoldEndingLabels;
  /**
   * Where a shopper goes when the time cannot be held any longer: a link to scheduling at checkout, the
   * selector's Delivery times in the header.
   */
  chooseTime: ReactNode;
};

/**
 * Asks, a few minutes before a held time runs out, whether the shopper needs more time (issue 20, WCAG
 * 2.2.1): 'Keep My Time' holds the same window afresh, 'Not Now' (or Escape) lets it run. It names the
 * window and the hold's end; when the time cannot be held any longer it says so and offers another time.
 * An alert dialog: its question is read at once, and focus starts on 'Keep My Time'.
 */
export function HoldEndingDialog({ labels, chooseTime }: HoldEndingDialogProps) {
  const promise = useStore(reservationStore, (state) => state.promise);
  const isEnding = useStore(reservationStore, (state) => state.isEnding);
  const extension = useStore(reservationStore, (state) => state.extension);
  // The last hold it asked about names the window while the dialog closes after the hold has gone.
  const [shown, setShown] = useState(promise);
  if (promise && promise !== shown) setShown(promise);
  const isOpen = promise !== null && (isEnding || extension === 'failed');
  const held = promise ?? shown;
  const body = held ? formatCopy(holdText(labels.body, held), { window: heldWindowText(labels.window, held) }) : '';
  return (
    <Modal
      role="alertdialog"
      size="small"
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) dismissHoldWarning();
      }}
      title={labels.title}
      description={body}
      closeLabel={labels.closeLabel}
      showClose={false}
      closeOnOutsideClick={false}
      footer={
        <div className={styles.actions} data-component="HoldEndingDialog">
          {extension === 'failed' ? (
            chooseTime
          ) : (
            <Button
              data-part="keep-time"
              aria-disabled={extension === 'extending' || undefined}
              onClick={() => {
                if (extension !== 'extending') void extendReservation();
              }}
            >
              {labels.keep}
            </Button>
          )}
          <Button variant="secondary" data-part="not-now" onClick={dismissHoldWarning}>
            {labels.notNow}
          </Button>
        </div>
      }
    >
      {extension === 'failed' ? (
        <Alert tone="critical" toneLabel={labels.criticalTone} isLive>
          {labels.failed}
        </Alert>
      ) : null}
    </Modal>
  );
}

import { formatCopy } from '@aisle/banner-themes/copy';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { DayCarousel } from '@aisle/design-system/components/DayCarousel';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { TimeSlotList } from '@aisle/design-system/components/TimeSlotList';
import { type FormEvent, useEffect, useId, useMemo } from 'react';
import { useStore } from 'zustand';
import type { CheckoutLabels } from '../../lib/copy/checkout.ts';
import { heldWindowText } from '../../lib/stores/reservation.ts';
import { toCarouselDays, toTimeSlotOption } from '../../lib/timeslotDays.ts';
import * as styles from './checkout.css.ts';
import { checkoutStore } from './checkoutStore.ts';
import {
  chooseOrderDay,
  chooseOrderTime,
  isOrderWindow,
  loadOrderTimes,
  type OrderTimeProblem,
  orderTimeStore,
  resetOrderTime,
  saveOrderTime,
} from './orderTime.ts';

export type OrderTimeFormProps = { labels: CheckoutLabels };

function problemText(problem: OrderTimeProblem, labels: CheckoutLabels, modality: string): string {
  switch (problem.kind) {
    case 'timeGone':
      return formatCopy(labels.orderTime.timeGone, { modality });
    case 'itemsUnavailable':
      return labels.orderTime.itemsUnavailable;
    case 'inProcess':
      return labels.orderTime.alreadyInProcess;
    case 'reason':
    case 'connection':
      return problem.text;
    case 'failed':
      return labels.generic;
  }
}

/**
 * 'Change Time' of the modify checkout (issue 20), in the checkout's drawer: the days and times of the order's
 * own store or address, starting on the order's window; 'Save Time' moves the order there. Loaded only when a
 * modification opens it (CheckoutDrawers), so the checkout of a new order does not carry the time controls.
 */
export function OrderTimeForm({ labels }: OrderTimeFormProps) {
  const checkout = useStore(checkoutStore, (state) => state.checkout);
  const state = useStore(orderTimeStore);
  const listId = useId();
  const problemId = useId();
  useEffect(() => {
    void loadOrderTimes();
    return resetOrderTime;
  }, []);
  const days = useMemo(() => toCarouselDays(state.days), [state.days]);
  if (!checkout) return null;
  const modality = labels.modalities[checkout.modalityType];
  const window = checkout.fulfillment.promise;
  const day = state.days.find((candidate) => candidate.date === state.selectedDate);
  const times = day?.times ?? [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void saveOrderTime();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-part="order-time-form">
      <p className={styles.rowText}>{formatCopy(labels.orderTime.intro, { modality })}</p>
      <p className={styles.rowText} data-part="order-time-current">
        {heldWindowText(labels.orderTime.current, window)}
      </p>
      {state.status === 'loading' || state.status === 'idle' ? <Spinner label={labels.orderTime.loading} /> : null}
      {state.status === 'loadError' ? (
        <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
          {labels.orderTime.loadFailed}{' '}
          <Button variant="tertiary" size="small" onClick={() => void loadOrderTimes()} data-part="order-time-retry">
            {labels.orderTime.retry}
          </Button>
        </Alert>
      ) : null}
      {state.status === 'ready' || state.status === 'saving' ? (
        <>
          <DayCarousel
            days={days}
            value={state.selectedDate ?? undefined}
            onValueChange={chooseOrderDay}
            labels={labels.orderTime.dayCarousel}
          />
          {times.length === 0 ? (
            <p className={styles.rowText} data-part="order-time-none">
              {labels.orderTime.noTimes}
            </p>
          ) : (
            <TimeSlotList
              id={listId}
              label={labels.orderTime.listLabel}
              options={times.map((time) => ({
                ...toTimeSlotOption(time),
                // The order's own window stays choosable when others have filled it: the order is in it.
                isDisabled: time.remainingCapacity === 0 && !isOrderWindow(time, checkout),
              }))}
              selectedValue={state.selectedId}
              onSelect={chooseOrderTime}
              isInvalid={state.problem !== null}
              errorId={problemId}
              labels={labels.orderTime.timeSlot}
            />
          )}
        </>
      ) : null}
      <div id={problemId}>
        {state.problem ? (
          <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive data-part="order-time-problem">
            {problemText(state.problem, labels, modality)}
          </Alert>
        ) : null}
      </div>
      <Button
        type="submit"
        fullWidth
        isBusy={state.status === 'saving'}
        busyLabel={labels.loading}
        disabled={!state.selectedId || state.status !== 'ready'}
        data-part="save-order-time"
      >
        {labels.orderTime.save}
      </Button>
    </form>
  );
}

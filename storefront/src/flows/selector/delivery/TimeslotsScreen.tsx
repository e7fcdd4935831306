import { formatCopy } from '@aisle/banner-themes/copy';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { DayCarousel } from '@aisle/design-system/components/DayCarousel';
import { FieldError } from '@aisle/design-system/components/FieldError';
import { Prop65Notice } from '@aisle/design-system/components/Prop65Notice';
import { TimeSlotList } from '@aisle/design-system/components/TimeSlotList';
import { type FormEvent, useEffect, useId, useMemo } from 'react';
import { useStore } from 'zustand';
import { holdText, isHeld, reservationStore } from '../../../lib/stores/reservation.ts';
import { shoppingModeStore } from '../../../lib/stores/shoppingMode.ts';
import { toTimeSlotOption } from '../../../lib/timeslotDays.ts';
import { useSelectorCopy } from '../selectorCopy.ts';
import { goTo, goToV2 } from '../selectorStore.ts';
import * as styles from './delivery.css.ts';
import { deliveryStore } from './deliveryStore.ts';
import { loadTimeslots, reserveTime, selectDay, selectTime } from './deliveryTimeslots.ts';
import { FailureAlert, LoadingLine, useFocusWhenLost, useLayout } from './parts.tsx';
import { isDeliveryUnavailable, isTimeAvailable, toCarouselDays } from './timeslots.ts';

/**
 * The up-front time slots (SEL-015, SEL-056..058, SEL-100..106, SEL-115, SEL-159..164): the days, the
 * in-house delivery windows of the chosen day with their fees (or 'Free'), the held reservation, and
 * Reserve. A load failure shows 'Try Again'; no quotes at all the unavailable-delivery panel.
 */
export function TimeslotsScreen() {
  const copy = useSelectorCopy();
  const texts = copy.selector.timeslots;
  const layout = useLayout();
  const timeslots = useStore(deliveryStore, (state) => state.timeslots);
  const reservation = useStore(reservationStore, (state) => state.promise);
  const destination = useStore(shoppingModeStore, (state) => state.activeByType.DELIVERY ?? null);
  const headingId = useId();
  const timesId = useId();
  const requiredId = useId();
  const days = useMemo(() => toCarouselDays(timeslots.days), [timeslots.days]);
  const focusRef = useFocusWhenLost<HTMLElement>();

  useEffect(() => {
    void loadTimeslots();
  }, []);

  const address = destination && 'address' in destination.destination ? destination.destination.address : null;
  const isReserved = isHeld(reservation);
  // v1's dialog title is the h2 and names this screen; v2 names it with an h3, so panels go one lower.
  const PanelHeading = layout === 'v2' ? 'h4' : 'h3';
  const heading =
    layout === 'v2' ? (
      <h3 id={headingId} className={styles.heading}>
        {texts.heading}
      </h3>
    ) : null;

  if (timeslots.status === 'idle' || timeslots.status === 'loading') {
    return (
      <div ref={focusRef} tabIndex={-1} className={styles.screen} data-screen="viewTimeslots" data-state="loading">
        {heading}
        <LoadingLine label={texts.loading} />
      </div>
    );
  }

  if (timeslots.status === 'error') {
    return (
      <div ref={focusRef} tabIndex={-1} className={styles.screen} data-screen="viewTimeslots" data-state="error">
        {heading}
        <div className={styles.panel} role="alert" data-part="load-error">
          <PanelHeading className={styles.heading}>{texts.loadErrorHeading}</PanelHeading>
          <p className={styles.text}>
            {timeslots.failure?.kind === 'connection' && timeslots.failure.message
              ? timeslots.failure.message
              : texts.loadErrorBody}
          </p>
          <Button variant="secondary" onClick={() => void loadTimeslots()} data-part="try-again">
            {texts.tryAgain}
          </Button>
        </div>
      </div>
    );
  }

  if (isDeliveryUnavailable(timeslots.days)) {
    return (
      <div ref={focusRef} tabIndex={-1} className={styles.screen} data-screen="viewTimeslots" data-state="unavailable">
        {heading}
        <div className={styles.panel} data-part="unavailable">
          <PanelHeading className={styles.heading}>{texts.unavailableHeading}</PanelHeading>
          <p className={styles.text}>{texts.unavailableBody}</p>
        </div>
      </div>
    );
  }

  const day = timeslots.days.find((candidate) => candidate.date === timeslots.selectedDate) ?? null;
  const times = day?.times ?? [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void reserveTime();
  }

  return (
    <form
      ref={focusRef}
      tabIndex={-1}
      className={styles.screen}
      onSubmit={submit}
      noValidate
      aria-labelledby={heading ? headingId : undefined}
      data-screen="viewTimeslots"
      data-state={isReserved ? 'reserved' : 'loaded'}
    >
      {heading}
      {destination ? (
        <div className={styles.destination} data-part="destination">
          <p className={styles.secondaryText}>{formatCopy(texts.deliveringTo, { address: destination.label })}</p>
          <Button
            variant="tertiary"
            size="small"
            onClick={() => (layout === 'v2' ? goToV2('list') : goTo('addressBook'))}
            data-part="change-address"
          >
            {texts.changeAddress}
          </Button>
        </div>
      ) : null}
      {isReserved ? (
        <div data-part="hold">
          <Alert tone="info" toneLabel={copy.components.alertToneLabels.info}>
            {holdText(texts.holdUntil, reservation)}
          </Alert>
        </div>
      ) : null}
      <DayCarousel
        days={days}
        value={timeslots.selectedDate ?? undefined}
        onValueChange={selectDay}
        labels={copy.components.dayCarousel}
      />
      {times.length === 0 ? (
        <p className={styles.text} data-part="no-slots">
          {texts.noSlotsForDay}
        </p>
      ) : (
        <TimeSlotList
          id={timesId}
          label={copy.components.timeSlotOption.listLabel}
          options={times.map((time) => ({
            ...toTimeSlotOption(time),
            isDisabled: !isTimeAvailable(time),
          }))}
          selectedValue={timeslots.selectedId}
          onSelect={selectTime}
          isInvalid={timeslots.isSelectionRequired}
          errorId={requiredId}
          labels={copy.components.timeSlotOption}
        />
      )}
      {timeslots.isSelectionRequired ? (
        <div role="alert" data-part="required">
          <FieldError id={requiredId}>{texts.required}</FieldError>
        </div>
      ) : null}
      <FailureAlert failure={timeslots.failure} />
      <div className={styles.actions}>
        <Button type="submit" isBusy={timeslots.isReserving} busyLabel={texts.reserving} data-part="reserve">
          {isReserved ? texts.editReservation : texts.reserve}
        </Button>
      </div>
      {/* SEL-123: for a California delivery with a Prop 65 product in the cart, after the button so that
          'Reserve Time' stays on a phone's first screen (issue 9). */}
      {timeslots.hasProp65Items ? (
        <Prop65Notice
          stateCode={address?.stateProvince}
          label={copy.components.prop65.label}
          message={copy.components.prop65.message}
        />
      ) : null}
    </form>
  );
}

import { formatCopy } from '@aisle/banner-themes/copy';
import { calendarDayIn } from '@aisle/contracts/ageVerification';
import { timeslotSelectionId } from '@aisle/contracts/timeslotRules';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Card } from '@aisle/design-system/components/Card';
import { CheckoutStepper } from '@aisle/design-system/components/CheckoutStepper';
import { DayCarousel } from '@aisle/design-system/components/DayCarousel';
import { FieldError } from '@aisle/design-system/components/FieldError';
import { Link } from '@aisle/design-system/components/Link';
import { Modal } from '@aisle/design-system/components/Modal';
import { TimeSlotList } from '@aisle/design-system/components/TimeSlotList';
import { formatMoney } from '@aisle/design-system/format';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { SchedulingLabels } from '../../lib/copy/scheduling.ts';
import { paths } from '../../lib/paths.ts';
import { loadProfile, profileStore } from '../../lib/stores/profile.ts';
import { storeChangedEvent } from '../../lib/stores/shoppingMode.ts';
import { toCarouselDays, toTimeSlotOption } from '../../lib/timeslotDays.ts';
import { AgeVerificationModal } from '../age-verification/index.ts';
import { ReplacementDrawer, resolveUnavailableItems as resolveWithReplacementDrawer } from '../replacements/index.ts';
import { shoppingModePagePath } from '../selector/index.ts';
import * as styles from './scheduling.css.ts';
import { createCheckout, createPromise, updatePromise } from './schedulingGateway.ts';
import {
  filterTimes,
  hasSlotUnderFive,
  isContinueDisabled,
  membershipMessage,
  retryStepOf,
  type SchedulingFailure,
  type SchedulingModality,
  schedulingFailureOf,
  type VendorFilter,
} from './schedulingRules.ts';
import {
  chooseDay,
  chooseFilter,
  chooseTime,
  loadScheduling,
  loadTimes,
  openModal,
  resetScheduling,
  schedulingStore,
  storeChanged,
} from './schedulingStore.ts';
import { type SubmitDependencies, type SubmitOutcome, storedPromise, submitSchedule } from './submitSchedule.ts';

export type SchedulingScreenProps = {
  labels: SchedulingLabels;
  /** The page's fulfillmentType (SCH-001, SCH-002). */
  modality: SchedulingModality | null;
  /** The banner's own delivery is offered (the filter's second choice, SCH-032). */
  hasOwnDelivery: boolean;
  /**
   * RPL-012: the replacement drawer (flows/replacements) by default; see submitSchedule.ts step 3. null:
   * no replacement step (unavailable items then read 'Items Are Not Available', PRM-008).
   */
  resolveUnavailableItems?: SubmitDependencies['resolveUnavailableItems'] | null;
  /** Where the checkout's page is opened (tests and stories replace it). */
  navigate?: (url: string) => void;
};

function FailureText({
  failure,
  labels,
  modality,
}: {
  failure: SchedulingFailure;
  labels: SchedulingLabels;
  modality: SchedulingModality;
}) {
  const errors = labels.errors;
  switch (failure.kind) {
    case 'noStores':
      return (
        <>
          <strong>{errors.noStoresTitle}</strong> {errors.noStoresBody}
        </>
      );
    case 'itemsUnavailable':
      return (
        <>
          <strong>{errors.itemsUnavailableTitle}</strong> {errors.itemsUnavailableBody}
        </>
      );
    case 'timeUnavailable':
      return (
        <>
          <strong>{modality === 'PICKUP' ? errors.pickupTimeUnavailable : errors.deliveryTimeUnavailable}</strong>{' '}
          {errors.timeUnavailableBody}
        </>
      );
    case 'alcoholQuantity':
      return (
        <>
          <strong>{errors.alcoholQuantityTitle}</strong> {failure.reason}
        </>
      );
    case 'alcoholUnavailable':
      return (
        <>
          <strong>{errors.alcoholUnavailableTitle}</strong> {failure.reason}
        </>
      );
    case 'serverReason':
      return <>{failure.reason}</>;
    case 'generic':
      return (
        <>
          {labels.generic} {formatCopy(errors.errorCode, { code: failure.code })}
        </>
      );
    case 'connection':
      return <>{failure.message}</>;
    case 'promiseMissing':
      return <>{formatCopy(labels.validation.promiseMissing, { code: failure.code })}</>;
    default:
      return (
        <>
          <strong>{errors.fallbackTitle}</strong> {errors.fallbackBody}
        </>
      );
  }
}

/**
 * The scheduling step (cart-scheduling-checkout 2 "Scheduling page"): the stepper, the day and time
 * choice with the vendor filter, the summary card with the destination, its error area and 'Continue',
 * the modals, and the submit that holds the time and creates the checkout (submitSchedule.ts).
 */
export function SchedulingScreen({
  labels,
  modality,
  hasOwnDelivery,
  resolveUnavailableItems = resolveWithReplacementDrawer,
  navigate = (url) => window.location.assign(url),
}: SchedulingScreenProps) {
  const state = useStore(schedulingStore);
  const profile = useStore(profileStore, (current) => current.profile);
  const timesId = useId();
  const requiredId = useId();
  const filterName = useId();

  const [ageRequest, setAgeRequest] = useState<{ minAge: number; resolve: (value: string | null) => void } | null>(
    null,
  );

  useEffect(() => {
    void loadScheduling(modality);
    if (modality === 'DELIVERY') void loadProfile();
    // SCH-074..078: leaving the page clears the scheduling state and the promise.
    const leave = () => resetScheduling();
    window.addEventListener('pagehide', leave);
    // SCH-027: a store chosen elsewhere on the page (the selector) clears the selection and asks again.
    const onStoreChanged = () => storeChanged();
    window.addEventListener(storeChangedEvent, onStoreChanged);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener(storeChangedEvent, onStoreChanged);
    };
  }, [modality]);

  const days = useMemo(() => toCarouselDays(state.days), [state.days]);

  if (!modality) return null;
  const type = labels.modalities[modality];

  if (state.status === 'empty') {
    // SCH-006, SCH-007.
    return (
      <div className={styles.screen} data-component="Scheduling" data-state="empty">
        <p className={styles.text}>{formatCopy(labels.emptyState, { type: type.toLowerCase(), title: type })}</p>
        <div>
          <Link href={labels.startMyCartHref} data-part="start-my-cart">
            {labels.startMyCart}
          </Link>
        </div>
      </div>
    );
  }

  const day = state.days.find((candidate) => candidate.date === state.form.selectedDate);
  const times = filterTimes(day?.times ?? [], state.filter);
  // With All, the banner's delivery and the partner may offer the same hour: each window says whose it is.
  const isMixedVendors = new Set(times.map((time) => time.vendorId)).size > 1;
  const selected = state.days
    .flatMap((entry) => entry.times)
    .find((time) => timeslotSelectionId(time) === state.form.selectedId);
  const isLoading = state.status === 'loading' || state.timesStatus === 'loading';
  const held = storedPromise();
  const isContinueBlocked = isContinueDisabled({
    hasError: state.timesStatus === 'error' || state.failure !== null,
    isLoading,
    isSubmitting: state.isSubmitting,
    itemCount: state.basket?.items.length ?? 0,
    includedCount:
      held && !held.isReadBack && held.promise.selectedId === state.form.selectedId
        ? held.promise.items.included.length
        : null,
  });
  const retryStep = retryStepOf(state);
  const membership =
    modality === 'DELIVERY'
      ? membershipMessage({
          modality,
          planCode: profile?.membership?.isActive ? profile.membership.planCode : null,
          selectedTime: selected ?? null,
          subtotal: state.basket?.subtotal ?? 0,
        })
      : null;

  function verifyAge(minAge: number): Promise<string | null> {
    return new Promise((resolve) => setAgeRequest({ minAge, resolve }));
  }

  function applyOutcome(outcome: SubmitOutcome) {
    switch (outcome.kind) {
      case 'navigated':
        return;
      case 'timeRequired':
        schedulingStore.setState({ isTimeRequired: true });
        return;
      case 'reservationExpired':
        openModal('reservationExpired');
        return;
      case 'timeExpired':
        // SCH-069: the time-expired modal resets the form and asks for the times again.
        openModal('timeExpired');
        void loadTimes();
        return;
      case 'itemsUnavailable':
        schedulingStore.setState({ failure: { kind: 'itemsUnavailable' } });
        return;
      case 'promiseMissing':
        schedulingStore.setState({ failure: { kind: 'promiseMissing', code: outcome.code } });
        return;
      case 'promiseFallout':
        schedulingStore.setState({ failure: { kind: 'itemsUnavailable' } });
        return;
      case 'cancelled':
        return;
      default:
        schedulingStore.setState({ failure: schedulingFailureOf((outcome.error ?? {}) as object) });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = schedulingStore.getState();
    if (current.isSubmitting || !modality) return;
    schedulingStore.setState({ isSubmitting: true, failure: null });
    try {
      const outcome = await submitSchedule(
        {
          modality,
          selectedId: current.form.selectedId,
          cartId: current.basket?.id ?? null,
          items: (current.basket?.items ?? []).map((line) => ({
            gtin13: line.gtin13,
            ageRestricted: line.product.ageRestricted,
            minAge: line.product.minAge,
          })),
          dateOfBirth: current.dateOfBirth,
          hasChosenReplacements: false,
        },
        {
          createPromise,
          updatePromise,
          createCheckout,
          ...(resolveUnavailableItems ? { resolveUnavailableItems } : {}),
          verifyAge,
          navigate,
          now: () => Date.now(),
        },
      );
      applyOutcome(outcome);
    } finally {
      schedulingStore.setState({ isSubmitting: false });
    }
  }

  const summaryTitle = modality === 'PICKUP' ? labels.summary.pickupTitle : labels.summary.deliveryTitle;
  const filterChoices: Array<{ value: VendorFilter; label: string }> = [
    { value: 'ALL', label: labels.filter.all },
    ...(hasOwnDelivery ? [{ value: 'OWN' as const, label: labels.filter.ownDelivery }] : []),
    ...(hasSlotUnderFive(state.days) ? [{ value: 'UNDER_FIVE' as const, label: labels.filter.underFive }] : []),
  ];

  return (
    <form
      className={styles.screen}
      onSubmit={submit}
      noValidate
      data-component="Scheduling"
      data-state={
        state.status === 'ready' ? (state.timesStatus === 'ready' ? 'ready' : state.timesStatus) : state.status
      }
      data-modality={modality.toLowerCase()}
    >
      <CheckoutStepper progress="schedule" labels={labels.stepper} />
      <h2 className={styles.mobileHeading}>{labels.mobileHeading}</h2>
      <div className={styles.columns}>
        <div className={styles.column} data-part="choices">
          {modality === 'DELIVERY' && filterChoices.length > 1 ? (
            <fieldset className={styles.filters} data-part="vendor-filter">
              <legend className={styles.legend}>{labels.filter.label}</legend>
              {filterChoices.map((choice) => (
                <label key={choice.value}>
                  <input
                    type="radio"
                    name={filterName}
                    value={choice.value}
                    checked={state.filter === choice.value}
                    onChange={() => chooseFilter(choice.value)}
                  />{' '}
                  {choice.label}
                </label>
              ))}
            </fieldset>
          ) : null}
          {isLoading && state.days.length === 0 ? (
            <p className={styles.text} role="status" data-part="loading">
              {labels.loading}
            </p>
          ) : null}
          {state.days.length > 0 ? (
            <DayCarousel
              days={days}
              value={state.form.selectedDate ?? undefined}
              onValueChange={chooseDay}
              underFiveFilter={state.filter === 'UNDER_FIVE'}
              labels={labels.dayCarousel}
            />
          ) : null}
          {state.timesStatus === 'ready' && times.length === 0 ? (
            <p className={styles.text} data-part="no-slots">
              {labels.errors.noSlotsForDay}
            </p>
          ) : null}
          {times.length > 0 ? (
            <TimeSlotList
              id={timesId}
              label={labels.timeSlot.listLabel}
              options={times.map((time) => ({
                ...toTimeSlotOption(time),
                ...(isMixedVendors ? { vendor: time.vendorName } : {}),
                isDisabled: time.remainingCapacity === 0,
              }))}
              selectedValue={state.form.selectedId}
              onSelect={chooseTime}
              isInvalid={state.isTimeRequired}
              errorId={requiredId}
              labels={labels.timeSlot}
            />
          ) : null}
        </div>
        <Card as="section" heading={summaryTitle} headingLevel={2} data-part="summary">
          <div className={styles.summary}>
            <p className={styles.summaryTerm}>
              {modality === 'PICKUP' ? labels.summary.pickupDestination : labels.summary.deliveryDestination}
            </p>
            <p className={styles.summaryValue} data-part="destination">
              {state.destinationLabel}
            </p>
            <p className={styles.summaryTerm}>{labels.summary.selectedTime}</p>
            <p className={styles.summaryValue} data-part="selected-time">
              {selected && day
                ? `${day.month} ${Number(day.date.slice(8))}, ${selected.displayString}`
                : labels.summary.noTimeSelected}
            </p>
            {membership ? (
              <p className={styles.text} data-part="membership">
                {membership.kind === 'member'
                  ? formatCopy(labels.membership.freeDelivery, {
                      threshold: formatMoney(membership.threshold),
                      plan: labels.planTitles[membership.plan],
                    })
                  : formatCopy(labels.membership.upsell, {
                      threshold: formatMoney(membership.threshold),
                      plan: labels.planTitles.BST,
                    })}
              </p>
            ) : null}
            <div className={styles.actions}>
              {modality === 'PICKUP' ? (
                <Button
                  variant="tertiary"
                  size="small"
                  onClick={() => openModal('changeStore')}
                  data-part="change-store"
                >
                  {labels.summary.changeStore}
                </Button>
              ) : null}
              <Button variant="tertiary" size="small" onClick={() => openModal('viewItems')} data-part="view-items">
                {labels.summary.viewItems}
              </Button>
            </div>
            <div data-part="error-area" aria-live="polite">
              {state.isTimeRequired ? <FieldError id={requiredId}>{labels.validation.timeRequired}</FieldError> : null}
              {state.failure ? (
                <Alert
                  tone="critical"
                  toneLabel={labels.errorLabel}
                  action={
                    retryStep ? (
                      // 'submit': Continue again (the form's submit); otherwise the load or the times again.
                      <Button
                        variant="secondary"
                        size="small"
                        type={retryStep === 'submit' ? 'submit' : 'button'}
                        onClick={() => {
                          if (retryStep === 'load') void loadScheduling(modality);
                          else if (retryStep === 'times') void loadTimes();
                        }}
                        data-part="try-again"
                      >
                        {labels.errors.tryAgain}
                      </Button>
                    ) : undefined
                  }
                >
                  <FailureText failure={state.failure} labels={labels} modality={modality} />
                </Alert>
              ) : null}
            </div>
            <Button
              type="submit"
              disabled={isContinueBlocked}
              isBusy={state.isSubmitting}
              busyLabel={labels.loading}
              data-part="continue"
            >
              {labels.summary.continue}
            </Button>
          </div>
        </Card>
      </div>

      <Modal
        open={state.modal === 'reservationExpired'}
        onOpenChange={(open) => !open && openModal(null)}
        title={labels.modals.reservationExpiredTitle}
        description={labels.modals.reservationExpiredBody}
        closeLabel={labels.closeLabel}
        footer={
          <Button
            onClick={() => {
              openModal(null);
              void loadTimes();
            }}
            data-part="select-new-time"
          >
            {labels.modals.selectNewTime}
          </Button>
        }
      />
      <Modal
        open={state.modal === 'timeExpired'}
        onOpenChange={(open) => !open && openModal(null)}
        title={labels.modals.timeExpiredTitle}
        description={formatCopy(labels.modals.timeExpiredBody, { modality: type.toLowerCase() })}
        closeLabel={labels.closeLabel}
        footer={
          <Button onClick={() => openModal(null)} data-part="select-new-time">
            {labels.modals.selectNewTime}
          </Button>
        }
      />
      <Modal
        open={state.modal === 'modalityFailed'}
        onOpenChange={(open) => !open && openModal(null)}
        title={labels.modals.modalityFailedTitle}
        description={labels.modals.modalityFailedBody}
        closeLabel={labels.closeLabel}
        footer={
          <Button
            onClick={() => {
              // SCH-072, SCH-073.
              resetScheduling();
              navigate(paths.cart);
            }}
            data-part="back-to-cart"
          >
            {labels.modals.backToCart}
          </Button>
        }
      />
      <Modal
        open={state.modal === 'noOwnDelivery'}
        onOpenChange={(open) => !open && openModal(null)}
        title={labels.modals.noOwnDeliveryTitle}
        description={labels.modals.noOwnDeliveryBody}
        closeLabel={labels.closeLabel}
        footer={
          <Button onClick={() => openModal(null)} data-part="show-all-times">
            {labels.modals.noOwnDeliveryButton}
          </Button>
        }
      />
      <Modal
        open={state.modal === 'viewItems'}
        onOpenChange={(open) => !open && openModal(null)}
        title={labels.modals.viewItemsTitle}
        closeLabel={labels.closeLabel}
      >
        <ul className={styles.itemList} data-part="basket-items">
          {(state.basket?.items ?? []).map((line) => (
            <li key={line.gtin13}>
              {line.quantity} x {line.product.name}
            </li>
          ))}
        </ul>
      </Modal>
      <Modal
        open={state.modal === 'changeStore'}
        onOpenChange={(open) => !open && openModal(null)}
        title={labels.modals.changeStoreTitle}
        description={state.destinationLabel ?? undefined}
        closeLabel={labels.closeLabel}
        footer={
          <Link href={shoppingModePagePath('/scheduling?fulfillmentType=pickup')} data-part="choose-store">
            {labels.summary.changeStore}
          </Link>
        }
      />
      {ageRequest && state.timeZone ? (
        <AgeVerificationModal
          open
          onOpenChange={(open) => {
            if (!open) {
              ageRequest.resolve(null);
              setAgeRequest(null);
            }
          }}
          minAge={ageRequest.minAge}
          today={calendarDayIn(state.timeZone, new Date())}
          onVerified={(birthDate) => {
            schedulingStore.setState({ dateOfBirth: birthDate });
            ageRequest.resolve(birthDate);
            setAgeRequest(null);
          }}
          labels={labels.ageVerification}
        />
      ) : null}
      <ReplacementDrawer labels={labels.replacement} />
    </form>
  );
}

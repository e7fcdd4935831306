import { parseTimeslotSelectionId } from '@aisle/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { promiseFixture, timeslotDays } from '../../../testing/deliveryFixtures.ts';
import {
  chooseDay,
  chooseFilter,
  chooseTime,
  defaultForm,
  resetScheduling,
  type SchedulingState,
  schedulingStore,
  storeChanged,
} from './schedulingStore.ts';
import { storedPromise, storePromise } from './submitSchedule.ts';

const held = promiseFixture('D.q.20261121', 'IH.fc.20261121T0800');

/** A page the shopper has worked on: times loaded, a time chosen, own delivery, a submit under way, a held promise. */
function busyPage(overrides: Partial<SchedulingState> = {}) {
  schedulingStore.setState({
    status: 'ready',
    modality: null,
    days: timeslotDays(),
    timeZone: 'America/New_York',
    timesStatus: 'ready',
    form: { selectedDate: '2026-11-21', selectedId: held.selectedId },
    filter: 'OWN',
    failure: { kind: 'itemsUnavailable' },
    isSubmitting: true,
    dateOfBirth: '1990-01-01',
    modal: 'viewItems',
    ...overrides,
  });
  storePromise(held);
}

afterEach(() => resetScheduling());

describe('the time the form starts with', () => {
  it('is the time the shopper holds, on its day, when it is on offer (issue 20: held in the selector, or before Back)', () => {
    const days = timeslotDays();
    const saturdayTen = promiseFixture('q-20261121', 'w10');
    expect(defaultForm(days, saturdayTen)).toEqual({ selectedDate: '2026-11-21', selectedId: 'q-20261121:w10' });
  });

  it('is the first open time when nothing is held, or the hold is not on offer here (SCH-024, SCH-025)', () => {
    const days = timeslotDays();
    const first = defaultForm(days, null);
    expect(first.selectedDate).toBe('2026-11-20');
    expect(defaultForm(days, promiseFixture('q-20261121', 'elsewhere'))).toEqual(first);
  });
});

describe('the scheduling form and the filter form', () => {
  it('holds the selection as one quoteId:optionId value plus the selected date (SCH-028)', () => {
    chooseDay('2026-11-21');
    chooseTime('D.q.20261121:IH.fc.20261121T0800');
    const { form } = schedulingStore.getState();
    expect(form).toEqual({ selectedDate: '2026-11-21', selectedId: 'D.q.20261121:IH.fc.20261121T0800' });
    expect(parseTimeslotSelectionId(form.selectedId as string)).toEqual({
      quoteId: 'D.q.20261121',
      optionId: 'IH.fc.20261121T0800',
    });
  });

  it('keeps the vendor filter apart from the scheduling form (SCH-029)', () => {
    chooseDay('2026-11-21');
    chooseTime('D.q.20261121:IH.fc.20261121T0800');
    chooseFilter('UNDER_FIVE');
    expect(schedulingStore.getState().filter).toBe('UNDER_FIVE');
    expect(schedulingStore.getState().form.selectedId).toBe('D.q.20261121:IH.fc.20261121T0800');
    chooseDay('2026-11-22');
    expect(schedulingStore.getState().filter).toBe('UNDER_FIVE');
    expect(schedulingStore.getState().form).toEqual({ selectedDate: '2026-11-22', selectedId: null });
  });
});

describe('a new store', () => {
  it('clears the selection and the held promise (SCH-027)', () => {
    busyPage();
    storeChanged();
    expect(schedulingStore.getState().form).toEqual({ selectedDate: null, selectedId: null });
    expect(storedPromise()).toBeNull();
  });
});

describe('leaving the page', () => {
  it('clears the time options, the submit state, the own-vendor override and the promise (SCH-074..077)', () => {
    busyPage();
    expect(storedPromise()?.promise.id).toBe(held.id);
    resetScheduling();
    const state = schedulingStore.getState();
    // SCH-074: the mode's time options.
    expect(state).toMatchObject({ days: [], timeZone: null, timesStatus: 'idle', form: { selectedId: null } });
    // SCH-075: the create-checkout state (busy flag, verified birth date, its failure).
    expect(state).toMatchObject({ isSubmitting: false, dateOfBirth: null, failure: null, modal: null });
    // SCH-076: the own-vendor override of the time request.
    expect(state.filter).toBe('ALL');
    // SCH-077: the promise.
    expect(storedPromise()).toBeNull();
  });
});

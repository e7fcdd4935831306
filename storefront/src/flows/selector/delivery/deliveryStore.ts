import type { ServiceAddress, TimeslotDay } from '@aisle/contracts';
import { flattenServiceAddress, toSelectorAddress } from '@aisle/contracts/addressRules';
import { createStore } from 'zustand/vanilla';
import {
  type AddressField,
  type AddressFormErrors,
  type AddressFormTarget,
  type AddressFormValues,
  addressName,
  emptyAddressForm,
  formValuesOfServiceAddress,
  hasErrors,
  newAddressTarget,
  serviceAddressInput,
  validateAddressForm,
} from '../../../lib/addresses/addressForm.ts';
import { checkAddress, errorCodeOf, failureOf, saveAddressValues } from '../../../lib/addresses/addressSave.ts';
import {
  findAddress,
  loadAddresses as loadAddressBook,
  removeAddress,
  resetAddressBook,
} from '../../../lib/stores/addressBook.ts';
import { setReservation } from '../../../lib/stores/reservation.ts';
import { loadShoppingMode, setActiveModality, shoppingModeStore } from '../../../lib/stores/shoppingMode.ts';
import { validateAddress } from '../selectorGateway.ts';
import { closeSelector, goTo, goToV2, loadModalityOptions, selectorStore } from '../selectorStore.ts';

/** Which address book the shopper is in: v1 (the header's modal) or v2 (the tabbed panel). */
export type DeliveryLayout = 'v1' | 'v2';

/** What the selector's calls say about themselves (SEL-144, SEL-150). */
export const SELECTOR_KEYSPACE = 'AISLE_SELECTOR';
export const VALIDATION_ORIGIN = 'MODALITY_SELECTOR';
export const PROMISE_COMPONENT = 'UPFRONT_TIMESLOTS';
const addressCheckContext = {
  modalityType: 'DELIVERY',
  origin: VALIDATION_ORIGIN,
  keyspace: SELECTOR_KEYSPACE,
} as const;
/** v1 shows this many addresses, then 'View All Addresses' (spec 2: "at most 3 shown"). */
export const ADDRESS_BOOK_V1_LIMIT = 3;

/**
 * Why a delivery step failed; the screens word each kind from the copy catalogue:
 * unverified (SEL-077), inHouseUnavailable and noFulfillmentCenter ('{banner} Delivery is unavailable…',
 * SEL-083, SEL-084, SEL-158), validationFailed (ACC-090), missingId ('address must have id', SEL-116,
 * SEL-117), notFound / limit / constraint (the address book's codes), loadFailed, technical (SEL-159,
 * SEL-160), connection (offline or no answer: the API layer's own words in `message`).
 */
export const deliveryFailureKinds = [
  'unverified',
  'inHouseUnavailable',
  'noFulfillmentCenter',
  'validationFailed',
  'missingId',
  'notFound',
  'limit',
  'constraint',
  'loadFailed',
  'technical',
  'connection',
] as const;
export type DeliveryFailureKind = (typeof deliveryFailureKinds)[number];
export type DeliveryFailure = { kind: DeliveryFailureKind; message?: string };

export type AddressFormState = {
  values: AddressFormValues;
  errors: AddressFormErrors;
  target: AddressFormTarget;
  isSubmitting: boolean;
  failure: DeliveryFailure | null;
};

/** The confirm step: the address as typed and as the validation service suggests it (SEL-020, SEL-089). */
export type ConfirmationState = {
  original: AddressFormValues;
  suggested: AddressFormValues;
  /** SEL-120, SEL-121: 'Confirm' and 'Edit Address' wait for a choice. */
  choice: 'suggested' | 'original' | null;
  isSubmitting: boolean;
  failure: DeliveryFailure | null;
  /** Set once the chosen address is saved, so a second Confirm after an error does not save it twice. */
  savedAddress: ServiceAddress | null;
};

export type TimeslotsState = {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  days: TimeslotDay[];
  /** The saved address the times are for. */
  addressId: string | null;
  selectedDate: string | null;
  /** `${quoteId}:${optionId}` (SEL-058). */
  selectedId: string | null;
  /** SEL-115: Reserve was pressed with no time chosen. */
  isSelectionRequired: boolean;
  isReserving: boolean;
  /** SEL-159, SEL-160: the reservation failed. */
  failure: DeliveryFailure | null;
  /**
   * Some line of the Delivery cart carries a Prop 65 warning (SEL-059 `isItemProp65`): only then does the
   * California notice have a product to be about (SEL-123, issue 9).
   */
  hasProp65Items: boolean;
};

export type DeliveryState = {
  /** A failure of the address list (load, select, edit, delete). */
  listFailure: DeliveryFailure | null;
  /** The address whose Select or Delete is under way. */
  busyAddressId: string | null;
  form: AddressFormState;
  confirmation: ConfirmationState | null;
  timeslots: TimeslotsState;
  /** SEL-086: set when a v2 confirm (or a reservation) makes the shopper an in-house delivery shopper. */
  isInHouseDeliveryShopper: boolean;
};

export const idleTimeslots: TimeslotsState = {
  status: 'idle',
  days: [],
  addressId: null,
  selectedDate: null,
  selectedId: null,
  isSelectionRequired: false,
  isReserving: false,
  hasProp65Items: false,
  failure: null,
};

function blankForm(): AddressFormState {
  return {
    values: { ...emptyAddressForm },
    errors: {},
    target: { ...newAddressTarget },
    isSubmitting: false,
    failure: null,
  };
}

function initialState(): DeliveryState {
  return {
    listFailure: null,
    busyAddressId: null,
    form: blankForm(),
    confirmation: null,
    timeslots: { ...idleTimeslots },
    isInHouseDeliveryShopper: false,
  };
}

/** The delivery screens' state; module-level like the selector's own store. */
export const deliveryStore = createStore<DeliveryState>(() => initialState());

const setState = deliveryStore.setState;

function setForm(change: Partial<AddressFormState>): void {
  setState((state) => ({ form: { ...state.form, ...change } }));
}

export function setTimeslots(change: Partial<TimeslotsState>): void {
  setState((state) => ({ timeslots: { ...state.timeslots, ...change } }));
}

function setConfirmation(change: Partial<ConfirmationState>): void {
  setState((state) => (state.confirmation ? { confirmation: { ...state.confirmation, ...change } } : state));
}

/** The saved address the shopper's Delivery mode points at (SEL-107), if any. */
export function activeDeliveryAddressId(): string | null {
  const active = shoppingModeStore.getState().activeByType.DELIVERY;
  if (!active || !('address' in active.destination)) return null;
  const id = active.destination.address.id;
  return typeof id === 'string' ? id : null;
}

/**
 * SEL-080, SEL-081: the time slots follow an address choice unless the selector was opened by the
 * checkout or scheduling pages, which pick their times themselves.
 */
export function wantsTimeslots(): boolean {
  const origin = selectorStore.getState().options.origin;
  return origin !== 'checkout' && origin !== 'scheduling';
}

// ---------------------------------------------------------------------------------------------
// Address list

/** SEL-010: the shopper's saved addresses (the shared address book: home first, then newest modified). */
export async function loadAddresses(): Promise<void> {
  setState({ listFailure: null });
  const book = await loadAddressBook();
  if (book.status === 'error') setState({ listFailure: failureOf(book.error, 'loadFailed') });
}

function listFailed(failure: DeliveryFailure): void {
  setState({ listFailure: failure, busyAddressId: null });
}

/**
 * Makes a verified address the shopper's Delivery destination (SEL-078..087): fetches the options for
 * it, sets the active modality and opens the time slots when a fulfillment center serves it. In v2 the
 * in-house service must serve it (SEL-083, SEL-084). Returns the failure, or null on success.
 */
async function activateDeliveryAddress(
  address: ServiceAddress,
  layout: DeliveryLayout,
): Promise<DeliveryFailure | null> {
  const options = await loadModalityOptions({ address: serviceAddressInput(address) });
  if (options.status !== 'loaded' || !options.data) {
    if (options.error?.kind === 'invalidZip') return { kind: 'unverified' };
    return options.error?.message ? { kind: 'connection', message: options.error.message } : { kind: 'technical' };
  }
  const delivery = options.data.DELIVERY;
  const hasFulfillmentCenter = delivery.some((option) =>
    option.fulfillment.some((fulfillment) => fulfillment.kind === 'FULFILLMENT_CENTER'),
  );
  const hasInHouse = delivery.some(
    (option) => (option as { providerId?: string | null }).providerId === 'IN_HOUSE_DELIVERY',
  );
  if (layout === 'v2' && !hasFulfillmentCenter) return { kind: 'noFulfillmentCenter' };
  if (layout === 'v2' && !hasInHouse) return { kind: 'inHouseUnavailable' };
  try {
    await setActiveModality({
      modalityType: 'DELIVERY',
      destination: { address: toSelectorAddress(address) },
      label: addressName(flattenServiceAddress(address)),
      source: 'SELECTOR',
    });
  } catch (error) {
    return failureOf(error, 'technical');
  }
  if (layout === 'v2' || (hasFulfillmentCenter && wantsTimeslots())) {
    setState({ isInHouseDeliveryShopper: hasInHouse || layout === 'v2', timeslots: { ...idleTimeslots } });
    goTo('viewTimeslots');
  } else {
    closeSelector();
  }
  return null;
}

/**
 * 'Select Address' (SEL-076..081): the address is validated first; an unverifiable one shows the
 * unverified message, one the in-house service cannot reach the '{banner} Delivery is unavailable'
 * message; otherwise it becomes the Delivery destination.
 */
export async function selectAddress(addressId: string | null | undefined, layout: DeliveryLayout): Promise<void> {
  const address = findAddress(addressId);
  if (!address) return listFailed({ kind: 'missingId' });
  setState({ busyAddressId: address.id, listFailure: null });
  let isVerified = false;
  let isEligible = false;
  try {
    const validation = await validateAddress({
      address: serviceAddressInput(address),
      modalityType: 'DELIVERY',
      origin: VALIDATION_ORIGIN,
      keyspace: SELECTOR_KEYSPACE,
    });
    isVerified = validation.isVerified;
    isEligible = validation.isEligible;
  } catch (error) {
    return listFailed(failureOf(error, 'validationFailed'));
  }
  if (!isVerified) return listFailed({ kind: 'unverified' });
  if (!isEligible) return listFailed({ kind: 'inHouseUnavailable' });
  const failure = await activateDeliveryAddress(address, layout);
  setState({ busyAddressId: null, listFailure: failure });
}

/** 'Edit' (SEL-018, SEL-116): the form filled with the address; an address without an id cannot be edited. */
export function startEditAddress(addressId: string | null | undefined, layout: DeliveryLayout): void {
  const address = findAddress(addressId);
  if (!address) {
    listFailed({ kind: 'missingId' });
    return;
  }
  setState({
    listFailure: null,
    confirmation: null,
    form: {
      ...blankForm(),
      values: formValuesOfServiceAddress(address),
      target: {
        addressId: address.id,
        addressType: address.type === 'home' ? 'Home' : 'Delivery',
        label: address.label,
      },
    },
  });
  if (layout === 'v2') goToV2('addressForm');
  else goTo('addAddress');
}

/** 'Add New Address': a blank form (v1 the add-address screen, v2 the empty form). */
export function startAddAddress(layout: DeliveryLayout): void {
  setState({ listFailure: null, confirmation: null, form: blankForm() });
  if (layout === 'v2') goToV2('emptyForm');
  else goTo('addAddress');
}

/** The v2 empty form is for a new address: an edit left by Back starts over blank. */
export function ensureNewAddressForm(): void {
  if (deliveryStore.getState().form.target.addressId !== null) setState({ form: blankForm() });
}

/**
 * 'Delete' (SEL-092, SEL-093, SEL-117): removes the address; when it was the current Delivery address
 * the selection is cleared and v2 shows the no-address view.
 */
export async function deleteAddress(addressId: string | null | undefined, layout: DeliveryLayout): Promise<void> {
  const address = findAddress(addressId);
  if (!address) return listFailed({ kind: 'missingId' });
  const wasCurrent = address.id === activeDeliveryAddressId();
  setState({ busyAddressId: address.id, listFailure: null });
  try {
    await removeAddress(address.id);
  } catch (error) {
    return listFailed(
      errorCodeOf(error) === 'ADDRESS_NOT_FOUND' ? { kind: 'notFound' } : failureOf(error, 'technical'),
    );
  }
  setState({ busyAddressId: null });
  if (wasCurrent) {
    setState({ timeslots: { ...idleTimeslots }, isInHouseDeliveryShopper: false });
    setReservation(null);
    // The server dropped the preferences naming the address: the header follows what is left.
    await loadShoppingMode(true).catch(() => undefined);
    if (layout === 'v2') goToV2('noAddress');
  }
}

// ---------------------------------------------------------------------------------------------
// Address form and confirm step

/** Typing keeps every character and clears that field's error (the shopper is fixing it). */
export function setFormValue(field: AddressField, value: string): void {
  setState((state) => {
    const { [field]: _cleared, ...errors } = state.form.errors;
    return { form: { ...state.form, values: { ...state.form.values, [field]: value }, errors } };
  });
}

/** After saving: v1 goes back to the address book, v2 to its list (SEL-091). */
function returnToList(layout: DeliveryLayout): void {
  if (layout === 'v2') {
    goToV2('list');
    return;
  }
  const { screen, history } = selectorStore.getState();
  if (screen === 'addAddress' && history.at(-1) === 'addressBook') {
    selectorStore.setState({ screen: 'addressBook', history: history.slice(0, -1), screenTitle: null });
  } else {
    goTo('addressBook');
  }
}

/** Saves the values (add, or update of the form's target) and refreshes the list (ACC-058). */
function saveAddress(values: AddressFormValues) {
  return saveAddressValues(values, deliveryStore.getState().form.target);
}

/**
 * Address submit (SEL-088..091, SEL-013): the client's check, then the validation service. Unverifiable:
 * the unverified message; corrected: the confirm view with the suggestion; otherwise saved and back to
 * the list. What the shopper typed stays in the form on every error.
 */
export async function submitAddressForm(layout: DeliveryLayout): Promise<void> {
  const { form } = deliveryStore.getState();
  if (form.isSubmitting) return;
  const errors = await validateAddressForm(form.values, form.target);
  if (hasErrors(errors)) {
    setForm({ errors, failure: null });
    return;
  }
  setForm({ errors: {}, failure: null, isSubmitting: true });
  const check = await checkAddress(form.values, form.target.addressId, addressCheckContext);
  if (check.status === 'failed') {
    setForm({ isSubmitting: false, failure: check.failure });
    return;
  }
  if (check.isCorrected) {
    setState((state) => ({
      form: { ...state.form, isSubmitting: false },
      confirmation: {
        original: form.values,
        suggested: check.suggested,
        choice: null,
        isSubmitting: false,
        failure: null,
        savedAddress: null,
      },
    }));
    if (layout === 'v2') goToV2('confirmForm');
    return;
  }
  const result = await saveAddress(form.values);
  if ('failure' in result) {
    setForm({ isSubmitting: false, failure: result.failure, errors: result.errors });
    return;
  }
  setState({ form: blankForm() });
  returnToList(layout);
}

export function chooseConfirmation(choice: 'suggested' | 'original'): void {
  setConfirmation({ choice, failure: null });
}

/**
 * 'Confirm' (SEL-120): saves the chosen address. v1 then returns to the address book; v2 fetches the
 * options for it and opens the time slots (SEL-082..087).
 */
export async function confirmAddress(layout: DeliveryLayout): Promise<void> {
  const confirmation = deliveryStore.getState().confirmation;
  if (!confirmation?.choice || confirmation.isSubmitting) return;
  setConfirmation({ isSubmitting: true, failure: null });
  let saved = confirmation.savedAddress;
  if (!saved) {
    const values = confirmation.choice === 'suggested' ? confirmation.suggested : confirmation.original;
    const result = await saveAddress(values);
    if ('failure' in result) {
      setConfirmation({ isSubmitting: false, failure: result.failure });
      return;
    }
    saved = result.saved;
    setConfirmation({ savedAddress: saved });
  }
  if (layout === 'v1') {
    setState({ confirmation: null, form: blankForm() });
    returnToList('v1');
    return;
  }
  const failure = await activateDeliveryAddress(saved, 'v2');
  if (failure) {
    setConfirmation({ isSubmitting: false, failure });
    return;
  }
  setState({ confirmation: null, form: blankForm() });
}

/** 'Edit Address' (SEL-121): back to the form with the chosen address in it. */
export function editConfirmation(layout: DeliveryLayout): void {
  const confirmation = deliveryStore.getState().confirmation;
  if (!confirmation?.choice) return;
  const values = confirmation.choice === 'suggested' ? confirmation.suggested : confirmation.original;
  setState((state) => ({
    confirmation: null,
    form: { ...state.form, values: { ...values }, errors: {}, failure: null, isSubmitting: false },
  }));
  if (layout === 'v2') goToV2('addressForm');
}

/**
 * Counts the up-front times' loads (`deliveryTimeslots.ts`): an answer to a load made before the last one,
 * or before a reset, is dropped.
 */
let timeslotRequest = 0;

/** Starts a load of the times: its number, which `isLatestTimeslotRequest` checks when the answer comes. */
export function nextTimeslotRequest(): number {
  timeslotRequest += 1;
  return timeslotRequest;
}

export function isLatestTimeslotRequest(request: number): boolean {
  return request === timeslotRequest;
}

/** For tests and stories. */
export function resetDelivery(): void {
  resetAddressBook();
  timeslotRequest += 1;
  setState(initialState(), true);
}

import type { AddressValidation, ErrorCode, ServiceAddress } from '@aisle/contracts';
import { api, isApiError, isConnectionError } from '../api/index.ts';
import { saveAddress as saveToAddressBook } from '../stores/addressBook.ts';
import {
  type AddressFormErrors,
  type AddressFormTarget,
  type AddressFormValues,
  fieldErrorsFromIssues,
  formValuesOfVerifiedAddress,
  hasErrors,
  toAddressInput,
  toAddressPayload,
} from './addressForm.ts';

/*
 * Checking and saving a typed address, for every flow with an address form (the selector's address
 * books, the account's address book): the validation service first, then the save, with the address
 * book's error catalogue (account-and-selector 8, "Address add errors"). Each flow words the failure
 * kinds from its copy and keeps what the shopper typed.
 */

/**
 * unverified (the service could not verify it), validationFailed (the check itself failed, ACC-090, or the
 * server refused a field), notFound / limit / constraint (ADDRESS_NOT_FOUND, TOO_MANY_ADDRESSES,
 * CONSTRAINT_VIOLATION_EXCEPTION), technical (anything else), connection (offline or no answer: the API
 * layer's own words in `message`).
 */
export type AddressFailureKind =
  | 'unverified'
  | 'validationFailed'
  | 'notFound'
  | 'limit'
  | 'constraint'
  | 'technical'
  | 'connection';

export type AddressFailure<Kind extends string = AddressFailureKind> = { kind: Kind; message?: string };

export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** Offline or no answer: the API layer's words; anything else: the step's own kind. */
export function failureOf<Kind extends string>(error: unknown, kind: Kind): AddressFailure<Kind | 'connection'> {
  if (isConnectionError(error)) {
    return { kind: 'connection', message: error.userMessage };
  }
  return { kind };
}

/** The address book's save errors (account-and-selector 8, "Address add errors"). */
export function saveFailureOf(error: unknown): AddressFailure {
  switch (errorCodeOf(error)) {
    case 'ADDRESS_NOT_FOUND':
      return { kind: 'notFound' };
    case 'TOO_MANY_ADDRESSES':
      return { kind: 'limit' };
    case 'CONSTRAINT_VIOLATION_EXCEPTION':
      return { kind: 'constraint' };
    default:
      return failureOf(error, 'technical');
  }
}

/** The field issues of a server VALIDATION_FAILED answer, when the answer carried them. */
function serverIssues(error: unknown): { path: string }[] {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return [];
  const data = (error.cause as { data?: { issues?: unknown } } | undefined)?.data;
  const issues = data?.issues;
  return Array.isArray(issues)
    ? issues.filter((issue): issue is { path: string } => typeof issue?.path === 'string')
    : [];
}

export type SaveResult = { saved: ServiceAddress } | { failure: AddressFailure; errors: AddressFormErrors };

/**
 * Saves the form's values as a new address or as the target's update; the shared address book shows it
 * at once and reads the list again (ACC-058). A server refusal of a field comes back as field errors.
 */
export async function saveAddressValues(values: AddressFormValues, target: AddressFormTarget): Promise<SaveResult> {
  try {
    return { saved: await saveToAddressBook(toAddressPayload(values, target), target.addressId) };
  } catch (error) {
    const errors = fieldErrorsFromIssues(serverIssues(error), values);
    return { failure: hasErrors(errors) ? { kind: 'validationFailed' } : saveFailureOf(error), errors };
  }
}

/** Who asks the validation service, for its logs (the selector: MODALITY_SELECTOR, DELIVERY). */
export type AddressCheckContext = { origin: string; keyspace: string; modalityType?: 'DELIVERY' };

export type AddressCheck =
  | { status: 'verified'; isCorrected: boolean; isEligible: boolean; suggested: AddressFormValues }
  | { status: 'failed'; failure: AddressFailure<'unverified' | 'validationFailed' | 'connection'> };

/**
 * The validation service's word on a typed address (ACC-053, SEL-088): verified as typed, corrected
 * (with the suggestion to confirm, ACC-054), or refused. SEL-118: a failed validation counts as
 * corrected, not verified; with nothing to suggest the address is refused as unverified.
 */
export async function checkAddress(
  values: AddressFormValues,
  addressId: string | null,
  context: AddressCheckContext,
): Promise<AddressCheck> {
  let validation: AddressValidation;
  try {
    validation = await api().call('validateAddress', {
      body: { address: toAddressInput(values, addressId ?? undefined), ...context },
    });
  } catch (error) {
    return { status: 'failed', failure: failureOf(error, 'validationFailed') };
  }
  if (!validation.isVerified || !validation.suggested) return { status: 'failed', failure: { kind: 'unverified' } };
  return {
    status: 'verified',
    isCorrected: validation.isCorrected,
    isEligible: validation.isEligible,
    suggested: formValuesOfVerifiedAddress(validation.suggested),
  };
}

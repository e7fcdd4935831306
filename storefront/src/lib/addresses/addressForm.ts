import type { AddressInput, AddressPayload, FlattenedAddress, ServiceAddress, VerifiedAddress } from '@aisle/contracts';
import {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_STREET_MAX_LENGTH,
  ADDRESS_UNIT_MAX_LENGTH,
  countryOfStateCode,
  flattenServiceAddress,
} from '@aisle/contracts/addressRules';

/** The address form's fields, as the shopper typed them (never trimmed in place: what they typed stays). */
export type AddressFormValues = { street: string; unit: string; city: string; state: string; zip: string };
export type AddressField = keyof AddressFormValues;
export const addressFields = ['street', 'unit', 'city', 'state', 'zip'] as const satisfies readonly AddressField[];

/** Why a field was refused: empty, or not what the contracts' rule allows. The screen words it. */
export type AddressFieldError = 'required' | 'invalid';
export type AddressFormErrors = Partial<Record<AddressField, AddressFieldError>>;

/** The State select's choices: the 50 US states and DC (Canada's territories share no province code). */
export function usStateOptions(regions: Record<string, string>): { value: string; label: string }[] {
  return Object.entries(regions)
    .filter(([code]) => countryOfStateCode(code) === 'US' && !['NT', 'NU', 'YT'].includes(code))
    .map(([code, name]) => ({ value: code, label: name }));
}

/**
 * The account form's State/Province choices: the US states and DC, then the 10 Canadian provinces, whose
 * codes make the address Canadian (ACC-086). Territories are left out: by the rule they would be US.
 */
export function usStateAndProvinceOptions(regions: Record<string, string>): { value: string; label: string }[] {
  const provinces = Object.entries(regions)
    .filter(([code]) => countryOfStateCode(code) === 'CA')
    .map(([code, name]) => ({ value: code, label: name }));
  return [...usStateOptions(regions), ...provinces];
}

/** The longest street, unit and city the contracts allow, for the fields' maxLength. */
export const addressMaxLengths = {
  street: ADDRESS_STREET_MAX_LENGTH,
  unit: ADDRESS_UNIT_MAX_LENGTH,
  city: ADDRESS_CITY_MAX_LENGTH,
};

export const emptyAddressForm: AddressFormValues = { street: '', unit: '', city: '', state: '', zip: '' };

/** What a saved address keeps when it is edited: its id, its type and its label. */
export type AddressFormTarget = {
  addressId: string | null;
  addressType: 'Home' | 'Delivery';
  label: string | null;
  /** The account form's mailing-address checkbox (ACC-028); left out by forms without it (unchanged). */
  isMailingAddress?: boolean;
};

export const newAddressTarget: AddressFormTarget = { addressId: null, addressType: 'Delivery', label: null };

const payloadFields: Record<string, AddressField> = {
  addressLine1: 'street',
  addressLine2: 'unit',
  city: 'city',
  stateCode: 'state',
  zip: 'zip',
};

/** The add/update payload (spec 3; ACC-029..032) for the form's values. */
export function toAddressPayload(
  values: AddressFormValues,
  target: AddressFormTarget,
  now: Date = new Date(),
): AddressPayload {
  const state = values.state.trim().toUpperCase();
  return {
    ...(target.addressId ? { addressId: target.addressId } : {}),
    addressType: target.addressType,
    addressLine1: values.street,
    addressLine2: values.unit.trim() ? values.unit : null,
    city: values.city,
    countryCode: state ? countryOfStateCode(state) : 'US',
    stateCode: state,
    zip: values.zip,
    dateAddressUpdated: now.toISOString(),
    ...(target.label ? { label: target.label } : {}),
    ...(target.isMailingAddress === undefined ? {} : { isMailingAddress: target.isMailingAddress }),
  };
}

let payloadSchemaLoading: Promise<typeof import('@aisle/contracts/addresses')['addressPayloadSchema']> | undefined;

/** The address schema, loaded with the first check (a submit), not with the page (ADR 0029); a failed load is forgotten. */
function loadPayloadSchema() {
  if (!payloadSchemaLoading) {
    payloadSchemaLoading = import('@aisle/contracts/addresses').then((module) => module.addressPayloadSchema);
    payloadSchemaLoading.catch(() => {
      payloadSchemaLoading = undefined;
    });
  }
  return payloadSchemaLoading;
}

/**
 * The client's check (SEL-013), with the same schema the server checks the payload with: a field the
 * shopper left empty is 'required', one the rule refuses (a ZIP of the wrong form...) is 'invalid'. When the
 * schema cannot load (offline), nothing is refused here: the call that follows says what went wrong, and the
 * server checks the payload again.
 */
export async function validateAddressForm(
  values: AddressFormValues,
  target: AddressFormTarget = newAddressTarget,
): Promise<AddressFormErrors> {
  const errors: AddressFormErrors = {};
  const schema = await loadPayloadSchema().catch(() => null);
  if (!schema) return errors;
  const parsed = schema.safeParse(toAddressPayload(values, target));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = payloadFields[String(issue.path[0])];
      if (!field || errors[field]) continue;
      errors[field] = values[field].trim() === '' ? 'required' : 'invalid';
    }
  }
  return errors;
}

/** The server's VALIDATION_FAILED issues ('body.zip', 'zip') on the form's fields. */
export function fieldErrorsFromIssues(
  issues: readonly { path: string }[],
  values: AddressFormValues,
): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const issue of issues) {
    const name = issue.path.split('.').find((part) => part in payloadFields);
    const field = name ? payloadFields[name] : undefined;
    if (field && !errors[field]) errors[field] = values[field].trim() === '' ? 'required' : 'invalid';
  }
  return errors;
}

export function hasErrors(errors: AddressFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The typed address as the validation call takes it: [unit, street] (the street is the last line). */
export function toAddressInput(values: AddressFormValues, id?: string): AddressInput {
  const street = values.street.trim();
  const unit = values.unit.trim();
  return {
    ...(id ? { id } : {}),
    addressLines: unit ? [unit, street] : [street],
    cityTown: values.city.trim(),
    stateProvince: values.state.trim().toUpperCase(),
    postalCode: values.zip.trim(),
    countryCode: countryOfStateCode(values.state),
  };
}

/** A saved address as the validation call takes it. */
export function serviceAddressInput(address: ServiceAddress): AddressInput {
  return {
    id: address.id,
    addressLines: address.address.addressLines,
    cityTown: address.address.cityTown,
    stateProvince: address.address.stateProvince,
    postalCode: address.address.postalCode,
    countryCode: address.address.countryCode,
    county: address.address.county,
  };
}

export function formValuesOfServiceAddress(address: ServiceAddress): AddressFormValues {
  const flat = flattenServiceAddress(address);
  return { street: flat.line1, unit: flat.line2 ?? '', city: flat.city, state: flat.stateCode, zip: flat.zip };
}

export function formValuesOfVerifiedAddress(address: VerifiedAddress): AddressFormValues {
  const lines = address.addressLines;
  return {
    street: lines[lines.length - 1] ?? '',
    unit: lines.length > 1 ? (lines[0] ?? '') : '',
    city: address.cityTown,
    state: address.stateProvince,
    zip: address.postalCode,
  };
}

/**
 * The lines a selector shows for an address. Its addressLines are [unit, street] (the street is the last
 * entry); the second line is shown first (SEL-054), so the street leads, then the unit, then the place.
 */
export function addressLinesForDisplay(values: AddressFormValues): string[] {
  const place = `${values.city.trim()}, ${values.state.trim().toUpperCase()} ${values.zip.trim()}`;
  return [values.street.trim(), values.unit.trim(), place].filter(Boolean);
}

/** What the header and the time-slot screen call an address: its label, else its street. */
export function addressName(address: Pick<FlattenedAddress, 'label' | 'line1'>): string {
  return address.label?.trim() || address.line1;
}

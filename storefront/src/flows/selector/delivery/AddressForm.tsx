import { AddressFields } from '@aisle/design-system/components/AddressFields';
import { Button } from '@aisle/design-system/components/Button';
import { type FormEvent, useRef } from 'react';
import { useStore } from 'zustand';
import {
  type AddressField,
  type AddressFieldError,
  addressFields,
  addressMaxLengths,
  usStateOptions,
  validateAddressForm,
} from '../../../lib/addresses/addressForm.ts';
import { type SelectorCopy, useSelectorCopy } from '../selectorCopy.ts';
import * as styles from './delivery.css.ts';
import { type DeliveryLayout, deliveryStore, setFormValue, submitAddressForm } from './deliveryStore.ts';
import { FailureAlert } from './parts.tsx';

/** What a refused field says (the account area's address form wording, common.addressForm). */
function fieldMessage(
  copy: SelectorCopy,
  field: AddressField,
  error: AddressFieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  const form = copy.common.addressForm;
  switch (field) {
    case 'street':
      return error === 'required' ? form.streetRequired : copy.addressErrors.generic;
    case 'city':
      return error === 'required' ? form.cityRequired : copy.addressErrors.generic;
    case 'state':
      return form.stateRequired;
    case 'zip':
      return error === 'required' ? copy.selector.addAddress.zipRequired : copy.selector.addAddress.zipInvalid;
    case 'unit':
      return copy.addressErrors.generic;
  }
}

/**
 * The delivery address form (SEL-013, SEL-017, SEL-018): street, unit, city, State select and ZIP,
 * checked on the client with the contracts' rules and again by the validation service and the server.
 * The values live in the delivery store, so nothing typed is lost on an error or when going Back.
 */
export function AddressForm({ layout }: { layout: DeliveryLayout }) {
  const copy = useSelectorCopy();
  const form = useStore(deliveryStore, (state) => state.form);
  const fieldRefs = useRef<Partial<Record<AddressField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const labels = copy.common.addressForm;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = await validateAddressForm(form.values, form.target);
    await submitAddressForm(layout);
    // The first refused field takes focus, so keyboard and screen-reader users land on what to fix.
    const firstInvalid = addressFields.find((field) => errors[field] ?? deliveryStore.getState().form.errors[field]);
    if (firstInvalid) fieldRefs.current[firstInvalid]?.focus();
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      data-part="address-form"
      data-state={form.isSubmitting ? 'submitting' : 'idle'}
    >
      <FailureAlert failure={form.failure} />
      <AddressFields
        values={form.values}
        onValueChange={setFormValue}
        errors={Object.fromEntries(
          addressFields.map((field) => [field, fieldMessage(copy, field, form.errors[field])]),
        )}
        labels={{
          ...labels,
          optional: copy.common.form.optional,
          selectPlaceholder: copy.common.form.selectPlaceholder,
        }}
        stateOptions={usStateOptions(copy.common.regions)}
        maxLengths={addressMaxLengths}
        fieldRef={(field, element) => {
          fieldRefs.current[field] = element;
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={form.isSubmitting} busyLabel={copy.selector.addAddress.saving} data-part="save">
          {copy.selector.addAddress.save}
        </Button>
      </div>
    </form>
  );
}

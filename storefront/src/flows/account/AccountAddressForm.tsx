import { type AddressFieldName, AddressFields } from '@aisle/design-system/components/AddressFields';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Checkbox } from '@aisle/design-system/components/Checkbox';
import { Link } from '@aisle/design-system/components/Link';
import { RadioGroup } from '@aisle/design-system/components/RadioGroup';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  type AddressFieldError,
  type AddressFormErrors,
  type AddressFormTarget,
  type AddressFormValues,
  addressFields,
  addressLinesForDisplay,
  addressMaxLengths,
  emptyAddressForm,
  formValuesOfServiceAddress,
  hasErrors,
  validateAddressForm,
} from '../../lib/addresses/addressForm.ts';
import { type AddressFailure, checkAddress, saveAddressValues } from '../../lib/addresses/addressSave.ts';
import type { AccountAddressLabels } from '../../lib/copy/account.ts';
import { findAddress, loadAddresses } from '../../lib/stores/addressBook.ts';
import { sessionStore } from '../../lib/stores/session.ts';
import * as styles from './account.css.ts';
import {
  addressBookPath,
  browserNavigate,
  failureText,
  type Navigate,
  savedNoticeParam,
} from './accountAddressPaths.ts';

export type AccountAddressFormProps = {
  labels: AccountAddressLabels;
  /** Where a save leads: the address book, which then says 'Your address was saved.'. */
  navigate?: Navigate;
};

/** The account area's validation calls name themselves so (the selector's say MODALITY_SELECTOR). */
const accountCheck = { origin: 'ADDRESS_BOOK', keyspace: 'AISLE_ACCOUNT' } as const;

type Step =
  | { name: 'loading' }
  | { name: 'missing' }
  | { name: 'form' }
  | { name: 'confirm'; suggested: AddressFormValues; choice: 'suggested' | 'original' | null };

/** What a refused field says (common.addressForm; the ZIP's words are the selector's). */
function fieldMessage(
  labels: AccountAddressLabels,
  field: AddressFieldName,
  error: AddressFieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  switch (field) {
    case 'street':
      return error === 'required' ? labels.fields.streetRequired : labels.errors.generic;
    case 'city':
      return error === 'required' ? labels.fields.cityRequired : labels.errors.generic;
    case 'state':
      return labels.fields.stateRequired;
    case 'zip':
      return error === 'required' ? labels.fields.zipRequired : labels.fields.zipInvalid;
    case 'unit':
      return labels.errors.generic;
  }
}

/**
 * Add or edit an address (`/account/address/`, `?addressId=` to edit; ACC-001, ACC-053..058): the
 * contracts' rules on the client, then the validation service; a corrected address is confirmed or
 * edited first (ACC-054..056), one verified as typed is saved at once (ACC-057), and the shared address
 * book is read again (ACC-058). Every error keeps what the shopper typed.
 */
export function AccountAddressForm({ labels, navigate = browserNavigate }: AccountAddressFormProps) {
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const [step, setStep] = useState<Step>({ name: 'loading' });
  const [values, setValues] = useState<AddressFormValues>({ ...emptyAddressForm });
  // A new address starts as the mailing address (ACC-102).
  const [target, setTarget] = useState<AddressFormTarget>({
    addressId: null,
    addressType: 'Delivery',
    label: null,
    isMailingAddress: true,
  });
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [failure, setFailure] = useState<AddressFailure | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const fieldRefs = useRef<Partial<Record<AddressFieldName, HTMLInputElement | HTMLSelectElement | null>>>({});

  useEffect(() => {
    if (sessionStatus !== 'signedIn') return;
    const addressId = new URLSearchParams(window.location.search).get('addressId');
    if (!addressId) {
      setStep({ name: 'form' });
      return;
    }
    void loadAddresses().then((book) => {
      const address = findAddress(addressId);
      if (!address) {
        setStep({ name: 'missing' });
        if (book.status === 'error') setFailure({ kind: 'technical' });
        return;
      }
      setValues(formValuesOfServiceAddress(address));
      setTarget({
        addressId: address.id,
        addressType: address.type === 'home' ? 'Home' : 'Delivery',
        label: address.label,
        // The saved choice; an address saved before the checkbox existed: checked when it is home (ACC-101).
        isMailingAddress: address.isMailingAddress ?? address.type === 'home',
      });
      setStep({ name: 'form' });
    });
  }, [sessionStatus]);

  async function save(chosen: AddressFormValues): Promise<boolean> {
    const result = await saveAddressValues(chosen, target);
    if ('failure' in result) {
      setFailure(result.failure);
      setErrors(result.errors);
      return false;
    }
    navigate(`${addressBookPath}?${savedNoticeParam}=1`);
    return true;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const found = await validateAddressForm(values, target);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) {
      // The first refused field takes focus, so keyboard and screen-reader users land on what to fix.
      const first = addressFields.find((field) => found[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    const check = await checkAddress(values, target.addressId, accountCheck);
    if (check.status === 'failed') {
      setFailure(check.failure);
      setSubmitting(false);
      return;
    }
    if (check.isCorrected) {
      setStep({ name: 'confirm', suggested: check.suggested, choice: null });
      setSubmitting(false);
      return;
    }
    if (!(await save(values))) setSubmitting(false);
  }

  async function confirm() {
    if (step.name !== 'confirm' || !step.choice || isSubmitting) return;
    setSubmitting(true);
    setFailure(null);
    if (!(await save(step.choice === 'suggested' ? step.suggested : values))) setSubmitting(false);
  }

  const failureAlert = failure ? (
    <Alert tone="critical" toneLabel={labels.errorLabel}>
      {failureText(labels, failure)}
    </Alert>
  ) : null;
  const back = (
    <Link variant="standalone" href={addressBookPath}>
      {labels.form.backToAddresses}
    </Link>
  );

  // The island around this screen shows the page's heading; the layout's session gate says 'Loading...'
  // and sends a guest to sign-in (ERR-015).
  return sessionStatus === 'signedIn' ? body() : null;

  function body() {
    if (step.name === 'loading') {
      return (
        <p className={styles.status} role="status" data-state="loading">
          {labels.loading}
        </p>
      );
    }
    if (step.name === 'missing') {
      return (
        <div className={styles.page} data-state="missing">
          <Alert tone="critical" toneLabel={labels.errorLabel}>
            {failure ? failureText(labels, failure) : labels.errors.notFound}
          </Alert>
          {back}
        </div>
      );
    }
    if (step.name === 'confirm') {
      const formatted = (shown: AddressFormValues) => (
        <span className={styles.address}>{addressLinesForDisplay(shown).join('\n')}</span>
      );
      return (
        <div className={styles.form} data-state="confirm" data-part="confirm-address">
          <h2 className={styles.heading}>{labels.form.confirmHeading}</h2>
          {failureAlert}
          <RadioGroup
            label={labels.form.confirmBody}
            name="confirm-address"
            value={step.choice ?? ''}
            onValueChange={(value) => setStep({ ...step, choice: value === 'original' ? 'original' : 'suggested' })}
            options={[
              { value: 'suggested', label: labels.form.suggestedAddress, description: formatted(step.suggested) },
              { value: 'original', label: labels.form.originalAddress, description: formatted(values) },
            ]}
          />
          <div className={styles.actions}>
            <Button
              disabled={!step.choice}
              isBusy={isSubmitting}
              busyLabel={labels.fields.saving}
              onClick={() => void confirm()}
              data-part="confirm"
            >
              {labels.form.confirm}
            </Button>
            <Button
              variant="secondary"
              disabled={isSubmitting}
              onClick={() => {
                setFailure(null);
                setStep({ name: 'form' });
              }}
              data-part="edit-address"
            >
              {labels.form.editEntered}
            </Button>
          </div>
        </div>
      );
    }

    return (
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        data-part="address-form"
        data-state={isSubmitting ? 'submitting' : 'idle'}
      >
        {failureAlert}
        <RadioGroup
          label={labels.form.typeLabel}
          name="addressType"
          orientation="horizontal"
          value={target.addressType}
          onValueChange={(value) =>
            setTarget({
              ...target,
              addressType: value === 'Home' ? 'Home' : 'Delivery',
              // Choosing Home checks the mailing-address box (ACC-101); the shopper can still uncheck it.
              isMailingAddress: value === 'Home' ? true : target.isMailingAddress,
            })
          }
          options={[
            { value: 'Home', label: labels.fields.homeType },
            { value: 'Delivery', label: labels.fields.deliveryType },
          ]}
        />
        <AddressFields
          values={values}
          onValueChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          errors={Object.fromEntries(addressFields.map((field) => [field, fieldMessage(labels, field, errors[field])]))}
          labels={labels.fields}
          stateOptions={labels.states}
          maxLengths={addressMaxLengths}
          postalCodeInputMode="text"
          fieldRef={(field, element) => {
            fieldRefs.current[field] = element;
          }}
        />
        <Checkbox
          label={labels.form.mailingAddress}
          name="isMailingAddress"
          checked={target.isMailingAddress ?? false}
          onCheckedChange={(checked) => setTarget({ ...target, isMailingAddress: checked })}
        />
        <div className={styles.actions}>
          <Button type="submit" isBusy={isSubmitting} busyLabel={labels.fields.saving} data-part="save">
            {labels.fields.save}
          </Button>
          {back}
        </div>
      </form>
    );
  }
}

import type { Basket, ServiceAddress } from '@aisle/contracts';
import { type AddressFieldName, AddressFields } from '@aisle/design-system/components/AddressFields';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { ItemImageSummary } from '@aisle/design-system/components/ItemImageSummary';
import { Modal } from '@aisle/design-system/components/Modal';
import { type FormEvent, useRef, useState } from 'react';
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
} from '../../lib/addresses/addressForm.ts';
import { type CartLabels, fillLabel } from '../../lib/copy/cart.ts';
import * as styles from './cartExtras.css.ts';
import { checkDestination, type DestinationFailure, saveDestination } from './deliveryDestination.ts';

export type AddressModalProps = {
  labels: CartLabels;
  /** The address to edit ('Edit Delivery Address'); none adds one ('Add Delivery Address'). */
  address: ServiceAddress | null;
  /** The lines whose availability the new address is checked for (shown on 'Check Availability'). */
  basket: Basket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (address: ServiceAddress) => void;
};

function fieldMessage(labels: CartLabels, field: AddressFieldName, error: AddressFieldError | undefined) {
  if (!error) return undefined;
  const fields = labels.addressFields;
  if (field === 'street') return error === 'required' ? fields.streetRequired : labels.addressModal.invalid;
  if (field === 'city') return error === 'required' ? fields.cityRequired : labels.addressModal.invalid;
  if (field === 'state') return fields.stateRequired;
  if (field === 'zip') return error === 'required' ? fields.zipRequired : fields.zipInvalid;
  return labels.addressModal.invalid;
}

function failureText(labels: CartLabels, failure: DestinationFailure): string {
  const modal = labels.addressModal;
  switch (failure.kind) {
    case 'invalid':
      return modal.invalid;
    case 'notEligible':
      return fillLabel(modal.notEligible, { modality: labels.modalities.DELIVERY });
    case 'validationFailed':
      return modal.validationFailed;
    case 'connection':
      return failure.message ?? labels.connection;
    default:
      return labels.generic;
  }
}

/**
 * The cart's delivery-address modal (CART-012..016, CART-020..022): 'Add Delivery Address' or 'Edit
 * Delivery Address', then 'Check Availability' when the validation service corrected the address, with
 * the cart's items the new address is checked for. Loaded with import() when opened. Every error keeps
 * what the shopper typed.
 */
export function AddressModal({ labels, address, basket, open, onOpenChange, onSaved }: AddressModalProps) {
  const modal = labels.addressModal;
  const [values, setValues] = useState<AddressFormValues>(() =>
    address ? formValuesOfServiceAddress(address) : { ...emptyAddressForm },
  );
  const target: AddressFormTarget = {
    addressId: address?.id ?? null,
    addressType: address?.type === 'home' ? 'Home' : 'Delivery',
    label: address?.label ?? null,
  };
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [failure, setFailure] = useState<DestinationFailure | null>(null);
  const [suggested, setSuggested] = useState<AddressFormValues | null>(null);
  const [isBusy, setBusy] = useState(false);
  const fieldRefs = useRef<Partial<Record<AddressFieldName, HTMLInputElement | HTMLSelectElement | null>>>({});

  async function run(step: Promise<Awaited<ReturnType<typeof checkDestination>>>) {
    setBusy(true);
    setFailure(null);
    const result = await step;
    setBusy(false);
    if (result.step === 'fields') {
      setSuggested(null);
      setErrors(result.errors);
      const first = addressFields.find((field) => result.errors[field]);
      if (first) fieldRefs.current[first]?.focus();
    } else if (result.step === 'failed') {
      setFailure(result.failure);
    } else if (result.step === 'confirm') {
      setSuggested(result.suggested);
    } else {
      onSaved(result.address);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setErrors({});
    void run(checkDestination(values, target));
  }

  const failureAlert = failure ? (
    <Alert tone="critical" toneLabel={labels.errorLabel} isLive>
      {failureText(labels, failure)}
    </Alert>
  ) : null;

  if (suggested) {
    const lines = (shown: AddressFormValues) => (
      <p className={styles.address}>{addressLinesForDisplay(shown).join('\n')}</p>
    );
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={modal.checkAvailabilityTitle}
        description={modal.checkAvailabilityBody}
        closeLabel={labels.closeLabel}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" disabled={isBusy} onClick={() => setSuggested(null)} data-part="edit-address">
              {modal.editEntered}
            </Button>
            <Button
              isBusy={isBusy}
              busyLabel={labels.addressFields.saving}
              onClick={() => void run(saveDestination(suggested, target))}
              data-part="use-suggested"
            >
              {modal.useSuggested}
            </Button>
          </div>
        }
      >
        <div className={styles.modalBody} data-part="check-availability">
          {failureAlert}
          <div className={styles.choices}>
            <div>
              <h3 className={styles.subheading}>{modal.suggestedHeading}</h3>
              {lines(suggested)}
            </div>
            <div>
              <h3 className={styles.subheading}>{modal.enteredHeading}</h3>
              {lines(values)}
            </div>
          </div>
          <p className={styles.small}>{modal.itemsHeading}</p>
          <ItemImageSummary
            items={basket.items.map((line) => ({
              id: line.gtin13,
              src: line.product.imageUrl,
              alt: line.product.name,
            }))}
            totalCount={basket.items.length}
            labels={labels.itemImages}
          />
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={address ? modal.editTitle : modal.addTitle}
      closeLabel={labels.closeLabel}
    >
      <form className={styles.modalBody} onSubmit={submit} noValidate data-part="address-form">
        {failureAlert}
        <AddressFields
          values={values}
          onValueChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          errors={Object.fromEntries(addressFields.map((field) => [field, fieldMessage(labels, field, errors[field])]))}
          labels={labels.addressFields}
          stateOptions={labels.states}
          maxLengths={addressMaxLengths}
          fieldRef={(field, element) => {
            fieldRefs.current[field] = element;
          }}
        />
        <div className={styles.actions}>
          <Button variant="secondary" disabled={isBusy} onClick={() => onOpenChange(false)}>
            {labels.cancel}
          </Button>
          <Button type="submit" isBusy={isBusy} busyLabel={labels.addressFields.saving} data-part="save-address">
            {modal.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import {
  type BillingAddressErrors,
  type BillingAddressField,
  type BillingAddressForm,
  checkBillingAddress,
} from '@aisle/contracts/walletForms';
import { billingAddressRules } from '@aisle/contracts/walletRules';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Select } from '@aisle/design-system/components/Select';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { TextField } from '@aisle/design-system/components/TextField';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { WalletLabels } from '../../../lib/copy/wallet.ts';
import { messageText } from './messages.ts';
import * as styles from './wallet.css.ts';
import {
  chooseBillingAddress,
  closeAddressList,
  loadBillingAddresses,
  openUpdateAddress,
  saveBillingAddress,
} from './walletAddresses.ts';
import { messageOf, type WalletMessage, walletStore } from './walletStore.ts';
import type { BillingAddress } from './walletTypes.ts';

/** The lines of an address as the list and the card forms show it. */
export function addressText(address: BillingAddress): string[] {
  return [
    [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
    `${address.city}, ${address.stateCode} ${address.zip}`,
  ];
}

/**
 * The card forms' billing address section (CRD-006, CRD-013): the chosen address and the way into the
 * address flow. Without an address the form's submit says 'Please select a billing address.' (CRD-084).
 */
export function BillingAddressSection({
  labels,
  onChange,
  isDisabled,
  error,
}: {
  labels: WalletLabels;
  onChange: () => void;
  isDisabled: boolean;
  error: string | null;
}) {
  const { addresses, billingAddressId } = useStore(walletStore);
  const id = useId();
  useEffect(() => {
    if (addresses.status === 'idle') void loadBillingAddresses();
  }, [addresses.status]);
  const chosen = addresses.list.find((address) => address.id === billingAddressId) ?? null;
  return (
    <fieldset
      className={styles.addressSection}
      disabled={isDisabled}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.subheading}>{labels.addressList.title}</legend>
      {addresses.status === 'loading' ? <Spinner label={labels.spinner} size="small" /> : null}
      {chosen ? (
        <address className={styles.addressLines} data-part="billing-address">
          {addressText(chosen).map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </address>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.note} role="alert" style={{ color: 'inherit' }}>
          {error}
        </p>
      ) : null}
      <Button variant="tertiary" size="small" className={styles.addButton} onClick={onChange}>
        {chosen ? labels.addressList.editAddress : labels.addressList.addNew}
      </Button>
    </fieldset>
  );
}

/**
 * ADDRESS_LIST ('Billing Address', WAL-023): the account's addresses, home first (CRD-080), the card's
 * own chosen (CRD-116, CRD-117), 'Add new address' and each address's edit (CRD-118). A load that fails
 * twice shows its message with 'Retry' (CRD-119, CRD-120, WER-043); a new address just saved is announced (WER-046).
 */
export function AddressListScreen({ labels }: { labels: WalletLabels }) {
  const { addresses, billingAddressId, isAddressAdded } = useStore(walletStore);
  const id = useId();
  useEffect(() => {
    if (addresses.status === 'idle') void loadBillingAddresses();
  }, [addresses.status]);

  return (
    <div className={styles.screen} data-part="address-list">
      {isAddressAdded ? (
        <Alert tone="positive" toneLabel={labels.toneLabels.positive} isLive>
          {labels.toasts.billingAddressAdded}
        </Alert>
      ) : null}
      {addresses.status === 'loading' || addresses.status === 'idle' ? (
        <div className={styles.loading}>
          <Spinner label={labels.spinner} isLabelVisible delayMs={0} />
        </div>
      ) : null}
      {addresses.status === 'error' ? (
        <Alert
          tone="critical"
          toneLabel={labels.toneLabels.critical}
          isLive
          action={
            <Button variant="secondary" size="small" onClick={() => void loadBillingAddresses()}>
              {labels.cardRow.retry}
            </Button>
          }
        >
          {labels.addressList.loadFailed} {labels.errors.getBillingFailed}
        </Alert>
      ) : null}
      {/* No saved address: no 'Use this address' over an empty list (issue 20), only 'Add new address'. */}
      {addresses.status === 'loaded' && addresses.list.length > 0 ? (
        <fieldset className={styles.addressSection} style={{ border: 0, padding: 0 }}>
          <legend className={styles.subheading}>{labels.addressList.useAddress}</legend>
          <ul className={styles.addressList}>
            {addresses.list.map((address) => (
              <li key={address.id} className={styles.addressItem}>
                <input
                  type="radio"
                  id={`${id}-${address.id}`}
                  name={`${id}-address`}
                  checked={address.id === billingAddressId}
                  onChange={() => chooseBillingAddress(address.id)}
                />
                <label htmlFor={`${id}-${address.id}`}>
                  {addressText(address).map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                </label>
                <Button
                  variant="tertiary"
                  size="small"
                  aria-describedby={`${id}-${address.id}`}
                  onClick={() => openUpdateAddress(address.id)}
                >
                  {labels.addressList.editAddress}
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <Button variant="secondary" className={styles.addButton} onClick={() => openUpdateAddress(null)}>
        {labels.addressList.addNew}
      </Button>
      {addresses.list.length > 0 ? (
        <Button onClick={closeAddressList} disabled={!billingAddressId}>
          {labels.addressList.useAddress}
        </Button>
      ) : null}
    </div>
  );
}

const emptyForm: BillingAddressForm = { street: '', unit: '', city: '', state: '', postalCode: '' };

function formOf(address: BillingAddress | undefined): BillingAddressForm {
  if (!address) return emptyForm;
  return {
    street: address.addressLine1,
    unit: address.addressLine2,
    city: address.city,
    state: address.stateCode,
    postalCode: address.zip,
  };
}

/**
 * UPDATE_ADDRESS ('Add or Edit Billing Address', 'Save Address'; WAL-024): Address, 'Apt Suite etc'
 * (optional), City, State, Postal Code (CRD-027, CRD-028), checked on submit with the rules the API
 * applies again (CRD-051..063). What the shopper typed stays after any error.
 */
export function UpdateAddressScreen({ labels }: { labels: WalletLabels }) {
  const { addresses, editingAddressId } = useStore(walletStore);
  const [form, setForm] = useState<BillingAddressForm>(() =>
    formOf(addresses.list.find((address) => address.id === editingAddressId)),
  );
  const [errors, setErrors] = useState<BillingAddressErrors>({});
  const [failure, setFailure] = useState<WalletMessage | null>(null);
  const [isBusy, setBusy] = useState(false);
  const fields = useRef<Partial<Record<BillingAddressField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const copy = labels.billingForm;
  const messages = labels.validation;

  const update = (field: BillingAddressField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkBillingAddress(form);
    setErrors(found);
    const first = (['street', 'unit', 'city', 'state', 'postalCode'] as const).find((field) => found[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await saveBillingAddress(form);
    } catch (error) {
      setFailure(messageOf(error, 'updateBilling', 'updateBillingFailed'));
      setBusy(false);
    }
  }

  const fieldMessage = (field: BillingAddressField) => {
    const key = errors[field];
    return key ? messages[key] : undefined;
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} data-part="address-form">
      {failure ? (
        <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
          {messageText(labels, failure)}
        </Alert>
      ) : null}
      <TextField
        label={copy.address}
        autoComplete="billing address-line1"
        maxLength={billingAddressRules.addressMaxLength}
        value={form.street}
        onValueChange={update('street')}
        error={fieldMessage('street')}
        disabled={isBusy}
        ref={(element) => {
          fields.current.street = element;
        }}
      />
      <TextField
        label={`${copy.unit} ${labels.optional}`}
        autoComplete="billing address-line2"
        maxLength={billingAddressRules.addressMaxLength}
        value={form.unit}
        onValueChange={update('unit')}
        error={fieldMessage('unit')}
        disabled={isBusy}
        ref={(element) => {
          fields.current.unit = element;
        }}
      />
      <TextField
        label={copy.city}
        autoComplete="billing address-level2"
        maxLength={billingAddressRules.cityMaxLength}
        value={form.city}
        onValueChange={update('city')}
        error={fieldMessage('city')}
        disabled={isBusy}
        ref={(element) => {
          fields.current.city = element;
        }}
      />
      <div className={styles.fieldRow}>
        <Select
          label={copy.state}
          placeholder={labels.editCard.selectPlaceholder}
          options={labels.regions}
          value={form.state}
          onValueChange={update('state')}
          error={fieldMessage('state')}
          disabled={isBusy}
          ref={(element) => {
            fields.current.state = element;
          }}
        />
        <TextField
          label={copy.postalCode}
          autoComplete="billing postal-code"
          inputMode="numeric"
          maxLength={billingAddressRules.postalCodeMaxLength}
          value={form.postalCode}
          onValueChange={update('postalCode')}
          error={fieldMessage('postalCode')}
          disabled={isBusy}
          ref={(element) => {
            fields.current.postalCode = element;
          }}
        />
      </div>
      <Button type="submit" disabled={isBusy} aria-disabled={isBusy}>
        {labels.updateAddress.save}
      </Button>
    </form>
  );
}

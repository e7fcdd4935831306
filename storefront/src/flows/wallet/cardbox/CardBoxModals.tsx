import { formatCopy } from '@aisle/banner-themes/copy';
import { captureCodes, type SecureFieldResponse } from '@aisle/contracts';
import {
  type CheckoutCardErrors,
  type CheckoutCardField,
  type CheckoutCardForm,
  type CheckoutCardProblem,
  checkCheckoutCardForm,
  checkExpiry,
  checkoutCardFormRules,
  type ExpiryErrors,
} from '@aisle/contracts/walletForms';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Modal } from '@aisle/design-system/components/Modal';
import { Select } from '@aisle/design-system/components/Select';
import { TextField } from '@aisle/design-system/components/TextField';
import { showToast } from '@aisle/design-system/components/Toast';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/index.ts';
import type { WalletLabels } from '../../../lib/copy/wallet.ts';
import { ExpiryFields } from '../flyout/ExpiryFields.tsx';
import { SecureCapture } from '../flyout/secureCapture.tsx';
import * as flyoutStyles from '../flyout/wallet.css.ts';
import { addCardFromBox, editCardFromBox } from '../flyout/walletCards.ts';
import type { BillingAddress, FlyoutCard } from '../flyout/walletTypes.ts';
import type { SecureFrameHandle } from '../frames/SecureFrame.tsx';

/*
 * The card box's modals outside the flyout (CRD-035..038, CRD-046..050, CRD-064..073, CRD-122..125,
 * PAY-130..135, WER-044, WER-045): 'Add a Credit or Debit Card' and 'Edit Card' with the checkout-side card
 * form (names, the secure frame, the billing address typed in place), and the 'Wrong Account' modal of an
 * edit whose card this account does not hold. The card number, expiry and CVV stay in the frame (FRM-001).
 */

const emptyForm: CheckoutCardForm = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
};

/** What a failed save shows: the checkout side's card messages, by status (PAY-130..135). */
export type CardBoxFailure =
  | { kind: 'invalidInformation'; code: string }
  | { kind: 'contactService' }
  | { kind: 'duplicate' }
  | { kind: 'addFailed' }
  | { kind: 'updateFailed' }
  | { kind: 'wrongAccount' };

/**
 * A refused capture is our 420 (the card details themselves are wrong, with the capture code); a call's
 * 409 a card already in the wallet, 422 a card to take up with customer service, a 404 on an edit a card
 * this account does not hold; anything else the action's default.
 */
export function cardBoxFailureOf(error: unknown, action: 'add' | 'edit'): CardBoxFailure {
  if (isApiError(error)) {
    if (action === 'add' && error.status === 409) return { kind: 'duplicate' };
    if (action === 'add' && error.status === 422) return { kind: 'contactService' };
    if (action === 'edit' && error.status === 404) return { kind: 'wrongAccount' };
  }
  return { kind: action === 'add' ? 'addFailed' : 'updateFailed' };
}

function failureText(failure: CardBoxFailure, labels: WalletLabels): string {
  const messages = labels.cardErrors;
  switch (failure.kind) {
    case 'invalidInformation':
      return formatCopy(messages.invalidInformation, { code: failure.code });
    case 'wrongAccount':
      return labels.modals.wrongAccountText;
    default:
      return messages[failure.kind];
  }
}

/**
 * A field's message. An empty field names itself in the spec's words for that field: 'First Name is a
 * required field' and 'Last Name is a required field' (CBX-027, CBX-028), 'Address is a required field.'
 * (CRD-051), and 'City is a required field.' and 'Postal Code is a required field.' in the same pattern
 * (CRD-056, CRD-060), never the generic 'Input field is a required field' (issue 20).
 */
function problemText(field: CheckoutCardField, problem: CheckoutCardProblem, labels: WalletLabels): string {
  const validation = labels.validation;
  switch (problem.kind) {
    case 'required':
      return requiredText(field, labels);
    case 'nameFormat':
      return validation.nameLettersAndSpaces;
    case 'tooLong':
      return field === 'city'
        ? validation.cityMaxLength
        : field === 'firstName' || field === 'lastName'
          ? validation.checkoutNameMaxLength
          : validation.addressMaxLength;
    case 'invalidCharacters':
      return formatCopy(validation.invalidCharacters, { characters: problem.characters });
    case 'postalCode':
      return validation.postalCodeInvalidCheckout;
    case 'state':
      return validation.stateRequired;
  }
}

function requiredText(field: CheckoutCardField, labels: WalletLabels): string {
  const validation = labels.validation;
  switch (field) {
    case 'firstName':
    case 'lastName':
      return formatCopy(labels.fieldRequired, { field: labels.fieldNames[field] });
    case 'addressLine1':
    case 'addressLine2':
      return validation.addressRequired;
    case 'city':
      return validation.cityRequired;
    case 'state':
      return validation.stateRequired;
    case 'zipCode':
      return validation.postalCodeRequired;
  }
}

function formOf(card: FlyoutCard | undefined, address: BillingAddress | undefined): CheckoutCardForm {
  if (!card) return emptyForm;
  return {
    firstName: card.firstName,
    lastName: card.lastName,
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: address?.stateCode ?? '',
    zipCode: address?.zip ?? '',
  };
}

export type CardBoxCardModalProps = {
  labels: WalletLabels;
  /** Adding a card, or editing this one. */
  card?: FlyoutCard;
  /** The card's billing address when the wallet's list holds it (the edit form starts from it). */
  address?: BillingAddress;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The edit's card is not on this account: the 'Wrong Account' modal takes over (CRD-038). */
  onWrongAccount: () => void;
  now?: Date;
};

/**
 * 'Add a Credit or Debit Card' ('Save Card', 'Saving' while saving; CRD-035, CRD-036) or 'Edit Card'
 * (CRD-037). Submit checks the form (CRD-046..050, CRD-064..073), asks the frame for its token, saves the card;
 * on success a toast says so and the form starts empty again (CRD-122, CRD-123, WER-044, WER-045); on
 * failure the form shows the message (CRD-125).
 */
export function CardBoxCardModal({
  labels,
  card,
  address,
  open,
  onOpenChange,
  onWrongAccount,
  now = new Date(),
}: CardBoxCardModalProps) {
  const isEdit = card !== undefined;
  const [form, setForm] = useState<CheckoutCardForm>(() => formOf(card, address));
  const [month, setMonth] = useState(card && !card.isExpired ? card.expirationMonth : '');
  const [year, setYear] = useState(card && !card.isExpired ? card.expirationYear : '');
  const [errors, setErrors] = useState<CheckoutCardErrors>({});
  const [expiryErrors, setExpiryErrors] = useState<ExpiryErrors>({});
  const [failure, setFailure] = useState<CardBoxFailure | null>(null);
  const [isBusy, setBusy] = useState(false);
  const handle = useRef<SecureFrameHandle | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  const copy = labels.modals;
  const rules = checkoutCardFormRules;

  function reset() {
    setForm(formOf(card, address));
    setErrors({});
    setExpiryErrors({});
    setFailure(null);
  }

  function change(field: CheckoutCardField, value: string) {
    const next = { ...form, [field]: value };
    setForm(next);
    // A field showing an error follows what the shopper types: its error goes as soon as it passes (or says
    // what is still wrong); a field without one waits for the next submit.
    if (errors[field]) {
      const problem = checkCheckoutCardForm(next)[field];
      setErrors((current) => {
        const { [field]: _shown, ...rest } = current;
        return problem ? { ...rest, [field]: problem } : rest;
      });
    }
  }

  async function capture(): Promise<SecureFieldResponse | CardBoxFailure> {
    const fallback: CardBoxFailure = { kind: isEdit ? 'updateFailed' : 'addFailed' };
    if (!handle.current) return fallback;
    try {
      const response = await handle.current.submit();
      if (response.responseCode === captureCodes.accepted) return response;
      return { kind: 'invalidInformation', code: response.responseCode };
    } catch {
      return fallback;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = checkCheckoutCardForm(form);
    const expiry = isEdit ? checkExpiry(month, year, now) : {};
    setErrors(found);
    setExpiryErrors(expiry);
    const firstWrong = Object.keys(found)[0] ?? (expiry.month || expiry.date ? 'month' : expiry.year ? 'year' : null);
    if (firstWrong) {
      // CRD-101: no token is asked for, but the frame still shows what is wrong in it.
      void handle.current?.check().catch(() => undefined);
      formElement.current?.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus();
      return;
    }
    setBusy(true);
    const captured = await capture();
    if (!('responseCode' in captured)) {
      setFailure(captured);
      setBusy(false);
      return;
    }
    const typedBilling = {
      addressLine1: form.addressLine1.trim(),
      addressLine2: form.addressLine2.trim(),
      city: form.city.trim(),
      stateCode: form.state.trim().toUpperCase(),
      zip: form.zipCode.trim(),
    };
    const names = { firstName: form.firstName.trim(), lastName: form.lastName.trim() };
    try {
      if (card) {
        await editCardFromBox(card.id, {
          ...names,
          billingAddressId: '',
          typedBilling,
          expirationMonth: month,
          expirationYear: year,
          isPreferred: card.isPreferred,
          capture: captured,
        });
      } else {
        await addCardFromBox({
          ...names,
          billingAddressId: '',
          typedBilling,
          isSaved: true,
          isPreferred: false,
          capture: captured,
        });
      }
    } catch (error) {
      const found = cardBoxFailureOf(error, isEdit ? 'edit' : 'add');
      setBusy(false);
      if (found.kind === 'wrongAccount') {
        onWrongAccount();
        return;
      }
      setFailure(found);
      return;
    }
    setBusy(false);
    showToast({ tone: 'success', message: isEdit ? labels.toasts.editedCard : labels.toasts.savedCard });
    // CRD-123: the next card starts from an empty form (an edit from the card as saved).
    setForm(isEdit ? form : emptyForm);
    setErrors({});
    onOpenChange(false);
  }

  const fieldError = (field: CheckoutCardField) => {
    const problem = errors[field];
    return problem ? problemText(field, problem, labels) : undefined;
  };
  const text = (
    field: CheckoutCardField,
    label: string,
    maxLength: number,
    autoComplete: string,
    isRequired = true,
  ) => (
    <TextField
      name={field}
      label={label}
      autoComplete={autoComplete}
      maxLength={maxLength}
      required={isRequired}
      value={form[field]}
      onValueChange={(value) => change(field, value)}
      error={fieldError(field)}
    />
  );

  return (
    <Modal
      title={isEdit ? copy.editCardTitle : copy.addCardTitle}
      closeLabel={labels.closeLabel}
      open={open}
      onOpenChange={(next) => {
        if (!next && !isBusy) reset();
        if (!isBusy) onOpenChange(next);
      }}
    >
      <form
        ref={formElement}
        className={flyoutStyles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        data-part={isEdit ? 'box-edit-card-form' : 'box-add-card-form'}
      >
        {failure ? (
          <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
            {failureText(failure, labels)}
          </Alert>
        ) : null}
        <fieldset className={flyoutStyles.form} disabled={isBusy} style={{ border: 0, padding: 0, margin: 0 }}>
          <div className={flyoutStyles.fieldRow}>
            {text('firstName', labels.addCard.firstName, rules.nameMaxLength, 'cc-given-name')}
            {text('lastName', labels.addCard.lastName, rules.nameMaxLength, 'cc-family-name')}
          </div>
          {isEdit ? (
            <>
              <TextField
                label={labels.cardFields.cardNumber}
                value={formatCopy(labels.editCard.maskedNumber, { lastFour: card.lastFour })}
                readOnly
              />
              <ExpiryFields
                labels={labels}
                month={month}
                year={year}
                onMonth={setMonth}
                onYear={setYear}
                errors={expiryErrors}
                now={now}
              />
              <SecureCapture page="cvv-form" purpose="edit" labels={labels.frames.card} handleRef={handle} />
            </>
          ) : (
            <SecureCapture page="payment-form" purpose="add" labels={labels.frames.card} handleRef={handle} />
          )}
          {text('addressLine1', labels.billingForm.address, rules.addressMaxLength, 'address-line1')}
          {text('addressLine2', labels.billingForm.unit, rules.addressMaxLength, 'address-line2', false)}
          {text('city', labels.billingForm.city, rules.cityMaxLength, 'address-level2')}
          <div className={flyoutStyles.fieldRow}>
            <Select
              name="state"
              label={labels.billingForm.state}
              autoComplete="address-level1"
              required
              placeholder={labels.editCard.selectPlaceholder}
              options={labels.regions}
              value={form.state}
              onValueChange={(value) => change('state', value)}
              error={fieldError('state')}
            />
            {text('zipCode', labels.billingForm.postalCode, rules.postalCodeMaxLength, 'postal-code')}
          </div>
        </fieldset>
        {/* Busy is aria-disabled, not disabled: Save Card keeps focus through a refusal (WCAG 2.4.3). */}
        <Button type="submit" isBusy={isBusy} busyLabel={copy.savingCard}>
          {copy.saveCard}
        </Button>
      </form>
    </Modal>
  );
}

/** CRD-038: the edit's card is not on this account. */
export function WrongAccountModal({
  labels,
  open,
  onOpenChange,
}: {
  labels: WalletLabels;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const copy = labels.modals;
  return (
    <Modal
      title={copy.wrongAccountTitle}
      size="small"
      closeLabel={labels.closeLabel}
      open={open}
      onOpenChange={onOpenChange}
      footer={<Button onClick={() => onOpenChange(false)}>{copy.wrongAccountButton}</Button>}
    >
      <p>{copy.wrongAccountText}</p>
    </Modal>
  );
}

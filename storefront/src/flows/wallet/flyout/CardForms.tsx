import { formatCopy } from '@aisle/banner-themes/copy';
import { captureCodes, editCaptureOutcome, type SecureFieldResponse } from '@aisle/contracts';
import {
  checkCardholderName,
  checkExpiry,
  type ExpiryErrors,
  type WalletValidationKey,
} from '@aisle/contracts/walletForms';
import { walletCardRules } from '@aisle/contracts/walletRules';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Checkbox } from '@aisle/design-system/components/Checkbox';
import { TextField } from '@aisle/design-system/components/TextField';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { WalletLabels } from '../../../lib/copy/wallet.ts';
import type { SecureFrameHandle } from '../frames/SecureFrame.tsx';
import { BillingAddressSection } from './AddressScreens.tsx';
import { ExpiryFields } from './ExpiryFields.tsx';
import { messageText } from './messages.ts';
import { captureMessage, SecureCapture } from './secureCapture.tsx';
import * as styles from './wallet.css.ts';
import { openAddressList } from './walletAddresses.ts';
import { addBankCard, addGiftCard, addSnapCard, checkSnapBalance, editCard } from './walletCards.ts';
import { goToList, messageOf, type WalletMessage, walletStore } from './walletStore.ts';

/** A failure a form shows above its fields: a call's message, or a capture message. */
type FormFailure = WalletMessage | null;

function FailureAlert({ failure, labels }: { failure: FormFailure; labels: WalletLabels }) {
  if (!failure) return null;
  return (
    <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
      {messageText(labels, failure)}
    </Alert>
  );
}

/**
 * The edit form's capture (FRM-035..039): a bad CVV shows no error box (the frame shows its own message
 * and grows to 112 px); any other refusal, or a frame that fails, shows the default edit-card error.
 */
async function captureForEdit(handle: SecureFrameHandle | null): Promise<SecureFieldResponse | FormFailure> {
  if (!handle) return { key: 'editCardFailed' };
  try {
    const response = await handle.submit();
    if (response.responseCode === captureCodes.accepted) return response;
    return editCaptureOutcome(response.responseCode) === 'badCvv' ? null : { key: 'editCardFailed' };
  } catch {
    return { key: 'editCardFailed' };
  }
}

/** Asks the frame for its token; a refused capture answers the message to show instead. */
async function capture(handle: SecureFrameHandle | null, labels: WalletLabels): Promise<SecureFieldResponse | string> {
  if (!handle) return labels.secureFields.frameFailed;
  try {
    const response = await handle.submit();
    return response.responseCode === captureCodes.accepted ? response : captureMessage(response.responseCode, labels);
  } catch {
    return labels.secureFields.frameFailed;
  }
}

type NameErrors = { first?: WalletValidationKey | null; last?: WalletValidationKey | null };

/**
 * A name showing an error follows what the shopper types (CRD-039..044): the error goes as soon as the
 * name passes, or says what is still wrong; a name without one waits for the next submit.
 */
function clearFixedName(errors: NameErrors, which: 'first' | 'last', value: string): NameErrors {
  if (!errors[which]) return errors;
  return { ...errors, [which]: checkCardholderName(value, which) };
}

function NameFields({
  labels,
  first,
  last,
  onFirst,
  onLast,
  errors,
  onErrors,
  firstRef,
}: {
  labels: WalletLabels;
  first: string;
  last: string;
  onFirst: (value: string) => void;
  onLast: (value: string) => void;
  errors: NameErrors;
  onErrors: (errors: NameErrors) => void;
  firstRef: (element: HTMLInputElement | null) => void;
}) {
  return (
    <div className={styles.fieldRow}>
      <TextField
        label={labels.addCard.firstName}
        autoComplete="cc-given-name"
        maxLength={walletCardRules.nameInputMaxLength}
        required
        value={first}
        onValueChange={(value) => {
          onFirst(value);
          onErrors(clearFixedName(errors, 'first', value));
        }}
        error={errors.first ? labels.validation[errors.first] : undefined}
        ref={firstRef}
      />
      <TextField
        label={labels.addCard.lastName}
        autoComplete="cc-family-name"
        maxLength={walletCardRules.nameInputMaxLength}
        required
        value={last}
        onValueChange={(value) => {
          onLast(value);
          onErrors(clearFixedName(errors, 'last', value));
        }}
        error={errors.last ? labels.validation[errors.last] : undefined}
      />
    </div>
  );
}

/** CRD-101, CRD-102: no token is asked for while the rest of the form is wrong, but the frame shows what is wrong in it. */
function checkFrame(handle: SecureFrameHandle | null): void {
  void handle?.check().catch(() => undefined);
}

/**
 * A form's submit button: its busy text, disabled while busy (WAL-030, WAL-031, CRD-106). Busy is
 * `aria-disabled`, not `disabled`: the button keeps focus through the call, so a refusal leaves the
 * shopper on Confirm instead of on the page's body (WCAG 2.4.3).
 */
function SubmitButton({
  isBusy,
  children,
  busyText,
  isDisabled = false,
}: {
  isBusy: boolean;
  children: ReactNode;
  busyText: string;
  isDisabled?: boolean;
}) {
  return (
    <Button type="submit" isBusy={isBusy} busyLabel={busyText} disabled={isDisabled}>
      {children}
    </Button>
  );
}

/**
 * ADD_CARD (WAL-018, CRD-001..006, CRD-100..108): names, the secure card frame, 'Save this card' (when
 * the configuration offers it, ticked by default), 'Make this my preferred card', the billing address.
 * Submit checks the names, then the address, and only then asks the frame for a token and posts the card.
 */
export function AddCardScreen({ labels }: { labels: WalletLabels }) {
  const { context, billingAddressId, addresses } = useStore(walletStore);
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [isSaved, setSaved] = useState(true);
  const [isPreferred, setPreferred] = useState(false);
  const [nameErrors, setNameErrors] = useState<NameErrors>({});
  const [addressError, setAddressError] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [isBusy, setBusy] = useState(false);
  const handle = useRef<SecureFrameHandle | null>(null);
  const firstField = useRef<HTMLInputElement | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const errors = { first: checkCardholderName(first, 'first'), last: checkCardholderName(last, 'last') };
    setNameErrors(errors);
    const address = addresses.list.find((each) => each.id === billingAddressId);
    setAddressError(address ? null : labels.validation.billingAddressRequired);
    if (errors.first || errors.last || !address) {
      checkFrame(handle.current);
      if (errors.first || errors.last) firstField.current?.focus();
      return;
    }
    setBusy(true);
    const captured = await capture(handle.current, labels);
    if (typeof captured === 'string') {
      setFailure({ text: captured });
      setBusy(false);
      return;
    }
    try {
      await addBankCard({
        firstName: first.trim(),
        lastName: last.trim(),
        billingAddressId: address.id,
        isSaved: context.saveCardOptionEnabled ? isSaved : true,
        isPreferred,
        capture: captured,
      });
    } catch (error) {
      setFailure(messageOf(error, 'addCard', 'addCardFailed'));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} data-part="add-card-form">
      <FailureAlert failure={failure} labels={labels} />
      <fieldset className={styles.form} disabled={isBusy} style={{ border: 0, padding: 0, margin: 0 }}>
        <NameFields
          labels={labels}
          first={first}
          last={last}
          onFirst={setFirst}
          onLast={setLast}
          errors={nameErrors}
          onErrors={setNameErrors}
          firstRef={(element) => {
            firstField.current = element;
          }}
        />
        <SecureCapture page="payment-form" purpose="add" labels={labels.frames.card} handleRef={handle} />
        {context.saveCardOptionEnabled ? (
          <Checkbox
            label={labels.addCard.saveCard}
            checked={isSaved}
            onCheckedChange={(checked) => {
              setSaved(checked);
              // WAL-095: an unsaved card cannot be the preferred one.
              if (!checked) setPreferred(false);
            }}
          />
        ) : null}
        <Checkbox
          label={labels.addCard.makePreferred}
          checked={isPreferred}
          onCheckedChange={(checked) => {
            setPreferred(checked);
            // WAL-096: a preferred card is a saved one.
            if (checked) setSaved(true);
          }}
        />
      </fieldset>
      <BillingAddressSection
        labels={labels}
        isDisabled={isBusy}
        error={addressError}
        onChange={() => openAddressList('ADD_CARD')}
      />
      <SubmitButton isBusy={isBusy} busyText={labels.flyout.submitting}>
        {labels.flyout.submit}
      </SubmitButton>
    </form>
  );
}

/**
 * EDIT_CARD (WAL-016, WAL-021, CRD-007..017, CRD-109..114): names, the masked number, expiry month and
 * year, the secure CVV frame, the preferred box forced on with its note, the billing address, 'Go back'
 * and 'Save Changes' ('Saving...').
 */
export function EditCardScreen({ labels, now = new Date() }: { labels: WalletLabels; now?: Date }) {
  const { cards, cardId, billingAddressId, addresses } = useStore(walletStore);
  const card = cards.find((each) => each.id === cardId);
  const [first, setFirst] = useState(card?.firstName ?? '');
  const [last, setLast] = useState(card?.lastName ?? '');
  const [month, setMonth] = useState(card && !card.isExpired ? card.expirationMonth : '');
  const [year, setYear] = useState(card && !card.isExpired ? card.expirationYear : '');
  const [nameErrors, setNameErrors] = useState<NameErrors>({});
  const [expiryErrors, setExpiryErrors] = useState<ExpiryErrors>({});
  const [addressError, setAddressError] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [isBusy, setBusy] = useState(false);
  const handle = useRef<SecureFrameHandle | null>(null);
  const firstField = useRef<HTMLInputElement | null>(null);
  const copy = labels.editCard;
  if (!card) return null;
  const cardIdToEdit = card.id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // CRD-109: old errors go first.
    setFailure(null);
    setAddressError(null);
    const names = { first: checkCardholderName(first, 'first'), last: checkCardholderName(last, 'last') };
    const expiry = checkExpiry(month, year, now);
    setNameErrors(names);
    setExpiryErrors(expiry);
    if (names.first || names.last || expiry.month || expiry.year || expiry.date) {
      checkFrame(handle.current);
      firstField.current?.focus();
      return;
    }
    const address = addresses.list.find((each) => each.id === billingAddressId);
    if (!address) {
      checkFrame(handle.current);
      setAddressError(labels.validation.billingAddressRequired);
      return;
    }
    setBusy(true);
    const captured = await captureForEdit(handle.current);
    if (captured === null || !('responseCode' in captured)) {
      setFailure(captured);
      setBusy(false);
      return;
    }
    try {
      await editCard(cardIdToEdit, {
        firstName: first.trim(),
        lastName: last.trim(),
        billingAddressId: address.id,
        expirationMonth: month,
        expirationYear: year,
        isPreferred: true,
        capture: captured,
      });
    } catch (error) {
      setFailure(messageOf(error, 'editCard', 'editCardFailed'));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} data-part="edit-card-form">
      <Button variant="tertiary" className={styles.addButton} onClick={goToList}>
        {labels.flyout.goBack}
      </Button>
      <FailureAlert failure={failure} labels={labels} />
      <fieldset className={styles.form} disabled={isBusy} style={{ border: 0, padding: 0, margin: 0 }}>
        <NameFields
          labels={labels}
          first={first}
          last={last}
          onFirst={setFirst}
          onLast={setLast}
          errors={nameErrors}
          onErrors={setNameErrors}
          firstRef={(element) => {
            firstField.current = element;
          }}
        />
        <TextField
          label={labels.cardFields.cardNumber}
          value={formatCopy(copy.maskedNumber, { lastFour: card.lastFour })}
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
        <Checkbox label={labels.addCard.makePreferred} checked disabled hint={copy.rewardCardNote} />
      </fieldset>
      <BillingAddressSection
        labels={labels}
        isDisabled={isBusy}
        error={addressError}
        onChange={() => openAddressList('EDIT_CARD')}
      />
      <SubmitButton isBusy={isBusy} busyText={copy.saving}>
        {copy.saveChanges}
      </SubmitButton>
    </form>
  );
}

/**
 * ADD_SNAP_EBT_CARD (WAL-019, CRD-024..026): the card number in the secure frame (16 to 19 digits, checked
 * there and again by the capture service), an optional 'Save this card', 'Confirm'.
 */
export function AddSnapCardScreen({ labels }: { labels: WalletLabels }) {
  const [isSaved, setSaved] = useState(true);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [isBusy, setBusy] = useState(false);
  const handle = useRef<SecureFrameHandle | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    const captured = await capture(handle.current, labels);
    if (typeof captured === 'string' || !captured.checkoutId) {
      setFailure({ text: typeof captured === 'string' ? captured : labels.secureFields.frameFailed });
      setBusy(false);
      return;
    }
    try {
      await addSnapCard({ token: captured.checkoutId, isSaved });
    } catch (error) {
      setFailure(messageOf(error, 'addCard', 'addCardFailed'));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} data-part="add-snap-form">
      <FailureAlert failure={failure} labels={labels} />
      <fieldset className={styles.form} disabled={isBusy} style={{ border: 0, padding: 0, margin: 0 }}>
        <SecureCapture
          page="payment-form"
          cardKind="ebt"
          purpose="add"
          labels={labels.frames.snap}
          handleRef={handle}
        />
        <Checkbox label={labels.addCard.saveCard} checked={isSaved} onCheckedChange={setSaved} />
      </fieldset>
      <SubmitButton isBusy={isBusy} busyText={labels.flyout.submitting}>
        {labels.flyout.confirm}
      </SubmitButton>
    </form>
  );
}

/**
 * ADD_GIFT_CARD (WAL-020, CRD-018..023): number (grouped with dashes) and PIN in the secure frame, the
 * note 'Keep your gift card! …', 'Confirm'. A $0 card and a sixth card are refused (WER-016, WER-038).
 */
export function AddGiftCardScreen({ labels }: { labels: WalletLabels }) {
  const [failure, setFailure] = useState<FormFailure>(null);
  const [isBusy, setBusy] = useState(false);
  const handle = useRef<SecureFrameHandle | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    const captured = await capture(handle.current, labels);
    if (typeof captured === 'string' || !captured.checkoutId) {
      setFailure({ text: typeof captured === 'string' ? captured : labels.secureFields.frameFailed });
      setBusy(false);
      return;
    }
    try {
      await addGiftCard({ token: captured.checkoutId });
    } catch (error) {
      setFailure(messageOf(error, 'addGiftCard', 'addCardFailed'));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} data-part="add-gift-form">
      <FailureAlert failure={failure} labels={labels} />
      <fieldset className={styles.form} disabled={isBusy} style={{ border: 0, padding: 0, margin: 0 }}>
        <SecureCapture page="gift-card-form" purpose="add" labels={labels.frames.gift} handleRef={handle} />
        <p className={styles.note}>{labels.addGiftCard.keepCardNote}</p>
      </fieldset>
      <SubmitButton isBusy={isBusy} busyText={labels.flyout.submitting}>
        {labels.flyout.confirm}
      </SubmitButton>
    </form>
  );
}

/**
 * CHECK_BALANCE (WAL-025, WAL-026, WER-022..027): 'Enter Your SNAP EBT PIN', the secure PIN frame,
 * 'Confirm' ('Submitting' while busy); an error shows its message and the button reads 'Confirm' again.
 * A locked card (75, WER-025) takes no more PINs: the PIN frame goes (and the PIN typed with it) and
 * 'Confirm' is disabled (issue 20).
 */
export function CheckBalanceScreen({ labels }: { labels: WalletLabels }) {
  const { cardId, snapError, isSnapLocked } = useStore(walletStore);
  const [captureFailure, setCaptureFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const handle = useRef<SecureFrameHandle | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!cardId || isSnapLocked) return;
    setCaptureFailure(null);
    setBusy(true);
    const captured = await capture(handle.current, labels);
    if (typeof captured === 'string' || !captured.pinCheckoutId) {
      setCaptureFailure(typeof captured === 'string' ? captured : labels.secureFields.frameFailed);
      setBusy(false);
      return;
    }
    await checkSnapBalance(cardId, captured.pinCheckoutId);
    setBusy(false);
  }

  const failure: FormFailure = captureFailure ? { text: captureFailure } : snapError;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} data-part="check-balance-form">
      <h3 className={styles.subheading}>{labels.checkBalance.heading}</h3>
      <FailureAlert failure={failure} labels={labels} />
      {isSnapLocked ? null : (
        <SecureCapture page="pin-form" purpose="add" labels={labels.frames.pin} handleRef={handle} />
      )}
      <SubmitButton isBusy={isBusy} busyText={labels.checkBalance.submitting} isDisabled={isSnapLocked}>
        {labels.flyout.confirm}
      </SubmitButton>
    </form>
  );
}

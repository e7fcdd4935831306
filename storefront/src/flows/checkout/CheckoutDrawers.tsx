import { formatPlural } from '@aisle/banner-themes/copy';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Checkbox } from '@aisle/design-system/components/Checkbox';
import { Drawer } from '@aisle/design-system/components/Drawer';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { TextField } from '@aisle/design-system/components/TextField';
import { TipSelector } from '@aisle/design-system/components/TipSelector';
import { formatMoney, formatPhoneDisplay, isValidUsPhone } from '@aisle/design-system/format';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { CheckoutLabels } from '../../lib/copy/checkout.ts';
import * as styles from './checkout.css.ts';
import { changeEmailDeals, loadEmailDeals, optInToTexts, saveContact, saveInstructions } from './checkoutContact.ts';
import {
  type ContactField,
  type ContactProblem,
  contactProblems,
  INSTRUCTIONS_MAX_LENGTH,
  instructionsProblem,
  nameProblem,
  phoneProblem,
  smsOptInState,
} from './checkoutRules.ts';
import {
  type CheckoutDrawer,
  checkoutIsAgeRestricted,
  checkoutStore,
  editContact,
  editInstructions,
  openDrawer,
} from './checkoutStore.ts';
import { saveTip } from './checkoutUpdates.ts';
import { tipConfigOf } from './checkoutView.ts';
import { FlashSaleList } from './FlashSaleList.tsx';

export type CheckoutDrawersProps = { labels: CheckoutLabels };

function contactMessage(problem: ContactProblem | undefined, labels: CheckoutLabels): string | undefined {
  if (!problem) return undefined;
  if (problem === 'nameTooLong') return labels.validation.nameTooLong;
  return labels.validation[problem];
}

/** PAY-037..056: the contact drawer; names checked on blur, the phone formatted as typed. */
function ContactForm({ labels }: CheckoutDrawersProps) {
  const contact = useStore(checkoutStore, (state) => state.contact);
  const isOptedIn = useStore(checkoutStore, (state) => state.checkout?.fulfillment.contact.smsOptin ?? false);
  const isPending = useStore(checkoutStore, (state) => state.pendingUpdates > 0);
  const smsOptInProblem = useStore(checkoutStore, (state) => state.smsOptInProblem);
  const emailDeals = useStore(checkoutStore, (state) => state.emailDeals);
  const showsEmailDeals = labels.showsEmailDealsOptIn;
  useEffect(() => {
    if (showsEmailDeals) void loadEmailDeals();
  }, [showsEmailDeals]);
  // PAY-047, PAY-048: opened by Place Order, the drawer shows each field's problem at once.
  const [problems, setProblems] = useState<Partial<Record<ContactField, ContactProblem>>>(() => {
    const submitted = checkoutStore.getState().submitProblem;
    return submitted?.kind === 'contact' ? submitted.fields : {};
  });
  const optIn = smsOptInState({ phone: contact.phone, isOptedIn, isTicked: contact.smsOptIn }, isValidUsPhone);

  function blur(field: ContactField) {
    // What the field holds now, from the store: the render this handler came from may predate the last keystroke.
    const current = checkoutStore.getState().contact;
    const problem =
      field === 'phone' ? phoneProblem(current.phone, isValidUsPhone) : nameProblem(field, current[field] as string);
    setProblems((current) => {
      const next = { ...current };
      if (problem) next[field] = problem;
      else delete next[field];
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = contactProblems(contact, isValidUsPhone);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await saveContact();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-part="contact-form">
      <TextField
        label={labels.fieldNames.firstName}
        name="firstName"
        autoComplete="given-name"
        value={contact.firstName}
        maxLength={40}
        onValueChange={(firstName) => editContact({ firstName })}
        onBlur={() => blur('firstName')}
        error={contactMessage(problems.firstName, labels)}
      />
      <TextField
        label={labels.fieldNames.lastName}
        name="lastName"
        autoComplete="family-name"
        value={contact.lastName}
        maxLength={40}
        onValueChange={(lastName) => editContact({ lastName })}
        onBlur={() => blur('lastName')}
        error={contactMessage(problems.lastName, labels)}
      />
      <TextField
        label={labels.fieldNames.phone}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        hint={labels.contact.phoneHint}
        value={contact.phone}
        onValueChange={(phone) => {
          const formatted = formatPhoneDisplay(phone);
          // PAY-051: an invalid phone clears the text-update opt-in.
          editContact({ phone: formatted, ...(phoneProblem(formatted, isValidUsPhone) ? { smsOptIn: false } : {}) });
        }}
        onBlur={() => blur('phone')}
        error={contactMessage(problems.phone, labels)}
      />
      <Checkbox
        label={isOptedIn ? labels.contact.smsOptedIn : labels.contact.smsOptIn}
        checked={optIn.isTicked}
        disabled={optIn.isDisabled}
        onCheckedChange={(smsOptIn) => (smsOptIn ? void optInToTexts() : editContact({ smsOptIn }))}
        error={smsOptInProblem ? labels.contact.smsOptInFailed[smsOptInProblem] : undefined}
        data-part="sms-opt-in"
      />
      {/* PAY-057, PAY-058: the email-deals opt-in, where the banner offers one. */}
      {showsEmailDeals && emailDeals ? (
        <Checkbox
          label={labels.contact.emailDealsOptIn}
          checked={emailDeals.isSelected}
          disabled={emailDeals.isSaving}
          onCheckedChange={(isSelected) => void changeEmailDeals(isSelected)}
          error={emailDeals.hasFailed ? labels.emailPreferencesFailed : undefined}
          data-part="email-deals"
        />
      ) : null}
      <Button type="submit" fullWidth isBusy={isPending} data-part="update-contact">
        {labels.drawer.updateContact}
      </Button>
    </form>
  );
}

/** PAY-059..069: instructions (saved on blur too), leave-at-door and do-not-ring-bell. */
function InstructionsForm({ labels }: CheckoutDrawersProps) {
  const instructions = useStore(checkoutStore, (state) => state.instructions);
  const modality = useStore(checkoutStore, (state) => state.checkout?.modalityType);
  const isPending = useStore(checkoutStore, (state) => state.pendingUpdates > 0);
  const isAgeRestricted = checkoutIsAgeRestricted();
  const marker = labels.instructions.doNotRingMarker;
  const problem = instructionsProblem(instructions.text, instructions.doNotDisturb, marker);
  const isDelivery = modality === 'DELIVERY';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (problem) return;
    await saveInstructions({ closeDrawer: true });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-part="instructions-form">
      <TextField
        label={isDelivery ? labels.instructions.deliveryLabel : labels.instructions.pickupLabel}
        name="instructions"
        placeholder={isDelivery ? labels.instructions.deliveryPlaceholder : labels.instructions.pickupPlaceholder}
        value={instructions.text}
        maxLength={INSTRUCTIONS_MAX_LENGTH}
        onValueChange={(text) => editInstructions({ text })}
        onBlur={() => {
          if (!problem) void saveInstructions({ closeDrawer: false });
        }}
        error={problem ? labels.validation.instructionsTooLong : undefined}
      />
      {isDelivery ? (
        <>
          <Checkbox
            label={labels.instructions.leaveAtDoor}
            hint={isAgeRestricted ? labels.instructions.leaveAtDoorAgeRestricted : undefined}
            checked={instructions.leaveAtDoor && !isAgeRestricted}
            disabled={isAgeRestricted}
            onCheckedChange={(leaveAtDoor) => editInstructions({ leaveAtDoor })}
            data-part="leave-at-door"
          />
          <Checkbox
            label={labels.instructions.doNotDisturb}
            checked={instructions.doNotDisturb}
            onCheckedChange={(doNotDisturb) => editInstructions({ doNotDisturb })}
            data-part="do-not-disturb"
          />
        </>
      ) : null}
      <Button type="submit" fullWidth isBusy={isPending} data-part="update-instructions">
        {labels.drawer.updateInstructions}
      </Button>
    </form>
  );
}

/** PAY-024, PAY-081..083: the custom tip in its drawer. */
function GratuityForm({ labels }: CheckoutDrawersProps) {
  const checkout = useStore(checkoutStore, (state) => state.checkout);
  const tip = useStore(checkoutStore, (state) => state.tip);
  const tipStatus = useStore(checkoutStore, (state) => state.tipStatus);
  const [value, setValue] = useState(tip);
  if (!checkout) return null;
  const config = tipConfigOf(checkout);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void saveTip(value).then((saved) => saved && openDrawer(null));
      }}
    >
      <TipSelector
        suggestions={config.suggestions}
        subtotal={config.subtotal}
        maxTip={config.maxTip}
        value={value}
        onValueChange={setValue}
        labels={labels.tipSelector}
      />
      {tipStatus === 'error' ? (
        <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
          {labels.tipFailed}
        </Alert>
      ) : null}
      <Button type="submit" fullWidth isBusy={tipStatus === 'request'} busyLabel={labels.loading}>
        {labels.drawer.updateTip}
      </Button>
    </form>
  );
}

/** PAY-025: the order's items. */
function ItemsList({ labels }: CheckoutDrawersProps) {
  const lines = useStore(checkoutStore, (state) => state.checkout?.lineItems ?? []);
  return (
    <ul className={styles.itemList} data-part="items-list">
      {lines.map((line) => (
        <li key={line.gtin13} className={styles.row}>
          <span className={styles.rowText}>
            {line.quantity} × {line.name}
          </span>
          <span>{formatMoney(line.lineTotal)}</span>
        </li>
      ))}
      <li>
        <Button variant="secondary" fullWidth onClick={() => openDrawer(null)} data-part="close-items">
          {labels.drawer.close}
        </Button>
      </li>
    </ul>
  );
}

const titles = (labels: CheckoutLabels): Record<CheckoutDrawer, string> => ({
  contact: labels.drawer.contactTitle,
  orderInstructions: labels.drawer.instructionsTitle,
  flashSales: labels.drawer.flashSalesTitle,
  gratuity: labels.drawer.gratuityTitle,
  items: labels.drawer.itemsTitle,
  time: labels.sections.changeTime,
});

/** Issue 20: a modification's 'Change Time', loaded when a modification first opens it. */
const LazyOrderTimeForm = lazy(async () => ({ default: (await import('./OrderTimeForm.tsx')).OrderTimeForm }));

/**
 * The side drawer (PAY-020..027): one panel whose state is contact, orderInstructions, flashSales,
 * gratuity, items or (a modification's) time, each with its primary button.
 */
export function CheckoutDrawers({ labels }: CheckoutDrawersProps) {
  const drawer = useStore(checkoutStore, (state) => state.drawer);
  // The panel keeps its title while it slides out (an empty dialog name while closing fails axe).
  const [titled, setTitled] = useState(drawer);
  if (drawer !== null && drawer !== titled) setTitled(drawer);
  const itemCount = useStore(checkoutStore, (state) => state.checkout?.lineItems.length ?? 0);
  return (
    <Drawer
      open={drawer !== null}
      onOpenChange={(open) => {
        if (!open) openDrawer(null);
      }}
      title={titled ? titles(labels)[titled] : ''}
      description={drawer === 'items' ? formatPlural(labels.sections.itemCount, itemCount) : undefined}
      closeLabel={labels.closeLabel}
    >
      {drawer === 'contact' ? <ContactForm labels={labels} /> : null}
      {drawer === 'orderInstructions' ? <InstructionsForm labels={labels} /> : null}
      {drawer === 'flashSales' ? <FlashSaleList labels={labels} /> : null}
      {drawer === 'gratuity' ? <GratuityForm labels={labels} /> : null}
      {drawer === 'items' ? <ItemsList labels={labels} /> : null}
      {drawer === 'time' ? (
        <Suspense fallback={<Spinner label={labels.orderTime.loading} />}>
          <LazyOrderTimeForm labels={labels} />
        </Suspense>
      ) : null}
    </Drawer>
  );
}

import { formatCopy } from '@aisle/banner-themes/copy';
import { birthDateProblem, type CalendarDay, isoDate, parseTypedDate } from '@aisle/contracts/ageVerification';
import { Button } from '@aisle/design-system/components/Button';
import { Checkbox } from '@aisle/design-system/components/Checkbox';
import { Link } from '@aisle/design-system/components/Link';
import { MaskedTextField } from '@aisle/design-system/components/MaskedTextField';
import { Modal } from '@aisle/design-system/components/Modal';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { AgeVerificationLabels } from '../../lib/copy/ageVerification.ts';
import * as styles from './ageVerification.css.ts';

export type AgeVerificationModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The highest minimum age of the restricted items (21 by default). */
  minAge: number;
  /** Today in the store's or the delivery address's zone (contracts' calendarDayIn), not the device's. */
  today: CalendarDay;
  /** The date of birth passed every check: 'YYYY-MM-DD'. The modal closes (ACC-069). */
  onVerified: (birthDate: string) => void;
  labels: AgeVerificationLabels;
};

type Errors = { birthDate?: string; terms?: string };

/**
 * Age verification (ACC-015, ACC-067): date of birth (a real date on or after 1900-01-01, ACC-092..094),
 * the minimum age (ACC-095, ACC-096), the terms checkbox (ACC-097) with the terms in a second modal
 * (ACC-016, ACC-068), the state alcohol policies (ACC-007) and 'Back to Cart' (ACC-002). Every check runs
 * on submit; what the shopper typed stays; the first field in error takes the focus.
 */
export function AgeVerificationModal({
  open,
  onOpenChange,
  minAge,
  today,
  onVerified,
  labels,
}: AgeVerificationModalProps) {
  const [birthDate, setBirthDate] = useState('');
  const [hasAgreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [isTermsOpen, setTermsOpen] = useState(false);
  const birthDateRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const birth = parseTypedDate(birthDate);
    const problem = birthDateProblem(birth, minAge, today);
    const next: Errors = {};
    if (problem === 'invalidDate') next.birthDate = labels.invalidDate;
    if (problem === 'tooYoung') next.birthDate = formatCopy(labels.minimumAge, { minAge });
    if (!hasAgreed) next.terms = labels.termsRequired;
    setErrors(next);
    if (next.birthDate) {
      birthDateRef.current?.focus();
      return;
    }
    if (next.terms) {
      termsRef.current?.focus();
      return;
    }
    onVerified(isoDate(birth as CalendarDay));
    onOpenChange(false);
  }

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={labels.heading}
        description={labels.body}
        closeLabel={labels.closeLabel}
        size="small"
      >
        <form className={styles.form} onSubmit={submit} noValidate aria-label={labels.heading} data-part="age-form">
          <MaskedTextField
            ref={birthDateRef}
            id={`${id}-birth-date`}
            label={labels.dateOfBirth}
            name="birthDate"
            value={birthDate}
            onValueChange={(value) => {
              setBirthDate(value);
              if (errors.birthDate) setErrors((current) => ({ ...current, birthDate: undefined }));
            }}
            mask="##/##/####"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="MM/DD/YYYY"
            error={errors.birthDate}
            required
          />
          <div className={styles.terms}>
            <Checkbox
              ref={termsRef}
              label={labels.agreeToTerms}
              checked={hasAgreed}
              onCheckedChange={(checked) => {
                setAgreed(checked);
                if (checked && errors.terms) setErrors((current) => ({ ...current, terms: undefined }));
              }}
              error={errors.terms}
              required
            />
            <Button type="button" variant="tertiary" size="small" onClick={() => setTermsOpen(true)}>
              {labels.viewTerms}
            </Button>
          </div>
          <p className={styles.policy}>
            <Link href={labels.policyHref}>{labels.statePolicies}</Link>
          </p>
          <div className={styles.actions}>
            <Button type="submit">{labels.submit}</Button>
            <Link href={labels.cartHref} data-part="back-to-cart">
              {labels.backToCart}
            </Link>
          </div>
        </form>
      </Modal>
      <Modal
        open={isTermsOpen}
        onOpenChange={setTermsOpen}
        title={labels.termsHeading}
        closeLabel={labels.closeLabel}
        size="small"
        footer={
          <Button variant="secondary" onClick={() => setTermsOpen(false)}>
            {labels.termsClose}
          </Button>
        }
      >
        <p className={styles.termsBody}>{labels.termsBody}</p>
      </Modal>
    </>
  );
}

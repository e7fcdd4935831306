import { type ExpiryErrors, expiryYears } from '@aisle/contracts/walletForms';
import { Select } from '@aisle/design-system/components/Select';
import type { WalletLabels } from '../../../lib/copy/wallet.ts';
import * as styles from './wallet.css.ts';

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/**
 * An edited card's expiry month and year (CRD-092..099), side by side: the flyout's 'Edit Card' screen and the
 * card box's 'Edit Card' modal. A wrong combination shows under the month. Named `month` and `year`, so a form
 * can move focus to the first wrong one.
 */
export function ExpiryFields({
  labels,
  month,
  year,
  onMonth,
  onYear,
  errors,
  now,
}: {
  labels: WalletLabels;
  month: string;
  year: string;
  onMonth: (value: string) => void;
  onYear: (value: string) => void;
  errors: ExpiryErrors;
  now: Date;
}) {
  const copy = labels.editCard;
  const monthError = errors.month ?? errors.date;
  return (
    <div className={styles.fieldRow}>
      <Select
        name="month"
        label={copy.expirationMonth}
        placeholder={copy.selectPlaceholder}
        options={months.map((value) => ({ value, label: value }))}
        value={month}
        onValueChange={onMonth}
        error={monthError ? labels.validation[monthError] : undefined}
      />
      <Select
        name="year"
        label={copy.expirationYear}
        placeholder={copy.selectPlaceholder}
        options={expiryYears(now).map((value) => ({ value, label: value }))}
        value={year}
        onValueChange={onYear}
        error={errors.year ? labels.validation[errors.year] : undefined}
      />
    </div>
  );
}

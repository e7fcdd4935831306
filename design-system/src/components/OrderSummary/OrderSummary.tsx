import { Fragment } from 'react';
import { formatMoney, formatMoneyOrFree } from '../../format/money.ts';
import * as styles from './OrderSummary.css.ts';

export const paymentSummaryLineTypes = ['SUBTOTAL', 'FEE', 'TAX', 'TIP', 'TOTAL'] as const;
export type PaymentSummaryLineType = (typeof paymentSummaryLineTypes)[number];

/** One line of calculatedProperties.uiPaymentSummary (PAY-155, PAY-156). */
export type PaymentSummaryLine = {
  type: PaymentSummaryLineType;
  /** Dollars; null when it cannot be calculated yet (tax before an address is known). */
  amount: number | null;
  description: string;
  nestedLines?: readonly PaymentSummaryLine[] | null;
};

/** A savings item (PAY-161); `amount` is the saving, positive. */
export type SavingsLine = { id: string; description: string; amount: number };

export type OrderSummaryLabels = {
  /** A zero fee reads 'Free' (PAY-157). */
  free: string;
  /** An amount that cannot be calculated reads 'TBD' (PAY-158). */
  tbd: string;
  /** Heading above the savings lines, e.g. 'Your Savings'. */
  savings?: string;
};

export type OrderSummaryProps = {
  /** 'Order Summary' or 'Payment Summary'. */
  title: string;
  headingLevel?: 2 | 3;
  lines: readonly PaymentSummaryLine[];
  savings?: readonly SavingsLine[];
  /** The points line (PAY-159), already worded: { description: 'Points Earned', value: '+120 points' }. */
  points?: { description: string; value: string } | null;
  labels: OrderSummaryLabels;
  className?: string;
};

function amountText(line: PaymentSummaryLine, labels: OrderSummaryLabels): string {
  if (line.amount === null) return labels.tbd;
  return line.type === 'FEE' ? formatMoneyOrFree(line.amount, labels.free) : formatMoney(line.amount);
}

function SummaryRow({
  line,
  labels,
  isNested,
}: {
  line: PaymentSummaryLine;
  labels: OrderSummaryLabels;
  isNested: boolean;
}) {
  return (
    <div className={styles.row} data-part="line" data-variant={isNested ? 'nested' : line.type}>
      <dt className={styles.term}>{line.description}</dt>
      <dd className={styles.amount}>{amountText(line, labels)}</dd>
    </div>
  );
}

/**
 * The checkout's summary lines in the server's order (subtotal, fees, tax, tip, total), nested lines
 * indented under their parent, then savings in the sale colour and the points earned.
 */
export function OrderSummary({
  title,
  headingLevel = 2,
  lines,
  savings = [],
  points,
  labels,
  className,
}: OrderSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    // Not a named region: a checkout page shows several summaries, and its headings already lead to them.
    <section className={[styles.summary, className].filter(Boolean).join(' ')} data-component="OrderSummary">
      <Heading className={styles.heading}>{title}</Heading>
      <dl className={styles.list} data-part="lines">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a type can repeat, the position is the identity
          <Fragment key={`${line.type}-${index}`}>
            <SummaryRow line={line} labels={labels} isNested={false} />
            {line.nestedLines?.map((nested, nestedIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: same as above
              <SummaryRow key={`${nested.type}-${nestedIndex}`} line={nested} labels={labels} isNested />
            ))}
          </Fragment>
        ))}
      </dl>
      {savings.length > 0 ? (
        <>
          {labels.savings ? <Subheading className={styles.subheading}>{labels.savings}</Subheading> : null}
          <dl className={styles.list} data-part="savings">
            {savings.map((saving) => (
              <div key={saving.id} className={styles.row} data-part="line" data-variant="savings">
                <dt className={styles.term}>{saving.description}</dt>
                <dd className={styles.amount}>{formatMoney(-Math.abs(saving.amount))}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {points ? (
        <dl className={styles.list} data-part="points">
          <div className={styles.row} data-part="line" data-variant="points">
            <dt className={styles.term}>{points.description}</dt>
            <dd className={styles.amount}>{points.value}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

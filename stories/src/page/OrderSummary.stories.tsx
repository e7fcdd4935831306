import {
  formatCount,
  OrderSummary,
  type OrderSummaryProps,
  type PaymentSummaryLine,
  type SavingsLine,
} from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

const deliveryLines: PaymentSummaryLine[] = [
  { type: 'SUBTOTAL', amount: 84.37, description: 'Subtotal (12 items)' },
  {
    type: 'FEE',
    amount: 0,
    description: 'Fees',
    nestedLines: [
      { type: 'FEE', amount: 0, description: 'Delivery Fee' },
      { type: 'FEE', amount: 0, description: 'Service Fee' },
    ],
  },
  { type: 'TAX', amount: null, description: 'Estimated Tax' },
  { type: 'TIP', amount: 8, description: 'Driver Tip' },
  { type: 'TOTAL', amount: 92.37, description: 'Estimated Total' },
];

const pickupLines: PaymentSummaryLine[] = [
  { type: 'SUBTOTAL', amount: 1234.5, description: 'Subtotal (48 items)' },
  { type: 'FEE', amount: 4.95, description: 'Pickup Fee' },
  { type: 'TAX', amount: 86.42, description: 'Tax' },
  { type: 'TOTAL', amount: 1325.87, description: 'Total' },
];

const savings: SavingsLine[] = [
  { id: 'yellow-tag', description: 'Sale Savings', amount: 6.2 },
  { id: 'SAVE5', description: 'Promo SAVE5', amount: 5 },
];

type Args = Pick<OrderSummaryProps, 'lines' | 'savings'> & { pointsEarned?: number; isPayment?: boolean };

/** The summary with the current banner's copy. */
function OrderSummaryWithCopy({ lines, savings: savingsLines, pointsEarned, isPayment = false }: Args) {
  const { copy, format } = useCopy();
  const text = copy.components.orderSummary;
  return (
    <OrderSummary
      title={isPayment ? text.paymentTitle : text.title}
      lines={lines}
      savings={savingsLines}
      points={
        pointsEarned === undefined
          ? null
          : { description: text.pointsDescription, value: format(text.points, { points: formatCount(pointsEarned) }) }
      }
      labels={{ free: text.free, tbd: text.tbd, savings: text.savings }}
    />
  );
}

const meta = {
  title: 'Page/OrderSummary',
  component: OrderSummary,
  args: { title: '', labels: { free: '', tbd: '' }, lines: deliveryLines, savings, pointsEarned: 120 },
  argTypes: { pointsEarned: { control: 'number' } },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <OrderSummaryWithCopy {...args} />
    </div>
  ),
} satisfies Meta<OrderSummaryProps & Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('heading', { name: 'Order Summary' }).closest('section') as HTMLElement;
    const amountOf = (description: string) => within(summary).getAllByText(description)[0]?.nextElementSibling;
    await expect(amountOf('Subtotal (12 items)')).toHaveTextContent('$84.37');
    // PAY-157: a zero fee reads 'Free', nested lines too.
    await expect(amountOf('Fees')).toHaveTextContent('Free');
    await expect(amountOf('Delivery Fee')).toHaveTextContent('Free');
    // PAY-158: tax that cannot be calculated reads 'TBD'.
    await expect(amountOf('Estimated Tax')).toHaveTextContent('TBD');
    await expect(amountOf('Driver Tip')).toHaveTextContent('$8.00');
    await expect(amountOf('Estimated Total')).toHaveTextContent('$92.37');
    await expect(amountOf('Sale Savings')).toHaveTextContent('-$6.20');
    // PAY-159.
    await expect(amountOf('Points Earned')).toHaveTextContent('+120 points');
    await expect(summary.querySelector('[data-variant="TOTAL"]')).not.toBeNull();
  },
};

export const PickupPaymentSummary: Story = {
  args: { lines: pickupLines, savings: [], pointsEarned: 1250, isPayment: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment Summary' })).toBeVisible();
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
    await expect(canvas.getByText('$4.95')).toBeVisible();
    await expect(canvas.getByText('+1,250 points')).toBeVisible();
    await expect(canvas.queryByText('Your Savings')).toBeNull();
  },
};

export const BannerReview: Story = bannerMatrixStory(() => (
  <OrderSummaryWithCopy lines={deliveryLines} savings={savings} pointsEarned={120} />
));

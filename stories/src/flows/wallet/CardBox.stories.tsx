import { demoWalletCards } from '@aisle/contracts';
import { CardBox } from '@aisle/storefront/flows/wallet/cardbox/CardBox.tsx';
import { myWalletContext, type WalletContext } from '@aisle/storefront/flows/wallet/flyout/walletTypes.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  prepareStoryWallet,
  resetWalletStory,
  useWalletLabels,
  WalletHarness,
  type WalletStorySetup,
} from './walletStorySupport.tsx';

/** The checkout's order: $40.00, $12.00 of it SNAP-eligible. */
const checkout: WalletContext = {
  ...myWalletContext,
  isMyWallet: false,
  orderTotal: 40,
  ebtTotal: 12,
  hasSnapEligibleItems: true,
};

function Box({ options = {} }: { options?: Partial<Parameters<typeof CardBox>[0]> }) {
  const labels = useWalletLabels();
  prepareStoryWallet(labels);
  return <CardBox labels={labels} context={checkout} {...options} />;
}

function BoxStory({ setup, options }: { setup?: WalletStorySetup; options?: Partial<Parameters<typeof CardBox>[0]> }) {
  return (
    <WalletHarness setup={setup}>
      <div style={{ maxWidth: 420 }}>
        <Box {...(options ? { options } : {})} />
      </div>
    </WalletHarness>
  );
}

const meta = {
  title: 'Flows/Wallet/Card Box',
  parameters: { layout: 'padded' },
  beforeEach: () => {
    resetWalletStory();
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Payment Method' with checkout's cards: the preferred Visa and the SNAP card (CBX-008, CBX-009, CBX-014). */
export const Selected: Story = {
  render: () => <BoxStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    await expect(await canvas.findByText('Visa ending in 1111')).toBeVisible();
    await expect(canvas.getByText('SNAP EBT ending in 0001')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove SNAP EBT ending in 0001' })).toBeVisible();
    await expect(canvas.queryByText('You must select a card or add a credit or debit card.')).toBeNull();
    await expect(canvas.queryByText('Please enter a billing address in order to use this credit card.')).toBeNull();
  },
};

/** CBX-010, WAL-015, WAL-085: the card list from the box, no back arrow on its add screens; Confirm updates the box. */
export const ChangeFromBox: Story = {
  render: () => <BoxStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The button is off until the wallet has loaded.
    const change = await canvas.findByRole('button', { name: 'Add or Change Payment Method' });
    await waitFor(() => expect(change).toBeEnabled());
    await userEvent.click(change);
    let dialog = within(await body.findByRole('dialog', { name: 'Select Payment' }));
    const gifts = await dialog.findAllByRole('checkbox', { name: /Gift Card/ });
    await userEvent.click(gifts[0] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add Gift Card' }));
    dialog = within(await body.findByRole('dialog', { name: 'Add Gift Card' }));
    await expect(dialog.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    dialog = within(await body.findByRole('dialog', { name: 'Discard Changes?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'No, Keep Changes' }));
    dialog = within(await body.findByRole('dialog', { name: 'Select Payment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Gift Card ending in 0001')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Gift Card ending in 0001' }));
    await expect(canvas.queryByText('Gift Card ending in 0001')).toBeNull();
  },
};

/** CBX-011: no bank card selected (only an expired one): the warning. */
export const NoBankCard: Story = {
  render: () => (
    <BoxStory setup={{ wallet: { cards: demoWalletCards().filter((card) => card.lastFourPan !== '1111') } }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You must select a card or add a credit or debit card.')).toBeVisible();
  },
};

/** CBX-024: the chosen Visa has no billing address in the wallet: checkout cannot use it until one is entered. */
export const NoBillingAddress: Story = {
  render: () => (
    <BoxStory
      setup={{
        wallet: {
          cards: demoWalletCards().map((card) => (card.lastFourPan === '1111' ? { ...card, address: null } : card)),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Visa ending in 1111')).toBeVisible();
    await expect(canvas.getByText('Please enter a billing address in order to use this credit card.')).toBeVisible();
  },
};

/** CBX-016..020: title, change link and no-cards message hidden; a summary message and a class. */
export const Options: Story = {
  render: () => (
    <BoxStory
      setup={{ wallet: { cards: [] } }}
      options={{
        hideTitle: true,
        hideChangeLink: true,
        hideNoCardsMessage: true,
        summaryMessage: 'Any amount not covered by SNAP EBT is charged to your credit or debit card.',
        className: 'story-card-box',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Any amount not covered by SNAP EBT is charged to your credit or debit card.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Payment Method' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add or Change Payment Method' })).toBeNull();
    await expect(canvas.queryByText('You must select a card or add a credit or debit card.')).toBeNull();
    await expect(canvasElement.querySelector('[data-component="CardBox"]')).toHaveClass('story-card-box');
  },
};

/** CBX-013: the spinner while the wallet loads. */
export const Loading: Story = {
  render: () => (
    <BoxStory
      setup={{
        wrapFetch: (mockFetch) => (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (new URL(url, 'http://story').pathname === '/api/payment/v2/wallet') return new Promise(() => {});
          return mockFetch(input, init);
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading payment methods')).toBeInTheDocument();
  },
};

let boxLoadFails = true;

/** CBX-012: the load failed: 'Retry' loads the cards (flag flipped in play). */
export const LoadFailed: Story = {
  render: () => (
    <BoxStory
      setup={{
        wrapFetch: (mockFetch) => (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (boxLoadFails && new URL(url, 'http://story').pathname === '/api/payment/v2/wallet')
            return Promise.reject(new TypeError('Failed to fetch'));
          return mockFetch(input, init);
        },
      }}
    />
  ),
  beforeEach: () => {
    boxLoadFails = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/We couldn't load your payment methods\./)).toBeVisible();
    boxLoadFails = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Visa ending in 1111')).toBeVisible();
  },
};

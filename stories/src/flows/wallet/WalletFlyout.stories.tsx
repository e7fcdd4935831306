import { demoWalletCards } from '@aisle/contracts';
import { WalletFlyout } from '@aisle/storefront/flows/wallet/flyout/WalletFlyout.tsx';
import { walletStore } from '@aisle/storefront/flows/wallet/flyout/walletStore.ts';
import { myWalletContext, type WalletContext } from '@aisle/storefront/flows/wallet/flyout/walletTypes.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  frameAnswers,
  frameResponses,
  openStoryWallet,
  resetWalletStory,
  useWalletLabels,
  WalletHarness,
  type WalletStorySetup,
} from './walletStorySupport.tsx';

/** A checkout of $40.00 with $12.00 of SNAP-eligible items (the card box's context). */
const checkoutContext: WalletContext = {
  ...myWalletContext,
  isMyWallet: false,
  orderTotal: 40,
  ebtTotal: 12,
  hasSnapEligibleItems: true,
};

function OpenFlyout({ context }: { context: WalletContext }) {
  const labels = useWalletLabels();
  useEffect(() => {
    void openStoryWallet(labels, context);
  }, [labels, context]);
  return <WalletFlyout labels={labels} />;
}

function FlyoutStory({ context = myWalletContext, setup }: { context?: WalletContext; setup?: WalletStorySetup }) {
  return (
    <WalletHarness setup={setup}>
      <OpenFlyout context={context} />
    </WalletHarness>
  );
}

const meta = {
  title: 'Flows/Wallet/Flyout',
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetWalletStory();
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const flyout = async (canvasElement: HTMLElement, name: string) => screen(canvasElement).findByRole('dialog', { name });

/** My Wallet for demo: 'Wallet', the three groups, the preferred Visa first with its icon, nothing selected, only 'Close'. */
export const MyWalletList: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Wallet'));
    await expect(await dialog.findByRole('radio', { name: 'Visa ending in 1111' })).not.toBeChecked();
    await expect(dialog.getByRole('heading', { name: 'Credit & Debit' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'SNAP EBT' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Gift Card' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Credit/Debit Card' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add SNAP EBT Card' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Gift Card' })).toBeVisible();
    const radios = dialog.getAllByRole('radio');
    await expect(radios[0]).toHaveAccessibleName('Visa ending in 1111');
    await expect(dialog.getByText('Preferred')).toBeVisible();
    for (const control of [...radios, ...dialog.getAllByRole('checkbox')]) await expect(control).not.toBeChecked();
    await expect(dialog.getByText('Expired. Please update your payment info.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'EDIT EXPIRED CARD' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Close wallet' })).toBeVisible();
  },
};

/** new@example.com: no cards yet; the groups and their add buttons are all there. */
export const MyWalletEmpty: Story = {
  render: () => <FlyoutStory setup={{ wallet: { cards: [], addresses: [] } }} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Wallet'));
    await expect(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' })).toBeVisible();
    await expect(dialog.queryAllByRole('radio')).toHaveLength(0);
    await expect(dialog.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** WAL-037: the loading indicator while the cards load. */
export const Loading: Story = {
  render: () => (
    <FlyoutStory
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
    const dialog = within(await flyout(canvasElement, 'Wallet'));
    await expect(await dialog.findByText('Loading your cards')).toBeVisible();
  },
};

let walletLoadFails = true;

/** The cards do not load: the message and 'Retry', which loads them (flag flipped in play, not a counter). */
export const LoadFailed: Story = {
  render: () => (
    <FlyoutStory
      setup={{
        wrapFetch: (mockFetch) => (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (walletLoadFails && new URL(url, 'http://story').pathname === '/api/payment/v2/wallet')
            return Promise.reject(new TypeError('Failed to fetch'));
          return mockFetch(input, init);
        },
      }}
    />
  ),
  beforeEach: () => {
    walletLoadFails = true;
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Wallet'));
    await expect(await dialog.findByText("We couldn't load your saved cards. Please try again.")).toBeVisible();
    walletLoadFails = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(await dialog.findByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
  },
};

/** Checkout: 'Select Payment', the preferred Visa and the SNAP card preselected, the SNAP note, Confirm and Cancel. */
export const CheckoutList: Story = {
  render: () => <FlyoutStory context={checkoutContext} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Select Payment'));
    await expect(await dialog.findByRole('radio', { name: 'Visa ending in 1111' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Mastercard ending in 4444' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'SNAP EBT ending in 0001' })).toBeChecked();
    for (const gift of dialog.getAllByRole('checkbox', { name: /Gift Card/ })) await expect(gift).not.toBeChecked();
    await expect(
      dialog.getByText('Paying with SNAP EBT: eligible items are charged to your SNAP EBT card first.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** WAL-040, WAL-090: once the gift cards and SNAP cover the order, the other gift cards are disabled. */
export const CheckoutTotalCovered: Story = {
  render: () => <FlyoutStory context={{ ...checkoutContext, orderTotal: 30 }} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Select Payment'));
    const gifts = await dialog.findAllByRole('checkbox', { name: /Gift Card/ });
    await userEvent.click(gifts[0] as HTMLElement);
    await expect(
      await dialog.findByText('Your gift cards cover the order total. No more gift cards are needed.'),
    ).toBeVisible();
    await expect(gifts[1]).toBeDisabled();
    await userEvent.click(gifts[0] as HTMLElement);
    await expect(gifts[1]).toBeEnabled();
  },
};

/** WAL-119: Confirm without a bank card keeps the flyout open with the no-cards message. */
export const CheckoutConfirmNeedsBankCard: Story = {
  render: () => (
    <FlyoutStory
      context={checkoutContext}
      setup={{ wallet: { cards: demoWalletCards().filter((card) => card.lastFourPan !== '1111') } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Select Payment'));
    await dialog.findByRole('radio', { name: 'Mastercard ending in 4444' });
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByText('You must select a card or add a credit or debit card.')).toBeVisible();
    await expect(screen(canvasElement).getByRole('dialog', { name: 'Select Payment' })).toBeVisible();
  },
};

/** WAL-120..122: a changed selection asks 'Discard Changes?'; No returns, Yes closes and keeps checkout's. */
export const ExitConfirm: Story = {
  render: () => <FlyoutStory context={checkoutContext} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Select Payment'));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'SNAP EBT ending in 0001' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const confirm = within(await flyout(canvasElement, 'Discard Changes?'));
    await expect(
      confirm.getByText('If you exit now, your selections will not be saved. Do you want to discard your changes?'),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'No, Keep Changes' }));
    const list = within(await flyout(canvasElement, 'Select Payment'));
    await expect(list.getByRole('checkbox', { name: 'SNAP EBT ending in 0001' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await flyout(canvasElement, 'Discard Changes?')).getByRole('button', { name: 'Yes, Discard Changes' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(walletStore.getState().checkoutSelection.snapCards).toHaveLength(1);
  },
};

/** WAL-007: at checkout with no bank card the flyout opens on 'Add Credit/Debit Card'. */
export const CheckoutWithoutCardsOpensAddCard: Story = {
  render: () => <FlyoutStory context={checkoutContext} setup={{ wallet: { cards: [] } }} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeVisible();
  },
};

/** ADD_CARD: names, the secure frame, Save ticked, preferred, billing address; the names' messages (CRD-039..044). */
export const AddCardErrors: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Close wallet' })).toBeNull();
    await expect(dialog.getByRole('checkbox', { name: 'Save this card' })).toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Card Details' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText('First Name is a required field.')).toBeVisible();
    await expect(dialog.getByText('Last Name is a required field.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Dana2');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'D3mo');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText('Please enter a valid first name.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid last name.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana2');
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('maxlength', '40');
  },
};

/** WAL-095, WAL-096: unticking Save unticks preferred; ticking preferred ticks Save. */
export const AddCardSaveAndPreferred: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    const save = dialog.getByRole('checkbox', { name: 'Save this card' });
    const preferred = dialog.getByRole('checkbox', { name: 'Make this my preferred card' });
    await userEvent.click(preferred);
    await expect(preferred).toBeChecked();
    await userEvent.click(save);
    await expect(save).not.toBeChecked();
    await expect(preferred).not.toBeChecked();
    await userEvent.click(preferred);
    await expect(save).toBeChecked();
  },
};

/** A card added from the form: back on the list with 'Card Added!', the new card selected at checkout (WAL-093, WAL-115). */
export const AddCardSuccess: Story = {
  render: () => <FlyoutStory context={checkoutContext} />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Select Payment'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Demo');
    await expect(await dialog.findByText('100 Main St')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    dialog = within(await flyout(canvasElement, 'Select Payment'));
    await expect(await dialog.findByText('Card Added!')).toBeVisible();
    await expect(dialog.getByText('Your card has been successfully added.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Visa ending in 1881' })).toBeChecked();
  },
};

/** A capture the frame refuses: its message, the form usable again, nothing typed lost. */
export const AddCardCaptureRefused: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    frameAnswers.next = { 'payment-form': frameResponses.tooShort };
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Demo');
    await dialog.findByText('100 Main St');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText('The card number is too short. Please check it and try again.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana');
  },
};

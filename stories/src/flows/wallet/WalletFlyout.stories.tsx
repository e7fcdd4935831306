import { defaultBanner } from '@aisle/banner-themes';
import type { WalletCard as WalletCardOf } from '@aisle/contracts';
import { demoBillingAddresses, demoWalletCards } from '@aisle/contracts/testing';
import { WalletFlyout } from '@aisle/storefront/flows/wallet/flyout/WalletFlyout.tsx';
import { walletStore } from '@aisle/storefront/flows/wallet/flyout/walletStore.ts';
import { myWalletContext, type WalletContext } from '@aisle/storefront/flows/wallet/flyout/walletTypes.ts';
import { walletCopy } from '@aisle/storefront/lib/copy/wallet.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flowDocs } from '../../support/FlowHarness.tsx';
import {
  frameAnswers,
  frameChecksAnswered,
  frameResponses,
  holdFrameAnswers,
  openStoryWallet,
  resetWalletStory,
  secureFrameA11y,
  useWalletLabels,
  WalletHarness,
  type WalletStorySetup,
  waitForSecureFrames,
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
  parameters: { docs: flowDocs, layout: 'fullscreen', a11y: secureFrameA11y },
  beforeEach: () => {
    resetWalletStory();
  },
  afterEach: waitForSecureFrames,
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const flyout = async (canvasElement: HTMLElement, name: string) => screen(canvasElement).findByRole('dialog', { name });

/**
 * My Wallet for demo: 'Wallet', the three groups, the preferred Visa first with its icon, nothing selected,
 * only 'Close'; the page behind is locked (WAL-009).
 */
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
    // WAL-009: the page behind does not scroll while the flyout is open.
    await expect(canvasElement.ownerDocument.body).toHaveStyle({ overflow: 'hidden' });
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

/** The cards do not load (no connection): the catalogue's message and 'Retry', which loads them (flag flipped in play). */
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
    await expect(
      await dialog.findByText("Hmmm, looks like we've lost you. Please check your internet connection."),
    ).toBeVisible();
    walletLoadFails = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(await dialog.findByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
  },
};

/** Checkout: 'Select Payment', the preferred Visa and the SNAP card preselected, the SNAP note, Confirm and Cancel. */
export const CheckoutList: Story = {
  // Checkout mode: an in-store-only banner has no checkout, so no baseline there.
  tags: ['online-only'],
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

/**
 * WAL-040, WAL-090, PAY-097, PAY-103: once the gift cards and SNAP cover the order, the other gift cards and
 * 'Add Gift Card' are disabled, and the group says why.
 */
export const CheckoutTotalCovered: Story = {
  render: () => <FlyoutStory context={{ ...checkoutContext, orderTotal: 30 }} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Select Payment'));
    const gifts = await dialog.findAllByRole('checkbox', { name: /Gift Card/ });
    await expect(dialog.getByRole('button', { name: 'Add Gift Card' })).toBeEnabled();
    await userEvent.click(gifts[0] as HTMLElement);
    const notNeeded = 'No more gift cards needed. The gift cards already added to this order cover the total cost.';
    await expect(await dialog.findByText(notNeeded)).toBeVisible();
    await expect(gifts[1]).toBeDisabled();
    const add = dialog.getByRole('button', { name: 'Add Gift Card' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(notNeeded);
    await userEvent.click(gifts[0] as HTMLElement);
    await expect(gifts[1]).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Add Gift Card' })).toBeEnabled();
    await expect(dialog.queryByText(notNeeded)).toBeNull();
  },
};

/**
 * WAL-089: at checkout a gift card spent down to $0.00 cannot be chosen; the gift card with a balance can.
 * (My Wallet chooses no card at all, so the rule applies where cards are chosen.)
 */
export const CheckoutZeroBalanceGift: Story = {
  // A state for tests: its look is CheckoutList's.
  tags: ['no-visual'],
  render: () => (
    <FlyoutStory
      context={checkoutContext}
      setup={{
        wallet: {
          cards: demoWalletCards().map((card) =>
            card.lastFourPan === '0003' && card.cardType === 'GIFT_CARD' ? { ...card, balance: 'USD 0.00' } : card,
          ),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Select Payment'));
    const spent = await dialog.findByRole('checkbox', { name: /Gift Card.*0003/ });
    await expect(spent).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /Gift Card.*0001/ })).toBeEnabled();
  },
};

/**
 * PAY-095, WER-040: at checkout without a credit or debit card the gift cards wait behind the note 'To add a
 * gift card, add a credit or debit card first.'; 'Add Gift Card' says the same instead of opening the form.
 */
export const CheckoutGiftNeedsBankCard: Story = {
  render: () => (
    <FlyoutStory
      context={checkoutContext}
      setup={{ wallet: { cards: demoWalletCards().filter((card) => card.cardType !== 'CREDIT_CARD') } }}
    />
  ),
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    dialog = within(await flyout(canvasElement, 'Select Payment'));
    const note = 'To add a gift card, add a credit or debit card first.';
    await expect(await dialog.findByText(note)).toBeVisible();
    await expect(dialog.queryAllByRole('checkbox', { name: /Gift Card/ })).toHaveLength(0);
    await expect(dialog.getByRole('checkbox', { name: 'SNAP EBT ending in 0001' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add Gift Card' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(note);
    await expect(dialog.getAllByText(note)).toHaveLength(1);
    await expect(screen(canvasElement).queryByRole('dialog', { name: 'Add Gift Card' })).toBeNull();
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
    await userEvent.click(
      within(await flyout(canvasElement, 'Discard Changes?')).getByRole('button', { name: 'Yes, Discard Changes' }),
    );
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
    await expect(await dialog.findByTitle('Secure card entry')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText('First Name is a required field.')).toBeVisible();
    await expect(dialog.getByText('Last Name is a required field.')).toBeVisible();
    // The frame's own errors make the form taller: where the next Submit scrolls it must not depend on when.
    await frameChecksAnswered();
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Dana2');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'D3mo');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText('Please enter a valid first name.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid last name.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana2');
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('maxlength', '40');
    // CRD-101: the names stop the submit before the frame is asked for a token; the frame still shows its errors.
    await expect(frameAnswers.submits).toBe(0);
    await expect(frameAnswers.checks).toBe(2);
    // Issue 20: a fixed name loses its error at once (it used to stay red until the next submit).
    await userEvent.clear(dialog.getByRole('textbox', { name: 'First Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await expect(dialog.queryByText('Please enter a valid first name.')).toBeNull();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByText('Please enter a valid last name.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeRequired();
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
    // CRD-105, CRD-108: the fields and the address section are usable again.
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Edit address' })).toBeEnabled();
  },
};

/** A card the API refuses: the catalogue's message above the form, everything usable again (CRD-104, CRD-105, CRD-108). */
export const AddCardRefusedByApi: Story = {
  render: () => <FlyoutStory setup={{ wallet: { failures: { addWalletCard: { code: 'RV32937' } } } }} />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Demo');
    await dialog.findByText('100 Main St');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(
      await dialog.findByText('This card was declined. Please contact your card issuer for help.'),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled'));
    await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toBeEnabled();
    await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Demo');
    await expect(dialog.getByRole('button', { name: 'Edit address' })).toBeEnabled();
    await expect(screen(canvasElement).getByRole('dialog', { name: 'Add Credit/Debit Card' })).toBeVisible();
  },
};

/**
 * While the card is added: names checked, address there, a token asked for, then the post; the button
 * reads 'Submitting Card' and it, the fields and the address section are disabled (WAL-031, CRD-100,
 * CRD-106, CRD-107); on success the list takes over (CRD-103).
 */
export const AddCardBusy: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Dana');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Demo');
    await dialog.findByText('100 Main St');
    const release = holdFrameAnswers();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    const busy = await dialog.findByRole('button', { name: 'Submitting Card' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(frameAnswers.submits).toBe(1);
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Save this card' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Edit address' })).toBeDisabled();
    release();
    const list = within(await flyout(canvasElement, 'Wallet'));
    await expect(await list.findByText('Card Added!')).toBeVisible();
  },
};

/** CRD-003: without saveCardOptionEnabled the form has no 'Save this card'. */
export const AddCardWithoutSaveOption: Story = {
  render: () => <FlyoutStory context={{ ...myWalletContext, saveCardOptionEnabled: false }} />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await expect(dialog.getByRole('checkbox', { name: 'Make this my preferred card' })).toBeVisible();
    await expect(dialog.queryByRole('checkbox', { name: 'Save this card' })).toBeNull();
  },
};

async function openActions(canvasElement: HTMLElement, title: string, card: string, action: string) {
  const dialog = within(await flyout(canvasElement, title));
  await userEvent.click(await dialog.findByRole('button', { name: `Actions for ${card}` }));
  await userEvent.click(await screen(canvasElement).findByRole('menuitem', { name: action }));
}

/** EDIT_CARD: 'Go back', the names, the masked number, month and year selects, the secure element, the forced preferred box and its note, the billing address. */
export const EditCard: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    await openActions(canvasElement, 'Wallet', 'Visa ending in 1111', 'Edit');
    const dialog = within(await flyout(canvasElement, 'Edit Credit/Debit Card'));
    await expect(dialog.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Close wallet' })).toBeNull();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Card Number' })).toHaveValue('•••• 1111');
    // CRD-011, CRD-013: the secure capture element and the billing address section.
    await expect(await dialog.findByTitle('Secure card entry')).toBeVisible();
    const billing = within(dialog.getByRole('group', { name: 'Billing Address' }));
    await expect(await billing.findByText('100 Main St')).toBeVisible();
    await expect(billing.getByRole('button', { name: 'Edit address' })).toBeVisible();
    const month = dialog.getByRole('combobox', { name: 'Expiration Month' });
    const monthOptions = within(month).getAllByRole('option');
    await expect(monthOptions.map((option) => option.textContent)).toEqual([
      'Select...',
      ...Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0')),
    ]);
    const years = within(dialog.getByRole('combobox', { name: 'Expiration Year' })).getAllByRole('option');
    await expect(years).toHaveLength(16);
    const preferred = dialog.getByRole('checkbox', { name: 'Make this my preferred card' });
    await expect(preferred).toBeChecked();
    await expect(preferred).toBeDisabled();
    await expect(dialog.getByText('Your reward debit card cannot be unchecked while editing.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Go back' }));
    await flyout(canvasElement, 'Wallet');
  },
};

/** An edit saved: back on the list with 'Card Edited!' (WAL-116, CRD-114). */
export const EditCardSaved: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    await openActions(canvasElement, 'Wallet', 'Visa ending in 1111', 'Edit');
    const dialog = within(await flyout(canvasElement, 'Edit Credit/Debit Card'));
    await dialog.findByText('100 Main St');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Expiration Year' }), '2031');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    const list = within(await flyout(canvasElement, 'Wallet'));
    await expect(await list.findByText('Card Edited!')).toBeVisible();
    await expect(list.getByText('Your card has been successfully edited.')).toBeVisible();
    await expect(list.getByText('Exp. 12/31')).toBeVisible();
  },
};

/** An expired card: edit it from 'EDIT EXPIRED CARD'; a past date is refused (CRD-099), the month is required (CRD-092). */
export const EditExpiredCardErrors: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    const list = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await list.findByRole('button', { name: 'EDIT EXPIRED CARD' }));
    const dialog = within(await flyout(canvasElement, 'Edit Credit/Debit Card'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await dialog.findByText('Expiration Month is a required field.')).toBeVisible();
    await expect(dialog.getByText('Expiration Year is a required field.')).toBeVisible();
  },
};

/** DELETE_CARD: 'Deleting Payment'; Keep Card returns, Delete Card removes it with 'Card Deleted!'. */
export const DeleteCard: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    await openActions(canvasElement, 'Wallet', 'Gift Card ending in 0003', 'Delete');
    let dialog = within(await flyout(canvasElement, 'Deleting Payment'));
    await expect(dialog.getByText('Are you sure you want to delete your card?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep Card' }));
    await openActions(canvasElement, 'Wallet', 'Gift Card ending in 0003', 'Delete');
    dialog = within(await flyout(canvasElement, 'Deleting Payment'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Card' }));
    const list = within(await flyout(canvasElement, 'Wallet'));
    await expect(await list.findByText('Card Deleted!')).toBeVisible();
    await expect(list.getByText('Your card has been successfully removed.')).toBeVisible();
    await expect(list.queryByRole('checkbox', { name: 'Gift Card ending in 0003' })).toBeNull();
  },
};

/** Make Preferred: the card moves first with the preferred mark and 'Card Updated!' (WAL-110, WAL-112). */
export const MakePreferred: Story = {
  render: () => (
    <FlyoutStory
      setup={{
        wallet: {
          cards: [
            ...demoWalletCards(),
            {
              ...(demoWalletCards()[0] as WalletCardOf),
              id: '00000000-0000-4000-8000-000000005555',
              lastFourPan: '5555',
              defaultApplications: [],
            },
          ],
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await openActions(canvasElement, 'Wallet', 'Visa ending in 5555', 'Make Preferred');
    const list = within(await flyout(canvasElement, 'Wallet'));
    await expect(await list.findByText('Card Updated!')).toBeVisible();
    await expect(list.getByText('Your preferred card has been updated.')).toBeVisible();
    await expect(list.getAllByRole('radio')[0]).toHaveAccessibleName('Visa ending in 5555');
  },
};

/** WAL-127: a second SNAP card is refused with the limit message. */
export const SnapLimit: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add SNAP EBT Card' }));
    await expect(
      await dialog.findByText(
        'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
      ),
    ).toBeVisible();
  },
};

/** ADD_SNAP_EBT_CARD for a wallet without one: the frame, 'Save this card', 'Confirm'; then 'Card Added!'. */
export const AddSnapCard: Story = {
  render: () => (
    <FlyoutStory setup={{ wallet: { cards: demoWalletCards().filter((card) => card.cardType !== 'EBT_CARD') } }} />
  ),
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add SNAP EBT Card' }));
    dialog = within(await flyout(canvasElement, 'Add SNAP EBT Card'));
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Save this card' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    const list = within(await flyout(canvasElement, 'Wallet'));
    await expect(await list.findByText('Card Added!')).toBeVisible();
    await expect(list.getByRole('checkbox', { name: 'SNAP EBT ending in 0001' })).toBeVisible();
  },
};

/** ADD_GIFT_CARD: the frame, the keep-your-card note, 'Confirm'; a $0 card is refused (WER-016). */
export const AddGiftCard: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    frameAnswers.next = { 'gift-card-form': frameResponses.zeroGift };
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Gift Card' }));
    dialog = within(await flyout(canvasElement, 'Add Gift Card'));
    await expect(
      dialog.getByText('Keep your gift card! You will need it for any refunds or additional charges.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByText('You can not add a Gift Card with a $0 balance.')).toBeVisible();
    frameAnswers.next = {};
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    const list = within(await flyout(canvasElement, 'Wallet'));
    await expect(await list.findByText('Card Added!')).toBeVisible();
    await expect(list.getAllByRole('checkbox', { name: /Gift Card/ })).toHaveLength(3);
  },
};

/** PAY-107, PAY-108: a gift card the API refuses (402 not for a $0 card, or 400) is 'Invalid Gift Card, please try again.' */
export const AddGiftCardInvalid: Story = {
  render: () => (
    <FlyoutStory
      setup={{
        handlers: {
          addWalletCard: (() => {
            let calls = 0;
            return () => {
              calls += 1;
              return calls === 1
                ? { status: 402, error: { code: 'GIFT_CARD_INVALID' as const, message: 'Mocked GIFT_CARD_INVALID' } }
                : { status: 400, error: { code: 'VALIDATION_FAILED' as const, message: 'Mocked VALIDATION_FAILED' } };
            };
          })(),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Gift Card' }));
    dialog = within(await flyout(canvasElement, 'Add Gift Card'));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByText('Invalid Gift Card, please try again.')).toBeVisible();
    await expect(dialog.queryByText('This card was declined. Please use a different payment method.')).toBeNull();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await expect(await dialog.findByText('Invalid Gift Card, please try again.')).toBeVisible();
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    // The refusal leaves the shopper where they were: on Confirm, not on the page's body.
    await expect(confirm).toHaveFocus();
  },
};

/** PAY-111, PAY-112: the server says the wallet already holds a SNAP EBT card: the single-card message. */
export const SnapExistsOnServer: Story = {
  render: () => (
    <FlyoutStory
      setup={{
        wallet: { cards: demoWalletCards().filter((card) => card.cardType !== 'EBT_CARD') },
        handlers: {
          addWalletCard: () => ({
            status: 400,
            error: { code: 'EBT_CARD_ALREADY_EXISTS' as const, message: 'Mocked EBT_CARD_ALREADY_EXISTS' },
          }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add SNAP EBT Card' }));
    dialog = within(await flyout(canvasElement, 'Add SNAP EBT Card'));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(
      await dialog.findByText(
        'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-disabled'));
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  },
};

/** WAL-128: with five gift cards the sixth is refused with the limit message. */
export const GiftLimit: Story = {
  render: () => {
    const gift = demoWalletCards().find((card) => card.cardType === 'GIFT_CARD') as WalletCardOf;
    const gifts = [1, 2, 3, 4, 5].map((n) => ({
      ...gift,
      id: `00000000-0000-4000-8000-00000000ca0${n}`,
      lastFourPan: `000${n}`,
    }));
    return (
      <FlyoutStory
        setup={{ wallet: { cards: [...demoWalletCards().filter((card) => card.cardType !== 'GIFT_CARD'), ...gifts] } }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Gift Card' }));
    await expect(
      await dialog.findByText(
        'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
      ),
    ).toBeVisible();
  },
};

/**
 * CHECK_BALANCE: a frame that gives no PIN token shows the capture's message (WER-026); a wrong PIN says
 * 'Invalid PIN, please try again.' and the button reads 'Confirm' again (WER-027); the right one shows the balance.
 */
export const CheckBalance: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    frameAnswers.next = { 'pin-form': frameResponses.snap };
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Check Balance' }));
    dialog = within(await flyout(canvasElement, 'Check Balance'));
    await expect(dialog.getByRole('heading', { name: 'Enter Your SNAP EBT PIN' })).toBeVisible();
    await expect(await dialog.findByTitle('Secure PIN entry')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(
      await dialog.findByText('There was a problem validating your information. Please try again.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    frameAnswers.next = { 'pin-form': frameResponses.wrongPin };
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByText('Invalid PIN, please try again.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    frameAnswers.next = {};
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    const list = within(await flyout(canvasElement, 'Wallet'));
    await expect(await list.findByText('$150.00')).toBeVisible();
    await expect(list.queryByRole('button', { name: 'Check Balance' })).toBeNull();
  },
};

/**
 * WER-025, issue 20: a locked SNAP EBT card (75) takes no more PINs: the locked message, no PIN frame (the
 * PIN typed goes with it) and 'Confirm' disabled.
 */
export const CheckBalanceLocked: Story = {
  render: () => <FlyoutStory setup={{ wallet: { failures: { getEbtBalance: { code: '75' } } } }} />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Check Balance' }));
    dialog = within(await flyout(canvasElement, 'Check Balance'));
    await expect(await dialog.findByTitle('Secure PIN entry')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByText(defaultBanner.strings.wallet.errors.cardLocked)).toBeVisible();
    await expect(dialog.queryByTitle('Secure PIN entry')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** ADDRESS_LIST and UPDATE_ADDRESS from the add-card form: the list, a new address's messages, then saved and chosen. */
export const BillingAddressFlow: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Edit address' }));
    dialog = within(await flyout(canvasElement, 'Billing Address'));
    await expect(await dialog.findByRole('radio', { name: /100 Main St/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Add new address' }));
    dialog = within(await flyout(canvasElement, 'Add or Edit Billing Address'));
    await expect(dialog.getByRole('textbox', { name: 'Apt Suite etc (optional)' })).toBeVisible();
    await expect(within(dialog.getByRole('combobox', { name: 'State' })).getAllByRole('option')).toHaveLength(65);
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'St. Paul');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Postal Code' }), '5510');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    await expect(await dialog.findByText('Address is a required field.')).toBeVisible();
    await expect(dialog.getByText('City has invalid characters.')).toBeVisible();
    await expect(dialog.getByText('State/Province is a required field.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid postal code.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Postal Code' })).toHaveAttribute('maxlength', '7');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), '200 Vine St');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'City' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Saint Paul');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'State' }), 'MN');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Postal Code' }), '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    dialog = within(await flyout(canvasElement, 'Billing Address'));
    await expect(await dialog.findByRole('radio', { name: /200 Vine St/ })).toBeChecked();
    // WER-046: the new address is announced on the list.
    await expect(dialog.getByText('Good work! Your billing address has been successfully added.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Use this address' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await expect(dialog.getByText('200 Vine St')).toBeVisible();
    await expect(dialog.queryByText('Good work! Your billing address has been successfully added.')).toBeNull();
  },
};

/** The billing addresses load for the card list, then the service is down. */
function addressesThenDown() {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1
      ? { body: { data: { payment: { addresses: demoBillingAddresses() } } } }
      : { status: 500, error: { code: 'INTERNAL_ERROR' as const, message: 'Mocked INTERNAL_ERROR' } };
  };
}

/** WER-043: the billing addresses do not load (twice): the list's interim message with 'Retry', which tries again. */
export const AddressLoadFailed: Story = {
  render: () => <FlyoutStory setup={{ handlers: { getBillingAddresses: addressesThenDown() } }} />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add new address' }));
    dialog = within(await flyout(canvasElement, 'Billing Address'));
    const message = "We couldn't load your addresses. Please add a new address";
    await expect(await dialog.findByText(message)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(await dialog.findByText(message)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** CRD-111: the edit form without a billing address stops with 'Please select a billing address.' before the capture. */
export const EditCardWithoutAddress: Story = {
  render: () => <FlyoutStory setup={{ wallet: { addresses: [] } }} />,
  play: async ({ canvasElement }) => {
    await openActions(canvasElement, 'Wallet', 'Visa ending in 1111', 'Edit');
    const dialog = within(await flyout(canvasElement, 'Edit Credit/Debit Card'));
    await expect(await dialog.findByRole('button', { name: 'Add new address' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await dialog.findByText('Please select a billing address.')).toBeVisible();
    await expect(frameAnswers.submits).toBe(0);
  },
};

/** WER-035: an edit the API refuses shows the processor's customerErrorMessage above the form. */
export const EditCardRefusedByApi: Story = {
  render: () => (
    <FlyoutStory
      setup={{
        wallet: {
          failures: {
            editWalletCard: {
              code: 'CARD_DECLINED',
              customerErrorMessage: 'Your bank declined the update of this card.',
            },
          },
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await openActions(canvasElement, 'Wallet', 'Visa ending in 1111', 'Edit');
    const dialog = within(await flyout(canvasElement, 'Edit Credit/Debit Card'));
    await dialog.findByText('100 Main St');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await dialog.findByText('Your bank declined the update of this card.')).toBeVisible();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute('aria-disabled'),
    );
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
  },
};

/** CRD-084: no billing address yet: 'Please select a billing address.' before any token is asked for. */
export const AddCardNeedsAddress: Story = {
  render: () => <FlyoutStory setup={{ wallet: { cards: [], addresses: [] } }} />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Credit/Debit Card' }));
    dialog = within(await flyout(canvasElement, 'Add Credit/Debit Card'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Nia');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'New');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText('Please select a billing address.')).toBeVisible();
    // CRD-102: no address, no token asked for.
    await expect(frameAnswers.submits).toBe(0);
    // Issue 20: with no saved address the list offers 'Add new address' only, no 'Use this address' over nothing.
    await userEvent.click(dialog.getByRole('button', { name: 'Add new address' }));
    const list = within(await flyout(canvasElement, 'Billing Address'));
    await expect(await list.findByRole('button', { name: 'Add new address' })).toBeVisible();
    await expect(list.queryByText('Use this address')).toBeNull();
    await expect(list.queryByRole('group', { name: 'Use this address' })).toBeNull();
  },
};

/** WAL-010, WAL-012: Escape and the close button close My Wallet. */
export const EscapeAndCloseButton: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Wallet'));
    await dialog.findByRole('radio', { name: 'Visa ending in 1111' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await openStoryWallet(walletLabelsForPlay(), myWalletContext);
    const reopened = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(reopened.getByRole('button', { name: 'Close wallet' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The default banner's wallet words, for a play function that reopens the flyout. */
function walletLabelsForPlay() {
  return walletCopy(defaultBanner);
}

/** WAL-011: a click outside the flyout closes it. */
export const ClickOutsideCloses: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Wallet'));
    await dialog.findByRole('radio', { name: 'Visa ending in 1111' });
    const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-part="backdrop"]');
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as HTMLElement);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(walletStore.getState().isOpen).toBe(false);
  },
};

/** WAL-014: the add screens and CHECK_BALANCE show a back arrow that returns to the list. */
export const BackArrows: Story = {
  render: () => <FlyoutStory setup={{ wallet: { cards: demoWalletCards() } }} />,
  play: async ({ canvasElement }) => {
    const cases = [
      ['Add Credit/Debit Card', 'Add Credit/Debit Card'],
      ['Add Gift Card', 'Add Gift Card'],
      ['Check Balance', 'Check Balance'],
    ] as const;
    for (const [button, title] of cases) {
      const list = within(await flyout(canvasElement, 'Wallet'));
      await userEvent.click(await list.findByRole('button', { name: button }));
      const dialog = within(await flyout(canvasElement, title));
      await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    }
    await openActions(canvasElement, 'Wallet', 'SNAP EBT ending in 0001', 'Delete');
    await userEvent.click(
      within(await flyout(canvasElement, 'Deleting Payment')).getByRole('button', { name: 'Delete Card' }),
    );
    const list = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await list.findByRole('button', { name: 'Add SNAP EBT Card' }));
    const snap = within(await flyout(canvasElement, 'Add SNAP EBT Card'));
    await userEvent.click(snap.getByRole('button', { name: 'Back' }));
    await flyout(canvasElement, 'Wallet');
  },
};

/** WAL-015: opened from the checkout card box, the add screens and CHECK_BALANCE show no back arrow. */
export const FromCardBoxNoBackArrow: Story = {
  tags: ['online-only'],
  render: () => <FlyoutStory context={{ ...checkoutContext, isFromCardBox: true }} />,
  play: async ({ canvasElement }) => {
    const cases = [
      ['Add Credit/Debit Card', 'Add Credit/Debit Card'],
      ['Add Gift Card', 'Add Gift Card'],
      ['Check Balance', 'Check Balance'],
    ] as const;
    for (const [button, title] of cases) {
      await openStoryWallet(walletLabelsForPlay(), { ...checkoutContext, isFromCardBox: true });
      const list = within(await flyout(canvasElement, 'Select Payment'));
      await userEvent.click(await list.findByRole('button', { name: button }));
      const dialog = within(await flyout(canvasElement, title));
      await expect(dialog.queryByRole('button', { name: 'Back' })).toBeNull();
    }
    walletStore.setState({ cards: walletStore.getState().cards.filter((card) => card.group !== 'snap') });
    await openStoryWallet(walletLabelsForPlay(), { ...checkoutContext, isFromCardBox: true });
    const list = within(await flyout(canvasElement, 'Select Payment'));
    await userEvent.click(await list.findByRole('button', { name: 'Add SNAP EBT Card' }));
    const snap = within(await flyout(canvasElement, 'Add SNAP EBT Card'));
    await expect(snap.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** WAL-033, WAL-035: without showSnapCards and showGiftCards the list has no SNAP EBT and no Gift Card group. */
export const CheckoutWithoutSnapAndGift: Story = {
  tags: ['online-only'],
  render: () => <FlyoutStory context={{ ...checkoutContext, showSnapCards: false, showGiftCards: false }} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Select Payment'));
    await expect(await dialog.findByRole('heading', { name: 'Credit & Debit' })).toBeVisible();
    await expect(dialog.queryByRole('heading', { name: 'SNAP EBT' })).toBeNull();
    await expect(dialog.queryByRole('heading', { name: 'Gift Card' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Add SNAP EBT Card' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Add Gift Card' })).toBeNull();
    await expect(dialog.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/**
 * WAL-043: each row shows the brand's icon and name; WAL-047: Edit only for a saved card; WAL-059: in My
 * Wallet the expired Mastercard offers only Edit.
 */
export const RowsBrandAndActions: Story = {
  render: () => (
    <FlyoutStory
      setup={{
        wallet: {
          cards: [
            ...demoWalletCards(),
            {
              ...(demoWalletCards()[0] as WalletCardOf),
              id: '00000000-0000-4000-8000-000000007777',
              lastFourPan: '0005',
              brand: 'AMEX',
              defaultApplications: [],
              saved: false,
            },
          ],
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await flyout(canvasElement, 'Wallet'));
    const visa = (await dialog.findByRole('radio', { name: 'Visa ending in 1111' })).closest('[data-component]');
    await expect(visa?.querySelector('[data-part="brandName"]')).toHaveTextContent('Visa');
    await expect(visa?.querySelector('[data-part="body"] svg')).not.toBeNull();
    const amex = dialog.getByRole('radio', { name: 'American Express ending in 0005' }).closest('[data-component]');
    await expect(amex?.querySelector('[data-part="brandName"]')).toHaveTextContent('American Express');
    await userEvent.click(dialog.getByRole('button', { name: 'Actions for American Express ending in 0005' }));
    let items = await screen(canvasElement).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Delete', 'Make Preferred']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Actions for Visa ending in 1111' }));
    items = await screen(canvasElement).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toContain('Edit');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Actions for Mastercard ending in 4444' }));
    items = await screen(canvasElement).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Edit']);
  },
};

/** WAL-026: while the balance is looked up the button reads 'Submitting' and is disabled. */
export const CheckBalanceBusy: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    let dialog = within(await flyout(canvasElement, 'Wallet'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Check Balance' }));
    dialog = within(await flyout(canvasElement, 'Check Balance'));
    const release = holdFrameAnswers();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await dialog.findByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-disabled', 'true');
    release();
    const list = within(await flyout(canvasElement, 'Wallet'));
    await expect(await list.findByText('$150.00')).toBeVisible();
  },
};

/**
 * EDIT_CARD's capture (FRM-035..039) and busy state (CRD-015): a bad CVV (881) shows no error box; a bad
 * card number (871) or another code shows the default edit-card error; while saving the button reads
 * 'Saving...'; the next submit clears the old error first (CRD-109).
 */
export const EditCardCaptureErrors: Story = {
  render: () => <FlyoutStory />,
  play: async ({ canvasElement }) => {
    await openActions(canvasElement, 'Wallet', 'Visa ending in 1111', 'Edit');
    const dialog = within(await flyout(canvasElement, 'Edit Credit/Debit Card'));
    await dialog.findByText('100 Main St');
    frameAnswers.next = { 'cvv-form': { ...frameResponses.card, responseCode: '881', checkoutId: null } };
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(frameAnswers.submits).toBe(1));
    await expect(await dialog.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(dialog.queryByText('There was an error updating your card')).toBeNull();
    await expect(dialog.queryByRole('alert')).toBeNull();
    for (const code of ['871', '884'] as const) {
      frameAnswers.next = { 'cvv-form': { ...frameResponses.card, responseCode: code, checkoutId: null } };
      await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
      await expect(await dialog.findByText('There was an error updating your card')).toBeVisible();
    }
    frameAnswers.next = {};
    const release = holdFrameAnswers();
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.queryByText('There was an error updating your card')).toBeNull();
    release();
    const list = within(await flyout(canvasElement, 'Wallet'));
    await expect(await list.findByText('Card Edited!')).toBeVisible();
  },
};

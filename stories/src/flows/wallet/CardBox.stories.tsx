import { demoWalletCards } from '@aisle/contracts/testing';
import { ToastRegion } from '@aisle/design-system/components/Toast';
import { CardBox } from '@aisle/storefront/flows/wallet/cardbox/CardBox.tsx';
import { myWalletContext, type WalletContext } from '@aisle/storefront/flows/wallet/flyout/walletTypes.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { flowDocs } from '../../support/FlowHarness.tsx';
import {
  frameAnswers,
  frameResponses,
  holdFrameAnswers,
  prepareStoryWallet,
  resetWalletStory,
  secureFrameA11y,
  useWalletLabels,
  WalletHarness,
  type WalletStorySetup,
  waitForSecureFrames,
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

/** The page's toasts: the checkout page has this region; the card box's modals announce a save in it. */
function PageToasts() {
  const toast = useBanner().strings.components.toast;
  return <ToastRegion label={toast.regionLabel} dismissLabel={toast.dismissLabel} />;
}

function BoxStory({ setup, options }: { setup?: WalletStorySetup; options?: Partial<Parameters<typeof CardBox>[0]> }) {
  return (
    <WalletHarness setup={setup}>
      <div style={{ maxWidth: 420 }}>
        <Box {...(options ? { options } : {})} />
      </div>
      <PageToasts />
    </WalletHarness>
  );
}

const meta = {
  title: 'Flows/Wallet/Card Box',
  parameters: { docs: flowDocs, layout: 'padded', a11y: secureFrameA11y },
  beforeEach: () => {
    resetWalletStory();
  },
  afterEach: waitForSecureFrames,
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

type MockAnswer = {
  status: number;
  error: {
    code: 'CARD_ALREADY_EXISTS' | 'KC2617' | 'CARD_DECLINED' | 'CARD_NOT_FOUND' | 'INTERNAL_ERROR';
    message: string;
  };
};
const failure = (status: number, code: MockAnswer['error']['code']): MockAnswer => ({
  status,
  error: { code, message: `Mocked ${code}` },
});

/** A handler that answers these failures in turn (one per call); the calls after them fail with the last. */
function failingInTurn(...answers: MockAnswer[]) {
  let calls = 0;
  return () => {
    calls += 1;
    return answers[Math.min(calls, answers.length) - 1] as MockAnswer;
  };
}

async function fillCardForm(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Dana Lee');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Demo');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), "100 Main St. #4 O'Hara & Co");
  await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Cincinnati');
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'State' }), 'OH');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Postal Code' }), '45202-1234');
}

/**
 * CRD-035, CRD-036, CRD-046..049, CRD-064..072, CBX-027, CBX-028, CRD-122, CRD-123, WER-044: 'Add a
 * Credit or Debit Card' from the card box: required fields, names of letters and spaces (40 at most), the
 * distinct invalid characters of line 1 and city, a US or Canadian postal code; no token is asked for until
 * the form passes; 'Saving' while saving, then 'Successfully saved card', the card is checkout's, and the
 * next form starts empty.
 */
export const AddCardModal: Story = {
  render: () => <BoxStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a Credit or Debit Card' }));
    let dialog = within(await body.findByRole('dialog', { name: 'Add a Credit or Debit Card' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(await dialog.findByText('First Name is a required field')).toBeVisible();
    await expect(dialog.getByText('Last Name is a required field')).toBeVisible();
    // Each empty field in its own words (CRD-051, CRD-056, CRD-059, CRD-060), not 'Input field is a required field'.
    await expect(dialog.getByText('Address is a required field.')).toBeVisible();
    await expect(dialog.getByText('City is a required field.')).toBeVisible();
    await expect(dialog.getByText('Postal Code is a required field.')).toBeVisible();
    await expect(dialog.queryByText('Input field is a required field')).toBeNull();
    await expect(dialog.getByText('State/Province is a required field.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    // No token is asked for, but the frame is asked to show its own errors.
    await expect(frameAnswers.submits).toBe(0);
    await expect(frameAnswers.checks).toBe(1);
    // Required fields say so; the State select fills from the browser's address.
    await expect(dialog.getByRole('textbox', { name: 'City' })).toBeRequired();
    await expect(dialog.getByRole('textbox', { name: /Apt Suite etc/ })).not.toBeRequired();
    await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveAttribute('autocomplete', 'address-level1');
    // A fixed field's error goes as soon as what is typed passes; the others stay until they pass.
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Cincinnati');
    await expect(dialog.queryByText('City is a required field.')).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Demo');
    await expect(dialog.queryByText('Last Name is a required field')).toBeNull();
    await expect(dialog.getByText('First Name is a required field')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'City' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Last Name' }));
    await expect(dialog.queryByText('Apt Suite etc is a required field')).toBeNull();
    const first = dialog.getByRole('textbox', { name: 'First Name' });
    await expect(first).toHaveAttribute('maxLength', '40');
    await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toHaveAttribute('maxLength', '40');
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveAttribute('maxLength', '100');
    await expect(dialog.getByRole('textbox', { name: /Apt Suite etc/ })).toHaveAttribute('maxLength', '100');
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveAttribute('maxLength', '50');
    await expect(dialog.getByRole('textbox', { name: 'Postal Code' })).toHaveAttribute('maxLength', '10');
    await userEvent.type(first, 'Dana3');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), "O'Neil");
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), '1 Main St, $uite $2');
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Cincinnati & Co%');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'State' }), 'OH');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Postal Code' }), '4520X');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(await dialog.findAllByText('Incorrect format, only letters and spaces are accepted.')).toHaveLength(2);
    await expect(dialog.getByText('The following characters are invalid: ,$')).toBeVisible();
    await expect(dialog.getByText('The following characters are invalid: &%')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid Postal Code.')).toBeVisible();
    await expect(frameAnswers.submits).toBe(0);
    for (const name of ['First Name', 'Last Name', 'Address', 'City', 'Postal Code']) {
      await userEvent.clear(dialog.getByRole('textbox', { name }));
    }
    await fillCardForm(dialog);
    const release = holdFrameAnswers();
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(await dialog.findByRole('button', { name: 'Saving' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
    release();
    await expect(await body.findByText('Successfully saved card')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add a Credit or Debit Card' })).toBeNull());
    await expect(await canvas.findByText('Visa ending in 1881')).toBeVisible();
    await expect(canvas.queryByText('Visa ending in 1111')).toBeNull();
    // The toast is dismissed before the next modal, so the story's last screen never depends on its timing.
    await userEvent.click(body.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByText('Successfully saved card')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Add a Credit or Debit Card' }));
    dialog = within(await body.findByRole('dialog', { name: 'Add a Credit or Debit Card' }));
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue('');
    await expect(dialog.queryByText('First Name is a required field')).toBeNull();
  },
};

/**
 * CRD-125, PAY-130..133: a failed save shows its message in the form: the capture service refuses the
 * card details (with the code), the card is already in the wallet (409), a contact-customer-service card
 * (422), anything else; the form stays filled to try again.
 */
export const AddCardModalErrors: Story = {
  render: () => (
    <BoxStory
      setup={{
        handlers: {
          addWalletCard: failingInTurn(
            failure(409, 'CARD_ALREADY_EXISTS'),
            failure(422, 'KC2617'),
            failure(402, 'CARD_DECLINED'),
          ),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a Credit or Debit Card' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add a Credit or Debit Card' }));
    await fillCardForm(dialog);
    frameAnswers.next = { 'payment-form': { ...frameResponses.card, responseCode: '871', checkoutId: null } };
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(
      await dialog.findByText(
        'You have entered invalid card information. Please enter the correct information. Error Code 871',
      ),
    ).toBeVisible();
    frameAnswers.next = {};
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(
      await dialog.findByText(
        'Error occurred while trying to add the card due to the card already existing within the wallet.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(
      await dialog.findByText(/weren't able to add your card\. Please (contact|call) .*Customer (Service|Care) at/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(
      await dialog.findByText(
        "We're sorry, but we weren't able to add your card. Please try again or use a different card.",
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana Lee');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save Card' })).not.toHaveAttribute('aria-disabled'));
    await expect(dialog.getByRole('button', { name: 'Save Card' })).toHaveFocus();
  },
};

/**
 * CRD-037, WER-045, PAY-134, PAY-135: 'Edit Card' on checkout's card opens outside the flyout with the card's
 * names and billing address; a refused capture and a failed update show their messages; a save says
 * 'Successfully edited card'.
 */
export const EditCardModal: Story = {
  render: () => <BoxStory setup={{ handlers: { editWalletCard: failingInTurn(failure(500, 'INTERNAL_ERROR')) } }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Card Visa ending in 1111' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Card' }));
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana');
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue('100 Main St');
    await expect(dialog.getByRole('textbox', { name: 'Card Number' })).toHaveValue('•••• 1111');
    frameAnswers.next = { 'cvv-form': { ...frameResponses.card, responseCode: '881', checkoutId: null } };
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(
      await dialog.findByText(
        'You have entered invalid card information. Please enter the correct information. Error Code 881',
      ),
    ).toBeVisible();
    frameAnswers.next = {};
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(await dialog.findByText(/we weren't able to update your card/)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save Card' })).not.toHaveAttribute('aria-disabled'));
    await expect(dialog.getByRole('button', { name: 'Save Card' })).toHaveFocus();
  },
};

/** WER-045, CRD-122: the edit saves: 'Successfully edited card', and the box shows the card as saved. */
export const EditCardModalSaved: Story = {
  render: () => <BoxStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Card Visa ending in 1111' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Card' }));
    const city = dialog.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Cincinnati;');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(await body.findByText('Successfully edited card')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Edit Card' })).toBeNull());
    await expect(canvas.getByText('Visa ending in 1111')).toBeVisible();
  },
};

/**
 * CRD-038: an edit of a card this account does not hold: 'Wrong Account' with 'Okay, I got it!', and focus back
 * on 'Edit Card' (it was left on the page's body: the edit's dialog, where 'Wrong Account' was opened, is gone).
 * Whether the returned focus draws its ring is the browser's guess after scripted clicks (it differed from run
 * to run, stop 43): once the play has proved where focus went, it leaves it, so the picture is the same each run.
 */
export const EditCardWrongAccount: Story = {
  render: () => <BoxStory setup={{ handlers: { editWalletCard: failingInTurn(failure(404, 'CARD_NOT_FOUND')) } }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const edit = await canvas.findByRole('button', { name: 'Edit Card Visa ending in 1111' });
    await userEvent.click(edit);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Card' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    const wrong = within(await body.findByRole('dialog', { name: 'Wrong Account' }));
    await expect(
      wrong.getByText("Card couldn't be found on this account, please make sure you're logged into the right account."),
    ).toBeVisible();
    await userEvent.click(wrong.getByRole('button', { name: 'Okay, I got it!' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Card Visa ending in 1111' })).toHaveFocus(), {
      timeout: 3000,
    });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** PAY-096: while checkout sends a payment update, the box's ways to change the payments wait for it. */
export const UpdatePending: Story = {
  render: () => <BoxStory options={{ isUpdatePending: true }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Visa ending in 1111')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add or Change Payment Method' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove SNAP EBT ending in 0001' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit Card Visa ending in 1111' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add a Credit or Debit Card' })).toBeDisabled();
  },
};

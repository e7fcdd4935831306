import { SecureFrame } from '@aisle/storefront/flows/wallet/frames/SecureFrame.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flowDocs } from '../../support/FlowHarness.tsx';
import { useWalletLabels } from './walletStorySupport.tsx';

/*
 * The real frame host against a capture origin that never answers (nothing listens on port 9): after the
 * first load time-out (10 s, FRM-016) the retry modal opens (FRM-014); 'Try Again' loads the frame afresh
 * as its next attempt, whose time-out is longer (FRM-015; the 20 s is proved in frameConnection.test.ts).
 */

const silentOrigin = 'http://127.0.0.1:9';

function Frame({ purpose }: { purpose: 'add' | 'edit' }) {
  const labels = useWalletLabels();
  return (
    <SecureFrame
      page={purpose === 'add' ? 'payment-form' : 'cvv-form'}
      purpose={purpose}
      labels={labels.frames.card}
      captureOrigin={silentOrigin}
    />
  );
}

const meta = {
  title: 'Flows/Wallet/SecureFrame',
  // Each story waits out the real 10 s load time-out; the visual run leaves them to the story tests.
  tags: ['no-visual'],
  render: () => <></>,
  // The frame's own page is on another origin and never loads here; there is nothing of ours to scan in it.
  parameters: { docs: flowDocs, a11y: { options: { iframes: false } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function retryModal(canvasElement: HTMLElement, heading: string, text: string, errorCode: string | null) {
  const page = within(canvasElement.ownerDocument.body);
  const frame = canvasElement.querySelector('iframe');
  await expect(frame).toHaveAttribute('data-attempt', '0');
  const modal = await page.findByRole('dialog', { name: heading }, { timeout: 12_000 });
  await expect(modal).toHaveAccessibleDescription(text);
  if (errorCode) await expect(within(modal).getByText(errorCode)).toBeVisible();
  else await expect(within(modal).queryByText(/Error Code/)).toBeNull();
  // FRM-026: the frame's own place says what went wrong.
  await expect(
    within(canvasElement).getByText('There was a problem validating your information. Please try again.'),
  ).toBeVisible();
  await userEvent.click(within(modal).getByRole('button', { name: 'Try Again' }));
  await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  await expect(canvasElement.querySelector('iframe')).toHaveAttribute('data-attempt', '1');
  await expect(canvasElement.querySelector('[data-component="SecureFrame"]')).toHaveAttribute('data-state', 'loading');
}

/** FRM-014, FRM-015, FRM-022, WER-033: 'Unable to add card', its text and Error Code, 'Try Again' reloads the frame. */
export const AddRetryModal: Story = {
  render: () => <Frame purpose="add" />,
  play: async ({ canvasElement }) =>
    retryModal(
      canvasElement,
      'Unable to add card',
      "Sorry, but we're having trouble accepting new card information. Would you like to try again?",
      'Error Code: 408',
    ),
};

/** FRM-023, WER-034: the edit frame's modal is 'Unable to edit card' with its text and 'Try Again'. */
export const EditRetryModal: Story = {
  render: () => <Frame purpose="edit" />,
  play: async ({ canvasElement }) =>
    retryModal(
      canvasElement,
      'Unable to edit card',
      'Sorry, you are unable to edit card information at this time. Would you like to try again?',
      null,
    ),
};

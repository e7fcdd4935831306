import { getBanner } from '@aisle/banner-themes';
import type { MockHandlers } from '@aisle/contracts/testing';
import { SignInForm } from '@aisle/storefront/flows/signin/SignInForm.tsx';
import { signInCopy } from '@aisle/storefront/lib/copy/signIn.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { FlowHarness, flowDocs } from '../../support/FlowHarness.tsx';

/**
 * The sign-in page's form (`/signin`, CONTRACT.md): 'Email', 'Password', 'Sign In'. A call that ends the
 * session (the checkout's payment update among them, CBX-032) sends the shopper here with
 * `?reason=expired`; the form then says so (CBX-033).
 */
function Form({ search, handlers = {} }: { search: string; handlers?: MockHandlers }) {
  const banner = useBanner();
  return (
    <FlowHarness handlers={handlers}>
      <div style={{ maxWidth: 420 }}>
        <SignInForm labels={signInCopy(banner)} search={search} />
      </div>
    </FlowHarness>
  );
}

const meta = {
  title: 'Flows/Sign In/Form',
  parameters: { docs: flowDocs, layout: 'padded' },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** CBX-033: back from a payment update whose session had expired: 'Your session has expired.' above the form. */
export const SessionExpired: Story = {
  render: () => (
    <Form search={`?${new URLSearchParams({ returnTo: '/checkout?orderId=100000000001', reason: 'expired' })}`} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your session has expired.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

/** Without a reason the form says nothing of a session. */
export const Plain: Story = {
  render: () => <Form search="?returnTo=%2Fcart" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(canvas.queryByText('Your session has expired.')).toBeNull();
  },
};

/**
 * A limit against guessing refused the sign-in (429 TOO_MANY_ATTEMPTS, docs/adr/0023-guessing-limits.md):
 * the form says to wait, not that the password is wrong. A state for tests, not a look of its own.
 */
export const TooManyAttempts: Story = {
  tags: ['no-visual'],
  render: () => (
    <Form
      search=""
      handlers={{
        signIn: () => ({ status: 429, error: { code: 'TOO_MANY_ATTEMPTS', message: 'Limited in this story.' } }),
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const labels = signInCopy(getBanner(globals.banner ?? 'greenway'));
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: labels.email }), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText(labels.password), 'grocery-demo');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(labels.tooManyAttempts);
    await expect(alert).not.toHaveTextContent(labels.failed);
  },
};

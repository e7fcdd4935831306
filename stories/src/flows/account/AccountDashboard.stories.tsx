import { AccountDashboard } from '@aisle/storefront/flows/account/AccountDashboard.tsx';
import { SessionGate } from '@aisle/storefront/flows/session/SessionGate.tsx';
import { accountDashboardCopy } from '@aisle/storefront/lib/copy/accountHome.ts';
import { resetProfile } from '@aisle/storefront/lib/stores/profile.ts';
import { demoProfile, downtownStore, newProfile } from '@aisle/storefront/testing/profileFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs } from '../../support/FlowHarness.tsx';

/**
 * The account's home (`/account/dashboard`): the customer profile (ACC-034..039) and the preferred store of
 * the banner. The page's links to every account page are plain HTML beside this island (e2e covers them).
 */
function DashboardPage({ setup }: { setup: FlowSetup }) {
  const banner = useBanner();
  return (
    <FlowHarness session={demoSession} {...setup}>
      <SessionGate loadingLabel={banner.strings.common.loading.page} />
      <AccountDashboard labels={accountDashboardCopy(banner)} />
    </FlowHarness>
  );
}

const meta = {
  title: 'Flows/Account/Dashboard',
  parameters: { docs: flowDocs, layout: 'padded' },
  beforeEach: () => {
    resetProfile();
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = (path: string) => (mockFetch: typeof fetch) => async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  if (new URL(url, 'http://story').pathname === path) throw new TypeError('Failed to fetch');
  return mockFetch(input, init);
};

/** demo: name, email, mobile phone, loyalty card, the active membership with the banner's plan title, the store. */
export const Loaded: Story = {
  render: () => (
    <DashboardPage
      setup={{
        handlers: {
          getProfile: () => ({ body: demoProfile }),
          getPreferredStore: () => ({ body: { store: downtownStore } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Jordan Rivera')).toBeVisible();
    await expect(canvas.getByText('demo@example.com')).toBeVisible();
    await expect(canvas.getByText('(513) 555-0142')).toBeVisible();
    await expect(canvas.getByText('4800 1234 5678')).toBeVisible();
    await expect(canvas.getByText(/membership is active\.$/)).toBeVisible();
    await expect(canvas.getByText('Mar. 5, 2024')).toBeVisible();
    const store = await canvas.findByRole('article', { name: 'Preferred Store' });
    await expect(within(store).getByRole('heading', { name: 'Downtown Cincinnati' })).toBeVisible();
    await expect(within(store).getByText('Services: Pickup, Delivery, In Store')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change Preferred Store' })).toHaveAttribute(
      'href',
      '/account/preferred-store',
    );
  },
};

/** new: no phone, no loyalty card, no membership, no preferred store yet. */
export const NewShopper: Story = {
  render: () => (
    <DashboardPage
      setup={{
        handlers: {
          getProfile: () => ({ body: newProfile }),
          getPreferredStore: () => ({ body: { store: null } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Casey Newman')).toBeVisible();
    await expect(canvas.getByText('No mobile number on file')).toBeVisible();
    await expect(canvas.getByText('No loyalty card linked')).toBeVisible();
    await expect(canvas.queryByText(/membership is active/)).toBeNull();
    await expect(canvas.getByText('Not a member')).toBeVisible();
    await expect(await canvas.findByText("You haven't chosen a preferred store yet.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a Preferred Store' })).toHaveAttribute(
      'href',
      '/account/preferred-store',
    );
  },
};

/** Whether the story's profile service answers (the client retries a failed GET, so a story flips it). */
const profileService = { isDown: true };

/** The profile cannot be read: the account area's generic message; Reload reads it again once it is back. */
export const ProfileLoadFails: Story = {
  render: () => {
    profileService.isDown = true;
    return (
      <DashboardPage
        setup={{
          handlers: {
            getProfile: () =>
              profileService.isDown
                ? { status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }
                : { body: demoProfile },
            getPreferredStore: () => ({ body: { store: downtownStore } }),
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
      ),
    ).toBeVisible();
    profileService.isDown = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(await canvas.findByText('Jordan Rivera')).toBeVisible();
  },
};

/** No connection (ACC-147, ACC-148): the connection message, and the page stays usable. */
export const Offline: Story = {
  render: () => (
    <DashboardPage
      setup={{
        handlers: { getPreferredStore: () => ({ body: { store: null } }) },
        wrapFetch: failing('/api/profile'),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Hmmm, looks like we've lost you. Please check your internet connection."),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Choose a Preferred Store' })).toBeVisible();
  },
};

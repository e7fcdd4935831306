import type { CustomerProfile, SmsPreference, SmsPreferenceType } from '@aisle/contracts';
import type { MockHandlers } from '@aisle/contracts/testing';
import { SmsPreferences } from '@aisle/storefront/flows/account/SmsPreferences.tsx';
import { resetSmsPreferences } from '@aisle/storefront/flows/account/smsPreferences.ts';
import { SessionGate } from '@aisle/storefront/flows/session/SessionGate.tsx';
import { accountSmsCopy } from '@aisle/storefront/lib/copy/account.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs } from '../../support/FlowHarness.tsx';

/**
 * The SMS preferences page (`/account/preferences/sms`, ACC-020): one checkbox per preference type, read
 * with getOptInStatus and changed with updateOptIn or the transactional opt-in (spec 7, "Communications").
 * The mocks keep the opt-ins like the sandbox does: promotional texts wait for the phone's YES.
 */

const phoneNumber = '+15135550142';
const checkPhone = 'Please check your phone for further instructions in order to save this preference.';
const updateFailed = 'Your preference cannot be updated at this time. Please try again later.';

function profile(mobile: string | null): CustomerProfile {
  return {
    id: demoSession.shopper?.id ?? '5b0c8a7e-3f52-4d0e-9a51-8f3f1b2c4d6e',
    firstName: 'Dana',
    lastName: 'Demo',
    loyaltyCardNumber: null,
    created: '2025-01-10T12:00:00.000Z',
    contactInfo: {
      phones: mobile ? [{ type: 'MOBILE', number: { original: mobile }, verified: true }] : [],
      emails: [],
      addresses: [],
    },
    bannerSpecificDetails: [],
    relevantAdsOptIn: false,
    membership: null,
  };
}

const wording: Record<SmsPreferenceType, Pick<SmsPreference, 'title' | 'description'>> = {
  TRANSACTIONAL: {
    title: 'Order Updates',
    description: 'Texts about your orders: confirmations, changes, substitutions and delivery times.',
  },
  CLICKLIST: {
    title: 'Pickup Alerts',
    description: 'A text when your Pickup order is ready and when we are ready to bring it to your car.',
  },
  PROMOTIONAL: {
    title: 'Deals and Offers',
    description:
      'Weekly deals, digital coupons and offers from Greenway Market. Promotional texts are sent about once a week.',
  },
};

type Status = 'off' | 'pending' | 'on';

function preference(preferenceType: SmsPreferenceType, status: Status): SmsPreference {
  return {
    preferenceType,
    ...wording[preferenceType],
    unsubscribeNote: 'To unsubscribe, text STOP to 10500.',
    selected: status !== 'off',
    warning: status === 'pending' ? checkPhone : null,
    customerOptedIn: status === 'on',
  };
}

const sent = fn();

/** A sandbox in memory: demo's order texts on; promotional opt-ins wait for the phone's reply. */
function sandbox(overrides: MockHandlers = {}, mobile: string | null = '5135550142'): MockHandlers {
  const statuses: Record<SmsPreferenceType, Status> = { TRANSACTIONAL: 'on', CLICKLIST: 'off', PROMOTIONAL: 'off' };
  return {
    getProfile: () => ({ body: profile(mobile) }),
    getOptInStatus: ({ body }) => {
      const { triggerType } = body as { triggerType: SmsPreferenceType };
      sent('getOptInStatus', body);
      return { body: preference(triggerType, statuses[triggerType]) };
    },
    updateOptIn: ({ body }) => {
      const { optIn, triggerType } = body as { optIn: boolean; triggerType: SmsPreferenceType };
      sent('updateOptIn', body);
      statuses[triggerType] = optIn ? (triggerType === 'PROMOTIONAL' ? 'pending' : 'on') : 'off';
      return { body: preference(triggerType, statuses[triggerType]) };
    },
    transactionalOptIn: ({ body }) => {
      sent('transactionalOptIn', body);
      statuses.TRANSACTIONAL = 'on';
      return { body: { data: { hasErrors: false, customerOptedIn: true } } };
    },
    ...overrides,
  };
}

function SmsPage({ setup }: { setup: FlowSetup }) {
  const banner = useBanner();
  return (
    <FlowHarness session={demoSession} {...setup}>
      <SessionGate loadingLabel={banner.strings.common.loading.page} />
      <SmsPreferences labels={accountSmsCopy(banner)} />
    </FlowHarness>
  );
}

const meta = {
  title: 'Flows/Account/SMS Preferences',
  parameters: { docs: flowDocs, layout: 'padded' },
  beforeEach: () => {
    resetSmsPreferences();
    sent.mockClear();
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, type: SmsPreferenceType) =>
  canvasElement.querySelector(`[data-preference-type="${type}"]`) as HTMLElement;

/**
 * ACC-042, ACC-043, ACC-122: each type read with the profile's mobile phone as '+1' and 10 digits (ACC-088,
 * ACC-089); the order texts are on.
 */
export const Loaded: Story = {
  render: () => <SmsPage setup={{ handlers: sandbox() }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orderUpdates = await canvas.findByRole('checkbox', { name: 'Order Updates' });
    await expect(orderUpdates).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pickup Alerts' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Deals and Offers' })).not.toBeChecked();
    await expect(orderUpdates).toHaveAccessibleDescription(wording.TRANSACTIONAL.description);
    // ACC-173, ACC-174: about once a week, and STOP to the short code.
    await expect(canvas.getByText(/Promotional texts are sent about once a week\./)).toBeVisible();
    await expect(canvas.getAllByText('To unsubscribe, text STOP to 10500.')).toHaveLength(3);
    await expect(canvas.getByText('Texts go to your mobile phone (513) 555-0142.')).toBeVisible();
    await expect(sent.mock.calls.filter(([name]) => name === 'getOptInStatus').map(([, body]) => body)).toEqual(
      expect.arrayContaining([
        { phoneNumber, triggerType: 'CLICKLIST' },
        { phoneNumber, triggerType: 'PROMOTIONAL' },
        { phoneNumber, triggerType: 'TRANSACTIONAL' },
      ]),
    );
  },
};

/** ACC-065, ACC-123: turning Pickup alerts on and off posts optIn, phoneNumber and triggerType and sets selected. */
export const TurnOnAndOff: Story = {
  render: () => <SmsPage setup={{ handlers: sandbox() }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pickup = await canvas.findByRole('checkbox', { name: 'Pickup Alerts' });
    await userEvent.click(pickup);
    await expect(await canvas.findByText('Your text message preference was updated.')).toBeVisible();
    await expect(pickup).toBeChecked();
    await expect(sent).toHaveBeenCalledWith('updateOptIn', { optIn: true, phoneNumber, triggerType: 'CLICKLIST' });
    await userEvent.click(pickup);
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith('updateOptIn', { optIn: false, phoneNumber, triggerType: 'CLICKLIST' }),
    );
    await waitFor(() => expect(pickup).not.toBeChecked());
  },
};

/** ACC-066, ACC-156: a promotional opt-in waits for the shopper's reply, with the check-phone warning. */
export const PromotionalPending: Story = {
  render: () => <SmsPage setup={{ handlers: sandbox() }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deals = await canvas.findByRole('checkbox', { name: 'Deals and Offers' });
    await userEvent.click(deals);
    const promotional = within(row(canvasElement, 'PROMOTIONAL'));
    await expect(await promotional.findByText(checkPhone)).toBeVisible();
    await expect(promotional.getByText('Waiting for your reply')).toBeVisible();
    await expect(deals).toBeChecked();
    await expect(promotional.queryByText('Your text message preference was updated.')).toBeNull();
  },
};

/** ACC-124, ACC-125: order texts are turned on by the transactional opt-in, read for customerOptedIn. */
export const TransactionalOptIn: Story = {
  render: () => {
    const handlers = sandbox();
    let isOn = false;
    return (
      <SmsPage
        setup={{
          handlers: {
            ...handlers,
            getOptInStatus: (request) => {
              const { triggerType } = request.body as { triggerType: SmsPreferenceType };
              if (triggerType !== 'TRANSACTIONAL') return handlers.getOptInStatus?.(request) as never;
              return { body: preference('TRANSACTIONAL', isOn ? 'pending' : 'off') };
            },
            transactionalOptIn: ({ body }) => {
              sent('transactionalOptIn', body);
              isOn = true;
              return { body: { data: { hasErrors: false, customerOptedIn: false } } };
            },
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = await canvas.findByRole('checkbox', { name: 'Order Updates' });
    await expect(orders).not.toBeChecked();
    await userEvent.click(orders);
    await expect(await within(row(canvasElement, 'TRANSACTIONAL')).findByText(checkPhone)).toBeVisible();
    await expect(sent).toHaveBeenCalledWith('transactionalOptIn', { phoneNumber, triggerType: 'TRANSACTIONAL' });
    await expect(sent.mock.calls.some(([name]) => name === 'updateOptIn')).toBe(false);
  },
};

/** ACC-125, ACC-158: data.hasErrors is a failed update; the checkbox goes back to what it was. */
export const TransactionalHasErrors: Story = {
  render: () => (
    <SmsPage
      setup={{
        handlers: sandbox({
          getOptInStatus: ({ body }) => ({
            body: preference((body as { triggerType: SmsPreferenceType }).triggerType, 'off'),
          }),
          transactionalOptIn: () => ({ body: { data: { hasErrors: true, customerOptedIn: false } } }),
        }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = await canvas.findByRole('checkbox', { name: 'Order Updates' });
    await userEvent.click(orders);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(updateFailed);
    await expect(orders).not.toBeChecked();
  },
};

/** ACC-158: the service refuses the update; the page stays usable and the choice is not lost from view. */
export const UpdateFails: Story = {
  render: () => (
    <SmsPage
      setup={{
        handlers: sandbox({
          updateOptIn: () => ({ status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }),
        }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pickup = await canvas.findByRole('checkbox', { name: 'Pickup Alerts' });
    await userEvent.click(pickup);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`Error: ${updateFailed}`);
    await expect(pickup).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Deals and Offers' })).toBeEnabled();
  },
};

/** ACC-148: no connection on an update shows the connection message. */
export const UpdateOffline: Story = {
  render: () => (
    <SmsPage
      setup={{
        handlers: sandbox(),
        wrapFetch: (mockFetch) => async (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (url.includes('/sms/opt-in') && !url.includes('status')) throw new TypeError('Failed to fetch');
          return mockFetch(input, init);
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Pickup Alerts' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Hmmm, looks like we've lost you. Please check your internet connection.",
    );
  },
};

/** ACC-064: each type loads on its own; one that fails shows Reload while the others are usable. */
export const OneTypeFails: Story = {
  render: () => {
    let attempts = 0;
    const handlers = sandbox();
    return (
      <SmsPage
        setup={{
          handlers: {
            ...handlers,
            getOptInStatus: (request) => {
              const { triggerType } = request.body as { triggerType: SmsPreferenceType };
              if (triggerType === 'PROMOTIONAL' && attempts === 0) {
                attempts += 1;
                return { status: 500, error: { code: 'INTERNAL_ERROR', message: 'Down.' } };
              }
              return handlers.getOptInStatus?.(request) as never;
            },
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Order Updates' })).toBeChecked();
    const promotional = within(row(canvasElement, 'PROMOTIONAL'));
    await expect(
      await promotional.findByText(
        "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
      ),
    ).toBeVisible();
    await userEvent.click(promotional.getByRole('button', { name: 'Reload' }));
    await expect(await canvas.findByRole('checkbox', { name: 'Deals and Offers' })).not.toBeChecked();
  },
};

/** ACC-151: no mobile phone on the profile; no opt-in call is made. */
export const NoMobilePhone: Story = {
  render: () => <SmsPage setup={{ handlers: sandbox({}, null) }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You must add a mobile phone number in order to receive text messages.'),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The profile cannot be read: the generic message and Reload. */
export const ProfileFails: Story = {
  render: () => (
    <SmsPage
      setup={{
        handlers: sandbox({
          getProfile: () => ({ status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }),
        }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};

/** ACC-147, ACC-148: offline while loading shows the connection message. */
export const Offline: Story = {
  render: () => (
    <SmsPage
      setup={{
        handlers: sandbox(),
        wrapFetch: (mockFetch) => async (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (url.includes('/api/profile')) throw new TypeError('Failed to fetch');
          return mockFetch(input, init);
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Hmmm, looks like we've lost you. Please check your internet connection."),
    ).toBeVisible();
  },
};

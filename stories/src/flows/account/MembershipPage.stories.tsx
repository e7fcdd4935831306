import type { Membership, MembershipItem } from '@aisle/contracts';
import { MembershipPage } from '@aisle/storefront/flows/account/MembershipPage.tsx';
import { SessionGate } from '@aisle/storefront/flows/session/SessionGate.tsx';
import { accountMembershipCopy } from '@aisle/storefront/lib/copy/account.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs } from '../../support/FlowHarness.tsx';

/**
 * The membership page (`/membership`, ACC-006): the shopper's plan, when it renews and for how much, or
 * when it ends; the plans to join for a shopper without one. Dates are written as noon UTC so every time
 * zone shows the same day.
 */

function item(
  planCode: MembershipItem['planCode'],
  title: string,
  price: number,
  quantity: 1 | 12,
  dates: { renews: string; trialCharge?: string },
): MembershipItem {
  return {
    planCode,
    title,
    product: {
      computedMembershipItemData: {
        renewalPrice: price,
        freeTrialChargeDateUtc: dates.trialCharge ?? null,
        computedRenewalDateUtc: dates.renews,
        renewalDurationQuantity: quantity,
        renewalDurationUomCode: 'MONTH',
      },
      subscriptionDurationQuantity: quantity,
      subscriptionDurationUomCode: 'MONTH',
      originalPrice: { regular: { price } },
    },
  };
}

const plans: MembershipItem[] = [
  item('BST', 'Boost', 12.95, 1, { renews: '2026-12-20T12:00:00.000Z' }),
  item('BST', 'Boost', 99, 12, { renews: '2027-11-20T12:00:00.000Z' }),
  item('BSTL', 'Boost Essential', 7.95, 1, { renews: '2026-12-20T12:00:00.000Z' }),
  item('BSTL', 'Boost Essential', 69, 12, { renews: '2027-11-20T12:00:00.000Z' }),
];

const activeEnrollment: NonNullable<Membership['enrollment']> = {
  planCode: 'BST',
  isActive: true,
  enrolledAt: '2026-09-06T12:00:00.000Z',
  renewalDueDate: '2026-12-05T12:00:00.000Z',
  cancellationDate: null,
  computedManualRenewalDate: null,
};

function MembershipStory({ setup }: { setup: FlowSetup }) {
  const banner = useBanner();
  return (
    <FlowHarness session={demoSession} {...setup}>
      <SessionGate loadingLabel={banner.strings.common.loading.page} />
      <MembershipPage labels={accountMembershipCopy(banner)} />
    </FlowHarness>
  );
}

const answer = (membership: Membership): FlowSetup => ({ handlers: { getMembership: () => ({ body: membership }) } });

const meta = {
  title: 'Flows/Account/Membership',
  parameters: { docs: flowDocs, layout: 'padded' },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A monthly same-day member: renews every 30 days (ACC-044, ACC-045, ACC-176). */
export const Active: Story = {
  render: () => (
    <MembershipStory
      setup={answer({
        enrollment: activeEnrollment,
        item: item('BST', 'Boost', 12.95, 1, { renews: '2026-12-05T12:00:00.000Z' }),
        plans,
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your Plan: Boost' })).toBeVisible();
    await expect(canvas.getByText('Your Boost membership is active.')).toBeVisible();
    await expect(canvas.getByText('Your membership renews on Dec. 5, 2026 for $12.95.')).toBeVisible();
    await expect(canvas.getByText('$12.95 every 30 days')).toBeVisible();
  },
};

/** A yearly plan in its free trial: the first charge date (ACC-044, ACC-177). */
export const FreeTrial: Story = {
  render: () => (
    <MembershipStory
      setup={answer({
        enrollment: { ...activeEnrollment, planCode: 'BSTL' },
        item: item('BSTL', 'Boost Essential', 69, 12, {
          renews: '2027-11-20T12:00:00.000Z',
          trialCharge: '2026-12-20T12:00:00.000Z',
        }),
        plans,
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your free trial ends on Dec. 20, 2026. You will then be charged $69.00.'),
    ).toBeVisible();
    await expect(canvas.getByText('$69.00 every 365 days')).toBeVisible();
  },
};

/** Cancelled: it ends on the renewal date, and the shopper may renew by hand until then (ACC-046). */
export const Cancelled: Story = {
  render: () => (
    <MembershipStory
      setup={answer({
        enrollment: {
          ...activeEnrollment,
          isActive: true,
          cancellationDate: '2026-11-18T12:00:00.000Z',
          computedManualRenewalDate: '2026-12-05T12:00:00.000Z',
        },
        item: item('BST', 'Boost', 12.95, 1, { renews: '2026-12-05T12:00:00.000Z' }),
        plans,
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your Boost membership ends on Dec. 5, 2026.')).toBeVisible();
    await expect(canvas.getByText('Renew by Dec. 5, 2026 to keep your benefits.')).toBeVisible();
    await expect(canvas.queryByText(/renews on/)).toBeNull();
  },
};

/** No membership: the plans to join, same-day first, each monthly and yearly (ACC-182..184). */
export const NotMember: Story = {
  render: () => <MembershipStory setup={answer({ enrollment: null, item: null, plans })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Membership Plans' })).toBeVisible();
    const boost = canvas.getByRole('region', { name: 'Boost plans' });
    await expect(within(boost).getByText('Same-day Delivery')).toBeVisible();
    await expect(within(boost).getByText('$12.95 every 30 days')).toBeVisible();
    await expect(within(boost).getByText('$99.00 every 365 days')).toBeVisible();
    const essential = canvas.getByRole('region', { name: 'Boost Essential plans' });
    await expect(within(essential).getByText('Next-day Delivery')).toBeVisible();
    await expect(within(essential).getByText('$69.00 every 365 days')).toBeVisible();
  },
};

/** The membership cannot be read: the generic message, and Reload reads it again. */
export const LoadFails: Story = {
  render: () => {
    let attempts = 0;
    return (
      <MembershipStory
        setup={{
          handlers: {
            getMembership: () => {
              attempts += 1;
              // The client retries a failed read twice before it gives up.
              return attempts <= 3
                ? { status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }
                : { body: { enrollment: null, item: null, plans } };
            },
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
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(await canvas.findByRole('heading', { name: 'Membership Plans' })).toBeVisible();
  },
};

/** No connection: the connection message. */
export const Offline: Story = {
  render: () => (
    <MembershipStory
      setup={{
        handlers: {},
        wrapFetch: (mockFetch) => async (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (url.includes('/api/membership')) throw new TypeError('Failed to fetch');
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

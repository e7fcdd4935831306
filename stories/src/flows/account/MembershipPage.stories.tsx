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

/** The wallet's Visa, the card a membership is charged to. */
const visa: NonNullable<Membership['card']> = {
  id: '7b0f3f3e-5d1a-4c47-9d7e-2f1c8a0b9c11',
  brand: 'VISA',
  lastFour: '1111',
};

const answer = (membership: Omit<Membership, 'card'> & { card?: Membership['card'] }): FlowSetup => ({
  handlers: { getMembership: () => ({ body: { card: visa, ...membership } }) },
});

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
    await expect(canvas.getByText('Charged to your Visa ending in 1111.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel Membership' })).toBeVisible();
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
                : { body: { enrollment: null, item: null, plans, card: visa } };
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

const monthlyBoost = item('BST', 'Boost', 12.95, 1, { renews: '2026-12-05T12:00:00.000Z' });

/**
 * Issue 22: a shopper joins a plan. The dialog names the price, the card charged today and the renewal
 * date; 'Join and Pay' sends the plan, the period and the card, and the page then shows the membership.
 */
export const Join: Story = {
  render: () => {
    let joined: Membership | null = null;
    return (
      <MembershipStory
        setup={{
          handlers: {
            getMembership: () => ({ body: joined ?? { enrollment: null, item: null, plans, card: visa } }),
            joinMembership: (request) => {
              const body = request.body as { planCode: string; renewalDurationQuantity: number; cardId: string };
              if (body.planCode !== 'BST' || body.renewalDurationQuantity !== 12 || body.cardId !== visa.id) {
                return { status: 400, error: { code: 'VALIDATION_FAILED', message: 'Not the chosen plan.' } };
              }
              joined = {
                enrollment: { ...activeEnrollment, renewalDueDate: '2027-11-20T12:00:00.000Z' },
                item: item('BST', 'Boost', 99, 12, { renews: '2027-11-20T12:00:00.000Z' }),
                plans,
                card: visa,
              };
              return { body: joined };
            },
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Join Boost, $99.00 every 365 days' }));
    const dialog = await page.findByRole('dialog', { name: 'Join Boost' });
    await expect(
      within(dialog).getByText('You will be charged $99.00 today to your Visa ending in 1111.'),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('Your membership renews by itself on Nov. 20, 2027 until you cancel it.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join and Pay $99.00' }));
    await expect(await canvas.findByRole('heading', { name: 'Your Plan: Boost' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Welcome to Boost! Your membership is active.');
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

/** Issue 22: a wallet without a credit or debit card: the dialog leads to My Wallet instead of charging. */
export const JoinWithoutCard: Story = {
  render: () => <MembershipStory setup={answer({ enrollment: null, item: null, plans, card: null })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Join Boost Essential, $7.95 every 30 days' }));
    const dialog = await page.findByRole('dialog', { name: 'Join Boost Essential' });
    await expect(within(dialog).getByText('Add a credit or debit card in My Wallet to join.')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Go to My Wallet' })).toHaveAttribute('href', '/mywallet');
    await expect(within(dialog).queryByRole('button', { name: /Join and Pay/ })).toBeNull();
  },
};

/** Issue 22: a declined card: the dialog stays open and says so; nothing is joined. */
export const JoinDeclined: Story = {
  render: () => (
    <MembershipStory
      setup={{
        handlers: {
          getMembership: () => ({ body: { enrollment: null, item: null, plans, card: visa } }),
          joinMembership: () => ({
            status: 402,
            error: { code: 'RV9547', message: 'Declined.', reason: 'TRANSACTION_DECLINED' },
          }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Join Boost, $12.95 every 30 days' }));
    const dialog = await page.findByRole('dialog', { name: 'Join Boost' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join and Pay $12.95' }));
    await expect(
      await within(dialog).findByText('Your card was declined. Add another card in My Wallet, or try again later.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Join and Pay $12.95' })).toBeEnabled();
  },
};

/**
 * Issue 22: cancelling asks first, then the membership ends on its renewal date; 'Keep My Membership'
 * turns the renewal back on.
 */
export const CancelAndKeep: Story = {
  render: () => {
    let cancelled = false;
    const current = (): Membership => ({
      enrollment: {
        ...activeEnrollment,
        cancellationDate: cancelled ? activeEnrollment.renewalDueDate : null,
        computedManualRenewalDate: cancelled ? activeEnrollment.renewalDueDate : null,
      },
      item: monthlyBoost,
      plans,
      card: visa,
    });
    return (
      <MembershipStory
        setup={{
          handlers: {
            getMembership: () => ({ body: current() }),
            cancelMembership: () => {
              cancelled = true;
              return { body: current() };
            },
            resumeMembership: () => {
              cancelled = false;
              return { body: current() };
            },
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel Membership' }));
    const dialog = await page.findByRole('dialog', { name: 'Cancel Boost?' });
    await expect(
      within(dialog).getByText(
        'Your benefits stay until Dec. 5, 2026. Your membership then ends, and you will not be charged again.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Membership' }));
    await expect(await canvas.findByText('Your Boost membership ends on Dec. 5, 2026.')).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your membership is cancelled. Your benefits stay until Dec. 5, 2026.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Keep My Membership' }));
    await expect(await canvas.findByText('Your Boost membership is active.')).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your membership renews by itself again on Dec. 5, 2026.',
    );
  },
};

import { Alert, type AlertProps, type AlertTone, alertTones, Button } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<AlertProps, 'children' | 'title' | 'dismissLabel' | 'toneLabel' | 'action'> & {
  hasTitle?: boolean;
  isDismissible?: boolean;
  hasAction?: boolean;
};

/** The spec's message for each tone. */
function useToneMessage(tone: AlertTone) {
  const { copy } = useCopy();
  const alert = copy.components.alert;
  return {
    info: { title: undefined, body: alert.rewardDebitNote },
    positive: { title: undefined, body: alert.billingAddressAdded },
    caution: { title: undefined, body: alert.giftCardNote },
    critical: { title: alert.somethingWentWrong, body: alert.paymentUpdateFailed },
  }[tone];
}

function AlertExample({ hasTitle = false, isDismissible = false, hasAction = false, tone = 'info', ...args }: Args) {
  const { copy } = useCopy();
  const alert = copy.components.alert;
  const message = useToneMessage(tone);
  return (
    <Alert
      {...args}
      tone={tone}
      title={hasTitle ? (message.title ?? alert.technicalDifficulties) : undefined}
      toneLabel={alert.toneLabels[tone]}
      dismissLabel={isDismissible ? alert.dismissLabel : undefined}
      action={
        hasAction ? (
          <Button variant="secondary" size="small">
            {alert.retry}
          </Button>
        ) : undefined
      }
    >
      {message.body}
    </Alert>
  );
}

const meta = {
  title: 'Overlays/Alert',
  // The strings come from the banner's copy in each render, so stories do not pass them as args.
  component: Alert as ComponentType<Args>,
  args: { tone: 'info', isLive: false, hasTitle: false, isDismissible: false, hasAction: false, onDismiss: fn() },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  render: (args) => <AlertExample {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvasElement.querySelector('[data-component="Alert"]');
    await expect(alert).toHaveAttribute('data-variant', 'info');
    // Part of the page from the start: not a live region, so nothing is announced on its own.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(alert?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Your reward debit card cannot be unchecked while editing.')).toBeVisible();
  },
};

export const Positive: Story = { args: { tone: 'positive' } };

export const Caution: Story = { args: { tone: 'caution' } };

export const Critical: Story = {
  args: { tone: 'critical', hasTitle: true, hasAction: true, isDismissible: true, isLive: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LivePositive: Story = {
  args: { tone: 'positive', isLive: true },
  play: async ({ canvasElement }) => {
    // Live but not critical: announced politely, never as an interruption.
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Good work! Your billing address has been successfully added.');
  },
};

/** Titled but not live: a plain box, read in the page's order; the tone word is read before the title. */
export const Titled: Story = {
  args: { tone: 'critical', hasTitle: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    const title = canvasElement.querySelector('[data-part="title"]');
    await expect(title).toHaveTextContent('Error: Something went wrong');
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      {alertTones.map((tone) => (
        <AlertExample key={tone} {...args} tone={tone} isDismissible />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const alerts = canvasElement.querySelectorAll('[data-component="Alert"]');
    await expect([...alerts].map((alert) => alert.getAttribute('data-variant'))).toEqual([...alertTones]);
  },
};

export const BannerReview: Story = bannerMatrixStory(() => (
  <div style={{ display: 'grid', gap: 8 }}>
    {alertTones.map((tone) => (
      <AlertExample key={tone} tone={tone} hasTitle={tone === 'critical'} isDismissible={tone === 'critical'} />
    ))}
  </div>
));

import { breakpoints } from '@aisle/banner-themes';
import {
  CheckoutStepper,
  type CheckoutStepperProps,
  checkoutProgress,
  checkoutStepperVariants,
} from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<CheckoutStepperProps, 'labels'>;

function CheckoutStepperExample(args: Args) {
  const { copy } = useCopy();
  return <CheckoutStepper {...args} labels={copy.components.checkoutStepper} />;
}

const meta = {
  title: 'Commerce/CheckoutStepper',
  component: CheckoutStepper as ComponentType<Args>,
  args: { progress: 'schedule', variant: 'default' },
  argTypes: {
    progress: { control: 'inline-radio', options: checkoutProgress },
    variant: { control: 'inline-radio', options: checkoutStepperVariants },
  },
  render: (args) => <CheckoutStepperExample {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const SchedulingStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(2);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Schedule Current');
    await expect(steps[1]).not.toHaveAttribute('aria-current');
    await expect(steps[1]).toHaveTextContent('Pay Not Completed');
  },
};

export const PaymentStep: Story = {
  args: { progress: 'pay' },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('Schedule Completed');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent('Pay Current');
    // SCH-012/013: the connector is 48 px below the 768 breakpoint and 107 px from it.
    const connector = canvasElement.querySelector('[data-part="connector"]') as HTMLElement;
    const expected = window.innerWidth >= breakpoints.tablet ? 107 : 48;
    await expect(connector.getBoundingClientRect().width).toBe(expected);
  },
};

export const Complete: Story = {
  args: { progress: 'complete' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('listitem', { current: 'step' })).toBeNull();
    for (const step of canvas.getAllByRole('listitem')) await expect(step).toHaveTextContent('Completed');
  },
};

/** The compact indicator of narrow checkout pages (PAY-005). */
export const Mobile: Story = {
  args: { progress: 'pay', variant: 'mobile' },
  play: async ({ canvasElement }) => {
    const connector = canvasElement.querySelector('[data-part="connector"]') as HTMLElement;
    await expect(connector.getBoundingClientRect().width).toBe(48);
  },
};

export const AllStates: Story = {
  render: function AllStatesStory() {
    const { copy } = useCopy();
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        {checkoutStepperVariants.flatMap((variant) =>
          checkoutProgress.map((progress) => (
            <CheckoutStepper
              key={`${variant}-${progress}`}
              progress={progress}
              variant={variant}
              labels={{
                ...copy.components.checkoutStepper,
                label: `${copy.components.checkoutStepper.label} (${variant}, ${progress})`,
              }}
            />
          )),
        )}
      </div>
    );
  },
};

export const BannerReview: Story = bannerMatrixStory(
  (banner) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <CheckoutStepper
        progress="pay"
        labels={{ ...banner.strings.components.checkoutStepper, label: `${banner.name} checkout steps` }}
      />
      <CheckoutStepper
        progress="schedule"
        variant="mobile"
        labels={{ ...banner.strings.components.checkoutStepper, label: `${banner.name} compact checkout steps` }}
      />
    </div>
  ),
  360,
);

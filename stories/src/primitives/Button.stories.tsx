import { Button, buttonVariants } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('data-variant', 'primary');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} disabled>
        disabled
      </Button>
    </div>
  ),
};

export const Busy: Story = {
  args: { isBusy: true, busyLabel: 'Submitting Order...', children: 'Place Order' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submitting Order...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const BannerReview: Story = bannerMatrixStory(() => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    <Button>Continue</Button>
    <Button variant="secondary">Cancel</Button>
  </div>
));

import { IconButton, type IconButtonProps, iconButtonSizes, iconButtonVariants } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
        transform="translate(0.7 0)"
      />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7zm4 2v8h1.6v-8zm2.4 0v8H14v-8z" />
    </svg>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 17.2V20h2.8l8.3-8.3-2.8-2.8zM19.7 7.1a1 1 0 0 0 0-1.4l-1.4-1.4a1 1 0 0 0-1.4 0l-1.3 1.3 2.8 2.8z" />
    </svg>
  );
}

/** Everything but the label (from the banner's copy) and the icon. */
type Args = Omit<IconButtonProps, 'label' | 'children'>;

function Close(args: Args) {
  const { copy } = useCopy();
  return (
    <IconButton {...args} label={copy.components.iconButton.closeLabel}>
      <CloseIcon />
    </IconButton>
  );
}

const meta = {
  title: 'Primitives/IconButton',
  // The label comes from the banner's copy in each render, so stories do not pass it as an arg.
  component: IconButton as ComponentType<Args>,
  args: { onClick: fn(), variant: 'plain', size: 'medium', disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
  render: (args) => <Close {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(button.getBoundingClientRect().width).toBe(44);
  },
};

/** The small button is 32px to the eye, but its pointer target still reaches 44px. */
export const Small: Story = {
  args: { size: 'small', variant: 'outlined' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBe(32);
    const target = getComputedStyle(button, '::before');
    await expect(target.top).toBe('-6px');
    await expect(target.left).toBe('-6px');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function AllVariantsDemo(args: Args) {
  const { copy } = useCopy();
  const labels = copy.components.iconButton;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {iconButtonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          {iconButtonVariants.map((variant) => (
            <IconButton key={variant} {...args} variant={variant} size={size} label={labels.editLabel}>
              <PencilIcon />
            </IconButton>
          ))}
          <IconButton {...args} size={size} label={labels.removeLabel}>
            <TrashIcon />
          </IconButton>
          <IconButton {...args} size={size} label={labels.closeLabel} disabled>
            <CloseIcon />
          </IconButton>
        </div>
      ))}
    </div>
  );
}

export const AllVariants: Story = {
  render: (args) => <AllVariantsDemo {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Edit' })).toHaveLength(6);
  },
};

export const BannerReview: Story = bannerMatrixStory((banner) => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
    {iconButtonVariants.map((variant) => (
      <IconButton key={variant} variant={variant} label={banner.strings.components.iconButton.editLabel}>
        <PencilIcon />
      </IconButton>
    ))}
    <IconButton size="small" variant="outlined" label={banner.strings.components.iconButton.closeLabel}>
      <CloseIcon />
    </IconButton>
  </div>
));

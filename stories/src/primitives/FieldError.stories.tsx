import { FieldError, type FieldErrorProps } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the message, which comes from the banner's copy. */
type Args = Omit<FieldErrorProps, 'children'>;

function PhoneRequired(args: Args) {
  const { copy } = useCopy();
  return <FieldError {...args}>{copy.components.textField.phoneRequired}</FieldError>;
}

const meta = {
  title: 'Primitives/FieldError',
  // The message comes from the banner's copy in each render, so stories do not pass it as an arg.
  component: FieldError as ComponentType<Args>,
  args: { id: 'phone-error' },
  render: (args) => <PhoneRequired {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Not a live region: the field that names it in aria-describedby reads it out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText('Phone number is required');
    const error = message.closest('[data-component="FieldError"]');
    await expect(error).toHaveAttribute('id', 'phone-error');
    await expect(error).not.toHaveAttribute('role');
    await expect(error?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

function LongMessage(args: Args) {
  const { copy } = useCopy();
  return (
    <div style={{ maxWidth: 280 }}>
      <FieldError {...args}>{copy.components.radioGroup.paymentMethodRequired}</FieldError>
    </div>
  );
}

/** A message that wraps keeps its icon on the first line. */
export const Wrapping: Story = { render: (args) => <LongMessage {...args} /> };

export const BannerReview: Story = bannerMatrixStory((banner) => (
  <FieldError id={`${banner.id}-error`}>{banner.strings.components.textField.phoneInvalid}</FieldError>
));

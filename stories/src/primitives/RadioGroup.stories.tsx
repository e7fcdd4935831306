import type { BannerCopy } from '@aisle/banner-themes';
import { RadioGroup, type RadioGroupProps, type RadioOption, radioGroupOrientations } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';
import { formColumn } from '../support/formColumn.tsx';

function paymentOptions(copy: BannerCopy, withNote = false): RadioOption[] {
  const strings = copy.components;
  return [
    { value: 'bank-card', label: strings.radioGroup.creditAndDebitOption },
    { value: 'snap-ebt', label: strings.radioGroup.snapEbtOption },
    {
      value: 'gift-card',
      label: strings.radioGroup.giftCardOption,
      description: withNote ? strings.textField.giftCardNote : undefined,
    },
  ];
}

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<RadioGroupProps, 'label' | 'options'> & {
  withNote?: boolean;
  disablesSnap?: boolean;
  showsError?: boolean;
};

function PaymentMethod({ withNote, disablesSnap, showsError, ...args }: Args) {
  const { copy } = useCopy();
  const options = paymentOptions(copy, withNote).map((option) =>
    disablesSnap && option.value === 'snap-ebt' ? { ...option, disabled: true } : option,
  );
  return (
    <RadioGroup
      {...args}
      label={copy.components.radioGroup.paymentMethodLegend}
      options={options}
      error={showsError ? copy.components.radioGroup.paymentMethodRequired : args.error}
    />
  );
}

const meta = {
  title: 'Primitives/RadioGroup',
  // The legend and option labels come from the banner's copy in each render.
  component: RadioGroup as ComponentType<Args>,
  args: { onValueChange: fn(), orientation: 'vertical', disabled: false },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => <PaymentMethod {...args} />,
  decorators: [formColumn],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Payment Method' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('SNAP EBT'));
    await expect(canvas.getByRole('radio', { name: 'SNAP EBT' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('snap-ebt');
  },
};

/** Tab enters the group on the checked radio; arrow keys move and select, wrapping at the ends. */
export const Keyboard: Story = {
  args: { defaultValue: 'bank-card' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Credit & Debit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'SNAP EBT' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Gift Card' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'SNAP EBT' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('snap-ebt');
  },
};

export const WithDescriptionHorizontal: Story = {
  args: { withNote: true, orientation: 'horizontal', defaultValue: 'gift-card' },
  play: async ({ canvasElement }) => {
    const giftCard = within(canvasElement).getByRole('radio', { name: 'Gift Card' });
    await expect(giftCard).toBeChecked();
    await expect(giftCard).toHaveAccessibleDescription(
      'Keep your gift card! You will need it for any refunds or additional charges.',
    );
  },
};

export const DisabledOption: Story = {
  args: { disablesSnap: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'SNAP EBT' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit & Debit' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Gift Card' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'bank-card' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

function RequiredPaymentMethod(args: Args) {
  const { copy } = useCopy();
  const [value, setValue] = useState<string>();
  return (
    <RadioGroup
      {...args}
      label={copy.components.radioGroup.paymentMethodLegend}
      options={paymentOptions(copy)}
      required
      value={value ?? ''}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
      error={value ? undefined : copy.components.radioGroup.paymentMethodRequired}
    />
  );
}

export const WithError: Story = {
  args: { showsError: true, required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Payment Method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('You must select a card or add a credit or debit card.');
  },
};

/** The error goes once a method is chosen. */
export const ErrorClearsOnChoice: Story = {
  render: (args) => <RequiredPaymentMethod {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Payment Method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('You must select a card or add a credit or debit card.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Gift Card' }));
    await expect(canvas.getByRole('radio', { name: 'Gift Card' })).toBeChecked();
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};

export const BannerReview: Story = bannerMatrixStory((banner) => (
  <div style={{ display: 'grid', gap: 16 }}>
    <RadioGroup
      label={banner.strings.components.radioGroup.paymentMethodLegend}
      options={paymentOptions(banner.strings, true)}
      defaultValue="gift-card"
    />
    <RadioGroup
      label={banner.strings.components.radioGroup.paymentMethodLegend}
      options={paymentOptions(banner.strings)}
      orientation="horizontal"
      error={banner.strings.components.radioGroup.paymentMethodRequired}
    />
  </div>
));

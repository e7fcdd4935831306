import { giftCardMask, MaskedTextField, TextField, type TextFieldProps, textFieldTypes } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';
import { formColumn } from '../support/formColumn.tsx';

const phoneMask = '(###) ###-####';

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<TextFieldProps, 'label'>;

function FirstNameField(args: Args) {
  const { copy } = useCopy();
  return <TextField {...args} label={copy.components.textField.firstNameLabel} autoComplete="given-name" />;
}

const meta = {
  title: 'Primitives/TextField',
  // The label comes from the banner's copy in each render, so stories do not pass it as an arg.
  component: TextField as ComponentType<Args>,
  args: { onValueChange: fn(), disabled: false, required: false },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => <FirstNameField {...args} />,
  decorators: [formColumn],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await userEvent.type(input, 'Ana');
    await expect(input).toHaveValue('Ana');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ana');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Ana', maxLength: 40 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(input).toHaveValue('Ana');
    await expect(input).toHaveAttribute('maxlength', '40');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ana' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First Name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ana');
  },
};

function GiftCardNumber(args: Args) {
  const { copy } = useCopy();
  return (
    <MaskedTextField
      {...args}
      label={copy.components.textField.cardNumberLabel}
      hint={copy.components.textField.giftCardNote}
      mask={giftCardMask}
      autoComplete="off"
    />
  );
}

/** CRD-019, CRD-022: the number is grouped with dashes as it is typed; the note is the field's hint. */
export const GiftCardWithHint: Story = {
  render: (args) => <GiftCardNumber {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Card Number' });
    await expect(input).toHaveAccessibleDescription(
      'Keep your gift card! You will need it for any refunds or additional charges.',
    );
    await userEvent.type(input, '6006491000000000001');
    await expect(input).toHaveValue('60064-91000-00000-0001');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

function PhoneField(args: Args & { showsError?: boolean }) {
  const { copy } = useCopy();
  const { showsError, ...rest } = args;
  return (
    <MaskedTextField
      type="tel"
      autoComplete="tel-national"
      {...rest}
      label={copy.components.textField.phoneLabel}
      mask={phoneMask}
      error={showsError ? copy.components.textField.phoneInvalid : undefined}
    />
  );
}

/** PAY-044: typing ten digits shows (###) ###-####. */
export const MaskedPhone: Story = {
  render: (args) => <PhoneField {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '5135550100');
    await expect(input).toHaveValue('(513) 555-0100');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('(513) 555-0100');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('(513) 555-0100');
  },
};

export const WithError: Story = {
  args: { defaultValue: '(513) 555' },
  render: (args) => <PhoneField {...args} showsError />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect(input).toHaveValue('(513) 555');
  },
};

function CustomTip(args: Args) {
  const { copy } = useCopy();
  return <TextField inputMode="decimal" {...args} label={copy.components.textField.customTipLabel} prefix="$" />;
}

export const WithPrefix: Story = {
  render: (args) => <CustomTip {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Other Amount' });
    await expect(input).toHaveAccessibleDescription('$');
    await userEvent.type(input, '4.50');
    await expect(input).toHaveValue('4.50');
  },
};

/** PAY-043, PAY-045: the phone is checked on blur; the error keeps what was typed. */
function ValidatedPhone(args: Args) {
  const { copy } = useCopy();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  return (
    <MaskedTextField
      {...args}
      type="tel"
      label={copy.components.textField.phoneLabel}
      mask={phoneMask}
      required
      value={phone}
      onValueChange={(value) => {
        setPhone(value);
        args.onValueChange?.(value);
        if (error && value.length === phoneMask.length) setError(undefined);
      }}
      onBlur={() => {
        if (phone === '') setError(copy.components.textField.phoneRequired);
        else if (phone.length < phoneMask.length) setError(copy.components.textField.phoneInvalid);
      }}
      error={error}
    />
  );
}

export const Controlled: Story = {
  render: (args) => <ValidatedPhone {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Phone number is required');

    await userEvent.type(input, '513555');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('(513) 555');

    await userEvent.type(input, '0100');
    await expect(input).toHaveValue('(513) 555-0100');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const BannerReview: Story = bannerMatrixStory((banner) => (
  <div style={{ display: 'grid', gap: 16 }}>
    <TextField label={banner.strings.components.textField.firstNameLabel} defaultValue="Ana" />
    <MaskedTextField
      label={banner.strings.components.textField.phoneLabel}
      type="tel"
      mask={phoneMask}
      defaultValue="(513) 555"
      error={banner.strings.components.textField.phoneInvalid}
    />
    <TextField label={banner.strings.components.textField.customTipLabel} prefix="$" disabled />
  </div>
));

import { TipSelector, type TipSelectorProps } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<TipSelectorProps, 'labels'>;

function TipSelectorExample(args: Args) {
  const { copy } = useCopy();
  return (
    <div style={{ maxWidth: 560 }}>
      <TipSelector {...args} labels={copy.components.tipSelector} />
    </div>
  );
}

const meta = {
  title: 'Commerce/TipSelector',
  component: TipSelector as ComponentType<Args>,
  args: { suggestions: [3.5, 5, 7.5], subtotal: 50, maxTip: 100, onValueChange: fn() },
  argTypes: {
    subtotal: { control: { type: 'number', min: 0, step: 0.01 } },
    maxTip: { control: { type: 'number', min: 0, step: 0.01 } },
  },
  render: (args) => <TipSelectorExample {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Suggestions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Tip amount' });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    // PAY-076 and PAY-084: suggestions with their rounded share of the subtotal, then None and Other Amount.
    await expect(names).toEqual(['$3.507%', '$5.0010%', '$7.5015%', 'None', 'Other Amount']);
    await userEvent.click(canvas.getByRole('radio', { name: '$5.00 10%' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('5.00');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '$7.50 15%' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('7.50');
    await userEvent.click(canvas.getByRole('radio', { name: 'None' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('0.00');
  },
};

export const OtherAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Other Amount' }));
    const field = canvas.getByRole('textbox', { name: 'Custom tip amount' });
    await userEvent.type(field, '5');
    await userEvent.tab();
    // PAY-082: two decimals; the amount is emitted with them.
    await expect(field).toHaveValue('5.00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('5.00');
    await expect(field).not.toHaveAttribute('aria-invalid');
    // Other Amount stays chosen even though $5.00 is also a suggestion.
    await expect(canvas.getByRole('radio', { name: 'Other Amount' })).toBeChecked();
  },
};

export const OtherAmountErrors: Story = {
  args: { maxTip: 20 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Other Amount' }));
    const field = canvas.getByRole('textbox', { name: 'Custom tip amount' });
    // PAY-081: blank is an error.
    await userEvent.click(field);
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Tip is a required field');
    // PAY-083: over the checkout's maximum tip.
    await userEvent.type(field, '25');
    await expect(field).toHaveAccessibleDescription('The maximum tip amount is $20.00.');
    await userEvent.tab();
    await expect(field).toHaveValue('25');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '12.5');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12.50');
  },
};

/** PAY-083: the error state as it stays on screen. */
export const OverMaximum: Story = {
  args: { defaultValue: '5.00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Other Amount' }));
    const field = canvas.getByRole('textbox', { name: 'Custom tip amount' });
    await userEvent.type(field, '150');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The maximum tip amount is $100.00.')).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** PAY-077: zero suggestions get no button. */
export const ZeroSuggestionLeftOut: Story = {
  args: { suggestions: [0, 4, 6], subtotal: 40 },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await expect(within(canvasElement).queryByRole('radio', { name: /\$0\.00/ })).toBeNull();
  },
};

export const Preselected: Story = {
  args: { defaultValue: '7.50' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '$7.50 15%' })).toBeChecked();
  },
};

export const PreselectedOtherAmount: Story = {
  args: { defaultValue: '9.25' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Other Amount' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Custom tip amount' })).toHaveValue('9.25');
  },
};

/** Read-only, as in modify mode (PAY-074). */
export const ReadOnly: Story = {
  args: { defaultValue: '5.00', isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const BannerReview: Story = bannerMatrixStory(
  (banner) => (
    <TipSelector
      suggestions={[3.5, 5, 7.5]}
      subtotal={50}
      maxTip={100}
      defaultValue="5.00"
      labels={{
        ...banner.strings.components.tipSelector,
        label: `${banner.name}: ${banner.strings.components.tipSelector.label}`,
      }}
    />
  ),
  360,
);

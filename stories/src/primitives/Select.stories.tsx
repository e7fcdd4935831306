import { Select, type SelectOption, type SelectProps } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';
import { formColumn } from '../support/formColumn.tsx';

/** CRD-009: 'Select...' then 01 to 12. */
const months: SelectOption[] = Array.from({ length: 12 }, (_, index) => {
  const month = String(index + 1).padStart(2, '0');
  return { value: month, label: month };
});

const states: SelectOption[] = [
  { value: 'CA', label: 'CA - California' },
  { value: 'KY', label: 'KY - Kentucky' },
  { value: 'OH', label: 'OH - Ohio' },
  { value: 'ON', label: 'ON - Ontario' },
];

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<SelectProps, 'label' | 'placeholder' | 'options'> & { options?: readonly SelectOption[] };

function ExpirationMonth(args: Args) {
  const { copy } = useCopy();
  return (
    <Select
      options={months}
      {...args}
      label={copy.components.select.expirationMonthLabel}
      placeholder={copy.components.select.placeholder}
    />
  );
}

const meta = {
  title: 'Primitives/Select',
  // The label and placeholder come from the banner's copy in each render, so stories do not pass them.
  component: Select as ComponentType<Args>,
  args: { onValueChange: fn(), disabled: false, required: false },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' } },
  render: (args) => <ExpirationMonth {...args} />,
  decorators: [formColumn],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Expiration Month' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveDisplayValue('Select...');
    await expect(within(select).getAllByRole('option')).toHaveLength(13);
    await userEvent.selectOptions(select, '06');
    await expect(select).toHaveValue('06');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('06');
  },
};

export const Filled: Story = {
  args: { defaultValue: '11' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Expiration Month' })).toHaveValue('11');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '11' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Expiration Month' })).toBeDisabled();
  },
};

/** CRD-059: the State select, submitted empty. */
function StateWithError(args: Args) {
  const { copy } = useCopy();
  const [state, setState] = useState('');
  return (
    <Select
      {...args}
      label={copy.components.select.stateLabel}
      placeholder={copy.components.select.placeholder}
      options={states}
      required
      value={state}
      onValueChange={(value) => {
        setState(value);
        args.onValueChange?.(value);
      }}
      error={state === '' ? copy.components.select.stateRequired : undefined}
    />
  );
}

export const WithError: Story = {
  render: (args) => <StateWithError {...args} />,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('State/Province is a required field.');
    await userEvent.selectOptions(select, 'OH');
    await expect(select).toHaveValue('OH');
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

export const BannerReview: Story = bannerMatrixStory((banner) => (
  <div style={{ display: 'grid', gap: 16 }}>
    <Select
      label={banner.strings.components.select.expirationMonthLabel}
      placeholder={banner.strings.components.select.placeholder}
      options={months}
    />
    <Select
      label={banner.strings.components.select.stateLabel}
      placeholder={banner.strings.components.select.placeholder}
      options={states}
      error={banner.strings.components.select.stateRequired}
    />
  </div>
));

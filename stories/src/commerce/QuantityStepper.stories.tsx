import { QuantityStepper, type QuantityStepperProps } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';

/** Everything but the strings, which each story takes from the current banner's copy (the cart's item words). */
type Args = Omit<QuantityStepperProps, 'labels'>;

function QuantityStepperExample(args: Args) {
  const { copy, format } = useCopy();
  const item = 'Honeycrisp Apples';
  const words = copy.cart.item;
  return (
    <QuantityStepper
      {...args}
      labels={{
        group: format(words.quantityLabel, { item }),
        decrease: format(words.decrease, { item }),
        increase: format(words.increase, { item }),
      }}
    />
  );
}

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper as ComponentType<Args>,
  args: { min: 0, max: 3, onValueChange: fn() },
  render: (args) => <QuantityStepperExample {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Uncontrolled from 0: + counts up to the maximum, where it stops; − is off at the minimum. */
export const Bounded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Quantity of Honeycrisp Apples' });
    const decrease = within(group).getByRole('button', { name: 'Decrease quantity of Honeycrisp Apples' });
    const increase = within(group).getByRole('button', { name: 'Increase quantity of Honeycrisp Apples' });
    await expect(decrease).toBeDisabled();
    for (let count = 0; count < 3; count++) await userEvent.click(increase);
    await expect(within(group).getByText('3')).toBeVisible();
    await expect(increase).toBeDisabled();
    await expect(group).toHaveAttribute('data-state', 'atMaximum');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(decrease);
    await expect(group).toHaveAttribute('data-state', 'between');
  },
};

/** Controlled: the value given, both buttons off while disabled. */
export const Disabled: Story = {
  args: { value: 2, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

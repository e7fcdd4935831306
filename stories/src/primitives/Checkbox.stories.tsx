import { Checkbox, type CheckboxProps } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';
import { formColumn } from '../support/formColumn.tsx';

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<CheckboxProps, 'label'>;

function SaveCard(args: Args) {
  const { copy } = useCopy();
  return <Checkbox {...args} label={copy.components.checkbox.saveCardLabel} />;
}

const meta = {
  title: 'Primitives/Checkbox',
  // The label comes from the banner's copy in each render, so stories do not pass it as an arg.
  component: Checkbox as ComponentType<Args>,
  args: { onCheckedChange: fn(), disabled: false, indeterminate: false },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' } },
  render: (args) => <SaveCard {...args} />,
  decorators: [formColumn],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Save this card' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(canvasElement.querySelector('[data-component="Checkbox"]')).toHaveAttribute('data-state', 'checked');
  },
};

/** CRD-004: 'Save this card' starts ticked. Toggles by its label and by the space bar. */
export const Toggling: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Save this card' });
    await expect(checkbox).toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Save this card'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

function PreferredCardLocked(args: Args) {
  const { copy } = useCopy();
  return (
    <Checkbox
      {...args}
      label={copy.components.checkbox.preferredCardLabel}
      hint={copy.components.checkbox.preferredCardLockedNote}
    />
  );
}

/** CRD-016, CRD-017: editing forces the preferred box on, with a note. */
export const WithHintDisabled: Story = {
  args: { checked: true, disabled: true },
  render: (args) => <PreferredCardLocked {...args} />,
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Make this my preferred card' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('Your reward debit card cannot be unchecked while editing.');
  },
};

export const Indeterminate: Story = {
  args: { indeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole<HTMLInputElement>('checkbox', { name: 'Save this card' });
    await expect(checkbox).toBePartiallyChecked();
    await expect(canvasElement.querySelector('[data-component="Checkbox"]')).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
  },
};

/** The terms box must be ticked; its error goes away once it is. */
function Terms(args: Args) {
  const { copy } = useCopy();
  const [isAgreed, setIsAgreed] = useState(false);
  return (
    <Checkbox
      {...args}
      label={copy.components.checkbox.termsLabel}
      required
      checked={isAgreed}
      onCheckedChange={(checked) => {
        setIsAgreed(checked);
        args.onCheckedChange?.(checked);
      }}
      error={isAgreed ? undefined : copy.components.checkbox.termsRequired}
    />
  );
}

export const WithError: Story = {
  render: (args) => <Terms {...args} />,
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Please agree to the Terms & Conditions.');
    await expect(checkbox).toBeRequired();
  },
};

export const BannerReview: Story = bannerMatrixStory((banner) => (
  <div style={{ display: 'grid', gap: 12 }}>
    <Checkbox label={banner.strings.components.checkbox.saveCardLabel} defaultChecked />
    <Checkbox label={banner.strings.components.checkbox.preferredCardLabel} />
    <Checkbox label={banner.strings.components.checkbox.saveCardLabel} indeterminate />
    <Checkbox
      label={banner.strings.components.checkbox.preferredCardLabel}
      hint={banner.strings.components.checkbox.preferredCardLockedNote}
      checked
      disabled
    />
    <Checkbox
      label={banner.strings.components.checkbox.termsLabel}
      error={banner.strings.components.checkbox.termsRequired}
    />
  </div>
));

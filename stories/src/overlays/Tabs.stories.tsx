import { Button, type TabItem, Tabs, type TabsProps } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the strings and items, which each story takes from the current banner's copy. */
type Args = Omit<TabsProps, 'items' | 'label'> & { isInStoreDisabled?: boolean };

/** SEL-023: the selector's v2 panel tabs, with a short panel each. */
function useModalityTabs(isInStoreDisabled = false): TabItem[] {
  const { copy } = useCopy();
  const tabs = copy.components.tabs;
  return [
    { value: 'pickup', label: tabs.pickup, content: <Button variant="secondary">{tabs.changeStore}</Button> },
    { value: 'delivery', label: tabs.delivery, content: <p style={{ margin: 0 }}>{tabs.notSignedIn}</p> },
    {
      value: 'in-store',
      label: tabs.inStore,
      content: <Button>{tabs.startShopping}</Button>,
      disabled: isInStoreDisabled,
    },
  ];
}

function ModalityTabs({ isInStoreDisabled, ...args }: Args) {
  const { copy } = useCopy();
  const items = useModalityTabs(isInStoreDisabled);
  return <Tabs {...args} label={copy.components.tabs.modalityLabel} items={items} />;
}

/** Controlled: the page keeps the chosen mode and shows it. */
function ControlledModalityTabs(args: Args) {
  const { copy } = useCopy();
  const items = useModalityTabs();
  const [value, setValue] = useState(args.defaultValue ?? 'delivery');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Tabs
        label={copy.components.tabs.modalityLabel}
        items={items}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <output data-testid="chosen-mode">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Overlays/Tabs',
  // The strings come from the banner's copy in each render, so stories do not pass them as args.
  component: Tabs as ComponentType<Args>,
  args: { onValueChange: fn(), activationMode: 'automatic', isInStoreDisabled: false },
  argTypes: { activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  render: (args) => <ModalityTabs {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Arrow keys move between tabs and show their panels; Home and End jump to the ends. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'How are you shopping today?' })).toBeVisible();
    const pickup = canvas.getByRole('tab', { name: 'Pickup' });
    await expect(pickup).toHaveAttribute('aria-selected', 'true');
    await expect(pickup).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel', { name: 'Pickup' })).toBeVisible();

    await userEvent.click(pickup);
    await userEvent.keyboard('{ArrowRight}');
    const delivery = canvas.getByRole('tab', { name: 'Delivery' });
    await expect(delivery).toHaveFocus();
    await expect(delivery).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Delivery' })).toHaveTextContent(
      "You're Not Signed In. Please sign in to preview available Delivery Times.",
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('delivery');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'In Store' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(pickup).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'In Store' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(pickup).toHaveFocus();
    await expect(canvas.queryAllByRole('tabpanel')).toHaveLength(1);
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: { isInStoreDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'In Store' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Delivery' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pickup' })).toHaveFocus();
  },
};

/** Manual activation: arrows move focus only; Enter shows the focused tab's panel. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Pickup' }));
    await userEvent.keyboard('{ArrowRight}');
    const delivery = canvas.getByRole('tab', { name: 'Delivery' });
    await expect(delivery).toHaveFocus();
    await expect(delivery).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(delivery).toHaveAttribute('aria-selected', 'true');
  },
};

export const Controlled: Story = {
  render: (args) => <ControlledModalityTabs {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'In Store' }));
    await expect(canvas.getByTestId('chosen-mode')).toHaveTextContent('in-store');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('in-store');
  },
};

export const BannerReview: Story = bannerMatrixStory(() => <ModalityTabs defaultValue="delivery" />);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { flowDocs } from '../../support/FlowHarness.tsx';
import { optionsHandlers, SelectorStage } from './SelectorStage.tsx';

/**
 * The selector as a panel in the page (SEL-001): the v2 layout, with tabs Pickup, Delivery and In Store
 * (SEL-023), or one block when opened from cart, checkout or scheduling (SEL-024..026).
 */
const meta = {
  title: 'Flows/Selector/Panel',
  parameters: { docs: flowDocs },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** SEL-023: the tabs follow the arrow keys (Radix Tabs), each with its content. */
export const Tabs: Story = {
  render: () => (
    <SelectorStage setup={{ handlers: optionsHandlers }} open={{ presentation: 'panel', modality: 'PICKUP' }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'How are you shopping today?' }));
    const tabs = panel.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Pickup', 'Delivery', 'In Store']);
    await expect(panel.getByRole('tab', { name: 'Pickup' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(panel.getByLabelText('ZIP Code'), '45202{Enter}');
    await expect(await panel.findAllByRole('article')).toHaveLength(4);
    // Keyboard: from the Pickup tab, End jumps to In Store.
    panel.getByRole('tab', { name: 'Pickup' }).focus();
    await userEvent.keyboard('{End}');
    await expect(panel.getByRole('tab', { name: 'In Store' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('tabpanel')).toHaveTextContent('Downtown Cincinnati');
    await expect(panel.getByRole('button', { name: 'close dialog' })).toBeVisible();
  },
};

/** SEL-025: opened from checkout: one block for the shopper's mode, no tabs. */
export const FromCheckout: Story = {
  render: () => (
    <SelectorStage
      setup={{ handlers: optionsHandlers }}
      open={{ presentation: 'panel', origin: 'checkout', modality: 'IN_STORE' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: 'How are you shopping today?' }));
    await expect(panel.queryByRole('tablist')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="single-block"]')).toHaveAttribute(
      'data-modality',
      'IN_STORE',
    );
  },
};

/** SEL-026: opened from scheduling: one block, no tabs. */
export const FromScheduling: Story = {
  render: () => (
    <SelectorStage
      setup={{ handlers: optionsHandlers }}
      open={{ presentation: 'panel', origin: 'scheduling', modality: 'PICKUP' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: 'How are you shopping today?' }));
    await expect(panel.queryByRole('tablist')).toBeNull();
    await expect(panel.getByLabelText('ZIP Code')).toBeVisible();
  },
};

/** SEL-024, SEL-029: from the cart the panel is titled 'Change Store', one block. */
export const FromCart: Story = {
  render: () => (
    <SelectorStage
      setup={{ handlers: optionsHandlers }}
      open={{ presentation: 'panel', origin: 'cart', modality: 'PICKUP', hideBackHeader: true }}
    />
  ),
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: 'Change Store' }));
    await expect(panel.queryByRole('tablist')).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'close dialog' }));
    await expect(within(canvasElement).queryByRole('region', { name: 'Change Store' })).toBeNull();
  },
};

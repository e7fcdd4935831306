import { demoAddresses, homeAddress } from '@aisle/storefront/testing/deliveryFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSession, flowDocs } from '../../../support/FlowHarness.tsx';
import { DeliveryStage, deliveryHandlers } from './DeliveryStage.tsx';

/**
 * Address book v2 (SEL-016..022) in the selector's page panel: the Delivery tab's sub-views, each with
 * its own heading, and Back in the spec's fixed order (SEL-062..066).
 */
const meta = {
  title: 'Flows/Selector/Delivery/AddressBookV2',
  parameters: { docs: flowDocs },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function panelOf(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'How are you shopping today?' }));
}

function view(canvasElement: HTMLElement): string | null | undefined {
  return canvasElement.querySelector('[data-screen="addressBookV2"][data-view]')?.getAttribute('data-view');
}

/**
 * SEL-021, SEL-022, SEL-016, SEL-019, SEL-017 then SEL-062..066: forward through every sub-view to the
 * confirm form, then Back through each one in the spec's order.
 */
export const ForwardAndBack: Story = {
  render: () => (
    <DeliveryStage
      setup={{ session: demoSession, handlers: deliveryHandlers() }}
      open={{ presentation: 'panel', modality: 'PICKUP' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.click(panel.getByRole('tab', { name: 'Delivery' }));
    await expect(await panel.findByRole('heading', { name: 'Reserve Your Time' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Choose an Address' }));
    await expect(await panel.findByRole('heading', { name: 'No Address Selected' })).toBeVisible();
    await userEvent.click(await panel.findByRole('button', { name: 'Choose an Address' }));
    await expect(await panel.findByRole('heading', { name: 'Choose a Delivery Address' })).toBeVisible();
    await expect(await panel.findAllByRole('article')).toHaveLength(3);
    await userEvent.click(panel.getByRole('button', { name: 'Add New Address' }));
    await expect(await panel.findByRole('heading', { name: 'Add Your Delivery Address' })).toBeVisible();
    await userEvent.type(panel.getByLabelText('Address'), '123 main street');
    await userEvent.type(panel.getByLabelText('City'), 'cincinnati');
    await userEvent.selectOptions(panel.getByLabelText('State'), 'OH');
    await userEvent.type(panel.getByLabelText('ZIP Code'), '45202');
    await userEvent.click(panel.getByRole('button', { name: 'Save Address' }));
    await expect(await panel.findByRole('heading', { name: 'Confirm Your Address' })).toBeVisible();

    const backButton = () => panel.getByRole('button', { name: 'Back' });
    await userEvent.click(backButton());
    await expect(view(canvasElement)).toBe('addressForm');
    // What the shopper typed is still there.
    await expect(panel.getByLabelText('Address')).toHaveValue('123 main street');
    await userEvent.click(backButton());
    await expect(view(canvasElement)).toBe('emptyForm');
    await userEvent.click(backButton());
    await expect(view(canvasElement)).toBe('list');
    await userEvent.click(backButton());
    await expect(view(canvasElement)).toBe('noAddress');
    await userEvent.click(backButton());
    await expect(view(canvasElement)).toBe('reserveYourTime');
  },
};

/** SEL-020, SEL-082..087: the confirm form's Confirm saves the suggestion and opens the time slots. */
export const ConfirmToTimeslots: Story = {
  render: () => (
    <DeliveryStage
      setup={{ session: demoSession, handlers: deliveryHandlers({ addresses: [] }) }}
      open={{ presentation: 'panel', modality: 'PICKUP' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.click(panel.getByRole('tab', { name: 'Delivery' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Choose an Address' }));
    // No saved address: the no-address view offers only adding one.
    await expect(panel.queryByRole('button', { name: 'Choose an Address' })).toBeNull();
    await userEvent.click(await panel.findByRole('button', { name: 'Add New Address' }));
    await userEvent.type(panel.getByLabelText('Address'), '123 main street');
    await userEvent.type(panel.getByLabelText('City'), 'cincinnati');
    await userEvent.selectOptions(panel.getByLabelText('State'), 'OH');
    await userEvent.type(panel.getByLabelText('ZIP Code'), '45202');
    await userEvent.click(panel.getByRole('button', { name: 'Save Address' }));
    await userEvent.click(await panel.findByRole('radio', { name: 'Suggested Address' }));
    await userEvent.click(panel.getByRole('button', { name: 'Confirm' }));
    // The times step slides in and re-renders as its times arrive: visible once it has settled.
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Choose a Delivery Time' })).toBeVisible());
    await waitFor(() => expect(panel.getByText('Delivery to 123 Main St')).toBeVisible());
  },
};

/** SEL-092, SEL-093: deleting the address in use clears the selection and shows the no-address view. */
export const DeleteCurrent: Story = {
  render: () => (
    <DeliveryStage
      setup={{ session: demoSession, handlers: deliveryHandlers({ addresses: demoAddresses, active: homeAddress }) }}
      open={{ presentation: 'panel', modality: 'PICKUP' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.click(panel.getByRole('tab', { name: 'Delivery' }));
    // An active address opens the time slots straight away (SEL-069, SEL-070); Back leads to the book.
    await expect(await panel.findByRole('heading', { name: 'Choose a Delivery Time' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Back' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Choose an Address' }));
    const cards = await panel.findAllByRole('article');
    const current = cards.find((card) => card.getAttribute('aria-current') === 'true') as HTMLElement;
    await expect(within(current).queryByRole('button', { name: 'Select Address' })).toBeNull();
    await userEvent.click(within(current).getByRole('button', { name: 'Delete' }));
    await expect(await panel.findByRole('heading', { name: 'No Address Selected' })).toBeVisible();
    await userEvent.click(await panel.findByRole('button', { name: 'Choose an Address' }));
    const left = await panel.findAllByRole('article');
    await expect(left).toHaveLength(2);
    await expect(left.some((card) => card.getAttribute('aria-current') === 'true')).toBe(false);
  },
};

/** A guest on the Delivery tab gets the sign-in screen (SEL-128, SEL-129). */
export const Guest: Story = {
  render: () => (
    <DeliveryStage setup={{ handlers: deliveryHandlers() }} open={{ presentation: 'panel', modality: 'PICKUP' }} />
  ),
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.click(panel.getByRole('tab', { name: 'Delivery' }));
    await expect(
      await panel.findByText("You're Not Signed In. Please sign in to preview available Delivery Times."),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/signin\?returnTo=/),
    );
  },
};

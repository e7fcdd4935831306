import { selectorStore } from '@aisle/storefront/flows/selector/selectorStore.ts';
import { shoppingModeStore } from '@aisle/storefront/lib/stores/shoppingMode.ts';
import { optionsWithoutPickup } from '@aisle/storefront/testing/storeFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flowDocs } from '../../support/FlowHarness.tsx';
import { documentBody, optionsHandlers, SelectorStage } from './SelectorStage.tsx';

/**
 * The store selection menu (SEL-008, SEL-009): stores of the mode nearest first, miles with two
 * decimals, hours, locker and cross-banner stores; choosing one makes it the shopper's store.
 */
const meta = {
  title: 'Flows/Selector/StoreSelection',
  parameters: { docs: flowDocs },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function searchAndChoose(canvasElement: HTMLElement, option: 'Pickup' | 'In Store') {
  const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
  await userEvent.type(dialog.getByLabelText('ZIP Code'), '45202{Enter}');
  await dialog.findByText('Showing results near 45202');
  await userEvent.click(dialog.getByRole('button', { name: option }));
  return dialog;
}

/** SEL-008, SEL-042, SEL-169, SEL-170, SEL-030: the Pickup stores near 45202. */
export const PickupStores: Story = {
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const dialog = await searchAndChoose(canvasElement, 'Pickup');
    const body = within(documentBody(canvasElement));
    await expect(body.getByRole('dialog', { name: 'Choose a Pickup Store' })).toBeVisible();
    const stores = dialog.getAllByRole('article');
    await expect(stores.map((store) => within(store).getByRole('heading').textContent)).toEqual([
      'Downtown Cincinnati',
      'Over-the-Rhine',
      'Walnut Hills',
      'Oakley',
    ]);
    await expect(within(stores[0] as HTMLElement).getByText('0.00 mi')).toBeVisible();
    await expect(within(stores[1] as HTMLElement).getByText('1.23 mi')).toBeVisible();
    await expect(within(stores[1] as HTMLElement).getByText('Locker Pickup')).toBeVisible();
    await expect(within(stores[2] as HTMLElement).getByText('Opens at 7:00 AM')).toBeVisible();
    const crossBanner = within(stores[3] as HTMLElement);
    await expect(crossBanner.getByText('Partner Store')).toBeVisible();
    // A cross-banner store is shopped on its own site: no Select Store, an external Start Shopping.
    await expect(crossBanner.queryByRole('button', { name: /Select Store/ })).toBeNull();
    await expect(crossBanner.getByRole('link', { name: /Start Shopping/ })).toHaveAttribute(
      'href',
      'http://harbor.localhost:4321/',
    );
    // SEL-027, SEL-061: Back returns to the default screen.
    await userEvent.click(body.getByRole('button', { name: 'Back' }));
    await expect(body.getByRole('dialog', { name: 'How are you shopping today?' })).toBeVisible();
  },
};

/** SEL-009: the In Store stores. */
export const InStoreStores: Story = {
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const dialog = await searchAndChoose(canvasElement, 'In Store');
    await expect(within(documentBody(canvasElement)).getByRole('dialog', { name: 'Choose a Store' })).toBeVisible();
    await expect(dialog.getAllByRole('article')).toHaveLength(4);
  },
};

/** SEL-071..073: choosing a store makes it the active Pickup store, ends ZIP search mode and closes. */
export const ChooseStore: Story = {
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const dialog = await searchAndChoose(canvasElement, 'Pickup');
    const overTheRhine = dialog.getAllByRole('article')[1] as HTMLElement;
    const selectStore = within(overTheRhine).getByRole('button', { name: /Select Store/ });
    // Under load the dialog's layer can still be settling (Radix sets pointer-events while it mounts): click
    // once the button takes pointers, as a shopper's tap would land a moment later.
    await waitFor(() => expect(getComputedStyle(selectStore).pointerEvents).not.toBe('none'));
    await userEvent.click(selectStore);
    await waitFor(() => expect(selectorStore.getState().isOpen).toBe(false));
    await waitFor(() => expect(within(documentBody(canvasElement)).queryByRole('dialog')).toBeNull());
    const { activeModality, modality } = shoppingModeStore.getState();
    await expect(modality).toBe('PICKUP');
    await expect(activeModality).toMatchObject({ destination: { locationId: '10100352' }, label: 'Over-the-Rhine' });
    await expect(selectorStore.getState().zip.isSearchMode).toBe(false);
  },
};

/** Before any search the menu asks for a ZIP code. */
export const BeforeSearch: Story = {
  render: () => (
    <SelectorStage setup={{ handlers: optionsHandlers }} open={{ screen: 'storeSelection', modality: 'PICKUP' }} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    await expect(dialog.getByText('Enter a ZIP code to see the stores near you.')).toBeVisible();
    await expect(dialog.queryAllByRole('article')).toHaveLength(0);
  },
};

/** SEL-167: a search with no Pickup store near says so on the Pickup screen. */
export const NoPickupStores: Story = {
  render: () => (
    <SelectorStage
      setup={{
        handlers: { getModalityOptions: () => ({ body: optionsWithoutPickup() }) },
      }}
      open={{ screen: 'storeSelection', modality: 'PICKUP' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '45202{Enter}');
    await expect(
      await dialog.findByText('There are no Pickup stores near this location. Try a different ZIP code.'),
    ).toBeVisible();
    await expect(dialog.queryAllByRole('article')).toHaveLength(0);
  },
};

/**
 * SEL-024, SEL-029, SEL-031, SEL-033..035: opened from the cart's 'Change Store': titled 'Change Store',
 * no Back header, one block of stores for the cart's mode.
 */
export const ChangeStoreFromCart: Story = {
  render: () => (
    <SelectorStage
      setup={{ handlers: optionsHandlers }}
      open={{
        origin: 'cart',
        openedFromCart: true,
        onlyStoreSelection: true,
        hideBackHeader: true,
        modality: 'PICKUP',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(documentBody(canvasElement));
    const dialog = within(await body.findByRole('dialog', { name: 'Change Store' }));
    await expect(dialog.queryByRole('tablist')).toBeNull();
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '45202{Enter}');
    await expect(await dialog.findAllByRole('article')).toHaveLength(4);
    await expect(dialog.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

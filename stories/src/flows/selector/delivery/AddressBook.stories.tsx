import { endSession } from '@aisle/storefront/lib/stores/session.ts';
import {
  columbusAddress,
  demoAddresses,
  homeAddress,
  officeAddress,
  unverifiableAnswer,
  verifiedAnswer,
} from '@aisle/storefront/testing/deliveryFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoSession, flowDocs } from '../../../support/FlowHarness.tsx';
import { documentBody } from '../SelectorStage.tsx';
import { DeliveryStage, deliveryHandlers } from './DeliveryStage.tsx';

/**
 * Address book v1 (spec account-and-selector 2, Selector): the saved addresses with 'Select Address',
 * 'View All Addresses' and 'Add New Address', in the header's modal.
 */
const meta = {
  title: 'Flows/Selector/Delivery/AddressBook',
  parameters: { docs: flowDocs },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement, name: string | RegExp = 'Choose a Delivery Address') {
  return within(await within(documentBody(canvasElement)).findByRole('dialog', { name }));
}

/** The address card whose heading is `name`. */
async function cardNamed(dialog: ReturnType<typeof within>, name: string): Promise<HTMLElement> {
  const cards: HTMLElement[] = await dialog.findAllByRole('article');
  const card = cards.find((candidate) => within(candidate).getByRole('heading').textContent === name);
  if (!card) throw new Error(`no address card named ${name}`);
  return card;
}

/**
 * SEL-010..012, SEL-119, SEL-179, ACC-074, ACC-075, SEL-054: at most three addresses, the home address
 * first and then the latest modified (docs/spec-decisions.md); the active one is marked and has no
 * 'Select Address'; the street reads before the unit.
 */
export const List: Story = {
  render: () => (
    <DeliveryStage
      setup={{
        session: demoSession,
        handlers: deliveryHandlers({ addresses: [...demoAddresses, columbusAddress], active: homeAddress }),
      }}
      open={{ screen: 'addressBook' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const cards = await dialog.findAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '1014 Vine St',
      "Sam's place",
      'Office',
    ]);
    const home = within(cards[0] as HTMLElement);
    // The active address comes with the shopper's modes, which may answer after the address book.
    await waitFor(() => expect(home.queryByRole('button', { name: 'Select Address' })).toBeNull());
    await expect(cards[0]).toHaveAttribute('aria-current', 'true');
    await expect(home.getByText('Selected')).toBeVisible();
    await expect(home.getByText('Apt 3')).toBeVisible();
    await expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Select Address' })).toBeVisible();
    // SEL-130: Edit for the signed-in shopper (it shows once the session is known).
    await expect(await within(cards[1] as HTMLElement).findByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View All Addresses' })).toHaveAttribute(
      'href',
      '/account/addresses',
    );
    await expect(dialog.getByRole('button', { name: 'Add New Address' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'close dialog' })).toBeVisible();
  },
};

/** SEL-076..080: Select Address validates, sets Delivery to that address and opens the time slots. */
export const SelectAddress: Story = {
  render: () => (
    <DeliveryStage
      setup={{ session: demoSession, handlers: deliveryHandlers({ active: homeAddress }) }}
      open={{ screen: 'addressBook' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const office = await cardNamed(dialog, 'Office');
    await userEvent.click(within(office).getByRole('button', { name: 'Select Address' }));
    const times = await dialogOf(canvasElement, 'Choose a Delivery Time');
    await expect(await times.findByText('Delivery to Office')).toBeVisible();
    await expect(times.getByRole('button', { name: 'Reserve Time' })).toBeVisible();
  },
};

/** SEL-077: an address the validation service cannot verify. */
export const Unverified: Story = {
  render: () => (
    <DeliveryStage
      setup={{
        session: demoSession,
        handlers: { ...deliveryHandlers(), validateAddress: () => ({ body: unverifiableAnswer }) },
      }}
      open={{ screen: 'addressBook' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const first = await cardNamed(dialog, "Sam's place");
    await userEvent.click(within(first).getByRole('button', { name: 'Select Address' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Our system was unable to verify this address. Please edit your address or enter a new one.',
    );
  },
};

/** SEL-158: the in-house service does not reach the address; the message names the banner. */
export const InHouseUnavailable: Story = {
  render: () => (
    <DeliveryStage
      setup={{
        session: demoSession,
        handlers: { ...deliveryHandlers(), validateAddress: () => ({ body: verifiedAnswer(officeAddress, false) }) },
      }}
      open={{ screen: 'addressBook' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const office = await cardNamed(dialog, 'Office');
    await userEvent.click(within(office).getByRole('button', { name: 'Select Address' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(
      /^Error: .+ Delivery is unavailable for your address\. Select another address or shop Delivery\.$/,
    );
    await expect(alert).not.toHaveTextContent('{banner}');
  },
};

/** A shopper without saved addresses: the empty message and the way to add one. */
export const Empty: Story = {
  render: () => (
    <DeliveryStage
      setup={{ session: demoSession, handlers: deliveryHandlers({ addresses: [] }) }}
      open={{ screen: 'addressBook' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText("You don't have any saved addresses yet.")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add New Address' }));
    await expect(await dialogOf(canvasElement, 'Add a Delivery Address')).toBeTruthy();
  },
};

const addAddress = fn();

/**
 * SEL-013: the client check marks every missing field and an invalid ZIP, keeps what was typed and
 * sends nothing; the first refused field gets focus.
 */
export const AddAddressValidation: Story = {
  render: () => {
    const handlers = deliveryHandlers();
    return (
      <DeliveryStage
        setup={{
          session: demoSession,
          handlers: {
            ...handlers,
            addAddress: (request) => {
              addAddress(request.body);
              return (handlers.addAddress as NonNullable<typeof handlers.addAddress>)(request);
            },
          },
        }}
        open={{ screen: 'addAddress' }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    addAddress.mockClear();
    const dialog = await dialogOf(canvasElement, 'Add a Delivery Address');
    await userEvent.click(await dialog.findByRole('button', { name: 'Save Address' }));
    // The check's schema loads with the first check (ADR 0029): the messages come a moment later.
    await waitFor(() => expect(dialog.getByLabelText('Address')).toHaveFocus());
    await expect(dialog.getByLabelText('Address')).toHaveAccessibleDescription('Address is a required field.');
    await expect(dialog.getByLabelText('City')).toHaveAccessibleDescription('City is a required field.');
    await expect(dialog.getByLabelText('State')).toHaveAccessibleDescription('State/Province is a required field.');
    await userEvent.type(dialog.getByLabelText('Address'), '500 Main St');
    await userEvent.type(dialog.getByLabelText('City'), 'Cincinnati');
    await userEvent.selectOptions(dialog.getByLabelText('State'), 'OH');
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '452');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('ZIP Code')).toHaveAccessibleDescription('Please enter a valid ZIP code.'),
    );
    await expect(dialog.getByLabelText('ZIP Code')).toHaveFocus();
    await expect(dialog.getByLabelText('Address')).toHaveValue('500 Main St');
    await expect(addAddress).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '02');
    await userEvent.keyboard('{Enter}');
    const book = await dialogOf(canvasElement);
    await waitFor(() => expect(addAddress).toHaveBeenCalledOnce());
    await expect(addAddress.mock.calls[0]?.[0]).toMatchObject({
      addressType: 'Delivery',
      addressLine1: '500 Main St',
      zip: '45202',
    });
    await expect(await book.findByRole('heading', { name: '500 Main St' })).toBeVisible();
  },
};

/**
 * SEL-089, SEL-020, SEL-120, SEL-121: a corrected address opens the confirm step; 'Confirm' and
 * 'Edit Address' wait for a choice; the suggestion is saved and the address book shows it.
 */
export const AddAddressConfirm: Story = {
  render: () => (
    <DeliveryStage setup={{ session: demoSession, handlers: deliveryHandlers() }} open={{ screen: 'addAddress' }} />
  ),
  play: async ({ canvasElement }) => {
    const form = await dialogOf(canvasElement, 'Add a Delivery Address');
    await userEvent.type(await form.findByLabelText('Address'), '123 main street');
    await userEvent.type(form.getByLabelText('City'), 'cincinnati');
    await userEvent.selectOptions(form.getByLabelText('State'), 'OH');
    await userEvent.type(form.getByLabelText('ZIP Code'), '45202');
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    const confirm = await dialogOf(canvasElement, 'Confirm Your Address');
    await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(confirm.getByRole('button', { name: 'Edit Address' })).toBeDisabled();
    const suggested = confirm.getByRole('radio', { name: 'Suggested Address' });
    await expect(suggested).toHaveAccessibleDescription(/123 Main St\s+Cincinnati, OH 45202/);
    await expect(confirm.getByRole('radio', { name: 'Address You Entered' })).toHaveAccessibleDescription(
      /123 main street\s+cincinnati, OH 45202/,
    );
    await userEvent.click(suggested);
    await expect(confirm.getByRole('button', { name: 'Edit Address' })).toBeEnabled();
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    const book = await dialogOf(canvasElement);
    await expect(await book.findByRole('heading', { name: '123 Main St' })).toBeVisible();
  },
};

/** SEL-118: an address that cannot be verified is refused with the unverified message, the input kept. */
export const AddAddressUnverified: Story = {
  render: () => (
    <DeliveryStage
      setup={{
        session: demoSession,
        handlers: { ...deliveryHandlers(), validateAddress: () => ({ body: unverifiableAnswer }) },
      }}
      open={{ screen: 'addAddress' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const form = await dialogOf(canvasElement, 'Add a Delivery Address');
    await userEvent.type(form.getByLabelText('Address'), 'Main St');
    await userEvent.type(form.getByLabelText('City'), 'Cincinnati');
    await userEvent.selectOptions(form.getByLabelText('State'), 'OH');
    await userEvent.type(form.getByLabelText('ZIP Code'), '45202');
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Our system was unable to verify this address. Please edit your address or enter a new one.',
    );
    await expect(form.getByLabelText('Address')).toHaveValue('Main St');
  },
};

/** SEL-018: Edit opens the form filled with the address; the title says so. */
export const EditAddress: Story = {
  render: () => (
    <DeliveryStage setup={{ session: demoSession, handlers: deliveryHandlers() }} open={{ screen: 'addressBook' }} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const office = await cardNamed(dialog, 'Office');
    await userEvent.click(await within(office).findByRole('button', { name: 'Edit' }));
    const form = await dialogOf(canvasElement, 'Edit Delivery Address');
    await expect(form.getByLabelText('Address')).toHaveValue('2712 Erie Ave');
    await expect(form.getByLabelText('ZIP Code')).toHaveValue('45208');
    await expect(form.getByLabelText('State')).toHaveValue('OH');
  },
};

/**
 * SEL-130, SEL-131: Edit on the address rows is the signed-in shopper's. When the session ends with the
 * address book open (the shopper is a guest now), the rows stay and Edit goes; 'Select Address' stays.
 */
export const EditHiddenForGuest: Story = {
  render: () => (
    <DeliveryStage
      setup={{ session: demoSession, handlers: deliveryHandlers({ active: homeAddress }) }}
      open={{ screen: 'addressBook' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const row = within(await cardNamed(dialog, "Sam's place"));
    await expect(await row.findByRole('button', { name: 'Edit' })).toBeVisible();
    endSession();
    await waitFor(() => expect(row.queryByRole('button', { name: 'Edit' })).toBeNull());
    await expect(dialog.queryAllByRole('button', { name: 'Edit' })).toHaveLength(0);
    await expect(row.getByRole('button', { name: 'Select Address' })).toBeVisible();
  },
};

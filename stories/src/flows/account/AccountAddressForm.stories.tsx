import type { AddressPayload } from '@aisle/contracts';
import { AccountAddressForm } from '@aisle/storefront/flows/account/AccountAddressForm.tsx';
import { SessionGate } from '@aisle/storefront/flows/session/SessionGate.tsx';
import { accountAddressCopy } from '@aisle/storefront/lib/copy/account.ts';
import { resetAddressBook } from '@aisle/storefront/lib/stores/addressBook.ts';
import {
  correctedAnswer,
  demoAddresses,
  officeAddress,
  savedAddress,
  unverifiableAnswer,
  verifiedAnswer,
} from '@aisle/storefront/testing/deliveryFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs, storyNavigation } from '../../support/FlowHarness.tsx';

/**
 * The account's address form (`/account/address/`, ACC-053..058): the contracts' rules, then the
 * validation service; a corrected address is confirmed first. `?addressId=` edits a saved address. The
 * page's heading ('Add an Address' / 'Edit Your Address') belongs to the island around this screen.
 */
function AddressFormPage({ setup }: { setup: FlowSetup }) {
  const banner = useBanner();
  return (
    <FlowHarness session={demoSession} {...setup}>
      <SessionGate loadingLabel={banner.strings.common.loading.page} />
      <AccountAddressForm labels={accountAddressCopy(banner)} navigate={storyNavigation.assign} />
    </FlowHarness>
  );
}

/** Puts `?addressId=` on the story's URL for the edit form, and takes it off again. */
function withAddressId(addressId: string) {
  return () => {
    const original = window.location.href;
    const url = new URL(original);
    url.searchParams.set('addressId', addressId);
    window.history.replaceState(window.history.state, '', url);
    return () => window.history.replaceState(window.history.state, '', original);
  };
}

const meta = {
  title: 'Flows/Account/AddressForm',
  parameters: { docs: flowDocs, layout: 'padded' },
  beforeEach: () => {
    resetAddressBook();
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const added = fn();
const typedAddress = savedAddress(['1 Main St']);

async function typeAddress(canvas: ReturnType<typeof within>, street: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Address' }), street);
  await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'cincinnati');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State/Province' }), 'OH');
  await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP/Postal Code' }), '45202');
}

const addHandlers = (validation = verifiedAnswer(typedAddress)): FlowSetup['handlers'] => ({
  listAddresses: () => ({ body: { addresses: demoAddresses } }),
  validateAddress: () => ({ body: validation }),
  addAddress: (request) => {
    added(request.body);
    return { body: typedAddress };
  },
});

/** ACC-057: verified as typed, it is saved at once and the shopper goes back to the address book. */
export const AddVerified: Story = {
  beforeEach: () => {
    added.mockClear();
  },
  render: () => <AddressFormPage setup={{ handlers: addHandlers() }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A new address starts as the mailing address (ACC-102).
    await expect(await canvas.findByRole('checkbox', { name: 'Use as my mailing address' })).toBeChecked();
    await typeAddress(canvas, '1 Main St');
    await userEvent.click(canvas.getByRole('radio', { name: 'Home' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(storyNavigation.assigned).toEqual(['/account/addresses?saved=1']));
    const payload = added.mock.calls[0]?.[0] as AddressPayload;
    await expect(payload).toMatchObject({
      addressType: 'Home',
      addressLine1: '1 Main St',
      stateCode: 'OH',
      zip: '45202',
      isMailingAddress: true,
    });
  },
};

const ottawa = {
  addressLines: ['111 Wellington St'],
  cityTown: 'Ottawa',
  stateProvince: 'ON',
  postalCode: 'K1A 0A9',
  countryCode: 'CA' as const,
};

/**
 * ACC-084..087 in the form: a province among the State/Province choices makes the address Canadian, the
 * postal code takes letters (its keyboard too) and must be Canada's; a US ZIP code with a province is refused.
 */
export const AddCanadian: Story = {
  beforeEach: () => {
    added.mockClear();
  },
  render: () => (
    <AddressFormPage
      setup={{
        handlers: {
          ...addHandlers(),
          validateAddress: () => ({
            body: {
              isVerified: true,
              isCorrected: false,
              isEligible: false,
              original: ottawa,
              suggested: { ...ottawa, county: null, location: null },
            },
          }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Address' }), '111 Wellington St');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Ottawa');
    const region = canvas.getByRole('combobox', { name: 'State/Province' });
    await expect(within(region).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    await expect(within(region).queryByRole('option', { name: 'Yukon' })).toBeNull();
    await userEvent.selectOptions(region, 'ON');
    const postalCode = canvas.getByRole('textbox', { name: 'ZIP/Postal Code' });
    await expect(postalCode).toHaveAttribute('inputmode', 'text');
    // A US ZIP code is not a postal code of Ontario.
    await userEvent.type(postalCode, '45202');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(await canvas.findByText('Please enter a valid postal code.')).toBeVisible();
    await expect(postalCode).toHaveFocus();
    await expect(added).not.toHaveBeenCalled();
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, 'K1A 0A9');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(storyNavigation.assigned).toEqual(['/account/addresses?saved=1']));
    await expect(added.mock.calls[0]?.[0]).toMatchObject({
      addressLine1: '111 Wellington St',
      city: 'Ottawa',
      stateCode: 'ON',
      countryCode: 'CA',
      zip: 'K1A 0A9',
    });
  },
};

/** The client's check: every required field says what is missing, and the first one takes focus. */
export const RequiredFields: Story = {
  render: () => <AddressFormPage setup={{ handlers: addHandlers() }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Address' }));
    // The check's schema loads with the first check (ADR 0029): the messages come a moment later.
    await expect(await canvas.findByText('Address is a required field.')).toBeVisible();
    await expect(canvas.getByText('Postal Code is a required field.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP/Postal Code' }), '4520');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(await canvas.findByText('Please enter a valid postal code.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ZIP/Postal Code' })).toHaveValue('4520');
  },
};

/** ACC-054..056: the service corrected it; the shopper confirms the suggestion, or goes back to edit. */
export const AddCorrected: Story = {
  beforeEach: () => {
    added.mockClear();
  },
  render: () => <AddressFormPage setup={{ handlers: addHandlers(correctedAnswer) }} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await typeAddress(canvas, '123 main street');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(await canvas.findByRole('heading', { name: 'Confirm Your Address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await step("'Edit Address' returns to the form with what was typed", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit Address' }));
      await expect(await canvas.findByRole('textbox', { name: 'Address' })).toHaveValue('123 main street');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    });
    await step('the suggestion, confirmed, is what is saved', async () => {
      await userEvent.click(await canvas.findByRole('radio', { name: /Suggested Address/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(added.mock.calls.length).toBe(1));
      await expect(added.mock.calls[0]?.[0]).toMatchObject({ addressLine1: '123 Main St', city: 'Cincinnati' });
    });
  },
};

/** The service cannot verify it: the spec's unverified message; what was typed stays. */
export const Unverified: Story = {
  render: () => <AddressFormPage setup={{ handlers: addHandlers(unverifiableAnswer) }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAddress(canvas, 'Main St');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(
      await canvas.findByText(
        'Our system was unable to verify this address. Please edit your address or enter a new one.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue('Main St');
  },
};

/** The validation call fails (ACC-090): the spec's validation message. */
export const ValidationFails: Story = {
  render: () => (
    <AddressFormPage
      setup={{
        handlers: {
          ...addHandlers(),
          validateAddress: () => ({ status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAddress(canvas, '1 Main St');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(
      await canvas.findByText(
        "We're sorry, but something went wrong when trying to validate your address. Please try again.",
      ),
    ).toBeVisible();
  },
};

/** TOO_MANY_ADDRESSES: the limit message; the form keeps its values. */
export const TooManyAddresses: Story = {
  render: () => (
    <AddressFormPage
      setup={{
        handlers: {
          ...addHandlers(),
          addAddress: () => ({ status: 409, error: { code: 'TOO_MANY_ADDRESSES', message: 'Limit.' } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAddress(canvas, '1 Main St');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(
      await canvas.findByText(
        "You've reached the maximum number of saved addresses. Delete an address to add a new one.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('cincinnati');
  },
};

/** `?addressId=`: the form holds the saved address and saves it as an update. */
export const Edit: Story = {
  beforeEach: withAddressId(officeAddress.id),
  render: () => (
    <AddressFormPage
      setup={{
        handlers: {
          listAddresses: () => ({ body: { addresses: demoAddresses } }),
          validateAddress: () => ({ body: verifiedAnswer(officeAddress) }),
          updateAddress: (request) => {
            added(request.params, request.body);
            return { body: officeAddress };
          },
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Address' })).toHaveValue('2712 Erie Ave');
    // A delivery address that is not the mailing address: unchecked; choosing Home checks it (ACC-101).
    const mailing = canvas.getByRole('checkbox', { name: 'Use as my mailing address' });
    await expect(mailing).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Home' }));
    await expect(mailing).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Delivery Address' }));
    await expect(mailing).toBeChecked();
    await userEvent.click(mailing);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(storyNavigation.assigned).toEqual(['/account/addresses?saved=1']));
    await expect(added.mock.calls.at(-1)?.[1]).toMatchObject({ addressType: 'Delivery', isMailingAddress: false });
  },
};

/** `?addressId=` of an address the shopper does not have: 'We could not find that address.'. */
export const EditNotFound: Story = {
  beforeEach: withAddressId('0b5d1c9e-7a41-4f8e-9c2d-1e3f5a7b9cff'),
  render: () => (
    <AddressFormPage setup={{ handlers: { listAddresses: () => ({ body: { addresses: demoAddresses } }) } }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not find that address.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Addresses' })).toHaveAttribute('href', '/account/addresses');
  },
};

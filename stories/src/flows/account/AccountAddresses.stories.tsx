import type { ServiceAddress } from '@aisle/contracts';
import { AccountAddresses } from '@aisle/storefront/flows/account/AccountAddresses.tsx';
import { SessionGate } from '@aisle/storefront/flows/session/SessionGate.tsx';
import { accountAddressCopy } from '@aisle/storefront/lib/copy/account.ts';
import { resetAddressBook } from '@aisle/storefront/lib/stores/addressBook.ts';
import { demoAddresses, homeAddress } from '@aisle/storefront/testing/deliveryFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs, storyNavigation } from '../../support/FlowHarness.tsx';
import { documentBody } from '../selector/SelectorStage.tsx';

/**
 * The account's address book (`/account/addresses`, account-and-selector 2): the shopper's saved
 * addresses, home first then newest (ACC-074, ACC-075), Edit and Delete, and 'Add New Address'. The API
 * is answered by `createMockFetch`, checked against the contracts' schemas.
 */
function AddressBookPage({ setup }: { setup: FlowSetup }) {
  const banner = useBanner();
  return (
    <FlowHarness session={demoSession} {...setup}>
      <SessionGate loadingLabel={banner.strings.common.loading.page} />
      <AccountAddresses labels={accountAddressCopy(banner)} navigate={storyNavigation.assign} />
    </FlowHarness>
  );
}

const meta = {
  title: 'Flows/Account/Addresses',
  parameters: { docs: flowDocs, layout: 'padded' },
  beforeEach: () => {
    resetAddressBook();
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cardHeadings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** Home first, then the newest modified (ACC-074, ACC-075), whatever order the service answers in. */
export const Loaded: Story = {
  render: () => (
    <AddressBookPage setup={{ handlers: { listAddresses: () => ({ body: { addresses: demoAddresses } }) } }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Addresses' })).toBeVisible();
    // The home address has no label: its card is named by its street.
    await expect(cardHeadings(canvasElement)).toEqual(['1014 Vine St', "Sam's place", 'Office']);
    await expect(canvas.getByRole('link', { name: 'Add New Address' })).toHaveAttribute('href', '/account/address/');
    await userEvent.click(
      within(canvas.getAllByRole('article')[1] as HTMLElement).getByRole('button', { name: 'Edit' }),
    );
    await expect(storyNavigation.assigned).toEqual([`/account/address/?addressId=${demoAddresses[0]?.id}`]);
  },
};

/** ACC-012, ACC-013: no address yet. */
export const Empty: Story = {
  render: () => <AddressBookPage setup={{ handlers: { listAddresses: () => ({ body: { addresses: [] } }) } }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Get started by adding an address')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add New Address' })).toHaveAttribute('href', '/account/address/');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The list cannot be read: the account area's generic message and Reload, which reads it again. */
export const LoadFails: Story = {
  render: () => (
    <AddressBookPage
      setup={{
        handlers: {
          listAddresses: () => ({ status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};

/** No connection: the account area's connection message (spec 8, "Network errors"). */
export const Offline: Story = {
  render: () => (
    <AddressBookPage
      setup={{
        handlers: {},
        wrapFetch: (mockFetch) => async (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (url.includes('/api/addresses')) throw new TypeError('Failed to fetch');
          return mockFetch(input, init);
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Hmmm, looks like we've lost you. Please check your internet connection."),
    ).toBeVisible();
  },
};

let saved: ServiceAddress[] = [];
const removed = fn();

/** Delete asks first; confirmed, the address leaves the list and the page says so. */
export const Delete: Story = {
  beforeEach: () => {
    saved = [...demoAddresses];
    removed.mockClear();
  },
  render: () => (
    <AddressBookPage
      setup={{
        handlers: {
          listAddresses: () => ({ body: { addresses: saved } }),
          removeAddress: (request) => {
            removed(request.params);
            saved = saved.filter((address) => address.id !== request.params.addressId);
            return { body: null };
          },
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Addresses' });
    const home = canvas.getAllByRole('article')[0] as HTMLElement;
    await userEvent.click(within(home).getByRole('button', { name: 'Delete' }));
    const dialog = within(
      await within(documentBody(canvasElement)).findByRole('dialog', {
        name: 'Are you sure you want to delete this address?',
      }),
    );
    await expect(dialog.getByText(/1014 Vine St/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /^Delete/ }));
    await expect(await canvas.findByText('Your address was deleted.')).toBeVisible();
    await expect(removed).toHaveBeenCalledWith({ addressId: homeAddress.id });
    await waitFor(() => expect(cardHeadings(canvasElement)).toEqual(["Sam's place", 'Office']));
  },
};

/** Deleting an address that is already gone: 'We could not find that address.', and the list stays. */
export const DeleteNotFound: Story = {
  render: () => (
    <AddressBookPage
      setup={{
        handlers: {
          listAddresses: () => ({ body: { addresses: demoAddresses } }),
          removeAddress: () => ({ status: 404, error: { code: 'ADDRESS_NOT_FOUND', message: 'Gone.' } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Addresses' });
    await userEvent.click(
      within(canvas.getAllByRole('article')[2] as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /^Delete/ }));
    await expect(await canvas.findByText('We could not find that address.')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
  },
};

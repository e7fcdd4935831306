import type { StoreOption } from '@aisle/contracts';
import { PreferredStore } from '@aisle/storefront/flows/account/PreferredStore.tsx';
import { SessionGate } from '@aisle/storefront/flows/session/SessionGate.tsx';
import { preferredStoreCopy } from '@aisle/storefront/lib/copy/accountHome.ts';
import { downtownStore, storeDetailsOf } from '@aisle/storefront/testing/profileFixtures.ts';
import { cincinnatiStores } from '@aisle/storefront/testing/storeFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs } from '../../support/FlowHarness.tsx';

/**
 * The preferred store section (`/account/preferred-store`; ACC-021, ACC-022): the shopper's store, a ZIP
 * search of the banner's own stores within 500 miles, 'View Details', 'Make This My Store' (ACC-159).
 */
function PreferredStorePage({ setup }: { setup: FlowSetup }) {
  const banner = useBanner();
  return (
    <FlowHarness session={demoSession} {...setup}>
      <SessionGate loadingLabel={banner.strings.common.loading.page} />
      <PreferredStore labels={preferredStoreCopy(banner)} />
    </FlowHarness>
  );
}

const meta = {
  title: 'Flows/Account/PreferredStore',
  parameters: { docs: flowDocs, layout: 'padded' },
  // A search leaves `?postalCode=` in the address, which the page reads on load: each story starts without it.
  beforeEach: () => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('postalCode')) return;
    url.searchParams.delete('postalCode');
    window.history.replaceState(window.history.state, '', url);
  },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner's own stores of the fixture (the search's 'banner' scope leaves the partner store out). */
const ownStores: StoreOption[] = cincinnatiStores.filter((store) => !store.isCrossBanner);
const found = () => ({
  body: { origin: { postalCode: '45202', lat: 39.1, lng: -84.5 }, radiusMiles: 500, stores: ownStores },
});

async function searchFor(canvasElement: HTMLElement, zip: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: 'ZIP Code' });
  await userEvent.clear(field);
  if (zip) await userEvent.type(field, zip);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
}

/** Demo's store, a search near 45202, details of one store, and a new preferred store. */
export const SearchAndChoose: Story = {
  render: () => {
    let preferred = downtownStore;
    return (
      <PreferredStorePage
        setup={{
          handlers: {
            getPreferredStore: () => ({ body: { store: preferred } }),
            searchStores: found,
            setPreferredStore: ({ body }) => {
              const { locationId } = body as { locationId: string };
              const chosen = ownStores.find((store) => store.locationId === locationId);
              if (!chosen) return { status: 404, error: { code: 'STORE_NOT_FOUND', message: 'No such store.' } };
              preferred = storeDetailsOf(chosen);
              return { body: { store: preferred } };
            },
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('article', { name: 'Preferred Store' });
    await expect(within(current).getByRole('heading', { name: 'Downtown Cincinnati' })).toBeVisible();
    await searchFor(canvasElement, '45202');
    const results = await canvas.findByRole('region', { name: 'Stores near 45202' });
    await expect(within(results).getAllByRole('article')).toHaveLength(ownStores.length);
    // Focus moves to the results' heading, so a screen reader reads on from there (the first search too).
    await waitFor(() => expect(within(results).getByRole('heading', { name: 'Stores near 45202' })).toHaveFocus());
    // The current store is marked, not offered again.
    const downtown = within(results).getByRole('article', { name: 'Downtown Cincinnati' });
    await expect(within(downtown).queryByRole('button', { name: /^Make/ })).toBeNull();
    const otr = within(results).getByRole('article', { name: 'Over-the-Rhine' });
    const details = within(otr).getByRole('button', { name: 'View Details' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    await expect(within(otr).getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(otr).getByText('1400 Race St', { exact: false })).toBeVisible();
    await expect(within(otr).getByText('Services: Pickup, Delivery, In Store')).toBeVisible();
    await userEvent.click(within(otr).getByRole('button', { name: 'Make This My Store' }));
    await expect(await canvas.findByText('Your preferred store was successfully updated.')).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('article', { name: 'Preferred Store' })).getByRole('heading', {
          name: 'Over-the-Rhine',
        }),
      ).toBeVisible(),
    );
  },
};

/** No preferred store yet (NO_PREFERRED_STORE): said so; the search is there. */
export const NoPreferredStore: Story = {
  render: () => (
    <PreferredStorePage
      setup={{ handlers: { getPreferredStore: () => ({ body: { store: null } }), searchStores: found } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("You haven't chosen a preferred store yet.")).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Find a Store' })).toBeVisible();
  },
};

/** ACC-154: nothing within 500 miles (96701). */
export const NoStoresFound: Story = {
  render: () => (
    <PreferredStorePage
      setup={{
        handlers: {
          getPreferredStore: () => ({ body: { store: null } }),
          searchStores: () => ({
            status: 400,
            // The server's own words differ: the page shows the banner's copy for the code.
            error: { code: 'NO_STORES_FOUND', message: 'story: no store within the radius' },
          }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, '96701');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No Stores were found within 500 Miles of the entered location!'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('96701');
  },
};

/** Whether the story's search service answers (the client retries a failed GET, so a story flips it). */
const searchService = { isDown: true };

/** ACC-155: the search service fails; 'Reload' searches again once it is back, and the ZIP stays. */
export const SearchUnavailable: Story = {
  render: () => {
    searchService.isDown = true;
    return (
      <PreferredStorePage
        setup={{
          handlers: {
            getPreferredStore: () => ({ body: { store: null } }),
            searchStores: () =>
              searchService.isDown
                ? { status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }
                : found(),
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, '45202');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "We're sorry, the search service is not available right now. Please try your search again later.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('45202');
    searchService.isDown = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(await canvas.findByRole('region', { name: 'Stores near 45202' })).toBeVisible();
  },
};

/** The ZIP is checked before any call: required, then exactly five digits; a ZIP that does not exist too. */
export const InvalidZip: Story = {
  render: () => (
    <PreferredStorePage
      setup={{
        handlers: {
          getPreferredStore: () => ({ body: { store: null } }),
          searchStores: () => ({ status: 404, error: { code: 'POSTAL_CODE_NOT_FOUND', message: 'Unknown ZIP.' } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, '');
    await expect(await canvas.findByText('ZIP Code is a required field.')).toBeVisible();
    await searchFor(canvasElement, '45a');
    await expect(await canvas.findByText('Please enter a valid ZIP code.')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'ZIP Code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('45a');
    await searchFor(canvasElement, '00000');
    await expect(await canvas.findByText('Please enter a valid ZIP code.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ZIP Code' })).toHaveFocus();
  },
};

/** Setting the store fails: said so, and the current store stays as it was. */
export const SaveFails: Story = {
  render: () => (
    <PreferredStorePage
      setup={{
        handlers: {
          getPreferredStore: () => ({ body: { store: downtownStore } }),
          searchStores: found,
          setPreferredStore: () => ({ status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Preferred Store' });
    await searchFor(canvasElement, '45202');
    const walnutHills = await canvas.findByRole('article', { name: 'Walnut Hills' });
    await userEvent.click(within(walnutHills).getByRole('button', { name: 'Make This My Store' }));
    await expect(await canvas.findByText("We couldn't update your preferred store. Please try again.")).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Preferred Store' })).getByRole('heading', {
        name: 'Downtown Cincinnati',
      }),
    ).toBeVisible();
  },
};

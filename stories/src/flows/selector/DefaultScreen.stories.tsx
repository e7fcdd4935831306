import { getBanner } from '@aisle/banner-themes';
import type { CustomerProfile, MembershipEnrollment } from '@aisle/contracts';
import { selectorStore } from '@aisle/storefront/flows/selector/selectorStore.ts';
import { shoppingModeStore } from '@aisle/storefront/lib/stores/shoppingMode.ts';
import { optionsWithoutPickup } from '@aisle/storefront/testing/storeFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSession, flowDocs } from '../../support/FlowHarness.tsx';
import { documentBody, optionsHandlers, SelectorStage } from './SelectorStage.tsx';

/**
 * The selector's default screen (spec account-and-selector 2): 'How are you shopping today?', the ZIP
 * search, one option per mode the banner offers, the disclaimer and the 'did you know' box.
 */
const meta = {
  title: 'Flows/Selector/DefaultScreen',
  parameters: { docs: flowDocs },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const optionNames = ['Pickup', 'Delivery', 'In Store'];

/** SEL-003..007, SEL-027, SEL-028, SEL-171: everything the default screen shows, for a guest. */
export const Guest: Story = {
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const body = within(documentBody(canvasElement));
    const dialog = within(await body.findByRole('dialog', { name: 'How are you shopping today?' }));
    await expect(dialog.getByRole('button', { name: 'close dialog' })).toBeVisible();
    // Nothing to go back to on the first screen.
    await expect(dialog.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(dialog.getByLabelText('ZIP Code')).toHaveAttribute('maxlength', '5');
    for (const name of optionNames) await expect(dialog.getByRole('button', { name })).toBeVisible();
    await expect(dialog.getByText('* $35 minimum on qualifying orders. Restrictions may apply.')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Did you know?' })).toHaveTextContent(
      'You can switch between Pickup, Delivery, and In Store at any time.',
    );
    await expect(dialog.getByRole('button', { name: 'Pickup' })).toHaveAccessibleDescription(/Pickup fees may apply\./);
  },
};

/** SEL-007: the 'did you know' box is optional: a banner without its text shows the screen without it. */
export const WithoutDidYouKnow: Story = {
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} withoutDidYouKnow />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    await expect(dialog.getByText('* $35 minimum on qualifying orders. Restrictions may apply.')).toBeVisible();
    await expect(dialog.queryByRole('region', { name: 'Did you know?' })).toBeNull();
  },
};

/** SEL-005 with a banner that has only In Store: no Pickup and no Delivery option. */
export const InStoreOnlyBanner: Story = {
  render: () => (
    <SelectorStage
      setup={{ handlers: optionsHandlers }}
      open={{ origin: 'header' }}
      capabilities={{ PICKUP: false, DELIVERY: false, IN_STORE: true }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'In Store' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Delivery' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Pickup' })).toBeNull();
    // Copy follows the banner's modes (issue 9): no online-order minimum, nothing to switch between.
    await expect(dialog.queryByText(/\$35 minimum/)).toBeNull();
    await expect(dialog.queryByRole('region', { name: 'Did you know?' })).toBeNull();
  },
};

const memberProfile: CustomerProfile = {
  id: demoSession.shopper.id,
  firstName: 'Dana',
  lastName: 'Demo',
  loyaltyCardNumber: null,
  created: '2025-01-10T12:00:00.000Z',
  contactInfo: { phones: [], emails: [], addresses: [] },
  bannerSpecificDetails: [],
  relevantAdsOptIn: false,
  membership: {
    planCode: 'BST',
    isActive: true,
    enrolledAt: '2026-01-10T12:00:00.000Z',
    renewalDueDate: '2026-12-10T12:00:00.000Z',
    cancellationDate: null,
  },
};

/** SEL-132, SEL-135: a member's Pickup fee note names their plan (and Delivery gets its member line). */
export const Member: Story = {
  render: () => (
    <SelectorStage
      setup={{ session: demoSession, handlers: { ...optionsHandlers, getProfile: () => ({ body: memberProfile }) } }}
      open={{ origin: 'header' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    const pickup = dialog.getByRole('button', { name: 'Pickup' });
    await waitFor(() => expect(pickup).toHaveAccessibleDescription(/Free Pickup with your .+ membership\./));
    await expect(dialog.getByRole('button', { name: 'Delivery' })).toHaveAccessibleDescription(
      /Free or discounted Delivery with your .+ membership\./,
    );
  },
};

/**
 * SEL-133: a shopper with Express Lane (the second banner's program, plan code HTEL) gets the member
 * messages, with the banner's title for that plan.
 */
export const ExpressLaneMember: Story = {
  render: () => (
    <SelectorStage
      setup={{
        session: demoSession,
        handlers: {
          ...optionsHandlers,
          getProfile: () => ({
            body: {
              ...memberProfile,
              membership: { ...(memberProfile.membership as MembershipEnrollment), planCode: 'HTEL' },
            },
          }),
        },
      }}
      open={{ origin: 'header' }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const title = getBanner(globals.banner ?? 'greenway').membershipPlanTitles.HTEL;
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    const pickup = dialog.getByRole('button', { name: 'Pickup' });
    await waitFor(() =>
      expect(pickup).toHaveAccessibleDescription(new RegExp(`Free Pickup with your ${title} membership\\.`)),
    );
    await expect(pickup).not.toHaveAccessibleDescription(/Pickup fees may apply/);
    await expect(dialog.getByRole('button', { name: 'Delivery' })).toHaveAccessibleDescription(
      new RegExp(`Free or discounted Delivery with your ${title} membership\\.`),
    );
  },
};

/** SEL-136: a signed-in shopper without a membership gets the regular Pickup fee note. */
export const NonMember: Story = {
  render: () => (
    <SelectorStage
      setup={{
        session: demoSession,
        handlers: { ...optionsHandlers, getProfile: () => ({ body: { ...memberProfile, membership: null } }) },
      }}
      open={{ origin: 'header' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    const pickup = dialog.getByRole('button', { name: 'Pickup' });
    await waitFor(() => expect(pickup).toHaveAccessibleDescription(/Pickup fees may apply\./));
    await expect(pickup).not.toHaveAccessibleDescription(/membership/);
  },
};

/**
 * SEL-108..114: the ZIP field takes at most 5 characters; empty, short or non-digit submissions mark it
 * invalid with the invalid-postal-code message, and what was typed stays.
 */
export const InvalidZip: Story = {
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    const zip = dialog.getByLabelText('ZIP Code');
    const search = dialog.getByRole('button', { name: 'Search' });
    const message = 'Please enter a valid 5-digit ZIP code.';
    // SEL-113: each refusal is reported as a client constraint error.
    const reports: unknown[] = [];
    const listener = (event: Event) => reports.push((event as CustomEvent).detail);
    window.addEventListener('aisle:selector-constraint-error', listener);

    await userEvent.click(search);
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));

    await userEvent.type(zip, '4520');
    await expect(zip).not.toHaveAttribute('aria-invalid');
    await userEvent.click(search);
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveValue('4520');

    await userEvent.clear(zip);
    await userEvent.type(zip, '45a02');
    await userEvent.keyboard('{Enter}');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveValue('45a02');

    await userEvent.clear(zip);
    await userEvent.type(zip, '4520299');
    await expect(zip).toHaveValue('45202');
    await expect(selectorStore.getState().modalityOptions.status).toBe('idle');
    window.removeEventListener('aisle:selector-constraint-error', listener);
    await expect(reports).toEqual([
      { source: 'client', input: '' },
      { source: 'client', input: '4520' },
      { source: 'client', input: '45a02' },
    ]);
  },
};

/** SEL-153: the server does not know the ZIP (address_validation_fail_modality_options): marked invalid. */
export const UnknownZip: Story = {
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    const zip = dialog.getByLabelText('ZIP Code');
    await userEvent.type(zip, '00000{Enter}');
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    await expect(zip).toHaveValue('00000');
  },
};

/** SEL-156: 96701 has no store within 500 miles. */
export const NoStores: Story = {
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '96701{Enter}');
    await expect(
      await dialog.findByText('No Stores were found within 500 Miles of the entered location!'),
    ).toBeVisible();
    await expect(dialog.getByLabelText('ZIP Code')).not.toHaveAttribute('aria-invalid');
  },
};

/** SEL-155: the options call gets no answer at all: the connection message. */
export const ServiceError: Story = {
  render: () => (
    <SelectorStage
      setup={{
        handlers: optionsHandlers,
        wrapFetch: (mockFetch) => async (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (url.includes('/api/modality-options')) throw new TypeError('Failed to fetch');
          return mockFetch(input, init);
        },
      }}
      open={{ origin: 'header' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '45202{Enter}');
    await expect(
      await dialog.findByText("Hmmm, looks like we've lost you. Please check your internet connection."),
    ).toBeVisible();
  },
};

/** A search shows where the results are from, and a mode with nothing near says so (SEL-167). */
export const SearchedWithoutPickup: Story = {
  render: () => (
    <SelectorStage
      setup={{
        handlers: { getModalityOptions: () => ({ body: optionsWithoutPickup() }) },
      }}
      open={{ origin: 'header' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('ZIP Code'), '45202{Enter}');
    await expect(await dialog.findByText('Showing results near 45202')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pickup' })).toHaveAccessibleDescription(
      /There are no Pickup stores near this location\./,
    );
    await expect(dialog.getByRole('button', { name: 'In Store' })).not.toHaveAccessibleDescription(/There are no/);
  },
};

/** SEL-168: while the options load, a spinner shows (after 200 ms). */
export const Searching: Story = {
  render: () => (
    <SelectorStage
      setup={{ handlers: { getModalityOptions: () => new Promise(() => undefined) } }}
      open={{ origin: 'header' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    const zip = dialog.getByLabelText('ZIP Code');
    // Under load the dialog's layer can still be settling (Radix sets pointer-events while it mounts).
    await waitFor(() => expect(getComputedStyle(zip).pointerEvents).not.toBe('none'));
    await userEvent.type(zip, '45202{Enter}');
    await expect(await dialog.findByText('Finding stores...')).toBeInTheDocument();
    await expect(shoppingModeStore.getState().activeModality).toBeNull();
  },
};

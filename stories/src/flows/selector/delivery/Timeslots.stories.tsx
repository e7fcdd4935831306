import type { MockHandlers } from '@aisle/contracts/testing';
import { selectorStore } from '@aisle/storefront/flows/selector/selectorStore.ts';
import {
  californiaAddress,
  deliveryBasket,
  homeAddress,
  promiseFixture,
  upfrontTimeslots,
} from '@aisle/storefront/testing/deliveryFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoSession, flowDocs } from '../../../support/FlowHarness.tsx';
import { documentBody } from '../SelectorStage.tsx';
import { type DeliveryMockOptions, DeliveryStage, deliveryHandlers } from './DeliveryStage.tsx';

/**
 * The up-front time slots (SEL-015, SEL-056..058, SEL-100..106, SEL-115, SEL-159..164, SEL-178): seven
 * days from Friday 2026-11-20, in-house delivery windows of two hours, an express hour today, no
 * delivery on Sunday.
 */
const meta = {
  title: 'Flows/Selector/Delivery/Timeslots',
  parameters: { docs: flowDocs },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function TimeslotStage({ handlers = {}, mock = {} }: { handlers?: MockHandlers; mock?: DeliveryMockOptions }) {
  return (
    <DeliveryStage
      setup={{ session: demoSession, handlers: { ...deliveryHandlers({ active: homeAddress, ...mock }), ...handlers } }}
      open={{ screen: 'viewTimeslots' }}
    />
  );
}

async function dialogOf(canvasElement: HTMLElement) {
  return within(await within(documentBody(canvasElement)).findByRole('dialog', { name: 'Choose a Delivery Time' }));
}

/** SEL-106, SEL-056, SEL-057: the first open time is preselected; fees, the express label, no Prop 65 in Ohio. */
export const Default: Story = {
  render: () => <TimeslotStage />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText('Delivery to 1014 Vine St')).toBeVisible();
    const days = dialog.getAllByRole('radio', { name: /day,/ });
    await expect(days).toHaveLength(7);
    await expect(dialog.getByRole('radio', { name: 'Friday, November 20' })).toHaveAttribute('aria-checked', 'true');
    const times = within(dialog.getByRole('radiogroup', { name: 'Choose a time' }));
    const express = times.getByRole('radio', { name: /11:00 AM - 12:00 PM/ });
    await expect(express).toBeChecked();
    await expect(express.closest('label')).toHaveTextContent('Fastest same-day service');
    await expect(express.closest('label')).toHaveTextContent('$11.95');
    await expect(times.getByRole('radio', { name: /12:00 PM - 2:00 PM/ }).closest('label')).toHaveTextContent('$6.95');
    // SEL-124: no Prop 65 warning outside California.
    await expect(dialog.queryByRole('note')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Reserve Time' })).toBeVisible();
  },
};

/** SEL-178: a member's fees are off: every window reads 'Free', the waived fee struck through. */
export const FeesOff: Story = {
  render: () => (
    <TimeslotStage handlers={{ getUpfrontTimeslots: () => ({ body: upfrontTimeslots({ feesOff: true }) }) }} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const times = within(await dialog.findByRole('radiogroup', { name: 'Choose a time' }));
    const noon = times.getByRole('radio', { name: /12:00 PM - 2:00 PM/ }).closest('label') as HTMLElement;
    await expect(noon).toHaveTextContent('Free');
    await expect(noon).not.toHaveTextContent('$6.95');
  },
};

/** SEL-123: delivering to California shows the Prop 65 warning. */
export const California: Story = {
  render: () => <TimeslotStage mock={{ active: californiaAddress }} />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText("Delivery to Sam's place")).toBeVisible();
    await expect(dialog.getByRole('note')).toHaveTextContent('WARNING:');
  },
};

/** SEL-123, SEL-059: a California delivery whose cart has no Prop 65 product shows no warning (issue 9). */
export const CaliforniaWithoutProp65Items: Story = {
  render: () => (
    <TimeslotStage
      mock={{ active: californiaAddress }}
      handlers={{
        getBasket: () => {
          const basket = deliveryBasket();
          return { body: { ...basket, items: basket.items.filter((line) => !line.product.prop65) } };
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole('radiogroup', { name: 'Choose a time' })).toBeVisible();
    await expect(dialog.queryByRole('note')).toBeNull();
  },
};

/** SEL-161, SEL-115: Sunday has no times; a day without a chosen time asks for one. */
export const NoSlotsAndRequired: Story = {
  render: () => <TimeslotStage />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('radio', { name: 'Sunday, November 22' }));
    await expect(
      dialog.getByText(
        'There are no time slots available for this store for this day. Please select a different date or store.',
      ),
    ).toBeVisible();
    // Keyboard: the next day with the arrow key.
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: 'Monday, November 23' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Reserve Time' }));
    await expect(await dialog.findByText('Please select a time to continue')).toBeVisible();
    const times = dialog.getByRole('radiogroup', { name: 'Choose a time' });
    await expect(times).toHaveAttribute('aria-invalid', 'true');
    await expect(times).toHaveAccessibleDescription('Please select a time to continue');
    await userEvent.click(within(times).getByRole('radio', { name: /10:00 AM - 12:00 PM/ }));
    await expect(dialog.queryByText('Please select a time to continue')).toBeNull();
  },
};

const createPromise = fn();

/** SEL-100..103, SEL-149, SEL-150: Reserve holds the chosen window and closes the selector. */
export const Reserve: Story = {
  render: () => {
    const handlers = deliveryHandlers({ active: homeAddress });
    return (
      <TimeslotStage
        handlers={{
          createPromise: (request) => {
            createPromise(request.body);
            return (handlers.createPromise as NonNullable<typeof handlers.createPromise>)(request);
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    createPromise.mockClear();
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('radio', { name: 'Saturday, November 21' }));
    await userEvent.click(dialog.getByRole('radio', { name: /8:00 AM - 10:00 AM/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reserve Time' }));
    await waitFor(() => expect(selectorStore.getState().isOpen).toBe(false));
    await expect(createPromise).toHaveBeenCalledWith({
      selectedIds: ['q-20261121:w8'],
      keyspace: 'AISLE_SELECTOR',
      component: 'UPFRONT_TIMESLOTS',
    });
  },
};

/** SEL-104, SEL-105, SEL-106: a held reservation: its time preselected, the hold time, 'Edit Reservation'. */
export const Reserved: Story = {
  render: () => (
    <TimeslotStage
      handlers={{
        getCurrentPromise: () => ({
          body: { promise: promiseFixture('q-20261123', 'w14', '2099-11-20T15:30:00.000Z') },
        }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(/^We'll hold this reservation until \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Monday, November 23' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('radio', { name: /2:00 PM - 4:00 PM/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Edit Reservation' })).toBeVisible();
  },
};

let loads = 0;

/** SEL-162, SEL-163: the times cannot be loaded: 'Something went wrong' with 'Try Again', which loads them. */
export const LoadError: Story = {
  render: () => (
    <TimeslotStage
      handlers={{
        getUpfrontTimeslots: () => {
          loads += 1;
          return loads === 1
            ? { status: 500, error: { code: 'INTERNAL_ERROR', message: 'boom' } }
            : { body: upfrontTimeslots() };
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    loads = 0;
    const dialog = await dialogOf(canvasElement);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(await dialog.findByRole('radiogroup', { name: 'Choose a time' })).toBeVisible();
  },
};

/** SEL-164: an empty quote list: the unavailable-delivery panel. */
export const Unavailable: Story = {
  render: () => (
    <TimeslotStage
      handlers={{
        getUpfrontTimeslots: () => ({ body: { modality: 'DELIVERY', timeZone: 'America/New_York', days: [] } }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole('heading', { name: 'Delivery Is Unavailable' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Reserve Time' })).toBeNull();
  },
};

/** SEL-160: the window filled up meanwhile (SLOT_FULL): the technical-difficulty message, the selector stays. */
export const SlotTaken: Story = {
  render: () => (
    <TimeslotStage
      handlers={{ createPromise: () => ({ status: 409, error: { code: 'SLOT_FULL', message: 'full' } }) }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Reserve Time' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
    );
    await expect(selectorStore.getState().isOpen).toBe(true);
  },
};

/** SEL-159: setting the Delivery mode fails after the hold: the same message. */
export const ModalityFails: Story = {
  render: () => (
    <TimeslotStage
      handlers={{
        createModalityPreference: () => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'boom' } }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Reserve Time' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
    );
  },
};

/** The address the times are for can be changed from here: the address book (v1). */
export const ChangeAddress: Story = {
  render: () => <TimeslotStage />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Change Address' }));
    const book = within(
      await within(documentBody(canvasElement)).findByRole('dialog', { name: 'Choose a Delivery Address' }),
    );
    await expect(await book.findAllByRole('article')).toHaveLength(3);
    // The pressed button is gone: the new screen takes focus, so keyboard users continue from it.
    const screen = documentBody(canvasElement).querySelector('[data-screen="addressBook"][tabindex]');
    await waitFor(() => expect(screen).toHaveFocus());
    // Back returns to the times.
    await userEvent.click(book.getByRole('button', { name: 'Back' }));
    await expect(await dialogOf(canvasElement)).toBeTruthy();
  },
};

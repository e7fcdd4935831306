import { homeAddress } from '@aisle/storefront/testing/deliveryFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoSession, flowDocs } from '../../../support/FlowHarness.tsx';
import { documentBody } from '../SelectorStage.tsx';
import { DeliveryStage, deliveryHandlers } from './DeliveryStage.tsx';

/** Choosing Delivery on the default screen (SEL-067..070): sign in, address book or time slots. */
const meta = {
  title: 'Flows/Selector/Delivery/ChooseDelivery',
  parameters: { docs: flowDocs },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * SEL-014, SEL-067, SEL-128: a guest gets the sign-in screen; 'Sign In' leads to the sign-in page and
 * back to this page, marked to reopen the selector on Delivery.
 */
export const GuestSignIn: Story = {
  render: () => <DeliveryStage setup={{ handlers: deliveryHandlers() }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const body = within(documentBody(canvasElement));
    const start = within(await body.findByRole('dialog', { name: 'How are you shopping today?' }));
    await userEvent.click(start.getByRole('button', { name: 'Delivery' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Delivery' }));
    await expect(
      await dialog.findByText("You're Not Signed In. Please sign in to preview available Delivery Times."),
    ).toBeVisible();
    const link = dialog.getByRole('link', { name: 'Sign In' });
    const href = new URL(link.getAttribute('href') as string, 'http://greenway.localhost');
    await expect(href.pathname).toBe('/signin');
    await expect(href.searchParams.get('returnTo')).toMatch(/[?&]selector=delivery$/);
    // SEL-061: Back returns to the default screen.
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(await body.findByRole('dialog', { name: 'How are you shopping today?' })).toBeVisible();
  },
};

/** SEL-068: signed in without a Delivery address: the address book. */
export const SignedInNoAddress: Story = {
  render: () => (
    <DeliveryStage setup={{ session: demoSession, handlers: deliveryHandlers() }} open={{ origin: 'header' }} />
  ),
  play: async ({ canvasElement }) => {
    const body = within(documentBody(canvasElement));
    const start = within(await body.findByRole('dialog', { name: 'How are you shopping today?' }));
    await userEvent.click(start.getByRole('button', { name: 'Delivery' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Choose a Delivery Address' }));
    await expect(await dialog.findAllByRole('article')).toHaveLength(3);
  },
};

/** SEL-069, SEL-070: signed in with a Delivery address: the options are refetched and the time slots open. */
export const SignedInWithAddress: Story = {
  render: () => (
    <DeliveryStage
      setup={{ session: demoSession, handlers: deliveryHandlers({ active: homeAddress }) }}
      open={{ origin: 'header' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(documentBody(canvasElement));
    const start = within(await body.findByRole('dialog', { name: 'How are you shopping today?' }));
    await userEvent.click(await start.findByRole('button', { name: /Delivery/ }));
    const dialog = within(await body.findByRole('dialog', { name: 'Choose a Delivery Time' }));
    await expect(await dialog.findByRole('radiogroup', { name: 'Choose a time' })).toBeVisible();
  },
};

import { getBanner } from '@aisle/banner-themes';
import { DEFAULT_WALLET_APPLICATION, formatWalletBalance } from '@aisle/contracts';
import { demoWalletCards } from '@aisle/contracts/testing';
import { checkoutStore } from '@aisle/storefront/flows/checkout/checkoutStore.ts';
import {
  type CheckoutMockOptions,
  checkoutMockHandlers,
  DEMO_ORDER_ID,
} from '@aisle/storefront/testing/checkoutFixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flowDocs } from '../../support/FlowHarness.tsx';
import { secureFrameA11y, waitForSecureFrames } from '../wallet/walletStorySupport.tsx';
import { CheckoutPage, navigate } from './checkoutStorySupport.tsx';

/**
 * The checkout payment page (`/checkout?orderId=`; spec cart-scheduling-checkout 2 "Checkout payment
 * page"): the page of a partner delivery checkout, and the contact drawer that opens by itself when a
 * name is missing. The API is answered by `createMockFetch` (checked against the contracts' schemas).
 */

const meta = {
  title: 'Flows/Checkout/Payment Page',
  component: CheckoutPage,
  tags: ['online-only'],
  parameters: { docs: flowDocs, layout: 'padded', a11y: secureFrameA11y },
  afterEach: waitForSecureFrames,
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** PAY-001..018, PAY-070: every section of a partner delivery, the terms box and Place Order. */
export const PartnerDelivery: Story = {
  args: { setup: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order Details' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Paying With' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Items' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Payment Summary' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change Time' })).toHaveAttribute(
      'href',
      '/scheduling?fulfillmentType=delivery',
    );
    await expect(
      canvas.getByRole('checkbox', { name: "I agree to the delivery partner's Terms of Service." }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/i/privacy-policy');
    // PAY-001: 'Pay' is the current step (both steppers, one for wide and one for narrow screens).
    for (const current of canvasElement.querySelectorAll('[aria-current="step"]')) {
      await expect(current).toHaveTextContent('Pay');
    }
    await expect(canvasElement.querySelectorAll('[aria-current="step"]').length).toBeGreaterThan(0);
    // PAY-003: the chosen time on its own line; PAY-009: 'Edit' for a complete contact; PAY-010: instructions.
    await expect(canvas.getByText(/^Delivery: \w+day, Nov \d+, 2:00 PM - 4:00 PM$/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Instructions' })).toBeVisible();
    // PAY-015, PAY-017: the FAQ and the delivery partner's terms.
    await expect(canvas.getByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute(
      'href',
      '/topic/digital-faqs',
    );
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/i/delivery-partner-terms',
    );
    // GEN-010: no SNAP EBT FAQ for an order without SNAP-eligible items.
    await expect(canvas.queryByRole('link', { name: 'SNAP EBT FAQ' })).toBeNull();
    // PAY-018: a delivery comes to the shopper's own address: its place shows, with no directions to it.
    await expect(canvas.getByText('Home, 350 S Grand Ave, Los Angeles, CA 90012')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Get Directions/ })).toBeNull();
    // PAY-031..034, PAY-139: the card box picks the preferred Visa, the payment update runs, Place Order opens.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled(), { timeout: 5000 });
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('TBD')).toBeVisible();
  },
};

/** PAY-026, PAY-021, PAY-009: without a last name the drawer opens on contact by itself. */
export const ContactMissing: Story = {
  args: { setup: { contact: { lastName: null } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Edit Contact Information' });
    await expect(within(drawer).getByRole('button', { name: 'Update Contact Information' })).toBeVisible();
    await expect(within(drawer).getByLabelText('Last Name')).toHaveValue('');
    // PAY-009: the contact row's action reads 'Edit Info' while a name is missing.
    await expect(within(canvasElement).getByText('Edit Info')).toBeInTheDocument();
  },
};

const never = () => new Promise<never>(() => {});

/** Ticks the terms box once Place Order is enabled (the payment update done), then places the order. */
async function placeOrder(canvasElement: HTMLElement, { tickTerms = true } = {}) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: 'Place Order' });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  if (tickTerms)
    await userEvent.click(
      canvas.getByRole('checkbox', { name: "I agree to the delivery partner's Terms of Service." }),
    );
  await userEvent.click(button);
}

/** CBX-026..028: Place Order without a name or phone names each missing field and reopens the contact drawer. */
export const ContactRequiredAtPlaceOrder: Story = {
  args: { setup: { contact: { firstName: null, lastName: null, phone: null } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Edit Contact Information' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await placeOrder(canvasElement, { tickTerms: false });
    await expect(
      await within(canvasElement).findByText(
        'First Name is a required field Last Name is a required field Phone is a required field',
      ),
    ).toBeVisible();
    // PAY-047: the drawer Place Order opens shows each field's error.
    const drawer = within(await body.findByRole('dialog', { name: 'Edit Contact Information' }));
    await expect(drawer.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    await expect(drawer.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    await expect(drawer.getByText('Phone number is required')).toBeVisible();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** The contact drawer's updates that reach the checkout (the others apply as the server would). */
function recordingContactUpdates(sent: unknown[]) {
  const { handlers } = checkoutMockHandlers();
  return {
    update: ((request) => {
      const update = request.body as { fulfillment?: { contact?: unknown; instructions?: unknown } };
      if (update.fulfillment) sent.push(update.fulfillment);
      return (handlers.updateCheckout as NonNullable<typeof handlers.updateCheckout>)(request);
    }) satisfies NonNullable<CheckoutMockOptions['update']>,
  };
}

/**
 * PAY-040..045, PAY-049: in the contact drawer the names are checked at submit and on blur; the phone is
 * required, formatted (###) ###-#### as typed and must be valid before the drawer saves anything.
 */
const contactSent: unknown[] = [];
export const ContactValidation: Story = {
  // Its play proves the messages as they come and go; its last frame is still settling.
  tags: ['no-visual'],
  args: { setup: { contact: { firstName: null, lastName: null }, ...recordingContactUpdates(contactSent) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Edit Contact Information' });
    // Read afresh each time: the drawer's form renders again when this story's checkout arrives.
    const drawer = () => within(body.getByRole('dialog', { name: 'Edit Contact Information' }));
    const first = () => drawer().getByLabelText('First Name');
    const last = () => drawer().getByLabelText('Last Name');
    const phone = () => drawer().getByLabelText('Phone');
    const update = () => drawer().getByRole('button', { name: 'Update Contact Information' });
    // This story's checkout (no names) is the one the drawer shows: the story run renders stories one after
    // another in one page, and the previous story's contact could still be in the store for a moment.
    await waitFor(() => expect(first()).toHaveValue(''));
    await waitFor(() => expect(last()).toHaveValue(''));
    // PAY-041, PAY-042: at submit, the missing names.
    // Until this story's checkout has settled, the form may render again and drop the messages: submit again.
    await waitFor(async () => {
      await userEvent.click(update());
      await expect(first()).toHaveAccessibleDescription('First name is required');
    });
    await waitFor(() => expect(last()).toHaveAccessibleDescription('Last name is required'));
    // PAY-040: a name typed and left clears its message; emptied and left, it comes back.
    await userEvent.type(first(), 'Dana');
    await userEvent.tab();
    await waitFor(() => expect(first()).not.toHaveAccessibleDescription('First name is required'));
    await userEvent.clear(first());
    await userEvent.tab();
    await waitFor(() => expect(first()).toHaveAccessibleDescription('First name is required'));
    await userEvent.type(first(), 'Dana');
    await userEvent.type(last(), 'Demo');
    await userEvent.tab();
    await waitFor(() => expect(last()).not.toHaveAccessibleDescription('Last name is required'));
    // PAY-043: an empty phone.
    await userEvent.clear(phone());
    await userEvent.tab();
    await expect(await drawer().findByText('Phone number is required')).toBeVisible();
    // PAY-044, PAY-045, PAY-049: the phone formatted as typed; an invalid one is refused and nothing is saved.
    await userEvent.type(phone(), '0005550100');
    await waitFor(() => expect(phone()).toHaveValue('(000) 555-0100'));
    await userEvent.click(update());
    await expect(await drawer().findByText('Please enter a valid phone number')).toBeVisible();
    await expect(contactSent).toEqual([]);
    await userEvent.clear(phone());
    await userEvent.type(phone(), '5135550123');
    await waitFor(() => expect(phone()).toHaveValue('(513) 555-0123'));
    await userEvent.click(update());
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(contactSent).toEqual([
      { contact: { firstName: 'Dana', lastName: 'Demo', phone: '+15135550123', smsOptin: false } },
    ]);
  },
};

/** PAY-046, PAY-048: Place Order with a phone that is there but not valid names the phone's problem. */
export const PlaceOrderInvalidPhone: Story = {
  tags: ['no-visual'],
  args: { setup: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Edit Contact Information' }));
    await userEvent.clear(drawer.getByLabelText('Phone'));
    await userEvent.type(drawer.getByLabelText('Phone'), '000555');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await placeOrder(canvasElement);
    await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
    const reopened = within(await body.findByRole('dialog', { name: 'Edit Contact Information' }));
    await expect(reopened.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** CBX-023, CBX-024: the chosen Visa has no billing address: the card box says so and Place Order stays off. */
export const CardWithoutBillingAddress: Story = {
  args: {
    setup: {},
    wallet: {
      cards: demoWalletCards().map((card) => (card.lastFourPan === '1111' ? { ...card, address: null } : card)),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Visa ending in 1111')).toBeVisible();
    await expect(
      await canvas.findByText('Please enter a billing address in order to use this credit card.'),
    ).toBeVisible();
    // Place Order waits for the payment update after the wallet loads; once none is on its way it would be on.
    await waitFor(() => expect(checkoutStore.getState().pendingUpdates).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/**
 * PAY-093: the only credit card is the expired Mastercard (preferred, so the card box starts with it): the
 * page says under it that the method is expired and another is needed, and Place Order stays off.
 */
export const ExpiredCardChosen: Story = {
  args: {
    setup: {},
    wallet: {
      cards: demoWalletCards()
        .filter((card) => card.lastFourPan !== '1111')
        .map((card) =>
          card.lastFourPan === '4444'
            ? { ...card, default: true, defaultApplications: [DEFAULT_WALLET_APPLICATION] }
            : card,
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mastercard ending in 4444')).toBeVisible();
    await expect(
      await canvas.findByText('This payment method is expired. Please select a different payment method.'),
    ).toBeVisible();
    // The server would refuse the card; Place Order stays off once no update is on its way.
    await waitFor(() => expect(checkoutStore.getState().pendingUpdates).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  },
};

/** PAY-070: without the partner's terms ticked, Place Order says what is missing and sends nothing. */
export const PartnerTermsRequired: Story = {
  args: { setup: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await placeOrder(canvasElement, { tickTerms: false });
    await expect(
      await canvas.findByText("You must agree to the delivery partner's Terms of Service to place your order."),
    ).toBeVisible();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** PAY-071: another fulfilment provider's delivery asks for the provider's acceptance in its own words. */
export const ProviderTermsRequired: Story = {
  args: { setup: { vendorId: 'PROVIDER_DELIVERY' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
    await expect(
      canvas.getByRole('checkbox', {
        name: "I accept that my grocery order will be made by my store's fulfillment provider.",
      }),
    ).not.toBeChecked();
    await userEvent.click(button);
    await expect(
      await canvas.findByText(
        "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
      ),
    ).toBeVisible();
  },
};

/** PAY-141, PAY-142: while the order is placed the button reads 'Submitting Order...' and takes no second tap. */
const submitsWhileBusy: unknown[] = [];
export const Submitting: Story = {
  args: {
    setup: {
      submit: (request: unknown) => {
        submitsWhileBusy.push(request);
        return never();
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    submitsWhileBusy.length = 0;
    await placeOrder(canvasElement);
    const busy = await canvas.findByRole('button', { name: 'Submitting Order...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    // A second tap is ignored: the order is still being placed, once.
    await userEvent.click(busy);
    await expect(submitsWhileBusy).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-component="CheckoutScreen"]')).toHaveAttribute(
      'data-state',
      'submitting',
    );
  },
};

/** PAY-140, PAY-145: a placed order goes to its order-complete page. */
export const Placed: Story = {
  args: { setup: {} },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await placeOrder(canvasElement);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/checkout/CLICKLIST/${DEMO_ORDER_ID}/complete`));
  },
};

/** PAY-149, PAY-150: the held time ran out: 'Order Timed Out' with 'Back to Scheduling' for the delivery. */
export const TimedOut: Story = {
  args: {
    setup: {
      submit: () => ({ status: 410, error: { code: 'CHECKOUT_TIMEOUT', message: 'The reserved time expired.' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await placeOrder(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Order Timed Out' }));
    await expect(dialog.getByRole('link', { name: 'Back to Scheduling' })).toHaveAttribute(
      'href',
      '/scheduling?fulfillmentType=delivery',
    );
  },
};

/**
 * Issue 20 (WCAG 2.2.1): two minutes are left of the order's held time. The page says which time is held and
 * until when, and asks whether the shopper needs more time; 'Keep My Time' holds the same window afresh.
 */
export const HoldEnding: Story = {
  args: { setup: { hold: 'ending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const copy = getBanner('greenway').strings.scheduling.holdEnding;
    const dialog = await body.findByRole('alertdialog', { name: copy.title });
    await expect(dialog).toHaveAccessibleDescription(
      /^We're holding \w+day, Nov 20, 2:00 PM - 4:00 PM for you until 10:30 AM\. After that, this time may go to another shopper\.$/,
    );
    await expect(canvas.getByText("We'll hold this reservation until 10:30 AM")).toBeInTheDocument();
    // Focus starts on the answer most shoppers want.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: copy.keep })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: copy.keep }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // Renewed at 10:28 for 30 minutes; the line says so.
    await expect(await canvas.findByText("We'll hold this reservation until 10:58 AM")).toBeInTheDocument();
  },
};

/** Issue 20: the time cannot be held any longer: the dialog says so and leads to scheduling. */
export const HoldEndingRefused: Story = {
  args: {
    setup: {
      hold: 'ending',
      holdRenewAnswer: () => ({ status: 409, error: { code: 'SLOT_FULL', message: 'story' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const copy = getBanner('greenway').strings.scheduling.holdEnding;
    const dialog = within(await body.findByRole('alertdialog', { name: copy.title }));
    await userEvent.click(dialog.getByRole('button', { name: copy.keep }));
    await expect(await dialog.findByText(copy.failed)).toBeVisible();
    await expect(dialog.getByRole('link', { name: copy.chooseTime })).toHaveAttribute(
      'href',
      '/scheduling?fulfillmentType=delivery',
    );
    await expect(dialog.queryByRole('button', { name: copy.keep })).toBeNull();
  },
};

/** PAY-149 (issue 20): the held time ran out before the page came: 'Order Timed Out' opens at once. */
export const HoldGone: Story = {
  args: { setup: { hold: 'gone' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Order Timed Out' }));
    await expect(dialog.getByRole('link', { name: 'Back to Scheduling' })).toHaveAttribute(
      'href',
      '/scheduling?fulfillmentType=delivery',
    );
  },
};

/** ERR-030: placing fails on the server: the create-order message, with the banner's customer service; the page stays usable. */
export const PlaceOrderFailed: Story = {
  args: {
    setup: { submit: () => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'story' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await placeOrder(canvasElement);
    await expect(
      await canvas.findByText(/^We're sorry, but we weren't able to create your order\. Please try again\. /),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Place Order' })).not.toHaveAttribute('aria-disabled'),
    );
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    // The refusal leaves the shopper on Place Order, ready to try again.
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toHaveFocus();
  },
};

/**
 * ERR-024: a checkout that is not there: the generic message with 'Error code: CO404', under a title that
 * says the checkout was not found, and 'Go to Cart' (issue 20: a Reload could not bring it back).
 */
export const MissingCheckout: Story = {
  args: {
    setup: { checkoutAnswer: () => ({ status: 404, error: { code: 'NOT_FOUND', message: 'story' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText(/Error code: CO404$/);
    // ERR-022: the generic message in full, with the banner's customer service (its own words) and number.
    await expect(message).toHaveTextContent(
      /We're sorry, we are currently experiencing technical difficulties\. Please try again\. If the problem persists, please (contact|call) .*Customer (Service|Care) at \(\d{3}\) \d{3}-\d{4}\. Error code: CO404$/,
    );
    const copy = getBanner('greenway').strings.checkout.missing;
    await expect(canvas.getByText(copy.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.goToCart })).toHaveAttribute('href', '/cart');
    await expect(canvas.queryByRole('button', { name: 'Reload' })).toBeNull();
  },
};

/** PAY-035, PAY-036: a failed payment update opens the retry modal; 'Try Again' sends it again. */
export const UpdateRetry: Story = {
  // Its last frame settles a moment after the play ends (where focus lands); its play proves the state.
  tags: ['no-visual'],
  args: {
    setup: (() => {
      let failures = 1;
      const { handlers } = checkoutMockHandlers();
      return {
        update: (request) => {
          // A client error: the API client retries server errors itself before the page sees them.
          if (failures-- > 0) return { status: 404, error: { code: 'CARD_NOT_FOUND', message: 'No such card' } };
          return (handlers.updateCheckout as NonNullable<typeof handlers.updateCheckout>)(request);
        },
      };
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Something went wrong' }));
    await expect(dialog.getByText("We couldn't update your payment methods please try again.")).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  },
};

/**
 * CBX-037, CBX-038: the shopper closes 'Something went wrong' instead of trying again; Place Order then
 * sends the payment update again and places the order only with the checkout that carries the card.
 */
const dismissedCalls: string[] = [];
export const UpdateFailedDismissed: Story = {
  // Its play proves the order of the calls; the page it ends on is still settling (the update sent again).
  tags: ['no-visual'],
  args: {
    setup: (() => {
      let failures = 1;
      const { handlers } = checkoutMockHandlers();
      return {
        update: (request) => {
          if (failures-- > 0) {
            dismissedCalls.push('update refused');
            return { status: 404, error: { code: 'CARD_NOT_FOUND', message: 'No such card' } };
          }
          dismissedCalls.push('update');
          return (handlers.updateCheckout as NonNullable<typeof handlers.updateCheckout>)(request);
        },
        submit: (request) => {
          dismissedCalls.push('place order');
          return (handlers.submitCheckout as NonNullable<typeof handlers.submitCheckout>)(request);
        },
      };
    })(),
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Something went wrong' }));
    await userEvent.click(dialog.getByRole('button', { name: 'close dialog' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull());
    const terms = canvas.queryByRole('checkbox');
    if (terms) await userEvent.click(terms);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/checkout/CLICKLIST/${DEMO_ORDER_ID}/complete`));
    await expect(dismissedCalls).toEqual(['update refused', 'update', 'place order']);
  },
};

/** PAY-018, PAY-157, PAY-171: a pickup: its store's maps link, 'Pickup Fee' Free, no tip and no terms box; the $1 hold stays hidden while the card pays. */
export const Pickup: Story = {
  args: { setup: { modality: 'PICKUP' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pickup Fee')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Add a Tip' })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Change Time' })).toHaveAttribute(
      'href',
      '/scheduling?fulfillmentType=pickup',
    );
    // PAY-018: the pickup store's maps link, built from its latitude,longitude, in a new tab.
    const maps = canvas.getByRole('link', { name: 'Get Directions (opens in a new tab)' });
    await expect(maps).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=39.1112,-84.5148');
    await expect(maps).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled(), { timeout: 5000 });
  },
};

/** GEN-014: the second banner takes instructions for a pickup too. */
export const HarborPickup: Story = {
  // Sets its own banner: the visual run, which switches banners, leaves it out.
  tags: ['fixed-banner'],
  args: { setup: { modality: 'PICKUP' } },
  globals: { banner: 'harbor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expect(canvas.getByText('No instructions added')).toBeVisible();
  },
};

/** PAY-076..078, PAY-159, PAY-160: the tip suggestions of the subtotal, '+N points' and the bag-fee message. */
export const TipPointsAndBagFee: Story = {
  args: { setup: { bagFeeApplies: true, fulfillmentFee: 5.95 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add a Tip' })).toBeVisible();
    await expect(canvas.getByText('+13 points')).toBeVisible();
    await expect(canvas.getByText('A bag fee applies in your area because of local bag regulations.')).toBeVisible();
    await expect(canvas.getByText('$5.95')).toBeVisible();
  },
};

/** ACC-071, ACC-163: a tip the checkout refuses says so under the tip, keeps the page usable, no retry modal. */
export const TipUpdateFailed: Story = {
  // Where focus lands after the refusal settles after the play ends: left to the story test.
  tags: ['no-visual'],
  args: {
    setup: { tipUpdate: () => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'story' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add a Tip' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled(), { timeout: 5000 });
    const tip = within(canvasElement.querySelector('[data-part="tip"]') as HTMLElement);
    await userEvent.click(tip.getAllByRole('radio')[0] as HTMLElement);
    await expect(
      await canvas.findByText('Something went wrong when updating your tip amount. Please try again.'),
    ).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  },
};

/** PAY-074: a modify checkout shows the order's tip read-only: no tip option can be chosen, no 'Custom Tip'. */
export const ModifyTipReadOnly: Story = {
  args: { setup: { isModify: true, gratuityAmount: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add a Tip' })).toBeVisible();
    const tip = within(canvasElement.querySelector('[data-part="tip"]') as HTMLElement);
    await expect(tip.getByText('Your tip: $5.00')).toBeVisible();
    await expect(tip.queryAllByRole('radio')).toHaveLength(0);
    await expect(tip.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Custom Tip' })).toBeNull();
  },
};

/** A modification of an in-house delivery for Friday 2:00 PM - 4:00 PM: its 'Change Time' lists that place's week. */
const modifySetup = { isModify: true, vendorId: 'IN_HOUSE_DELIVERY' } as const;

/**
 * Issue 20: 'Change Time' of a placed order opens a drawer of this page (not the cart's scheduling page) on the
 * order's own window, among the days and times of its address.
 */
export const ModifyChangeTimeDrawer: Story = {
  args: { setup: modifySetup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change Time' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Change Time' }));
    await expect(await drawer.findByText('Choose a new Delivery time for your order.', { exact: false })).toBeVisible();
    await expect(await drawer.findByRole('radio', { name: /2:00 PM - 4:00 PM/ })).toBeChecked();
    await expect(drawer.getByRole('button', { name: 'Save Time' })).toBeEnabled();
  },
};

/** Issue 20: another day and time, 'Save Time': the drawer closes and the order reads its new window. */
export const ModifyTimeChanged: Story = {
  args: { setup: modifySetup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change Time' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Change Time' }));
    await userEvent.click(await drawer.findByRole('radio', { name: /Saturday, November 21/ }));
    await userEvent.click(await drawer.findByRole('radio', { name: /10:00 AM - 12:00 PM/ }));
    await userEvent.click(drawer.getByRole('button', { name: 'Save Time' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const details = within(canvasElement.querySelector('[data-part="order-details"]') as HTMLElement);
    await expect(details.getByText('10:00 AM - 12:00 PM')).toBeVisible();
    await expect(canvas.getByText('Delivery: Saturday, Nov 21, 10:00 AM - 12:00 PM', { exact: false })).toBeVisible();
  },
};

/** SNAP-eligible items worth $9.98 (the two loaves): the card box chooses the SNAP card with the Visa. */
const snapSetup = { snapEligibleItemTotal: 9.98 } as const;

/** PAY-120..126, GEN-010: 'Change Amount' checks the SNAP EBT amount against $0.01 and what SNAP may pay; 'Done' keeps it. */
export const SnapAmount: Story = {
  args: { setup: snapSetup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Charge to SNAP EBT: $9.98', {}, { timeout: 5000 })).toBeVisible();
    // GEN-010: an order SNAP EBT can pay for links the SNAP EBT FAQ.
    await expect(canvas.getByRole('link', { name: 'SNAP EBT FAQ' })).toHaveAttribute('href', '/i/snap-ebt-faq');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Amount' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Change SNAP EBT Amount' }));
    const field = dialog.getByLabelText('Amount to charge to your SNAP EBT card');
    await userEvent.clear(field);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(await dialog.findByText('Amount is required')).toBeVisible();
    await userEvent.type(field, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(
      await dialog.findByText('The minimum amount you can charge to your SNAP EBT card is $0.01'),
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(
      await dialog.findByText('The maximum amount you can charge to your SNAP EBT card is $9.98'),
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Charge to SNAP EBT: $5.00')).toBeVisible();
  },
};

/**
 * PAY-123: the SNAP EBT card's balance is known ($4.50 left) and lower than what SNAP may pay ($9.98): the
 * checkout charges the balance, not more than the card holds, and the rest goes to the Visa.
 */
export const SnapBalanceKnown: Story = {
  args: {
    setup: snapSetup,
    wallet: {
      cards: demoWalletCards().map((card) =>
        card.cardType === 'EBT_CARD' ? { ...card, balance: formatWalletBalance(450) } : card,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Charge to SNAP EBT: $4.50', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('Charge to SNAP EBT: $9.98')).toBeNull();
  },
};

/** PAY-114, PAY-115: placing with a SNAP EBT charge asks for the PIN first, then sends the frame's token. */
export const SnapPin: Story = {
  args: {
    setup: {
      ...snapSetup,
      submit: (request) => {
        const body = request.body as { paymentDetails: { paymentMethods: { encryptedPin?: string }[] } };
        return body.paymentDetails.paymentMethods.some((method) => method.encryptedPin)
          ? (checkoutMockHandlers({ ...snapSetup, status: 'PLACED' }).handlers.getCheckout?.(request) ?? {
              status: 500,
              error: { code: 'INTERNAL_ERROR', message: 'no mock' },
            })
          : { status: 422, error: { code: 'EBT_PIN_REQUIRED', message: 'PIN required' } };
      },
    },
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    await placeOrder(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Enter Your SNAP EBT PIN' }));
    await expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/checkout/CLICKLIST/${DEMO_ORDER_ID}/complete`));
  },
};

/**
 * PAY-129: placing is refused because the SNAP EBT card holds less than the amount ($4.50 left): the balance
 * is kept, the amount form opens at it, and more than it is refused with the maximum.
 */
export const SnapBalanceShort: Story = {
  args: {
    setup: {
      ...snapSetup,
      submit: () => ({
        status: 422,
        error: {
          code: 'EBT_AMOUNT_INVALID',
          message: 'The card balance does not cover this amount.',
          remainingBalance: 4.5,
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    await placeOrder(canvasElement);
    const pin = within(await body.findByRole('dialog', { name: 'Enter Your SNAP EBT PIN' }));
    await userEvent.click(pin.getByRole('button', { name: 'Confirm' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Change SNAP EBT Amount' }));
    const field = dialog.getByLabelText('Amount to charge to your SNAP EBT card');
    await expect(field).toHaveValue('4.50');
    await userEvent.clear(field);
    await userEvent.type(field, '9.98');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(
      await dialog.findByText('The maximum amount you can charge to your SNAP EBT card is $4.50'),
    ).toBeVisible();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/**
 * PAY-127, PAY-128: the payment update that adds the SNAP EBT card fails: its own modal offers 'Try again'
 * and 'Remove Card'. Removing the card takes it out of the payments; the Visa alone stays, and the page
 * sends no update that charges SNAP EBT again.
 */
const snapUpdates: unknown[] = [];
export const SnapUpdateFailed: Story = {
  tags: ['no-visual'],
  args: {
    setup: (() => {
      const { handlers } = checkoutMockHandlers({ snapEligibleItemTotal: 9.98 });
      return {
        ...snapSetup,
        update: (request) => {
          const update = request.body as { payments?: Array<{ paymentType: string }> };
          if (update.payments) snapUpdates.push(update.payments.map((payment) => payment.paymentType));
          // A client error: the API client retries server errors itself before the page sees them.
          if (update.payments?.some((payment) => payment.paymentType === 'EBT')) {
            return { status: 404, error: { code: 'CARD_NOT_FOUND', message: 'No such card' } };
          }
          return (handlers.updateCheckout as NonNullable<typeof handlers.updateCheckout>)(request);
        },
      } satisfies CheckoutMockOptions;
    })(),
  },
  play: async ({ canvasElement }) => {
    snapUpdates.length = 0;
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: "We couldn't use your SNAP EBT card" }));
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(body.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    const again = within(await body.findByRole('dialog', { name: "We couldn't use your SNAP EBT card" }));
    await userEvent.click(again.getByRole('button', { name: 'Remove Card' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByText(/Charge to SNAP EBT/)).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    await expect(snapUpdates.at(-1)).toEqual(['BANK_CARD']);
  },
};

/** PAY-116, PAY-117: code 75 turns the PIN modal into 'Too Many PIN Attempts' and locks the entry. */
export const SnapPinLocked: Story = {
  args: {
    setup: {
      ...snapSetup,
      submit: () => ({ status: 402, error: { code: '75', message: 'Locked' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await placeOrder(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Enter Your SNAP EBT PIN' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    const locked = within(await body.findByRole('dialog', { name: 'Too Many PIN Attempts' }));
    await expect(locked.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await expect(locked.getByText(/too many incorrect PIN attempts/)).toBeVisible();
  },
};

/**
 * Issue 20 (WCAG 4.1.3): a wrong PIN (55) twice. The same words come in a new alert each time, so a screen
 * reader announces the second refusal too (an alert whose words do not change says nothing).
 */
export const SnapPinWrongTwice: Story = {
  tags: ['no-visual'],
  args: {
    setup: {
      ...snapSetup,
      submit: () => ({ status: 402, error: { code: '55', message: 'Wrong PIN' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await placeOrder(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Enter Your SNAP EBT PIN' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    const first = await dialog.findByRole('alert');
    await expect(first).toHaveTextContent('We were unable to verify your PIN. Please try again.');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(first.isConnected).toBe(false));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'We were unable to verify your PIN. Please try again.',
    );
  },
};

/** PAY-022, PAY-024, PAY-025: each drawer's primary button: 'Update Instructions', 'Update Tip Amount', 'Close'. */
export const DrawerButtons: Story = {
  tags: ['no-visual'],
  args: { setup: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Instructions' }));
    const instructionsDialog = await body.findByRole('dialog', { name: 'Order Instructions' });
    const instructions = within(instructionsDialog);
    await expect(instructions.getByRole('button', { name: 'Update Instructions' })).toBeVisible();
    // Escape reaches the drawer once its focus is inside it (on a loaded machine, a moment after it shows).
    await waitFor(() => expect(instructionsDialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Custom Tip' }));
    const gratuityDialog = await body.findByRole('dialog', { name: 'Custom Tip' });
    const gratuity = within(gratuityDialog);
    await expect(gratuity.getByRole('button', { name: 'Update Tip Amount' })).toBeVisible();
    await waitFor(() => expect(gratuityDialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'View All Items' }));
    const items = within(await body.findByRole('dialog', { name: 'Items in Your Order' }));
    await userEvent.click(items.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * ACC-073: the custom tip form starts again from the tip that counts. An amount typed and left without
 * 'Update Tip Amount' is dropped; a submitted one closes the drawer and is what the form shows next time.
 */
export const CustomTipFormResets: Story = {
  tags: ['no-visual'],
  args: { setup: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const openCustomTip = async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Custom Tip' }));
      return within(await body.findByRole('dialog', { name: 'Custom Tip' }));
    };
    let drawer = await openCustomTip();
    await userEvent.click(drawer.getByRole('radio', { name: 'Other Amount' }));
    await userEvent.type(drawer.getByLabelText('Custom tip amount'), '5.50');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    drawer = await openCustomTip();
    await expect(drawer.queryByLabelText('Custom tip amount')).toBeNull();
    await userEvent.click(drawer.getByRole('radio', { name: 'Other Amount' }));
    await expect(drawer.getByLabelText('Custom tip amount')).not.toHaveValue('5.50');
    await userEvent.clear(drawer.getByLabelText('Custom tip amount'));
    await userEvent.type(drawer.getByLabelText('Custom tip amount'), '7.25');
    await userEvent.click(drawer.getByRole('button', { name: 'Update Tip Amount' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(checkoutStore.getState().tip).toBe('7.25'));
    drawer = await openCustomTip();
    await expect(drawer.getByRole('radio', { name: 'Other Amount' })).toBeChecked();
    await expect(drawer.getByLabelText('Custom tip amount')).toHaveValue('7.25');
    await expect(drawer.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** PAY-060: the instructions are saved when the field is left, before 'Update Instructions'. */
const instructionsSent: unknown[] = [];
export const InstructionsSavedOnBlur: Story = {
  tags: ['no-visual'],
  args: { setup: recordingContactUpdates(instructionsSent) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Instructions' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Order Instructions' }));
    await userEvent.type(drawer.getByLabelText('Delivery Instructions'), 'Blue door by the garage');
    await userEvent.tab();
    await waitFor(() =>
      expect(instructionsSent).toEqual([{ instructions: 'Blue door by the garage', deliveryType: 'Standard' }]),
    );
    await expect(body.getByRole('dialog', { name: 'Order Instructions' })).toBeVisible();
  },
};

/** PAY-067: with a birth date (age-restricted items) leave-at-door is off and cannot be ticked, and says why. */
export const LeaveAtDoorAgeRestricted: Story = {
  tags: ['no-visual'],
  args: { setup: { dateOfBirth: '1990-04-12', deliveryType: 'Contactless' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Instructions' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Order Instructions' }));
    const leaveAtDoor = drawer.getByRole('checkbox', { name: 'Leave at my door' });
    await expect(leaveAtDoor).toBeDisabled();
    await expect(leaveAtDoor).not.toBeChecked();
    await expect(leaveAtDoor).toHaveAccessibleDescription(
      "Leave at my door isn't available for orders with age-restricted items.",
    );
    await expect(drawer.getByRole('checkbox', { name: "Don't ring the doorbell" })).toBeEnabled();
  },
};

/**
 * PAY-013, PAY-072, PAY-073, PAY-079, PAY-080, PAY-082: the Order Summary beside the Payment Summary; the
 * tip section, open by default, closes and opens; the tip's note; Other Amount's field with its dollar
 * prefix keeps two decimals.
 */
export const TipAndOrderSummary: Story = {
  tags: ['no-visual'],
  args: { setup: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(canvas.getByText('Items Subtotal')).toBeVisible();
    await expect(
      canvas.getByText('100% of tips go to the delivery person. Tips are optional and can be changed after delivery.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled(), { timeout: 5000 });
    const tip = within(canvasElement.querySelector('[data-part="tip"]') as HTMLElement);
    await userEvent.click(tip.getByRole('radio', { name: 'Other Amount' }));
    const field = tip.getByRole('textbox', { name: 'Custom tip amount' });
    await expect(canvasElement.querySelector('[data-part="otherAmount"]')).toHaveTextContent('$');
    await userEvent.type(field, '4.5');
    await userEvent.tab();
    await expect(field).toHaveValue('4.50');
    // PAY-072, PAY-073: the tip section was open from the start; its heading's button closes and opens it.
    const toggle = canvas.getByRole('button', { name: 'Add a Tip' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('radio', { name: 'Other Amount' })).toBeNull());
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('radio', { name: 'None' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText(/^100% of tips go to the delivery person\./)).toBeVisible());
  },
};

/**
 * PAY-054, PAY-055: ticking the text-update box posts the opt-in for the phone with trigger type CLICKLIST
 * and sets the fulfillment's smsOptin; a phone that is not the account's mobile is refused and says so.
 */
const optInCalls: unknown[] = [];
const optInSent: unknown[] = [];
export const SmsOptIn: Story = {
  tags: ['no-visual'],
  args: {
    setup: {
      ...recordingContactUpdates(optInSent),
      optInAnswer: (request) => {
        optInCalls.push(request.body);
        return optInCalls.length === 1
          ? { status: 422, error: { code: 'MOBILE_PHONE_REQUIRED', message: 'story' } }
          : undefined;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Edit Contact Information' }));
    const box = drawer.getByRole('checkbox', { name: 'Text me updates about this order' });
    await userEvent.click(box);
    // Issue 20: the message says why texts cannot go to this number (the account has no place to add one).
    const why = getBanner('greenway').strings.checkout.contact.smsOptInFailed.notAccountMobile;
    await expect(await drawer.findByText(why)).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(why);
    await expect(optInSent).toEqual([]);
    await userEvent.click(box);
    await waitFor(() =>
      expect(optInSent).toEqual([
        { contact: { firstName: 'Dana', lastName: 'Demo', phone: '+15135550100', smsOptin: true } },
      ]),
    );
    await expect(optInCalls).toEqual([
      { optIn: true, phoneNumber: '+15135550100', triggerType: 'CLICKLIST' },
      { optIn: true, phoneNumber: '+15135550100', triggerType: 'CLICKLIST' },
    ]);
    await expect(drawer.queryByText(why)).toBeNull();
  },
};

/**
 * PAY-057, PAY-058: the contact drawer offers the email-deals opt-in; a change the account refuses puts the
 * box back and says 'We're having trouble updating your email preferences. Please try again later.'
 */
let emailDealsChanges = 0;
export const EmailDeals: Story = {
  tags: ['no-visual'],
  args: {
    setup: {
      emailDeals: false,
      emailDealsAnswer: (request) => {
        emailDealsChanges++;
        if (emailDealsChanges === 1) return { status: 409, error: { code: 'NO_PREFERRED_STORE', message: 'story' } };
        const body = request.body as { specialsAndPromotions: boolean };
        return {
          body: { specialsAndPromotions: body.specialsAndPromotions, earlyAccess: false, relevantAdsOptIn: false },
        };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Edit Contact Information' }));
    const box = await drawer.findByRole('checkbox', { name: /^Email me deals and offers from / });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(
      await drawer.findByText("We're having trouble updating your email preferences. Please try again later."),
    ).toBeVisible();
    await expect(box).not.toBeChecked();
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await expect(drawer.queryByText(/trouble updating your email preferences/)).toBeNull();
  },
};

/** PAY-057: the named banner's contact drawer has no email-deals opt-in. */
export const HarborContactWithoutEmailDeals: Story = {
  // Sets its own banner: the visual run, which switches banners, leaves it out.
  tags: ['fixed-banner', 'no-visual'],
  args: { setup: { emailDeals: null } },
  globals: { banner: 'harbor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Edit Contact Information' }));
    await expect(await drawer.findByRole('checkbox', { name: 'Text me updates about this order' })).toBeVisible();
    await expect(drawer.queryByRole('checkbox', { name: /Email me deals/ })).toBeNull();
  },
};

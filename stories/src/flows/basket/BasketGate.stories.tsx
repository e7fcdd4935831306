import type { Basket, Modality } from '@aisle/contracts';
import { BasketGate } from '@aisle/storefront/flows/cart/BasketGate.tsx';
import { basketGateCopy } from '@aisle/storefront/lib/copy/basketGate.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs, storyNavigation } from '../../support/FlowHarness.tsx';

/** The gate of the cart pages: it holds the page until the shopper's basket of the current mode is there. */
function GateFlow({ setup, redirectIfSignedOut = false }: { setup: FlowSetup; redirectIfSignedOut?: boolean }) {
  const banner = useBanner();
  return (
    <FlowHarness {...setup}>
      <BasketGate labels={basketGateCopy(banner)} redirectIfSignedOut={redirectIfSignedOut} />
    </FlowHarness>
  );
}

function emptyBasket(modality: Modality): Basket {
  return {
    id: '3c9d8f61-2b47-4e0a-9f0e-6a5b4c3d2e1f',
    modality,
    banner: 'greenway',
    items: [],
    itemCount: 0,
    subtotal: 0,
    updatedAt: '2026-11-22T10:00:00.000Z',
  };
}

const getBasket = fn(({ params }: { params: Record<string, string> }) => ({
  body: emptyBasket(params.modality as Modality),
}));
/** Answers only after `release()`, so the loading state can be seen and asserted. */
function heldBasket() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    handler: async ({ params }: { params: Record<string, string> }) => {
      await released;
      return { body: emptyBasket(params.modality as Modality) };
    },
  };
}

const meta = {
  title: 'Flows/BasketGate',
  parameters: { docs: flowDocs },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const held = heldBasket();

/** 'Loading basket...' while the basket call is out (OCP-030). */
export const Loading: Story = {
  render: () => <GateFlow setup={{ session: demoSession, handlers: { getBasket: held.handler } }} />,
  play: async ({ canvasElement }) => {
    const gate = canvasElement.querySelector('[data-component="BasketGate"]');
    await expect(gate).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading basket...');
  },
};

/**
 * OCP-031: signed in, the basket of the current shopping mode (the modality header) is fetched once the
 * session is known; the gate then holds its id (OCP-034).
 */
export const SignedIn: Story = {
  render: () => <GateFlow setup={{ session: demoSession, handlers: { getBasket } }} />,
  // Before the render: the gate may ask for the basket before the play starts.
  beforeEach: () => {
    getBasket.mockClear();
  },
  play: async ({ canvasElement }) => {
    const gate = () => canvasElement.querySelector('[data-component="BasketGate"]');
    await waitFor(() => expect(gate()).toHaveAttribute('data-state', 'loaded'));
    await expect(getBasket).toHaveBeenCalledOnce();
    const modality = getBasket.mock.calls[0]?.[0].params.modality;
    await expect(['PICKUP', 'DELIVERY', 'IN_STORE']).toContain(modality);
    await expect(gate()).toHaveAttribute('data-basket-id', '3c9d8f61-2b47-4e0a-9f0e-6a5b4c3d2e1f');
  },
};

/** OCP-031: a guest's basket lives in the browser: no basket call, the gate opens at once. */
export const Guest: Story = {
  render: () => <GateFlow setup={{ handlers: { getBasket } }} />,
  beforeEach: () => {
    getBasket.mockClear();
  },
  play: async ({ canvasElement }) => {
    const gate = () => canvasElement.querySelector('[data-component="BasketGate"]');
    await waitFor(() => expect(gate()).toHaveAttribute('data-state', 'loaded'));
    await expect(getBasket).not.toHaveBeenCalled();
    await expect(storyNavigation.assigned).toEqual([]);
  },
};

/** OCP-032: a page that asks for the redirect sends a signed-out shopper to sign-in, and back afterwards. */
export const SignedOutRedirect: Story = {
  render: () => <GateFlow redirectIfSignedOut setup={{ handlers: { getBasket } }} />,
  beforeEach: () => {
    getBasket.mockClear();
  },
  play: async () => {
    await waitFor(() => expect(storyNavigation.assigned).toEqual(['/signin?returnTo=%2F']));
    await expect(getBasket).not.toHaveBeenCalled();
  },
};

let failuresLeft = 0;
/** WER-010: the basket fails to load; 'Try Again' loads it again. */
export const LoadError: Story = {
  render: () => (
    <GateFlow
      setup={{
        session: demoSession,
        handlers: {
          getBasket: ({ params }) =>
            failuresLeft-- > 0
              ? { status: 500, error: { code: 'INTERNAL_ERROR', message: 'Failed.' } }
              : { body: emptyBasket(params.modality as Modality) },
        },
      }}
    />
  ),
  beforeEach: () => {
    // The first load and the client's two retries of the idempotent GET fail.
    failuresLeft = 3;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("We're sorry, but we weren't able to load your shopping cart.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-component="BasketGate"]')).toHaveAttribute('data-state', 'loaded'),
    );
  },
};

import type { Banner } from '@aisle/banner-themes';
import type { CurrentSession } from '@aisle/contracts';
import { createMockFetch, type MockHandlers } from '@aisle/contracts/testing';
import { basketGateStore } from '@aisle/storefront/flows/cart/basketGateStore.ts';
import { resetCartLines } from '@aisle/storefront/flows/cart/cartLinesStore.ts';
import { resetCartRemovals } from '@aisle/storefront/flows/cart/cartRemovals.ts';
import { resetPromos } from '@aisle/storefront/flows/cart/promoStore.ts';
import { resetEligibility, resetReplacementDrawer } from '@aisle/storefront/flows/replacements/index.ts';
import { createApiClient, type Navigation } from '@aisle/storefront/lib/api/client.ts';
import { setApiClient } from '@aisle/storefront/lib/api/index.ts';
import { bannerPageConfig } from '@aisle/storefront/lib/bannerPageConfig.ts';
import { setPageConfig } from '@aisle/storefront/lib/pageConfig.ts';
import { resetCart } from '@aisle/storefront/lib/stores/cart.ts';
import { resetReservation } from '@aisle/storefront/lib/stores/reservation.ts';
import { endSession, refreshSession, sessionStore } from '@aisle/storefront/lib/stores/session.ts';
import { resetSessionRead } from '@aisle/storefront/lib/stores/sessionStore.ts';
import { resetShoppingMode } from '@aisle/storefront/lib/stores/shoppingMode.ts';
import { type ReactNode, useRef } from 'react';
import { useBanner } from './BannerContext.tsx';

/** A signed-in shopper for flow stories (the seeded demo account's summary). */
export const demoSession: CurrentSession = {
  shopper: {
    id: '5b0c8a7e-3f52-4d0e-9a51-8f3f1b2c4d6e',
    email: 'demo@example.com',
    firstName: 'Dana',
    lastName: 'Demo',
  },
  csrfToken: 'story-csrf-token-0123456789abcdef0123',
  expiresAt: '2026-12-31T12:00:00.000Z',
};

/** Where a flow tried to send the browser: stories stay on their page and assert this instead. */
export const storyNavigation = {
  assigned: [] as string[],
  pathname: () => '/',
  search: () => '',
  assign(url: string) {
    storyNavigation.assigned.push(url);
  },
  replace(url: string) {
    storyNavigation.assigned.push(url);
  },
} satisfies Navigation & { assigned: string[] };

export type FlowSetup = {
  /** API answers for this story; anything not handled answers 404 NOT_FOUND like an unknown route. */
  handlers: MockHandlers;
  /** The shopper signed in for this story; a guest when left out. */
  session?: CurrentSession;
  /** Values put into localStorage (keys are used as given) before the flow renders. */
  storage?: Record<string, unknown>;
  /** Wraps the mock fetch, e.g. to fail like a dropped connection: `() => () => Promise.reject(new TypeError('Failed to fetch'))`. */
  wrapFetch?: (mockFetch: typeof fetch) => typeof fetch;
  /** The map tile service of the page's deployment (`AISLE_MAP_TILES` in the page config); none by default. */
  mapTiles?: string;
};

/**
 * Points the storefront's page-level modules at a story: the banner's page config, an API client whose
 * fetch is `createMockFetch` (routed and checked by the contracts' endpoint table, so a mock can never
 * answer a shape the real API would not), fresh session/cart/shopping-mode stores and this story's
 * localStorage. Runs while the story renders, before the flow's effects.
 */
export function prepareFlow(banner: Banner, { handlers, session, storage = {}, wrapFetch, mapTiles }: FlowSetup): void {
  const config = { ...bannerPageConfig(banner), ...(mapTiles ? { mapTiles } : {}) };
  setPageConfig(config);
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, JSON.stringify(value));
  sessionStore.setState(sessionStore.getInitialState(), true);
  // A read of the session or of the held time an earlier story left waiting (its answer never comes, see
  // currentFlowOnly) must not be shared with this story; nor may its hold's timers run on here.
  resetSessionRead();
  resetReservation();
  resetCart();
  resetShoppingMode();
  // The replacement drawer is a module-level store that screens of several flows render (the scheduling page's
  // among them): a story that left it open must not open it over the next story's screen.
  resetReplacementDrawer();
  resetEligibility();
  // So is the basket gate: a story must not start from the basket the last one loaded.
  basketGateStore.setState(basketGateStore.getInitialState(), true);
  // And the cart's lines, removals and promo codes: a promo applied in one story showed up in the next cart
  // story of the same preview page (the replacements' cart), depending on which story came before.
  resetCartLines();
  resetCartRemovals();
  resetPromos();
  storyNavigation.assigned.length = 0;
  const sessionHandlers: MockHandlers = {
    // A guest's session call answers 200 with no shopper (as the API does, so the console stays clean).
    getSession: () => ({ body: session ?? { shopper: null } }),
    listBaskets: () => ({ body: { baskets: [] } }),
  };
  setApiClient(
    createApiClient({
      bannerId: config.bannerId,
      messages: config.messages,
      fetch: currentFlowOnly(
        (wrapFetch ?? ((mockFetch) => mockFetch))(createMockFetch({ ...sessionHandlers, ...handlers })),
      ),
      navigation: storyNavigation,
      getCsrfToken: () => sessionStore.getState().csrfToken,
      refreshSession,
      onSessionEnded: endSession,
      retryDelayMs: 0,
      // No time limit (the longest a timer takes): a stale call (currentFlowOnly) must not turn into a
      // time-out 10 s later and land its error in a later story. The time-out itself is the client's unit test.
      timeoutMs: 2_147_483_647,
    }),
  );
}

/** The flow prepared last on this preview page: a call of any earlier one is stale. */
let flowGeneration = 0;

/**
 * A story's fetch that answers only while its story is the one shown. Stories share the storefront's
 * module-level stores on one preview page (the visual run shows one story after another on it): an answer
 * that arrived after the next story started used to land in that story's cart (a load error, a promo). A
 * stale call neither answers nor fails, so the code that awaited it never runs on.
 */
function currentFlowOnly(storyFetch: typeof fetch): typeof fetch {
  flowGeneration += 1;
  const generation = flowGeneration;
  const isStale = () => generation !== flowGeneration;
  const never = () => new Promise<never>(() => undefined);
  return async (input, init) => {
    if (isStale()) return never();
    try {
      const response = await storyFetch(input, init);
      return isStale() ? never() : response;
    } catch (error) {
      if (isStale()) return never();
      throw error;
    }
  };
}

export type FlowHarnessProps = FlowSetup & { children: ReactNode };

/** Renders a storefront flow island in a story with the toolbar's banner and mocked API answers. */
export function FlowHarness({ children, ...setup }: FlowHarnessProps) {
  const banner = useBanner();
  // Once per mount and banner: a re-render of the story must not reset a flow halfway through.
  const preparedFor = useRef<string | null>(null);
  if (preparedFor.current !== banner.id) {
    preparedFor.current = banner.id;
    prepareFlow(banner, setup);
  }
  return <div data-component="FlowHarness">{children}</div>;
}

/**
 * Docs pages of flows: every story in its own frame. Flow stories share module-level stores and open
 * dialogs, so rendered inline on one page they would share one cart and stack every dialog at once.
 */
export const flowDocs = { story: { inline: false, height: '720px' } };

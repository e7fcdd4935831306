import { getBanner } from '@aisle/banner-themes';
import type { EmailPreferences, PromotionPreferences } from '@aisle/contracts';
import { EmailPreferencesPage } from '@aisle/storefront/flows/account/EmailPreferences.tsx';
import { SessionGate } from '@aisle/storefront/flows/session/SessionGate.tsx';
import { emailPreferencesCopy } from '@aisle/storefront/lib/copy/emailPreferences.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup, flowDocs, storyNavigation } from '../../support/FlowHarness.tsx';

/**
 * The email preferences page (`/account/preferences/email`, ACC-040, ACC-041, ACC-059..063): the banner's
 * email preferences in its order, the ungrouped ones, the '3 business days' note (ACC-172), and, signed
 * in, the Communication Preferences (Specials and Promotions, Early Access, purchase-based advertising).
 * An email link (`?token=…&token2=…`) opens it signed out (ACC-106, ACC-107). Every API answer comes from
 * `createMockFetch`, checked against the contracts' schemas.
 */

const token = 'T'.repeat(43);
const token2 = 'U'.repeat(43);

function topic(banner: string, shortDescription: string, selected: boolean, longDescription = 'News by email.') {
  const slug = shortDescription.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id: `${banner}:${slug}`, shortDescription, longDescription, selected, banner };
}

const ungrouped = [
  { ...topic('all', 'Customer Surveys', true), banner: null },
  { ...topic('all', 'Health & Wellness', false), banner: null },
];

const greenwayPreferences: EmailPreferences = {
  emailPreferences: [
    topic('greenway', 'Weekly Ad', true, "This week's specials at your store, the day the new ad starts."),
    topic('greenway', 'Digital Coupons', false),
    topic('greenway', 'Recipes & Inspiration', false),
    topic('greenway', 'Boost Offers', true),
  ],
  emailUngroupedPreferences: ungrouped,
};

const harborPreferences: EmailPreferences = {
  emailPreferences: [
    topic('harbor', 'Join e-VIC', true),
    topic('harbor', 'Fresh Catch', true),
    topic('harbor', 'Fine Wines Club', false),
    topic('harbor', 'Harbor Pass Offers', false),
  ],
  emailUngroupedPreferences: ungrouped,
};

const promotions: PromotionPreferences = { specialsAndPromotions: true, earlyAccess: false, relevantAdsOptIn: false };
const harborPromotions: PromotionPreferences = {
  specialsAndPromotions: null,
  earlyAccess: false,
  relevantAdsOptIn: true,
};

function PreferencesPage({ setup, search = '' }: { setup: FlowSetup; search?: string }) {
  const banner = useBanner();
  return (
    <FlowHarness {...setup}>
      {/* The gate reads the frame's own address; with a link (given here as `search`) the page lets it in. */}
      {search ? null : <SessionGate loadingLabel={banner.strings.common.loading.page} />}
      <EmailPreferencesPage
        labels={emailPreferencesCopy(banner)}
        hasSpecials={banner.showsEmailDealsOptIn}
        search={search}
      />
    </FlowHarness>
  );
}

const signedIn = (handlers: FlowSetup['handlers']): FlowSetup => ({
  session: demoSession,
  handlers: { getPromotionPreferences: () => ({ body: promotions }), ...handlers },
});

const meta = {
  title: 'Flows/Account/Email Preferences',
  parameters: { docs: flowDocs, layout: 'padded' },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name }))
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);

/** ACC-060: loaded, the banner's order, the seeded choices, the ungrouped ones and the 3-business-days note. */
export const Loaded: Story = {
  render: () => <PreferencesPage setup={signedIn({ getEmailPreferences: () => ({ body: greenwayPreferences }) })} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const banner = getBanner(globals.banner ?? 'greenway');
    const ownEmails = `Emails from ${banner.name}`;
    await canvas.findByRole('group', { name: ownEmails });
    // The default banner's order; harbor's own order is HarborOrder's.
    if (banner.id === 'greenway') {
      await expect(labelsOf(canvasElement, ownEmails)).toEqual([
        'Weekly Ad',
        'Digital Coupons',
        'Recipes & Inspiration',
        'Boost Offers',
      ]);
      await expect(labelsOf(canvasElement, 'More Emails')).toEqual(['Customer Surveys', 'Health & Wellness']);
    }
    await expect(canvas.getByRole('checkbox', { name: 'Weekly Ad' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Digital Coupons' })).not.toBeChecked();
    await expect(canvas.getByText('Changes can take up to 3 business days to take effect.')).toBeVisible();
    if (banner.showsEmailDealsOptIn) {
      await expect(await canvas.findByRole('checkbox', { name: 'Specials and Promotions' })).toBeChecked();
    }
    await expect(await canvas.findByRole('checkbox', { name: 'Early Access Program' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Purchase-Based Advertising' })).not.toBeChecked();
  },
};

/** No preference at all for the account: ACC-150's message, and no Save button. */
export const Empty: Story = {
  render: () => (
    <PreferencesPage
      setup={signedIn({
        getEmailPreferences: () => ({ body: { emailPreferences: [], emailUngroupedPreferences: [] } }),
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "We're sorry, but we could not find preferences for your account. Please try again later.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Preferences' })).toBeNull();
  },
};

let loadAttempts = 0;
/** ACC-061, ACC-160: the load fails; 'Try Again' reads again and the form appears. */
export const LoadFails: Story = {
  beforeEach: () => {
    loadAttempts = 0;
  },
  render: () => (
    <PreferencesPage
      setup={signedIn({
        getEmailPreferences: () => {
          loadAttempts += 1;
          return loadAttempts <= 3
            ? { status: 500, error: { code: 'INTERNAL_ERROR', message: 'Down.' } }
            : { body: greenwayPreferences };
        },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('checkbox', { name: 'Weekly Ad' })).toBeChecked();
  },
};

/** ACC-161: no connection. */
export const Offline: Story = {
  render: () => (
    <PreferencesPage
      setup={{
        ...signedIn({}),
        wrapFetch: (mockFetch) => async (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (url.includes('/api/email-preferences') || url.includes('/api/promotion-preferences')) {
            throw new TypeError('Failed to fetch');
          }
          return mockFetch(input, init);
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getAllByText("Hmmm, looks like we've lost you. Please check your internet connection."),
      ).toHaveLength(2),
    );
  },
};

/** ACC-062 in progress: 'Saving...' on the busy button while the save is on its way. */
export const Saving: Story = {
  render: () => (
    <PreferencesPage
      setup={signedIn({
        getEmailPreferences: () => ({ body: greenwayPreferences }),
        updateEmailPreferences: () => new Promise(() => undefined),
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Digital Coupons' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    const busy = await canvas.findByRole('button', { name: 'Saving...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Digital Coupons' })).toBeChecked();
  },
};

const savedBodies = fn();
/** ACC-062, ACC-130, ACC-133: the save sends every choice to the session's URL and says so. */
export const Saved: Story = {
  beforeEach: () => {
    savedBodies.mockClear();
  },
  render: () => (
    <PreferencesPage
      setup={signedIn({
        getEmailPreferences: () => ({ body: greenwayPreferences }),
        updateEmailPreferences: (request) => {
          savedBodies(request.body);
          const chosen = new Map(
            (request.body as { emailPreferences: Array<{ id: string; selected: boolean }> }).emailPreferences.map(
              (change) => [change.id, change.selected],
            ),
          );
          const apply = (list: EmailPreferences['emailPreferences']) =>
            list.map((item) => ({ ...item, selected: chosen.get(item.id) ?? item.selected }));
          return {
            body: {
              emailPreferences: apply(greenwayPreferences.emailPreferences),
              emailUngroupedPreferences: apply(greenwayPreferences.emailUngroupedPreferences),
            },
          };
        },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Digital Coupons' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Weekly Ad' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(await canvas.findByText('Your email preferences have been updated.')).toBeVisible();
    await expect(savedBodies).toHaveBeenCalledWith({
      emailPreferences: [
        { id: 'greenway:weekly-ad', selected: false },
        { id: 'greenway:digital-coupons', selected: true },
        { id: 'greenway:recipes-inspiration', selected: false },
        { id: 'greenway:boost-offers', selected: true },
        { id: 'all:customer-surveys', selected: true },
        { id: 'all:health-wellness', selected: false },
      ],
    });
    await expect(canvas.getByRole('checkbox', { name: 'Digital Coupons' })).toBeChecked();
  },
};

/** ACC-063, ACC-160: the save fails; the message shows and the shopper's choices stay as they were. */
export const SaveFails: Story = {
  render: () => (
    <PreferencesPage
      setup={signedIn({
        getEmailPreferences: () => ({ body: greenwayPreferences }),
        updateEmailPreferences: () => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'Down.' } }),
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Recipes & Inspiration' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(
      await canvas.findByText(
        "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Recipes & Inspiration' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
  },
};

/** ACC-104: a 403 on the signed-in save sends the shopper to sign-in and back here afterwards. */
export const ForbiddenGoesToSignIn: Story = {
  render: () => (
    <PreferencesPage
      setup={signedIn({
        getEmailPreferences: () => ({ body: greenwayPreferences }),
        updateEmailPreferences: () => ({ status: 403, error: { code: 'FORBIDDEN', message: 'No.' } }),
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(storyNavigation.assigned[0]).toMatch(/^\/signin\?returnTo=/));
  },
};

const linkReads = fn();
const linkSaves = fn();
/** ACC-018, ACC-019, ACC-106, ACC-107, ACC-129, ACC-131, ACC-132: signed out, the email link's tokens open and save. */
export const TokenLink: Story = {
  beforeEach: () => {
    linkReads.mockClear();
    linkSaves.mockClear();
  },
  render: () => (
    <PreferencesPage
      search={`?token=${token}&token2=${token2}`}
      setup={{
        handlers: {
          getEmailPreferencesByLink: (request) => {
            linkReads(Object.fromEntries(request.query));
            return { body: greenwayPreferences };
          },
          updateEmailPreferencesByLink: (request) => {
            linkSaves(request.body);
            return { body: greenwayPreferences };
          },
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Weekly Ad' })).toBeChecked();
    await expect(linkReads).toHaveBeenCalledWith({ token, token2 });
    await expect(canvas.getByText(/You opened this page from an email link/)).toBeVisible();
    // Signed out: the other preferences need sign-in, and nothing sent the shopper away.
    await expect(canvas.queryByRole('heading', { name: 'Communication Preferences' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin?returnTo=%2Faccount%2Fpreferences%2Femail',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(await canvas.findByText('Your email preferences have been updated.')).toBeVisible();
    await expect(linkSaves).toHaveBeenCalledWith(expect.objectContaining({ token, token2 }));
    await expect(storyNavigation.assigned).toEqual([]);
  },
};

/** A wrong or expired link: ACC-150's message and a way to sign in, never someone's preferences. */
export const WrongToken: Story = {
  render: () => (
    <PreferencesPage
      search={`?token2=${'W'.repeat(43)}`}
      setup={{
        handlers: {
          getEmailPreferencesByLink: () => ({
            status: 404,
            error: { code: 'PREFERENCES_NOT_FOUND', message: 'No.' },
          }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/We're sorry, but we could not find preferences for your account\./),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    // One way on: Sign In, and no word of a link that opened nothing.
    await expect(canvas.getAllByRole('link', { name: 'Sign In' })).toHaveLength(1);
    await expect(canvas.queryByText(/You opened this page from an email link/)).toBeNull();
  },
};

/** ACC-178, ACC-179: harbor's order, its membership offers by its own name, and no Specials and Promotions. */
export const HarborOrder: Story = {
  globals: { banner: 'harbor' },
  // Always harbor, whatever the toolbar says: the visual run (one screenshot per banner) leaves it out.
  tags: ['fixed-banner'],
  render: () => (
    <PreferencesPage
      setup={{
        session: demoSession,
        handlers: {
          getEmailPreferences: () => ({ body: harborPreferences }),
          getPromotionPreferences: () => ({ body: harborPromotions }),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Emails from Harbor Foods' });
    await expect(labelsOf(canvasElement, 'Emails from Harbor Foods')).toEqual([
      'Join e-VIC',
      'Fresh Catch',
      'Fine Wines Club',
      'Harbor Pass Offers',
    ]);
    await expect(await canvas.findByRole('checkbox', { name: 'Purchase-Based Advertising' })).toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Specials and Promotions' })).toBeNull();
  },
};

const promotionSaves = fn();
/** Communication Preferences: the changed choices are saved and the page says so. */
export const CommunicationSaved: Story = {
  beforeEach: () => {
    promotionSaves.mockClear();
  },
  render: () => (
    <PreferencesPage
      setup={signedIn({
        getEmailPreferences: () => ({ body: greenwayPreferences }),
        updatePromotionPreferences: (request) => {
          promotionSaves(request.body);
          return { body: { ...promotions, earlyAccess: true, relevantAdsOptIn: true } };
        },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Early Access Program' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Purchase-Based Advertising' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Communication Preferences' }));
    await expect(await canvas.findByText('Your communication preferences have been updated.')).toBeVisible();
    await expect(promotionSaves).toHaveBeenCalledWith({ earlyAccess: true, relevantAdsOptIn: true });
  },
};

/** ACC-153 and ACC-162: Specials and Promotions fails to save; without a preferred store it says why. */
export const SpecialsSaveFails: Story = {
  render: () => (
    <PreferencesPage
      setup={signedIn({
        getEmailPreferences: () => ({ body: greenwayPreferences }),
        getPromotionPreferences: () => ({ body: { ...promotions, specialsAndPromotions: false } }),
        updatePromotionPreferences: (request) =>
          (request.body as { earlyAccess?: boolean }).earlyAccess === undefined
            ? { status: 409, error: { code: 'NO_PREFERRED_STORE', message: 'No store.' } }
            : { status: 500, error: { code: 'INTERNAL_ERROR', message: 'Down.' } },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const specials = await canvas.findByRole('checkbox', { name: 'Specials and Promotions' });
    await userEvent.click(specials);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Communication Preferences' }));
    await expect(
      await canvas.findByText('Choose a preferred store first: Specials and Promotions are those of your store.'),
    ).toBeVisible();
    await expect(specials).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Early Access Program' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Communication Preferences' }));
    await expect(
      await canvas.findByText(
        "We're sorry, but we couldn't update your Specials & Promotions preference at this time. Please try again.",
      ),
    ).toBeVisible();
  },
};

/** ACC-158: Early Access alone fails to save. */
export const PreferenceSaveFails: Story = {
  render: () => (
    <PreferencesPage
      setup={signedIn({
        getEmailPreferences: () => ({ body: greenwayPreferences }),
        updatePromotionPreferences: () => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'Down.' } }),
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Early Access Program' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Communication Preferences' }));
    await expect(
      await canvas.findByText('Your preference cannot be updated at this time. Please try again later.'),
    ).toBeVisible();
  },
};

/** ACC-152, ACC-157: the communication preferences cannot be read. */
export const CommunicationLoadFails: Story = {
  render: () => (
    <PreferencesPage
      setup={signedIn({
        getEmailPreferences: () => ({ body: greenwayPreferences }),
        getPromotionPreferences: () => ({ status: 500, error: { code: 'INTERNAL_ERROR', message: 'Down.' } }),
      })}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The other preferences show once the email preferences have come (no layout shift when they do).
    await expect(await canvas.findByRole('checkbox', { name: 'Weekly Ad' })).toBeChecked();
    await waitFor(() =>
      expect(
        canvas.getByText(
          "We're unable to access your Early Access Program preference right now. Please try again later.",
        ),
      ).toBeVisible(),
    );
    // Specials and Promotions is only on the banners that offer it (harbor does not).
    const specialsFailed = canvas.queryByText(
      "We're sorry, but we couldn't retrieve your Specials and Promotions preference at this time. Please try again later.",
    );
    if (getBanner(globals.banner ?? 'greenway').showsEmailDealsOptIn) await expect(specialsFailed).toBeVisible();
    else await expect(specialsFailed).toBeNull();
  },
};

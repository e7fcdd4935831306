import { geolocationStore } from '@aisle/storefront/flows/selector/geolocation.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flowDocs } from '../../support/FlowHarness.tsx';
import { documentBody, optionsHandlers, SelectorStage } from './SelectorStage.tsx';

/**
 * The geolocation consent modal over the selector (SEL-094..099): intro, how it works, enable the device
 * setting. The browser's geolocation is replaced per story, so nothing depends on the machine.
 */
const meta = {
  title: 'Flows/Selector/GeolocationConsent',
  parameters: { docs: flowDocs },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers getCurrentPosition with a point near 45202, or with an error code; returns the undo. */
function fakeGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  return () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) => {
          if ('code' in answer) failure({ code: answer.code, message: 'no' } as GeolocationPositionError);
          else success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
        },
      },
    });
    return () => {
      if (own) Object.defineProperty(navigator, 'geolocation', own);
      else delete (navigator as { geolocation?: unknown }).geolocation;
    };
  };
}

async function openConsent(canvasElement: HTMLElement) {
  const body = within(documentBody(canvasElement));
  const selector = within(await body.findByRole('dialog', { name: 'How are you shopping today?' }));
  const useMyLocation = selector.getByRole('button', { name: 'Use My Location' });
  // While the modal opens, Radix turns pointer events off outside its layer and back on for its content a
  // moment later: a click in between is refused (it failed now and then on a busy machine).
  await waitFor(() => expect(getComputedStyle(useMyLocation).pointerEvents).not.toBe('none'));
  await userEvent.click(useMyLocation);
  return body;
}

/** SEL-094..097: intro → how it works → Allow → enable the setting → Continue looks the location up. */
export const AllowAndContinue: Story = {
  beforeEach: fakeGeolocation({ lat: 39.1, lng: -84.5 }),
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const body = await openConsent(canvasElement);
    const intro = within(await body.findByRole('dialog', { name: 'Find Stores Near You' }));
    // The count follows the way the shopper takes (issue 9): two steps through 'Allow', three with 'Learn More'.
    await expect(intro.getByText('Step 1 of 2')).toBeVisible();
    await userEvent.click(intro.getByRole('button', { name: 'Learn More' }));
    const howItWorks = within(await body.findByRole('dialog', { name: 'How We Use Your Location' }));
    await expect(howItWorks.getByText('Step 2 of 3')).toBeVisible();
    await userEvent.click(howItWorks.getByRole('button', { name: 'Allow' }));
    const enable = within(await body.findByRole('dialog', { name: 'Turn On Location Services' }));
    await expect(enable.getByText('Step 3 of 3')).toBeVisible();
    await userEvent.click(enable.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Turn On Location Services' })).toBeNull());
    await expect(await body.findByText('Showing results near your location')).toBeVisible();
    const key = Object.keys(localStorage).find((name) => name.endsWith('.geolocationConsent'));
    await expect(key ? localStorage.getItem(key) : null).toBe('"accepted"');
    // The focus is back on 'Use My Location'; whether the browser draws its ring after the scripted clicks
    // follows the story shown before it on the visual run's page (a fresh clone failed on it in pinecrest):
    // the focus is let go, so the picture is the same in every run.
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement && focused !== canvasElement.ownerDocument.body) focused.blur();
  },
};

/** SEL-095: 'Allow' on the intro goes straight to the device setting, the second and last step. */
export const AllowFromIntro: Story = {
  beforeEach: fakeGeolocation({ lat: 39.1, lng: -84.5 }),
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const body = await openConsent(canvasElement);
    const intro = within(await body.findByRole('dialog', { name: 'Find Stores Near You' }));
    await userEvent.click(intro.getByRole('button', { name: 'Allow' }));
    const enable = await body.findByRole('dialog', { name: 'Turn On Location Services' });
    await expect(enable).toBeVisible();
    await expect(within(enable).getByText('Step 2 of 2')).toBeVisible();
  },
};

/** SEL-098, SEL-099: 'No Thanks' saves 'declined' and closes; the selector stays. */
export const NoThanks: Story = {
  beforeEach: fakeGeolocation({ lat: 39.1, lng: -84.5 }),
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const body = await openConsent(canvasElement);
    const intro = within(await body.findByRole('dialog', { name: 'Find Stores Near You' }));
    await userEvent.click(intro.getByRole('button', { name: 'No Thanks' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Find Stores Near You' })).toBeNull());
    await expect(body.getByRole('dialog', { name: 'How are you shopping today?' })).toBeVisible();
    await expect(geolocationStore.getState().status).toBe('idle');
    const key = Object.keys(localStorage).find((name) => name.endsWith('.geolocationConsent'));
    await expect(key ? localStorage.getItem(key) : null).toBe('"declined"');
  },
};

/** SEL-165: the browser refuses (code 1): the denied message. */
export const Denied: Story = {
  beforeEach: fakeGeolocation({ code: 1 }),
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const body = await openConsent(canvasElement);
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Find Stores Near You' })).getByRole('button', { name: 'Allow' }),
    );
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Turn On Location Services' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    await expect(
      await body.findByText('Location access is turned off. Turn it on in your device settings or search by ZIP code.'),
    ).toBeVisible();
  },
};

/** SEL-166: any other failure (code 2, position unavailable): the generic message. */
export const Failed: Story = {
  beforeEach: fakeGeolocation({ code: 2 }),
  render: () => <SelectorStage setup={{ handlers: optionsHandlers }} open={{ origin: 'header' }} />,
  play: async ({ canvasElement }) => {
    const body = await openConsent(canvasElement);
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Find Stores Near You' })).getByRole('button', { name: 'Allow' }),
    );
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Turn On Location Services' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    await expect(
      await body.findByText("We couldn't find your location. Please search by ZIP code instead."),
    ).toBeVisible();
  },
};

/** SEL-127: with the feature switch off there is no 'Use My Location'. */
export const SwitchedOff: Story = {
  render: () => (
    <SelectorStage
      setup={{ handlers: optionsHandlers }}
      open={{ origin: 'header' }}
      features={{ geolocation: false }}
    />
  ),
  play: async ({ canvasElement }) => {
    const selector = within(await within(documentBody(canvasElement)).findByRole('dialog'));
    await expect(selector.getByLabelText('ZIP Code')).toBeVisible();
    await expect(selector.queryByRole('button', { name: 'Use My Location' })).toBeNull();
  },
};

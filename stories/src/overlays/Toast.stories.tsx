import {
  Button,
  createToastStore,
  Toast,
  type ToastProps,
  ToastRegion,
  type ToastTone,
  toastTones,
} from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** The promo code the promo toast names. */
const promoCode = 'SAVE5';

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<ToastProps, 'heading' | 'message' | 'action' | 'dismissLabel'>;

/** The spec's toast for each tone: the promo success, the modify-order info with its link, the modify error. */
function useToastCopy(tone: ToastTone): Pick<ToastProps, 'heading' | 'message' | 'action'> {
  const { copy, format } = useCopy();
  const toast = copy.components.toast;
  return {
    success: { heading: toast.promoHeading, message: format(toast.promoMessage, { code: promoCode }) },
    info: {
      heading: toast.modificationsSavedHeading,
      message: toast.modificationsSavedMessage,
      action: { label: toast.confirm, onAction: () => undefined },
    },
    error: { heading: undefined, message: toast.problem },
  }[tone];
}

function ToastExample({ tone = 'success', ...args }: Args) {
  const { copy } = useCopy();
  const content = useToastCopy(tone);
  return <Toast {...args} {...content} tone={tone} dismissLabel={copy.components.toast.dismissLabel} />;
}

/** A page with a toast region and a button that shows the promo toast, as the promo form does. */
function PromoPage({ durationMs }: { durationMs?: number | null }) {
  const { copy, format } = useCopy();
  const toast = copy.components.toast;
  // Each story gets its own store so that toasts never leak from one story into the next.
  const [store] = useState(createToastStore);
  return (
    <>
      <Button
        onClick={() =>
          store.show({
            tone: 'success',
            heading: toast.promoHeading,
            message: format(toast.promoMessage, { code: promoCode }),
            durationMs,
          })
        }
      >
        {toast.applyPromo}
      </Button>
      <ToastRegion label={toast.regionLabel} dismissLabel={toast.dismissLabel} store={store} />
    </>
  );
}

const meta = {
  title: 'Overlays/Toast',
  // The strings come from the banner's copy in each render, so stories do not pass them as args.
  component: Toast as ComponentType<Args>,
  // Static toasts stay put for the screenshots; the region stories show the time-out.
  args: { tone: 'success', durationMs: null, onDismiss: fn() },
  argTypes: { tone: { control: 'inline-radio', options: toastTones }, durationMs: { control: 'number' } },
  render: (args) => <ToastExample {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Success')).toBeVisible();
    await expect(canvas.getByText('SAVE5 successfully added to order!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const InfoWithAction: Story = {
  args: { tone: 'info' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Modifications Saved')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

export const ErrorToast: Story = { args: { tone: 'error' } };

function CardAddedToast(args: Args) {
  const { copy } = useCopy();
  const toast = copy.components.toast;
  return (
    <Toast
      {...args}
      heading={toast.cardAddedHeading}
      message={toast.cardAddedMessage}
      dismissLabel={toast.dismissLabel}
    />
  );
}

export const CardAdded: Story = {
  render: (args) => <CardAddedToast {...args} />,
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {toastTones.map((tone) => (
        <ToastExample key={tone} {...args} tone={tone} />
      ))}
    </div>
  ),
};

/** Shown from a button into the page's live region: announced politely, closed by its button. */
export const AnnouncedAndDismissed: Story = {
  render: () => <PromoPage durationMs={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(within(region).getByText('SAVE5 successfully added to order!')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await expect(region).toBeEmptyDOMElement();
  },
};

/** Closes by itself: the spec's time-out is 5000 ms; this story uses 400 ms. */
export const AutoDismiss: Story = {
  render: () => <PromoPage durationMs={400} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(within(region).getByText('SAVE5 successfully added to order!')).toBeVisible();
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

/** Where the region sits: bottom-center on phones, top-right from 768px. */
function RegionWithToasts() {
  const { copy, format } = useCopy();
  const toast = copy.components.toast;
  const [store] = useState(() => {
    const initial = createToastStore();
    initial.show({
      tone: 'success',
      heading: toast.cardAddedHeading,
      message: toast.cardAddedMessage,
      durationMs: null,
    });
    initial.show({
      tone: 'info',
      heading: toast.promoHeading,
      message: format(toast.promoMessage, { code: promoCode }),
      durationMs: null,
    });
    return initial;
  });
  return <ToastRegion label={toast.regionLabel} dismissLabel={toast.dismissLabel} store={store} />;
}

export const InRegion: Story = {
  render: () => <RegionWithToasts />,
  parameters: { layout: 'fullscreen' },
};

export const BannerReview: Story = bannerMatrixStory(() => (
  <div style={{ display: 'grid', gap: 8 }}>
    {toastTones.map((tone) => (
      <ToastExample key={tone} tone={tone} durationMs={null} />
    ))}
  </div>
));

import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css.ts';
import { Toast, ToastRegion } from './Toast.tsx';
import { createToastStore } from './toastStore.ts';

// A toast pauses its time while the pointer is over it; a pointer left over the spot where a toast
// appears (by an earlier test) would pause it. Park the pointer in a far corner first.
beforeEach(async () => {
  const parking = document.createElement('div');
  parking.style.cssText = 'position:fixed;right:0;bottom:0;width:4px;height:4px';
  document.body.append(parking);
  await userEvent.hover(parking);
  return () => parking.remove();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  test('dismisses itself after durationMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onDismiss = vi.fn();
    await render(
      <Toast
        heading="Success"
        message="SAVE5 successfully added to order!"
        dismissLabel="Dismiss"
        durationMs={1000}
        onDismiss={onDismiss}
      />,
    );
    await act(async () => vi.advanceTimersByTime(999));
    expect(onDismiss).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  test('waits the spec time-out of 5000 ms by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onDismiss = vi.fn();
    await render(
      <Toast message="Your card has been successfully added." dismissLabel="Dismiss" onDismiss={onDismiss} />,
    );
    await act(async () => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  test('pauses while the pointer is over it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onDismiss = vi.fn();
    const screen = await render(
      <Toast
        message="Your card has been successfully added."
        dismissLabel="Dismiss"
        durationMs={1000}
        onDismiss={onDismiss}
      />,
    );
    await userEvent.hover(screen.getByText('Your card has been successfully added.'));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  test('stays while durationMs is null', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onDismiss = vi.fn();
    await render(
      <Toast
        message="There was a problem, please try again."
        tone="error"
        dismissLabel="Dismiss"
        durationMs={null}
        onDismiss={onDismiss}
      />,
    );
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  test('a region shows a toast from its store in a polite live region, then removes it when the time is up', async () => {
    const store = createToastStore();
    const screen = await render(<ToastRegion label="Notifications" dismissLabel="Dismiss" store={store} />);
    const region = screen.getByRole('status', { name: 'Notifications' });
    await expect.element(region).toHaveAttribute('aria-live', 'polite');
    store.show({
      tone: 'success',
      heading: 'Card Added!',
      message: 'Your card has been successfully added.',
      durationMs: 200,
    });
    await expect.element(region.getByText('Your card has been successfully added.')).toBeVisible();
    await expect.poll(() => store.getSnapshot().length, { timeout: 2000 }).toBe(0);
    await expect.element(region.getByText('Your card has been successfully added.')).not.toBeInTheDocument();
  });

  test('the dismiss button removes the toast from its store', async () => {
    const store = createToastStore();
    const screen = await render(<ToastRegion label="Notifications" dismissLabel="Dismiss" store={store} />);
    store.show({
      tone: 'info',
      heading: 'Modifications Saved',
      message: 'Saved.',
      action: { label: 'Confirm' },
      durationMs: null,
    });
    await expect.element(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await screen.getByRole('button', { name: 'Dismiss' }).click();
    expect(store.getSnapshot()).toHaveLength(0);
  });
});

import { afterEach, describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import '../../styles/global.css.ts';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows nothing before 200 ms and the ring and label after', async () => {
    // Only timers are faked: React schedules its renders through MessageChannel, which keeps running.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = await render(<Spinner label="Loading..." />);
    const status = screen.getByRole('status');
    expect(status.element()).toHaveAttribute('data-state', 'waiting');
    expect(status.element()).toBeEmptyDOMElement();

    vi.advanceTimersByTime(199);
    await Promise.resolve();
    expect(status.element()).toHaveAttribute('data-state', 'waiting');
    expect(status.element().querySelector('[data-part="ring"]')).toBeNull();

    vi.advanceTimersByTime(1);
    await expect.element(status).toHaveAttribute('data-state', 'visible');
    await expect.element(status).toHaveTextContent('Loading...');
    expect(status.element().querySelector('[data-part="ring"]')).toBeVisible();
  });

  test('waits as long as delayMs says', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = await render(<Spinner label="Loading basket..." delayMs={1000} />);
    const status = screen.getByRole('status');
    vi.advanceTimersByTime(999);
    await Promise.resolve();
    expect(status.element()).toHaveAttribute('data-state', 'waiting');
    vi.advanceTimersByTime(1);
    await expect.element(status).toHaveTextContent('Loading basket...');
  });

  test('shows at once with no delay, its label visible only to screen readers by default', async () => {
    const screen = await render(<Spinner label="Loading..." delayMs={0} />);
    const status = screen.getByRole('status');
    await expect.element(status).toHaveAttribute('data-state', 'visible');
    const label = status.element().querySelector('[data-part="label"]') as HTMLElement;
    expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  test('appears after the delay with real timers too', async () => {
    const started = performance.now();
    const screen = await render(<Spinner label="Loading..." />);
    await expect.element(screen.getByRole('status')).toHaveAttribute('data-state', 'visible');
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
  });
});

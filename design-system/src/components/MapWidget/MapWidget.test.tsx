import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import '../../styles/global.css.ts';
import { MapWidget } from './MapWidget.tsx';

const tile = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="256" height="256"/%3E';

describe('MapWidget', () => {
  test('keeps the placeholder, a drawing with the pin, when no map service is configured', async () => {
    const screen = await render(<MapWidget latitude={39.1} longitude={-84.5} label="Map of 100 E Court St" />);
    const map = screen.getByRole('img', { name: 'Map of 100 E Court St' });
    await expect.element(map).toHaveAttribute('data-state', 'placeholder');
    const drawing = map.element().querySelector('[data-part="placeholder"] svg');
    expect(drawing?.getAttribute('aria-hidden')).toBe('true');
    expect(drawing?.querySelector('circle')).not.toBeNull();
    // The address is beside the map and in its name: the drawing does not repeat it.
    await expect.element(map).toHaveTextContent('');
    expect(map.element().querySelectorAll('img')).toHaveLength(0);
  });

  test('draws another place with other streets, and shows a caption when one is given', async () => {
    const here = await render(
      <MapWidget latitude={39.1} longitude={-84.5} label="Here" placeholder="100 E Court St" />,
    );
    const there = await render(<MapWidget latitude={41.5} longitude={-81.7} label="There" />);
    const streets = (name: string) =>
      (name === 'Here' ? here : there).getByRole('img', { name }).element().querySelector('g path')?.getAttribute('d');
    expect(streets('Here')).not.toBe(streets('There'));
    await expect.element(here.getByRole('img', { name: 'Here' })).toHaveTextContent('100 E Court St');
  });

  test('shows the placeholder until the pin renders 200 ms later, then the pin at 37 by 42', async () => {
    const screen = await render(
      <MapWidget latitude={39.1} longitude={-84.5} label="Map" placeholder="100 E Court St" tileUrl={() => tile} />,
    );
    const map = screen.getByRole('img', { name: 'Map' });
    await expect.element(map).toHaveAttribute('data-state', 'loading');
    expect(map.element().querySelector('[data-part="placeholder"]')).not.toBeNull();
    await expect.element(map).toHaveAttribute('data-state', 'ready');
    const pin = map.element().querySelector('[data-part="pin"]');
    expect(pin?.getAttribute('width')).toBe('37');
    expect(pin?.getAttribute('height')).toBe('42');
  });

  test('waits 200 ms before it renders the pin (CART-027)', async () => {
    vi.useFakeTimers();
    try {
      const screen = await render(
        <MapWidget latitude={39.1} longitude={-84.5} label="Map" placeholder="100 E Court St" tileUrl={() => tile} />,
      );
      const map = screen.getByRole('img', { name: 'Map' }).element();
      await act(() => vi.advanceTimersByTime(199));
      expect(map.getAttribute('data-state')).toBe('loading');
      expect(map.querySelector('[data-part="pin"]')).toBeNull();
      await act(() => vi.advanceTimersByTime(1));
      expect(map.getAttribute('data-state')).toBe('ready');
    } finally {
      vi.useRealTimers();
    }
  });

  test('falls back to the placeholder when a tile fails to load', async () => {
    const screen = await render(
      <MapWidget
        latitude={39.1}
        longitude={-84.5}
        label="Map"
        placeholder="100 E Court St"
        tileUrl="/no-such-tile/{z}/{x}/{y}.png"
      />,
    );
    const map = screen.getByRole('img', { name: 'Map' });
    await expect.element(map).toHaveAttribute('data-state', 'placeholder');
    await expect.element(map).toHaveTextContent('100 E Court St');
  });
});

import { MAP_PIN_SIZE, MapWidget, type MapWidgetProps, type TileCoordinate } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

const address = '100 E Court St, Cincinnati, OH 45202';
const place = { latitude: 39.1031, longitude: -84.512 };

/**
 * A stand-in tile service: each tile is an SVG data URI drawn from its coordinates (blocks, streets and
 * a river), so stories need no network and render the same every time.
 */
function fakeTile({ x, y }: TileCoordinate): string {
  const seed = (x * 7 + y * 13) % 5;
  const street = 40 + seed * 30;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#eef0e6"/>
<rect x="12" y="12" width="100" height="80" fill="#dfe6d3"/><rect x="140" y="150" width="96" height="90" fill="#dfe6d3"/>
<path d="M0 ${street}H256M${street + 60} 0V256" stroke="#ffffff" stroke-width="10"/>
<path d="M0 ${street}H256M${street + 60} 0V256" stroke="#d9d2c1" stroke-width="1"/>
${y % 2 === 0 ? '<path d="M0 220C80 200 170 250 256 215" stroke="#b7d3e9" stroke-width="18" fill="none"/>' : ''}
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type Args = { hasTileService: boolean };

/** The map with the current banner's copy. */
function MapWidgetWithCopy({ hasTileService }: Args) {
  const { copy, format } = useCopy();
  const text = copy.components.mapWidget;
  return (
    <MapWidget
      {...place}
      label={format(text.label, { address })}
      tileUrl={hasTileService ? fakeTile : undefined}
      attribution={hasTileService ? text.attribution : undefined}
    />
  );
}

const meta = {
  title: 'Page/MapWidget',
  component: MapWidget,
  args: { hasTileService: false } as Partial<MapWidgetProps> & Args,
  argTypes: { hasTileService: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <MapWidgetWithCopy hasTileService={(args as Args).hasTileService} />
    </div>
  ),
} satisfies Meta<MapWidgetProps & Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No map service configured (CART-028): the placeholder stays, a drawing of streets in the banner's colours with
 * the pin where the place is. The address is the map's name and stands beside it where it is used.
 */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('img', { name: `Map of ${address}` });
    await expect(map).toHaveAttribute('data-state', 'placeholder');
    await expect(map.querySelector('[data-part="placeholder"] svg')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(map.querySelector('img')).toBeNull();
    await expect(map.querySelector('[data-part="pin"]')).toBeNull();
  },
};

/** A configured tile service: the placeholder shows for 200 ms, then the pin appears (CART-026, CART-027). */
export const WithTiles: Story = {
  args: { hasTileService: true } as Args,
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('img', { name: `Map of ${address}` });
    await expect(map.querySelectorAll('img')).toHaveLength(9);
    await waitFor(() => expect(map).toHaveAttribute('data-state', 'ready'));
    const pin = map.querySelector('[data-part="pin"]');
    await expect(pin).toHaveAttribute('width', String(MAP_PIN_SIZE.width));
    await expect(pin).toHaveAttribute('height', String(MAP_PIN_SIZE.height));
    await expect(map.querySelector('[data-part="placeholder"]')).toBeNull();
    // CART-024: nothing in the map takes focus or pointer input.
    await expect(map.querySelector('a, button, [tabindex]')).toBeNull();
    await expect(getComputedStyle(map.querySelector('[data-part="tiles"]') as Element).pointerEvents).toBe('none');
  },
};

export const BannerReview: Story = bannerMatrixStory(() => <MapWidgetWithCopy hasTileService={false} />, 320);

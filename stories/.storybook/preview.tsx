import '@aisle/banner-themes/fonts/all';
import '@aisle/design-system/global.css';
import { banners, breakpoints } from '@aisle/banner-themes';
import { clearToasts } from '@aisle/design-system/components/Toast';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { BannerContext } from '../src/support/BannerContext.tsx';
import { applyBanner, findBanner } from './banners.ts';

// Flow stories load screens lazily and answer through mocked calls: on a busy 2-core CI machine a screen
// can take more than Testing Library's default second to appear, so findBy* waits up to 5 s.
configure({ asyncUtilTimeout: 5000 });

/** The Banner menu's groups, in their order: what a banner's sites offer, as designers sort them. */
const bannerGroups = ['Pickup and Delivery', 'In store only', 'Fuel stations', 'No shopping online'] as const;

function bannerGroup(banner: (typeof banners)[number]): (typeof bannerGroups)[number] {
  const { PICKUP, DELIVERY, IN_STORE } = banner.capabilities;
  if (PICKUP || DELIVERY) return 'Pickup and Delivery';
  if (IN_STORE) return 'In store only';
  return banner.kind === 'gas-station' ? 'Fuel stations' : 'No shopping online';
}

const groupRank = (banner: (typeof banners)[number]) => bannerGroups.indexOf(bannerGroup(banner));

/** The banners the visual run compares (tests/visual), at the widths of a phone and a desktop. */
const chromaticBanners = ['greenway', 'harbor', 'pinecrest'] as const;
const chromaticWidths = [375, 1280] as const;
const chromaticModes = Object.fromEntries(
  chromaticBanners.flatMap((banner) =>
    chromaticWidths.map((width) => [`${banner} ${width}`, { banner, viewport: width }] as const),
  ),
);

const preview: Preview = {
  // Toasts live in a module-level store: one story's toast must not show in the next story's screenshot.
  beforeEach: () => {
    clearToasts();
  },
  tags: ['autodocs'],
  globalTypes: {
    banner: {
      description: 'Banner: theme, logo and copy',
      toolbar: {
        title: 'Banner',
        icon: 'paintbrush',
        // Sorted by what a banner's sites offer, the group named on the right: the 'All banners' tab
        // (manager.ts) groups and searches the same list.
        items: [...banners]
          .sort((a, b) => groupRank(a) - groupRank(b) || a.name.localeCompare(b.name))
          .map((banner) => ({ value: banner.id, title: banner.name, right: bannerGroup(banner) })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    banner: 'greenway',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    /**
     * Chromatic's modes (used only when `npm run chromatic` runs with a project token): the local run's three
     * banners, each at a phone's width and a desktop's. 493 stories (the 30-banner review sheets take no
     * snapshot) in 6 modes: 2,958 snapshots a build. Any banner is one toolbar choice away in Storybook.
     */
    chromatic: { modes: chromaticModes },
    controls: { expanded: true },
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (320)', styles: { width: '320px', height: '640px' } },
        small: { name: 'Phone (375)', styles: { width: '375px', height: '740px' } },
        mobile: {
          name: `Large phone (${breakpoints.mobile})`,
          styles: { width: `${breakpoints.mobile}px`, height: '800px' },
        },
        tablet: {
          name: `Tablet (${breakpoints.tablet})`,
          styles: { width: `${breakpoints.tablet}px`, height: '900px' },
        },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '900px' } },
      },
    },
    /** The sidebar in the order a designer learns the system: tokens, then parts, then whole screens. */
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Primitives', 'Overlays', 'Commerce', 'Page', 'Flows', '*'],
      },
    },
  },
  decorators: [
    (Story, context) => {
      const banner = findBanner(context.globals.banner);
      applyBanner(banner, context.canvasElement?.ownerDocument ?? document);
      return (
        <BannerContext value={banner}>
          <Story />
        </BannerContext>
      );
    },
  ],
};

export default preview;

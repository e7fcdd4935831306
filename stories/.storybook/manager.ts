import { createElement as h, useMemo, useState } from 'react';
import { addons, types, useGlobalTypes, useStorybookState } from 'storybook/manager-api';

/**
 * 'All banners' (issue 21): the story on screen in every banner side by side, next to 'Canvas' in the toolbar.
 * Each banner is the story's own preview page with that banner chosen (`globals=banner:<id>`), so its play
 * function, its mocked API and its dialogs stay its own. The banners come from the Banner menu (preview.tsx),
 * grouped as it is and searchable by name or id; frames load as they scroll into view.
 * Written with `createElement`: the manager's build compiles JSX for a global `React`, which it does not have.
 */
type BannerItem = { value: string; title: string; right?: string };

const widths = [
  { value: 375, label: 'Phone (375)' },
  { value: 320, label: 'Narrow phone (320)' },
  { value: 1280, label: 'Desktop (1280), half size' },
] as const;

const frameHeight = 640;
const field = { padding: '6px 8px', font: 'inherit' };

function BannerFrame({ storyId, banner, width }: { storyId: string; banner: BannerItem; width: number }) {
  const scale = width > 800 ? 0.5 : 1;
  return h(
    'figure',
    { style: { margin: 0 } },
    h(
      'figcaption',
      { style: { marginBottom: 4 } },
      h('a', { href: `?path=/story/${storyId}&globals=banner:${banner.value}`, target: '_top' }, banner.title),
    ),
    h(
      'div',
      {
        style: {
          width: width * scale,
          height: frameHeight * scale,
          overflow: 'hidden',
          border: '1px solid #ccc',
          background: '#fff',
        },
      },
      h('iframe', {
        title: `${banner.title}: ${storyId}`,
        src: `iframe.html?id=${storyId}&viewMode=story&globals=banner:${banner.value}`,
        loading: 'lazy',
        width,
        height: frameHeight,
        style: { border: 0, transform: `scale(${scale})`, transformOrigin: '0 0' },
      }),
    ),
  );
}

function AllBanners() {
  const { storyId, viewMode } = useStorybookState();
  const globalTypes = useGlobalTypes();
  const [query, setQuery] = useState('');
  const [width, setWidth] = useState<number>(375);
  const items = (globalTypes.banner?.toolbar?.items ?? []) as BannerItem[];
  const groups = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const shown = items.filter(
      (item) => !needle || item.title.toLowerCase().includes(needle) || item.value.includes(needle),
    );
    const byGroup = new Map<string, BannerItem[]>();
    for (const item of shown) byGroup.set(item.right ?? '', [...(byGroup.get(item.right ?? '') ?? []), item]);
    return [...byGroup.entries()];
  }, [items, query]);
  if (!storyId || viewMode !== 'story') {
    return h('p', { style: { padding: 16 } }, 'Choose a story to see it in every banner.');
  }
  const shownCount = groups.reduce((sum, [, group]) => sum + group.length, 0);
  const controls = h(
    'div',
    { style: { display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'end', marginBottom: 16 } },
    h(
      'label',
      { style: { display: 'grid', gap: 4 } },
      'Find a banner',
      h('input', {
        type: 'search',
        value: query,
        placeholder: 'Name or id',
        style: field,
        onChange: (event: { target: { value: string } }) => setQuery(event.target.value),
      }),
    ),
    h(
      'label',
      { style: { display: 'grid', gap: 4 } },
      'Width',
      h(
        'select',
        {
          value: width,
          style: field,
          onChange: (event: { target: { value: string } }) => setWidth(Number(event.target.value)),
        },
        widths.map((option) => h('option', { key: option.value, value: option.value }, option.label)),
      ),
    ),
    h('p', { role: 'status', style: { margin: 0 } }, `${shownCount} of ${items.length} banners`),
  );
  const sections = groups.map(([group, banners]) =>
    h(
      'section',
      { key: group, 'aria-label': group },
      h('h2', { style: { fontSize: 16, margin: '16px 0 8px' } }, `${group} (${banners.length})`),
      h(
        'div',
        { style: { display: 'flex', flexWrap: 'wrap', gap: 16 } },
        banners.map((banner) => h(BannerFrame, { key: banner.value, storyId, banner, width })),
      ),
    ),
  );
  return h(
    'div',
    { style: { height: '100%', overflow: 'auto', padding: 16, fontFamily: 'system-ui, sans-serif' } },
    controls,
    ...sections,
  );
}

addons.register('aisle/all-banners', () => {
  addons.add('aisle/all-banners/tab', {
    type: types.TAB,
    title: 'All banners',
    render: () => h(AllBanners),
  });
});

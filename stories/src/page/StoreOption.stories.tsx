import { StoreOption, type StoreOptionProps, type StoreOptionStore } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

const downtown: StoreOptionStore = {
  locationId: '01400376',
  vanityName: 'Downtown Cincinnati',
  address: { addressLines: ['100 E Court St'], cityTown: 'Cincinnati', stateProvince: 'OH', postalCode: '45202' },
  distance: 1.2349,
  currentlyShopping: false,
  isLockerPickupLocation: true,
  isCrossBanner: false,
  externalNavigation: null,
  isOpen: true,
  openText: 'Open until 10:00 PM',
};

const partner: StoreOptionStore = {
  locationId: '02100455',
  vanityName: 'Harbor Foods Covington',
  address: { addressLines: ['400 Madison Ave'], cityTown: 'Covington', stateProvince: 'KY', postalCode: '41011' },
  distance: 3.5,
  isCrossBanner: true,
  externalNavigation: { webUrl: 'https://harborfoods.example/', linkText: 'Harbor Foods' },
  isOpen: false,
  openText: 'Closed, opens at 7:00 AM',
};

/** The row with the current banner's copy for its labels. */
function StoreOptionWithCopy(props: Omit<StoreOptionProps, 'labels'> & Partial<Pick<StoreOptionProps, 'labels'>>) {
  const { copy } = useCopy();
  const text = copy.components.storeOption;
  return (
    <StoreOption
      {...props}
      labels={{
        miles: text.miles,
        startShopping: text.startShopping,
        select: text.select,
        locker: text.locker,
        crossBanner: text.crossBanner,
        currentlyShopping: text.currentlyShopping,
        opensInNewTab: text.opensInNewTab,
        ...props.labels,
      }}
    />
  );
}

const meta = {
  title: 'Page/StoreOption',
  component: StoreOption,
  args: {
    store: downtown,
    labels: { miles: 'mi' },
    isSelected: false,
    isStartShoppingEnabled: false,
    onStartShopping: fn(),
    onSelect: fn(),
  },
  render: ({ labels: _labels, ...args }) => (
    <div style={{ maxWidth: 560 }}>
      <StoreOptionWithCopy {...args} />
    </div>
  ),
} satisfies Meta<typeof StoreOption>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartShoppingDisabled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('article', { name: 'Downtown Cincinnati' });
    // SEL-169: miles with two decimals.
    await expect(within(row).getByText('1.23 mi')).toBeVisible();
    await expect(row).toHaveTextContent('100 E Court St, Cincinnati, OH 45202');
    await expect(within(row).getByText('Locker Pickup')).toBeVisible();
    // SEL-122: disabled until a matching shopping mode is selected.
    const startShopping = canvas.getByRole('button', { name: /^Start Shopping/ });
    await expect(startShopping).toBeDisabled();
    // The buttons of a list of stores are told apart: each is named by its text, then its store (WCAG 2.5.3).
    const select = canvas.getByRole('button', { name: 'Select Store Downtown Cincinnati' });
    await expect(select).toHaveTextContent('Select Store');
    await expect(select).toHaveAccessibleDescription('100 E Court St, Cincinnati, OH 45202');
    await expect(startShopping).toHaveAccessibleName('Start Shopping Downtown Cincinnati');
    await userEvent.click(select);
    await expect(args.onSelect).toHaveBeenCalledWith(downtown);
  },
};

export const StartShoppingEnabled: Story = {
  args: { isStartShoppingEnabled: true, isSelected: true, store: { ...downtown, currentlyShopping: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-current', 'true');
    await expect(canvas.queryByRole('button', { name: /^Select Store/ })).toBeNull();
    const startShopping = canvas.getByRole('button', { name: /^Start Shopping/ });
    await expect(startShopping).toBeEnabled();
    startShopping.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStartShopping).toHaveBeenCalledOnce();
  },
};

export const CrossBanner: Story = {
  args: { store: partner, isStartShoppingEnabled: true, onStartShopping: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // SEL-030: a cross-banner store's 'Start Shopping' opens an external page.
    const link = canvas.getByRole('link', { name: /^Start Shopping/ });
    await expect(link).toHaveAccessibleName('Start Shopping Harbor Foods Covington (opens in a new tab)');
    await expect(link).toHaveAttribute('href', 'https://harborfoods.example/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('Partner Store')).toBeVisible();
    await expect(canvas.getByText('Closed, opens at 7:00 AM')).toHaveAttribute('data-state', 'closed');
  },
};

export const StoreList: Story = {
  render: ({ labels: _labels, ...args }) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <StoreOptionWithCopy {...args} store={downtown} isSelected isStartShoppingEnabled />
      <StoreOptionWithCopy
        {...args}
        store={{
          ...downtown,
          locationId: '2',
          vanityName: 'Oakley Square',
          distance: 4.1,
          isLockerPickupLocation: false,
        }}
      />
      <StoreOptionWithCopy {...args} store={partner} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every 'Select Store' of a list names its own store: one button per store, found by the store's name.
    const selects = canvas.getAllByRole('button', { name: /^Select Store/ });
    await expect(selects.map((button) => button.textContent)).toEqual(['Select Store', 'Select Store']);
    await expect(canvas.getAllByRole('button', { name: /^Select Store Oakley Square$/ })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Select Store Harbor Foods Covington$/ })).toHaveLength(1);
  },
};

export const BannerReview: Story = bannerMatrixStory(
  () => <StoreOptionWithCopy store={downtown} onSelect={() => {}} onStartShopping={() => {}} />,
  320,
);

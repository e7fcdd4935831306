import { AddressCard, type AddressCardProps, addressLineOrders, type DisplayAddress } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

const home: DisplayAddress = {
  addressId: 'address-home',
  line1: '312 Walnut St',
  line2: 'Apt 4B',
  city: 'Cincinnati',
  stateCode: 'OH',
  zip: '45202',
  type: 'home',
  preferred: true,
  label: null,
};

const delivery: DisplayAddress = {
  addressId: 'address-la',
  line1: '120 S Los Angeles St',
  line2: null,
  city: 'Los Angeles',
  stateCode: 'CA',
  zip: '90012',
  type: 'delivery',
  preferred: false,
  label: "Mom's place",
};

/** The card with the current banner's copy for its labels. */
function AddressCardWithCopy(props: AddressCardProps) {
  const { copy } = useCopy();
  const text = copy.components.addressCard;
  return (
    <AddressCard
      {...props}
      labels={{
        home: text.home,
        preferred: text.preferred,
        selected: text.selected,
        select: text.select,
        edit: text.edit,
        delete: text.delete,
        ...props.labels,
      }}
    />
  );
}

const meta = {
  title: 'Page/AddressCard',
  component: AddressCard,
  args: { address: home, isSelected: false, lineOrder: 'line1First', onSelect: fn(), onEdit: fn(), onDelete: fn() },
  argTypes: { lineOrder: { control: 'inline-radio', options: addressLineOrders } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <AddressCardWithCopy {...args} />
    </div>
  ),
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '312 Walnut St' });
    await expect(card).toHaveTextContent('Apt 4B');
    await expect(card).toHaveTextContent('Cincinnati, OH 45202');
    await expect(within(card).getByText('Home')).toBeVisible();
    await expect(within(card).getByText('Preferred')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Select Address' }));
    await expect(args.onSelect).toHaveBeenCalledWith(home);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(home);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(home);
  },
};

export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '312 Walnut St' });
    await expect(card).toHaveAttribute('data-state', 'selected');
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(within(card).getByText('Selected')).toBeVisible();
    // SEL-119: 'Select Address' is hidden for the already-active address.
    await expect(canvas.queryByRole('button', { name: 'Select Address' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

export const SelectorSecondLineFirst: Story = {
  args: { lineOrder: 'line2First', onEdit: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Apt 4B' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="lines"]')).toHaveTextContent(/^312 Walnut St/);
  },
};

export const LabelledDeliveryAddress: Story = {
  args: { address: delivery },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: "Mom's place" });
    await expect(card).toHaveTextContent('120 S Los Angeles St');
    await expect(within(card).queryByText('Home')).toBeNull();
  },
};

export const AddressBook: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      <AddressCardWithCopy {...args} address={home} isSelected />
      <AddressCardWithCopy {...args} address={delivery} />
    </div>
  ),
};

export const BannerReview: Story = bannerMatrixStory(() => (
  <AddressCardWithCopy address={home} onSelect={() => {}} onEdit={() => {}} onDelete={() => {}} />
));

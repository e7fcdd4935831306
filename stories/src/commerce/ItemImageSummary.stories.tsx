import { ItemImageSummary, type ItemImageSummaryProps, itemImageSummaryVariants } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';
import { itemImages } from './fixtures.ts';

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<ItemImageSummaryProps, 'labels'>;

function ItemImageSummaryExample(args: Args) {
  const { copy } = useCopy();
  return <ItemImageSummary {...args} labels={copy.components.itemImageSummary} />;
}

const meta = {
  title: 'Commerce/ItemImageSummary',
  component: ItemImageSummary as ComponentType<Args>,
  args: { items: itemImages(5), variant: 'summary', onExpandedChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: itemImageSummaryVariants },
    items: { control: false },
    totalCount: { control: { type: 'number', min: 0 } },
  },
  render: (args) => <ItemImageSummaryExample {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const FewItems: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items in your order' });
    await expect(within(list).getAllByRole('img')).toHaveLength(5);
    await expect(within(list).getByRole('img', { name: 'Honeycrisp Apple' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="more"]')).toBeNull();
  },
};

/** SEL-172 and SEL-173: 8 images, then the rest counted in a circle. */
export const MoreThanEight: Story = {
  args: { items: itemImages(12) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(8);
    await expect(canvas.getByText('+4')).toBeVisible();
    await expect(canvas.getByText('4 more items')).toBeInTheDocument();
  },
};

/** SEL-174: the circle stops at '999+'. */
export const CappedCount: Story = {
  args: { items: itemImages(8), totalCount: 1250 },
  play: async ({ canvasElement }) => {
    const more = canvasElement.querySelector('[data-part="more"]') as HTMLElement;
    await expect(more).toHaveTextContent('999+999+ more items');
    await expect(within(more).getByText('999+')).toBeVisible();
  },
};

/** SEL-175: the expandable summary shows 5 and a toggle for the rest. */
export const Expandable: Story = {
  args: { items: itemImages(12), variant: 'expandable' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    await expect(canvas.getByText('+7')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Show all items' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getAllByRole('img')).toHaveLength(12);
    await expect(canvasElement.querySelector('[data-part="more"]')).toBeNull();
    const collapse = canvas.getByRole('button', { name: 'Show fewer items' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
  },
};

export const ExpandableFewItems: Story = {
  args: { items: itemImages(4), variant: 'expandable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const BannerReview: Story = bannerMatrixStory(
  (banner) => (
    <ItemImageSummary
      items={itemImages(10)}
      variant="expandable"
      labels={{
        ...banner.strings.components.itemImageSummary,
        label: `${banner.name}: ${banner.strings.components.itemImageSummary.label}`,
      }}
    />
  ),
  320,
);

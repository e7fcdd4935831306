import { HomeDeals } from '@aisle/storefront/flows/catalogue/HomeDeals.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { catalogueProducts } from './fixtures.ts';

/**
 * The home page's deals (issue 22; `storefront/src/flows/catalogue/HomeDeals.tsx`): the promo codes the cart
 * takes and the products on sale, built into the page's HTML from the catalogue (no island). An in-store-only
 * banner (pinecrest) shows no codes: its cart takes none.
 */
function DealsSection() {
  const banner = useBanner();
  // The fixtures' products, on sale for a fifth off.
  const deals = catalogueProducts.slice(0, 6).map((product) => ({
    ...product,
    promoPrice: Math.round(product.price * 80) / 100,
  }));
  return (
    <HomeDeals
      deals={deals}
      labels={{ ...banner.strings.storefront.deals, regularPrice: banner.strings.storefront.productPage.regularPrice }}
      showsCodes={banner.capabilities.PICKUP || banner.capabilities.DELIVERY}
    />
  );
}

const meta = {
  title: 'Flows/Home Deals',
  component: DealsSection,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DealsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deals: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole('region', { name: /This Week.s Deals/ }));
    await expect(region.getAllByRole('article')).toHaveLength(6);
    const codes = canvasElement.querySelector('[data-part="promo-codes"]');
    if (globals.banner === 'pinecrest') await expect(codes).toBeNull();
    else await expect(region.getByText('SAVE5')).toBeVisible();
  },
};

import { Button, Card, type CardProps, cardElements, cardHeadingLevels, cardVariants } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

function BillingAddress(args: CardProps) {
  const { copy } = useCopy();
  return (
    <Card heading={copy.components.card.billingAddressHeading} {...args}>
      <p style={{ margin: 0 }}>{copy.components.link.enterBillingAddressPrompt}</p>
      <div>
        <Button variant="secondary">{copy.components.link.editBillingAddress}</Button>
      </div>
    </Card>
  );
}

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { as: 'section', variant: 'outlined', headingLevel: 2 },
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    variant: { control: 'inline-radio', options: cardVariants },
    headingLevel: { control: 'inline-radio', options: cardHeadingLevels },
  },
  render: (args) => <BillingAddress {...args} />,
  // A content column's width rather than the whole canvas; the banner matrix keeps its grid.
  decorators: [
    (Story, { tags }) =>
      tags.includes('no-visual') ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section with a heading is a region named by that heading. */
export const Outlined: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Billing Address' });
    await expect(region).toHaveAttribute('data-variant', 'outlined');
    await expect(within(region).getByRole('heading', { level: 2, name: 'Billing Address' })).toBeInTheDocument();
  },
};

export const Raised: Story = { args: { variant: 'raised' } };

export const Flat: Story = { args: { variant: 'flat', as: 'div' } };

function CardListDemo() {
  const { copy } = useCopy();
  const headings = [copy.components.card.paymentMethodHeading, copy.components.card.summaryHeading];
  return (
    <ul style={{ display: 'grid', gap: 16, margin: 0, padding: 0 }}>
      {headings.map((heading) => (
        <Card key={heading} as="li" heading={heading} headingLevel={3}>
          <p style={{ margin: 0 }}>{copy.components.card.addAddressPrompt}</p>
        </Card>
      ))}
    </ul>
  );
}

/** Cards as list items, with h3 headings under a page's h2. */
export const AsListItems: Story = {
  render: () => <CardListDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

export const BannerReview: Story = bannerMatrixStory((banner) => (
  <div style={{ display: 'grid', gap: 12 }}>
    {cardVariants.map((variant) => (
      <Card
        key={variant}
        variant={variant}
        heading={banner.strings.components.card.paymentMethodHeading}
        headingLevel={3}
      >
        <p style={{ margin: 0 }}>{banner.strings.components.card.addAddressPrompt}</p>
      </Card>
    ))}
  </div>
));

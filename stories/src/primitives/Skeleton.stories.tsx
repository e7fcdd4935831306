import { Card, Skeleton, Spinner, skeletonRadii } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16, radius: 'sm' },
  argTypes: {
    radius: { control: 'inline-radio', options: skeletonRadii },
    lines: { control: { type: 'number', min: 0, max: 8 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from assistive technology: the block says nothing; a status message says what loads. */
export const Block: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-component="Skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.getBoundingClientRect().width).toBe(240);
  },
};

export const Lines: Story = {
  args: { lines: 3, width: 320 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="line"]')).toHaveLength(3);
  },
};

export const Circle: Story = { args: { width: 48, height: 48, radius: 'circle' } };

/** What a loading card looks like: skeleton shapes, plus one spinner that names the wait. */
function LoadingCardDemo() {
  const { copy } = useCopy();
  return (
    <Card
      as="section"
      aria-busy="true"
      aria-label={copy.components.card.paymentMethodHeading}
      style={{ maxWidth: 420 }}
    >
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Skeleton width={48} height={32} radius="md" />
        <div style={{ flex: 1 }}>
          <Skeleton lines={2} height={14} />
        </div>
      </div>
      <Spinner label={copy.components.spinner.loading} delayMs={0} />
    </Card>
  );
}

export const LoadingCard: Story = {
  render: () => <LoadingCardDemo />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const BannerReview: Story = bannerMatrixStory(() => (
  <div style={{ display: 'grid', gap: 8 }}>
    <Skeleton width={120} height={20} />
    <Skeleton lines={3} />
  </div>
));

import { Spinner, type SpinnerProps, spinnerSizes } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the label, which comes from the banner's copy. */
type Args = Omit<SpinnerProps, 'label'>;

function Loading(args: Args) {
  const { copy } = useCopy();
  return <Spinner {...args} label={copy.components.spinner.loading} />;
}

const meta = {
  title: 'Primitives/Spinner',
  // The label comes from the banner's copy in each render, so stories do not pass it as an arg.
  component: Spinner as ComponentType<Args>,
  args: { size: 'medium', delayMs: 200, isLabelVisible: false },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  render: (args) => <Loading {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** SEL-168: nothing shows for the first 200 ms, then the ring, and screen readers hear the label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-state', 'waiting');
    await expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'visible'));
    await expect(status).toHaveTextContent('Loading...');
  },
};

function LoadingBasket(args: Args) {
  const { copy } = useCopy();
  return <Spinner {...args} label={copy.components.spinner.loadingBasket} />;
}

/** The basket gate: 'Loading basket...' shown next to the ring. */
export const WithVisibleLabel: Story = {
  args: { isLabelVisible: true, delayMs: 0 },
  render: (args) => <LoadingBasket {...args} />,
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Loading basket...');
    await expect(label).toBeVisible();
  },
};

function SizesDemo(args: Args) {
  const { copy } = useCopy();
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={copy.components.spinner.loading} />
      ))}
    </div>
  );
}

export const Sizes: Story = {
  args: { delayMs: 0 },
  render: (args) => <SizesDemo {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(3);
  },
};

export const BannerReview: Story = bannerMatrixStory((banner) => (
  <Spinner delayMs={0} isLabelVisible label={banner.strings.components.spinner.loading} />
));

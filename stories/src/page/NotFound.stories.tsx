import { NotFound, type NotFoundProps } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** The page content with the current banner's copy. */
function NotFoundWithCopy({ onBack }: Pick<NotFoundProps, 'onBack'>) {
  const { copy } = useCopy();
  const text = copy.components.notFound;
  return <NotFound headline={text.headline} backLabel={text.back} homeLabel={text.home} onBack={onBack} />;
}

const meta = {
  title: 'Page/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  args: { headline: '', backLabel: '', homeLabel: '', onBack: fn() },
  render: (args) => <NotFoundWithCopy onBack={args.onBack} />,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Wheat a minute… that page doesn't exist!",
    );
    await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

export const BannerReview: Story = bannerMatrixStory(() => <NotFoundWithCopy onBack={() => {}} />, 360);

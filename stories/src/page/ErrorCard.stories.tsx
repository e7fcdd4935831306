import { ErrorCard, type ErrorCardProps } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** The card with the current banner's copy. */
function ErrorCardWithCopy({ onReload, isLive }: Pick<ErrorCardProps, 'onReload' | 'isLive'>) {
  const { copy } = useCopy();
  const text = copy.components.errorCard;
  return <ErrorCard message={text.message} reloadLabel={text.reload} onReload={onReload} isLive={isLive} />;
}

const meta = {
  title: 'Page/ErrorCard',
  component: ErrorCard,
  args: { message: '', reloadLabel: '', onReload: fn(), isLive: false },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <ErrorCardWithCopy onReload={args.onReload} isLive={args.isLive} />
    </div>
  ),
} satisfies Meta<typeof ErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Oops, something went wrong! Please reload your page.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const Announced: Story = {
  args: { isLive: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Oops, something went wrong! Please reload your page.',
    );
  },
};

export const BannerReview: Story = bannerMatrixStory(() => <ErrorCardWithCopy onReload={() => {}} />);

import { Prop65Notice, type Prop65NoticeProps } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** The notice with the current banner's copy; args override it. */
function Prop65NoticeWithCopy(props: Partial<Prop65NoticeProps>) {
  const { copy } = useCopy();
  const text = copy.components.prop65;
  return (
    <Prop65Notice
      stateCode={props.stateCode}
      label={props.label || text.label}
      message={props.message || text.message}
      className={props.className}
    />
  );
}

const meta = {
  title: 'Page/Prop65Notice',
  component: Prop65Notice,
  args: { stateCode: 'CA', label: '', message: '' },
  argTypes: {
    stateCode: { control: 'inline-radio', options: ['CA', 'OH', 'NY'] },
    label: { control: 'text', description: 'Empty: the banner copy' },
    message: { control: 'text', description: 'Empty: the banner copy' },
  },
  render: (args) => <Prop65NoticeWithCopy {...args} />,
} satisfies Meta<typeof Prop65Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const California: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent(/^WARNING: This product can expose you/);
    await expect(note.querySelector('[data-part="symbol"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const OutsideCalifornia: Story = {
  args: { stateCode: 'OH' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="Prop65Notice"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

export const BannerReview: Story = bannerMatrixStory(() => <Prop65NoticeWithCopy stateCode="CA" />);

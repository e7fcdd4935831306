import { DayCarousel, type DayCarouselProps } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';
import { lateWeek, standardWeek } from './fixtures.ts';

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<DayCarouselProps, 'labels'> & { width?: number };

function DayCarouselExample({ width, ...args }: Args) {
  const { copy } = useCopy();
  return (
    <div style={{ maxWidth: width ?? 640 }}>
      <DayCarousel {...args} labels={copy.components.dayCarousel} />
    </div>
  );
}

const meta = {
  title: 'Commerce/DayCarousel',
  component: DayCarousel as ComponentType<Args>,
  args: { days: standardWeek, underFiveFilter: false, itemCount: 12, onValueChange: fn() },
  argTypes: { itemCount: { control: { type: 'number', min: 0 } }, days: { control: false } },
  render: (args) => <DayCarouselExample {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Choose a day' });
    const days = within(group).getAllByRole('radio');
    await expect(days).toHaveLength(7);
    // ACC-077: the first day with times is selected first.
    await expect(days[0]).toHaveAttribute('aria-checked', 'true');
    await expect(days[0]).toHaveAccessibleName('Thursday, March 5');
    // Arrow keys move the selection with the focus; Home and End jump to the ends.
    await userEvent.tab();
    await expect(days[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(days[1]).toHaveFocus();
    await expect(days[1]).toHaveAttribute('aria-checked', 'true');
    await expect(days[0]).toHaveAttribute('aria-checked', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-03-06');
    await userEvent.keyboard('{End}');
    await expect(days[6]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(days[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(days[6]).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-03-11');
    // Only the selected day is in the tab order.
    await expect(days.filter((day) => day.tabIndex === 0)).toEqual([days[6]]);
  },
};

export const FirstDaysFull: Story = {
  args: { days: lateWeek },
  play: async ({ canvasElement }) => {
    const selected = within(canvasElement).getByRole('radio', { checked: true });
    await expect(selected).toHaveAccessibleName('Saturday, March 7');
  },
};

/** ACC-078: with the 'Under $5' filter the first day with a time whose cost plus waiver is below 5. */
export const UnderFiveFilter: Story = {
  args: { underFiveFilter: true },
  play: async ({ canvasElement }) => {
    const selected = within(canvasElement).getByRole('radio', { checked: true });
    await expect(selected).toHaveAccessibleName('Friday, March 6');
  },
};

/** ACC-175: above 15 items the carousel warns. */
export const ManyItemsWarning: Story = {
  args: { itemCount: 16 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Large orders may have fewer available times.')).toBeVisible();
  },
};

export const FifteenItemsNoWarning: Story = {
  args: { itemCount: 15 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="warning"]')).toBeNull();
  },
};

/** In a narrow column the days scroll; each button moves them by 70% of the visible width (GEN-064); a day changes state in 100 ms (GEN-065). */
export const Scrolling: Story = {
  args: { width: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const track = await canvas.findByRole('radiogroup', { name: 'Choose a day' });
    const previous = await canvas.findByRole('button', { name: 'Previous days' });
    const next = await canvas.findByRole('button', { name: 'Next days' });
    await waitFor(() => expect(next).toBeEnabled());
    await expect(previous).toBeDisabled();
    const step = track.clientWidth * 0.7;
    await userEvent.click(next);
    await waitFor(() => expect(Math.abs(track.scrollLeft - step)).toBeLessThan(2));
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await waitFor(() => expect(track.scrollLeft).toBe(0));
    // GEN-065: the scheduling animation (a day's change of state) lasts 100 ms.
    const [firstDay] = within(track).getAllByRole('radio');
    await expect(getComputedStyle(firstDay as HTMLElement).transitionDuration).toBe('0.1s');
  },
};

export const BannerReview: Story = bannerMatrixStory(
  (banner) => (
    <DayCarousel
      days={standardWeek}
      defaultValue="2026-03-06"
      itemCount={16}
      labels={{
        ...banner.strings.components.dayCarousel,
        label: `${banner.name}: ${banner.strings.components.dayCarousel.label}`,
      }}
    />
  ),
  420,
);

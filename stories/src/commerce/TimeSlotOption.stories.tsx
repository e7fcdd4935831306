import { TimeSlotOption, type TimeSlotOptionProps, timeSlotTypes } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the strings, which each story takes from the current banner's copy. */
type Args = Omit<TimeSlotOptionProps, 'labels'>;

function TimeSlotOptionExample(args: Args) {
  const { copy } = useCopy();
  return (
    <div style={{ maxWidth: 480 }}>
      <TimeSlotOption {...args} labels={copy.components.timeSlotOption} />
    </div>
  );
}

const meta = {
  title: 'Commerce/TimeSlotOption',
  component: TimeSlotOption as ComponentType<Args>,
  args: { name: 'time-slot', value: 'quote-1:option-1', displayString: '9:00am - 11:00am', cost: 9.95, onSelect: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: timeSlotTypes },
    cost: { control: { type: 'number', min: 0, step: 0.01 } },
    waiver: { control: { type: 'number', min: 0, step: 0.01 } },
  },
  render: (args) => <TimeSlotOptionExample {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Standard: Story = {
  play: async ({ canvasElement, args }) => {
    const radio = within(canvasElement).getByRole('radio', { name: '9:00am - 11:00am $9.95' });
    await userEvent.click(within(canvasElement).getByText('9:00am - 11:00am'));
    await expect(radio).toBeChecked();
    await expect(args.onSelect).toHaveBeenCalledWith('quote-1:option-1');
    await expect(canvasElement.querySelector('[data-component="TimeSlotOption"]')).toHaveAttribute(
      'data-state',
      'selected',
    );
  },
};

/** The waived amount shows as the struck-through regular price. */
export const Waived: Story = {
  args: { cost: 3.95, waiver: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio')).toHaveAccessibleName(
      '9:00am - 11:00am $3.95 Regular price $8.95',
    );
  },
};

/** PAY-157: a zero cost reads 'Free'. */
export const Free: Story = {
  args: { cost: 0, waiver: 9.95 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio')).toHaveAccessibleName(
      '9:00am - 11:00am Free Regular price $9.95',
    );
  },
};

/** SEL-178: with fees off every slot reads 'Free'. */
export const FeesOff: Story = {
  args: { cost: 9.95, waiver: 2, showsFees: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio')).toHaveAccessibleName('9:00am - 11:00am Free');
  },
};

/** SCH-020. */
export const Express: Story = {
  args: { type: 'EXPRESS', displayString: 'Within 2 hours', cost: 12.95 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio')).toHaveAccessibleName(
      'Within 2 hours Fastest same-day service $12.95',
    );
  },
};

export const WithIncentive: Story = {
  args: { cost: 4.95, waiver: 3, incentive: 'Save $3 with Membership' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio')).toBeDisabled();
  },
};

const slots = [
  { value: 'q1:express', displayString: 'Within 2 hours', cost: 12.95, type: 'EXPRESS' },
  { value: 'q1:9', displayString: '9:00am - 11:00am', cost: 9.95 },
  { value: 'q1:11', displayString: '11:00am - 1:00pm', cost: 3.95, waiver: 6 },
  { value: 'q1:13', displayString: '1:00pm - 3:00pm', cost: 0 },
  { value: 'q1:15', displayString: '3:00pm - 5:00pm', cost: 6.95, isDisabled: true },
  { value: 'q1:17', displayString: '5:00pm - 7:00pm', cost: 7.95 },
] as const;

function TimeSlotList({ onSelect }: Pick<Args, 'onSelect'>) {
  const { copy } = useCopy();
  const [selected, setSelected] = useState<string>('q1:9');
  return (
    <div
      role="radiogroup"
      aria-label={copy.components.timeSlotOption.listLabel}
      style={{ maxWidth: 480, display: 'grid', gap: 8 }}
    >
      {slots.map((slot) => (
        <TimeSlotOption
          key={slot.value}
          {...slot}
          name="time-slots"
          isSelected={selected === slot.value}
          onSelect={(value) => {
            setSelected(value);
            onSelect?.(value);
          }}
          labels={copy.components.timeSlotOption}
        />
      ))}
    </div>
  );
}

export const List: Story = {
  render: (args) => <TimeSlotList onSelect={args.onSelect} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nine = canvas.getByRole('radio', { name: '9:00am - 11:00am $9.95' });
    await userEvent.tab();
    await expect(nine).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^1:00pm - 3:00pm Free/ })).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith('q1:13');
    // The disabled slot is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('q1:17');
  },
};

export const BannerReview: Story = bannerMatrixStory(
  (banner) => (
    <div
      role="radiogroup"
      aria-label={`${banner.name}: ${banner.strings.components.timeSlotOption.listLabel}`}
      style={{ display: 'grid', gap: 8 }}
    >
      <TimeSlotOption
        name={`slots-${banner.id}`}
        value="express"
        displayString="Within 2 hours"
        cost={12.95}
        type="EXPRESS"
        labels={banner.strings.components.timeSlotOption}
      />
      <TimeSlotOption
        name={`slots-${banner.id}`}
        value="waived"
        displayString="11:00am - 1:00pm"
        cost={3.95}
        waiver={6}
        isSelected
        labels={banner.strings.components.timeSlotOption}
      />
      <TimeSlotOption
        name={`slots-${banner.id}`}
        value="free"
        displayString="1:00pm - 3:00pm"
        cost={0}
        labels={banner.strings.components.timeSlotOption}
      />
    </div>
  ),
  360,
);

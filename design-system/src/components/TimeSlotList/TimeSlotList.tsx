import {
  TimeSlotOption,
  type TimeSlotOptionLabels,
  type TimeSlotOptionProps,
} from '../TimeSlotOption/TimeSlotOption.tsx';
import * as styles from './TimeSlotList.css.ts';

/** One slot of the list: what `TimeSlotOption` shows; the list supplies its name, selection and labels. */
export type TimeSlotListOption = Omit<
  TimeSlotOptionProps,
  'name' | 'isSelected' | 'defaultSelected' | 'onSelect' | 'labels' | 'className'
>;

export type TimeSlotListProps = {
  /** The radiogroup's id, also the name its radios share. */
  id: string;
  /** The group's accessible name ('Available times'). */
  label: string;
  options: readonly TimeSlotListOption[];
  /** The chosen slot's value; none chosen when null or left out. */
  selectedValue?: string | null | undefined;
  onSelect: (value: string) => void;
  /** A slot must be chosen before going on: the group is invalid and described by the element `errorId` names. */
  isInvalid?: boolean;
  errorId?: string;
  labels: TimeSlotOptionLabels;
};

/** The slots of one day, as the scheduling page and the selector's delivery times both list them: one radiogroup. */
export function TimeSlotList({
  id,
  label,
  options,
  selectedValue,
  onSelect,
  isInvalid = false,
  errorId,
  labels,
}: TimeSlotListProps) {
  return (
    <div
      id={id}
      role="radiogroup"
      className={styles.list}
      aria-label={label}
      aria-invalid={isInvalid || undefined}
      aria-describedby={isInvalid ? errorId : undefined}
      data-part="times"
    >
      {options.map((option) => (
        <TimeSlotOption
          key={option.value}
          {...option}
          name={id}
          isSelected={selectedValue === option.value}
          onSelect={onSelect}
          labels={labels}
        />
      ))}
    </div>
  );
}

import { useControllableState as useRadixControllableState } from '@radix-ui/react-use-controllable-state';

/**
 * One state that a component's user may own (controlled: `value` given) or leave to the component
 * (uncontrolled: starts at `defaultValue`). Radix's own hook, which its Dialog, Tabs and Accordion already
 * use, so every stateful component of the design system behaves alike: the setter updates the inner state
 * only when uncontrolled and calls `onChange` with each new value either way.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange?: ((next: T) => void) | undefined;
}): [T, (next: T) => void] {
  const [state, setState] = useRadixControllableState<T>({ prop: value, defaultProp: defaultValue, onChange });
  return [state, setState as (next: T) => void];
}

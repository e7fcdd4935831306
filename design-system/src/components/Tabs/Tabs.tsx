import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

export type TabItem = {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. the heading above it. */
  label: string;
  value?: string;
  /** Defaults to the first enabled tab. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic` (default) shows a panel as soon as its tab gets focus; `manual` waits for Enter/Space. */
  activationMode?: 'automatic' | 'manual';
  className?: string;
};

/** Tabs per WAI-ARIA (Radix Tabs): arrow keys move between tabs, Home/End jump, the brand bar marks the selected one. */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  className,
}: TabsProps) {
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  return (
    <RadixTabs.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? firstEnabled) : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
      data-component="Tabs"
    >
      <RadixTabs.List className={styles.list} aria-label={label} data-part="list">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.tab}
            data-part="tab"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel} data-part="panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

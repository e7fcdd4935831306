import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Accordion.css.ts';

export const accordionTypes = ['single', 'multiple'] as const;
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;

export type AccordionItem = {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

type AccordionCommonProps = {
  items: readonly AccordionItem[];
  /** The level of each item's heading, to fit the page's outline (default 3). */
  headingLevel?: (typeof accordionHeadingLevels)[number];
  className?: string;
};

/** One section open at a time; `collapsible` (default true) lets the open one close again. */
export type AccordionSingleProps = AccordionCommonProps & {
  type: 'single';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  collapsible?: boolean;
};

/** Any number of sections open. */
export type AccordionMultipleProps = AccordionCommonProps & {
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
};

export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

/**
 * Sections that open and close (Radix Accordion, WAI-ARIA accordion pattern) with the 300 ms
 * animation of the checkout's payment sections. Each header is a real heading holding the button.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const Heading = `h${headingLevel}` as const;
  const rootProps = {
    className: [styles.root, className].filter(Boolean).join(' '),
    'data-component': 'Accordion',
    'data-variant': props.type,
  };
  const children = items.map((item) => (
    <RadixAccordion.Item
      key={item.value}
      value={item.value}
      disabled={item.disabled}
      className={styles.item}
      data-part="item"
    >
      <RadixAccordion.Header asChild>
        <Heading className={styles.heading}>
          <RadixAccordion.Trigger className={styles.trigger} data-part="trigger">
            <span>{item.title}</span>
            <Icon name="chevronDown" className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content} data-part="content">
        <div className={styles.contentInner}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));

  if (props.type === 'multiple') {
    return (
      <RadixAccordion.Root
        {...rootProps}
        type="multiple"
        value={props.value}
        defaultValue={props.defaultValue}
        onValueChange={props.onValueChange}
      >
        {children}
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root
      {...rootProps}
      type="single"
      collapsible={props.collapsible ?? true}
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
    >
      {children}
    </RadixAccordion.Root>
  );
}

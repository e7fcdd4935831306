import { Fragment, type ReactNode } from 'react';

/**
 * Fills `{name}` slots of a copy template with React nodes (a link inside a sentence), keeping the
 * sentence's words in the copy. A slot without a value stays visible so that QA sees it.
 */
export function fillSlots(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/(\{\w+\})/g);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name !== undefined && Object.hasOwn(values, name) ? values[name] : part;
    // biome-ignore lint/suspicious/noArrayIndexKey: the template's parts never move
    return <Fragment key={index}>{value}</Fragment>;
  });
}

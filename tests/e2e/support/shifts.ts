import type { Page } from '@playwright/test';

/** The page's layout shifts not caused by input (its CLS so far), and what moved, for a failure message. */
export interface LayoutShifts {
  total: number;
  /** One line per moved element: its tag, data-part and first class, and its box before and after. */
  moved: string[];
}

/**
 * Reads the page's layout shifts from a buffered PerformanceObserver after `settleMs` (shifts still to
 * come in that time count too). `expect(shifts.total, shifts.moved.join('; '))` names the culprit.
 */
export function layoutShifts(page: Page, settleMs = 300): Promise<LayoutShifts> {
  return page.evaluate(
    (settle) =>
      new Promise<LayoutShifts>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        const shifts: LayoutShifts = { total: 0, moved: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            shifts.total += entry.value;
            for (const { node, previousRect: from, currentRect: to } of entry.sources) {
              const element = node instanceof Element ? node : node?.parentElement;
              const part = element?.getAttribute('data-part');
              const name = element
                ? `${element.tagName.toLowerCase()}${part ? `[data-part=${part}]` : ''}${element.classList[0] ? `.${element.classList[0]}` : ''}`
                : '(removed)';
              shifts.moved.push(
                `${name} (${from.x}, ${from.y})→(${to.x}, ${to.y}), ${from.width}×${from.height}→${to.width}×${to.height}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), settle);
      }),
    settleMs,
  );
}

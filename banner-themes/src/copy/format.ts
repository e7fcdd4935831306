/** Fills `{placeholder}` slots of a copy string. A missing value is left visible so that QA sees it. */
export function formatCopy(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}

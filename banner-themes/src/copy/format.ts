/** Fills `{placeholder}` slots of a copy string. A missing value is left visible so that QA sees it. */
export function formatCopy(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}

/** A string with a form per plural category of the language: at least 'one' and 'other' (English). */
export type PluralCopy = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The form of `forms` for `count` by the language's plural rules (Intl.PluralRules: '1 item', '2 items'),
 * with `{count}` and any other placeholders filled.
 */
export function formatPlural(
  forms: PluralCopy,
  count: number,
  values: Record<string, string | number> = {},
  locale = 'en-US',
): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return formatCopy(forms[rules.select(count)] ?? forms.other, { count, ...values });
}

/** Joins the ids a control's aria-describedby should carry, skipping the missing ones. */
export function describedBy(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** A plain string kept as it is (not as JSON): null when nothing is kept or storage cannot be read. */
export function readStoredText(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps a plain string, or forgets it (null); private mode without storage only does not remember. */
export function writeStoredText(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives on in memory for this page.
  }
}

/** localStorage that never throws (private mode, quota, server rendering): a failed read is "nothing saved". */
export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  const raw = readStoredText(key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a value as JSON, or forgets it (undefined). */
export function writeStored(key: string, value: unknown): void {
  let text: string | null;
  try {
    text = value === undefined ? null : JSON.stringify(value);
  } catch {
    return;
  }
  writeStoredText(key, text);
}

/** Keys are per banner: one browser can shop two banners without their carts mixing. */
export function storageKey(bannerId: string, name: string): string {
  return `aisle.${bannerId}.${name}`;
}

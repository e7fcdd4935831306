/** Types of scripts/phone-metadata.mjs, for design-system/src/format/phone.test.ts. */
export function nanpPhoneMetadata(): Record<string, unknown>;
export const target: string;

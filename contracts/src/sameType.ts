/**
 * `true` exactly when A and B are the same type: `const check: Same<A, B> = true` fails the type check when
 * they drift apart (a schema and the type a zod-free module writes out; the route flags and the schemas).
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The membership's plain values, in a module without a schema, so the storefront can import them without zod
 * (`membership.ts` builds its schemas on them).
 */

/**
 * The plans a shopper can join: every banner sells its same-day and next-day plans under BST and BSTL, with
 * its own titles (HTEL and HTPL are enrollments carried over from the second banner's own program).
 */
export const joinablePlanCodes = ['BST', 'BSTL'] as const;
export type JoinablePlanCode = (typeof joinablePlanCodes)[number];

/** Whether a plan code can be joined (the Express Lane codes are carried over, never sold). */
export function isJoinablePlanCode(planCode: string): planCode is JoinablePlanCode {
  return (joinablePlanCodes as readonly string[]).includes(planCode);
}

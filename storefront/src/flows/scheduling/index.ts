/*
 * The scheduling step (issue 11): /scheduling?fulfillmentType=pickup|delivery. The submit sequence and its
 * replacement-drawer step are in submitSchedule.ts (see its comment and README.md).
 */
export { SchedulingIsland, type SchedulingIslandProps } from './SchedulingIsland.tsx';
export type { SubmitDependencies } from './submitSchedule.ts';

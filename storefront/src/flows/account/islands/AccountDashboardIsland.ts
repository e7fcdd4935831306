/* The AccountDashboardIsland island's entry (docs/adr/0007-flow-boundaries.md): one island per entry chunk. */
export { AccountDashboard as AccountDashboardIsland } from '../AccountDashboard.tsx';

/**
 * Where sign-in sends the shopper back to: the `returnTo` path when it is a page of this site, home
 * otherwise. Anything that would leave the site (`//evil.example`, `https://...`) or loop back to
 * sign-in is refused. The account forms' server uses the same rule (contracts' accountRules.ts).
 */
export { safeReturnPath as safeReturnTo } from '@aisle/contracts/returnPaths';

/*
 * Test support, not part of the API: stories and unit tests import it as `@aisle/contracts/testing`;
 * production code never does (scripts/check-imports.mjs).
 */
export * from './mocks.ts';
export * from './walletMocks.ts';

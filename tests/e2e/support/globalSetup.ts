import { startAisle } from './aisle.ts';

/** The shared server's port reaches the test workers through the environment. */
export const portVariable = 'AISLE_E2E_PORT';
/** Its data directory (the database and server.log), for the wallet's scan test. */
export const dataDirVariable = 'AISLE_E2E_DATA_DIR';

/** One server for the whole run; tests that restart a server start their own. */
export default async function globalSetup() {
  const aisle = await startAisle();
  process.env[portVariable] = String(aisle.port);
  process.env[dataDirVariable] = aisle.dataDir;
  return async () => {
    await aisle.dispose();
  };
}

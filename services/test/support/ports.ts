import { createServer } from 'node:net';

/**
 * A port nothing listens on now, for a server process a test starts: the system hands one out and it is
 * let go at once. Two tests (or a developer's own server) never meet on a port picked at random.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    // Every address, as the server listens.
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

// The sandbox's stand-in for the mailer: makes a new pair of email-link tokens for a shopper and prints the
// email preferences link a marketing email would carry (ACC-018, ACC-019). Only the tokens' hashes are stored.
//
//   node services/scripts/email-link.ts demo@example.com [banner] [origin]
//
// Reads AISLE_DATA_DIR / DATABASE_URL like the server. PGlite allows one process at a time: stop the server
// first (with DATABASE_URL it may keep running). A server started with AISLE_SANDBOX_MAILER=1 makes the
// same link while it runs (POST /api/sandbox/email-links, docs/adr/0015-sandbox-mailer-route.md).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/database.ts';
import { issueEmailLinkPath } from '../src/emailPreferences/linkTokens.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const [email, banner = 'greenway', origin] = process.argv.slice(2);
if (!email) {
  console.error('Usage: node services/scripts/email-link.ts <email> [banner] [origin]');
  process.exit(2);
}

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(repoRoot, process.env.AISLE_DATA_DIR ?? '.data', 'pglite') },
);
try {
  const now = process.env.AISLE_NOW ? new Date(process.env.AISLE_NOW) : new Date();
  const linkPath = await issueEmailLinkPath(database.db, email, now);
  if (!linkPath) {
    console.error(`No shopper has the email ${email}.`);
    process.exitCode = 1;
  } else {
    const site = origin ?? `http://${banner}.localhost:${process.env.PORT ?? 4321}`;
    console.log(`${site}${linkPath}`);
  }
} finally {
  await database.close();
}

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt parameters (N=2^14, r=8, p=1: about 16 MB and tens of milliseconds per hash). */
const cost = 16_384;
const blockSize = 8;
const parallelization = 1;
const keyLength = 64;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** 'scrypt$N$r$p$<salt base64url>$<key base64url>' */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: blockSize, p: parallelization });
  return ['scrypt', cost, blockSize, parallelization, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash no password matches: verified against for unknown emails so both answers take as long. */
export const unmatchableHash = `scrypt$${cost}$${blockSize}$${parallelization}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(keyLength).toString('base64url')}`;

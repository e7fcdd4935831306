import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A body as the static sites send it compressed: brotli at quality 9, or gzip at level 9. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(body, { level: 9 });
}

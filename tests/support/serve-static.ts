// A minimal static file server for the built Storybook (visual tests only), and its capture origin.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { assertFramesBuilt, isCaptureRequest, serveCaptureOrigin } from '../../stories/.storybook/captureOrigin.ts';

const root = path.resolve(process.argv[2] ?? '.');
const port = Number(process.argv[3] ?? 6007);
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

// The card-capture frames the build copied (staticDirs): the wallet's stories embed them from `pay.localhost`.
const captureOrigin = path.join(root, 'capture-origin');
assertFramesBuilt(captureOrigin);

createServer((request, response) => {
  if (isCaptureRequest(request)) {
    void serveCaptureOrigin(captureOrigin, request, response);
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = path.join(root, decodeURIComponent(url.pathname));
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));

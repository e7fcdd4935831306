import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { type Banner, banners, defaultBanner } from '@aisle/banner-themes';
import { frameBannerLinks } from '@aisle/banner-themes/fontFiles';
import {
  captureAssetPattern,
  captureContentTypes,
  captureSecurityPolicyFor,
  framePages,
  isCaptureHost,
} from '@aisle/contracts/frames';
import type { Plugin } from 'vite';

/*
 * Storybook's capture origin (issue 21): the card-capture frames' own build (frames/dist) on `pay.<host>` of
 * whichever server shows the stories (Storybook's dev server, the story tests' Vite server, the visual run's
 * static server), served as the capture service serves it beside a storefront (services/src/capture): every
 * frame page is the one built page with the banner's font and theme linked in, under the same CSP. The story's
 * banner comes from the frame's `banner` parameter, since one Storybook origin shows every banner. There is
 * no tokenizer: a story scripts what the frame answers (flows/wallet/walletStorySupport.tsx), so nothing
 * typed in a story is ever sent.
 */

/** The capture origin's policy, as the service's, framed by any Storybook on localhost. */
const securityPolicy = captureSecurityPolicyFor('http://localhost:* http://*.localhost:*');

/** The build's page, checked for before any server starts: without it every story's frame would time out. */
export function assertFramesBuilt(distDir: string): void {
  if (existsSync(join(distDir, 'frame.html'))) return;
  throw new Error(
    `The card-capture frames are not built (${join(distDir, 'frame.html')} is missing): the wallet and checkout ` +
      'stories embed them. Run `pnpm --filter @aisle/frames run build` first.',
  );
}

/** Whether a request is for the capture origin (`pay.localhost:<port>`) rather than Storybook's own. */
export function isCaptureRequest(request: IncomingMessage): boolean {
  try {
    return isCaptureHost(new URL(`http://${request.headers.host ?? ''}`).hostname);
  } catch {
    return false;
  }
}

/** The banner a frame shows: the one its page names, else the default one (a storefront's host names it there). */
function bannerOf(url: URL): Banner {
  const id = url.searchParams.get('banner');
  return banners.find((banner) => banner.id === id) ?? defaultBanner;
}

function answer(response: ServerResponse, status: number, contentType: string, body: string | Uint8Array): void {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Security-Policy': securityPolicy,
    'Cache-Control': 'no-cache',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(body);
}

/** Answers one request on the capture origin from the frames' build in `distDir`. */
export async function serveCaptureOrigin(
  distDir: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://pay.localhost');
  const isPage = framePages.some((page) => url.pathname === `/${page}.html`);
  const root = normalize(distDir);
  const file = normalize(join(root, isPage ? 'frame.html' : url.pathname));
  if ((request.method !== 'GET' && request.method !== 'HEAD') || (!isPage && !captureAssetPattern.test(url.pathname))) {
    answer(response, 404, 'text/plain; charset=utf-8', 'Not found');
    return;
  }
  if (!file.startsWith(root + sep)) {
    answer(response, 404, 'text/plain; charset=utf-8', 'Not found');
    return;
  }
  try {
    const content = await readFile(file);
    const body = isPage
      ? content.toString('utf8').replace('</head>', `  ${frameBannerLinks(bannerOf(url))}\n  </head>`)
      : new Uint8Array(content);
    answer(response, 200, captureContentTypes[extname(file)] ?? 'application/octet-stream', body);
  } catch {
    answer(response, 404, 'text/plain; charset=utf-8', 'Not found');
  }
}

/** The capture origin on a Vite server (`storybook dev`, and the story tests' browser mode). */
export function captureOriginPlugin(distDir: string): Plugin {
  return {
    name: 'aisle:storybook-capture-origin',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!isCaptureRequest(request)) {
          next();
          return;
        }
        serveCaptureOrigin(distDir, request, response).catch(next);
      });
    },
  };
}

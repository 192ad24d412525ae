import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Written by the app's build (app/route-preloads.ts): each first page with the JavaScript its route needs. */
const routePreloadsFile = '.vite/route-preloads.json';

interface RoutePreloads {
  path: string;
  /** Run at once, without waiting for the app: the early request of a jumper page. */
  scripts?: string[];
  files: string[];
}

interface Page {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** `/login/*` matches `/login/jumper`: a `*` is one path segment. */
function matches(pattern: string, pathname: string) {
  if (pathname === '/' || pattern === '/') return pathname === pattern;
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  return (
    wanted.length === given.length && wanted.every((segment, index) => segment === '*' || segment === given[index])
  );
}

/** Whether an Accept-Encoding header accepts this encoding (`br;q=0` refuses it). */
function accepts(header: string | undefined, encoding: string) {
  return (header ?? '').split(',').some((part) => {
    const [name, ...parameters] = part.trim().split(';');
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return name?.trim() === encoding && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * The single-page app's index.html for any client route, naming in `<link rel="modulepreload">` the route chunks of
 * the page asked for: the browser fetches them alongside the entry chunk rather than after it has run. Pages are
 * built once per route and kept compressed, as the build's other files are.
 */
export function appPages(appDistDir: string) {
  const indexHtml = readFileSync(path.join(appDistDir, 'index.html'), 'utf8');
  const preloadsPath = path.join(appDistDir, routePreloadsFile);
  const routes: RoutePreloads[] = existsSync(preloadsPath) ? JSON.parse(readFileSync(preloadsPath, 'utf8')) : [];
  const built = new Map<string, Page>();

  function page(pathname: string): Page {
    const route = routes.find((candidate) => matches(candidate.path, pathname));
    const key = route?.path ?? '';
    let found = built.get(key);
    if (!found) {
      const links = [
        ...(route?.scripts ?? []).map((file) => `<script type="module" async crossorigin src="/${file}"></script>`),
        ...(route?.files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      const html = Buffer.from(links.length ? indexHtml.replace('</head>', `${links.join('')}</head>`) : indexHtml);
      found = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      built.set(key, found);
    }
    return found;
  }

  return function sendAppPage(request: FastifyRequest, reply: FastifyReply) {
    const { html, br, gzip } = page(request.url.split('?')[0] ?? '/');
    const accepted = request.headers['accept-encoding'];
    // A deploy renames the chunks: the page is checked with the server each time, never kept stale.
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (accepts(accepted, 'br')) return reply.header('content-encoding', 'br').send(br);
    if (accepts(accepted, 'gzip')) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(html);
  };
}

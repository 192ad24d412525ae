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
  /** The texts the page's code asks for as it runs, in each of the app's languages. */
  texts?: Record<string, string[]>;
}

/**
 * The entries of an Accept-… header with their weights (`q`, 1 when absent), lower-cased, the refused (`q=0`) left
 * out.
 */
function acceptedValues(header: string | undefined) {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [value = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      return { value: value.trim().toLowerCase(), quality: quality === undefined ? 1 : Number(quality.slice(2)) };
    })
    .filter(({ value, quality }) => value && quality > 0);
}

/**
 * The language the app will open in, as far as the server can tell: the browser's first choice, as the app reads
 * it (`navigator.language`), among the languages the build has texts in; English otherwise. A visitor who chose
 * another language in the app gets that one's texts a moment later, as without this guess.
 */
function preferredLanguage(acceptLanguage: string | undefined, languages: string[]) {
  const [first] = acceptedValues(acceptLanguage).sort((a, b) => b.quality - a.quality);
  const primary = first?.value.split('-')[0] ?? '';
  return languages.includes(primary) ? primary : 'en';
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
  return acceptedValues(header).some(({ value }) => value === encoding);
}

/**
 * The single-page app's index.html for any client route, naming in `<link rel="modulepreload">` the route chunks of
 * the page asked for and their texts in the visitor's language: the browser fetches them alongside the entry chunk
 * rather than after it has run. Pages are built once per route and language and kept compressed, as the build's
 * other files are.
 */
export function appPages(appDistDir: string) {
  const indexHtml = readFileSync(path.join(appDistDir, 'index.html'), 'utf8');
  const preloadsPath = path.join(appDistDir, routePreloadsFile);
  const routes: RoutePreloads[] = existsSync(preloadsPath) ? JSON.parse(readFileSync(preloadsPath, 'utf8')) : [];
  const built = new Map<string, Page>();
  const languages = [...new Set(routes.flatMap((route) => Object.keys(route.texts ?? {})))];

  function page(pathname: string, language: string): Page {
    const route = routes.find((candidate) => matches(candidate.path, pathname));
    const key = `${route?.path ?? ''} ${language}`;
    let found = built.get(key);
    if (!found) {
      // The early request's script goes first: the browser asks for files in the page's order, six at a time.
      const scripts = (route?.scripts ?? []).map(
        (file) => `<script type="module" async crossorigin src="/${file}"></script>`,
      );
      const links = [...(route?.files ?? []), ...(route?.texts?.[language] ?? [])].map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
      );
      const withLinks = indexHtml
        .replace('<title>', `${scripts.join('')}<title>`)
        .replace('</head>', `${links.join('')}</head>`);
      const html = Buffer.from(withLinks.replace('<html lang="en">', `<html lang="${language}">`));
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
    const language = preferredLanguage(request.headers['accept-language'], languages);
    const { html, br, gzip } = page(request.url.split('?')[0] ?? '/', language);
    const accepted = request.headers['accept-encoding'];
    // A deploy renames the chunks: the page is checked with the server each time, never kept stale.
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language')
      .type('text/html; charset=utf-8');
    if (accepts(accepted, 'br')) return reply.header('content-encoding', 'br').send(br);
    if (accepts(accepted, 'gzip')) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(html);
  };
}

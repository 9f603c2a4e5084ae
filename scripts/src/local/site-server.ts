import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { extname, resolve, sep } from 'node:path';
import {
  isSandboxedScriptPath,
  mediaContentSecurityPolicy,
  sandboxedScriptContentSecurityPolicy,
  siteContentSecurityPolicy,
  storefrontFrameSources,
} from '@cellar/shared/resources/security-headers';
import { adminConfigPath, type AdminConfig } from '@cellar/shared/site/admin-config';
import { qrcodeScanApiPath } from '@cellar/shared/content/qrcode';

/**
 * A built SPA (`web-admin/dist`, `web-store/dist`) served locally the way its CloudFront
 * distribution serves it in AWS (infra/lib/web-stack.ts):
 * - the files, with a path whose last segment has no extension answered with `index.html` (the
 *   SPA fallback function); hashed `assets/*` cached for a year, everything else revalidated;
 * - `/api/*` to the API (here the local gateway) with the `/api` prefix stripped: method,
 *   headers, body, query, and the answer's status and headers passed through, not cached;
 * - `/media/*` to the media (here the gateway's `/media/*`, which reads the local bucket);
 * - `/q/<token>` (a QR code's tracked address) to the API's `/qrcode/scan/<token>` with the request's host;
 * - the same security headers (CSP, nosniff, referrer policy, framing: by no one, or for the storefront by the
 *   admin's origin only). HSTS is left out:
 *   browsers ignore it over plain http, and it would only confuse a later https on 127.0.0.1.
 * So a site calls the relative base `/api` locally exactly as when deployed, with no CORS.
 */
export interface SiteServerOptions {
  /** The built site's folder (holds index.html). */
  root: string;
  /** 0 picks a free port. */
  port: number;
  /** The API the `/api/*` and `/media/*` paths go to, e.g. `http://127.0.0.1:3000`. */
  apiUrl: string;
  host?: string;
  /**
   * Origins added to the CSP. In AWS the sites may call Cognito (`connect`); locally Cognito is
   * cognito-local, and media URLs are absolute to the gateway (`img`, see MEDIA_BASE_URL in stack.ts).
   */
  sources?: {
    connect?: readonly string[];
    img?: readonly string[];
    font?: readonly string[];
    frame?: readonly string[];
  };
  /** Files answered from memory (the admin's runtime settings, `adminConfigPath`), never cached. */
  files?: Record<string, { contentType: string; body: string }>;
  /**
   * The origins that may frame the site (CSP `frame-ancestors`), sent instead of `X-Frame-Options: DENY`: the
   * storefront names the admin's, whose page editor frames its live preview. Left out (the admin): no one may.
   */
  frameAncestors?: readonly string[];
  /**
   * The storefront's releases (docs/publishing.md): the prerendered document the request's pointer serves for a
   * path, or null to serve the SPA's files as without releases (scripts/src/local/release-documents.ts).
   */
  releases?: (host: string, url: URL) => Promise<string | null>;
  /**
   * The storefront's redirections, applied before any document is served, as its CloudFront Function does: the valid
   * redirection of the request's site and path, or null (scripts/src/local/edge-rules.ts).
   */
  redirect?: (host: string, url: URL) => Promise<{ status: number; location: string } | null>;
  /** The origins the request's site loads its scripts from, added to the CSP's `script-src` (edge-rules.ts). */
  scriptOrigins?: (host: string, url: URL) => Promise<readonly string[]>;
}

export interface SiteServer {
  url: string;
  port: number;
  server: Server;
  stop(): Promise<void>;
}

export { mediaContentSecurityPolicy, siteContentSecurityPolicy };

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
};

/** Headers that belong to one connection, never forwarded by a proxy. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The admin's runtime settings (`adminConfigPath`) as the deployment writes them: the storefront its page editor
 * previews, and the CSP sources that let it frame that storefront.
 */
export function adminSiteOptions(storeUrl: string): Pick<SiteServerOptions, 'files'> & { frame: string[] } {
  const config: AdminConfig = { storeUrl };
  return {
    files: { [adminConfigPath]: { contentType: 'application/json; charset=utf-8', body: JSON.stringify(config) } },
    frame: [new URL(storeUrl).origin],
  };
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const root = resolve(options.root);
  const api = new URL(options.apiUrl);
  const framed = (options.frameAncestors?.length ?? 0) > 0;
  const sitePolicy = (script: readonly string[] = []) =>
    siteContentSecurityPolicy({
      ...options.sources,
      // The storefront (the site the admin frames) plays YouTube videos in a frame of their own.
      ...(framed ? { frame: [...(options.sources?.frame ?? []), ...storefrontFrameSources] } : {}),
      frameAncestors: options.frameAncestors,
      script,
    });
  const siteHeaders: Record<string, string> = {
    'content-security-policy': sitePolicy(),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // X-Frame-Options can only deny or allow the same origin: a site framed by another origin relies on the CSP.
    ...(framed ? {} : { 'x-frame-options': 'DENY' }),
  };
  const sandboxedScriptHeaders: Record<string, string> = {
    'content-security-policy': sandboxedScriptContentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  const mediaHeaders: Record<string, string> = {
    'content-security-policy': mediaContentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };

  const server = createServer((req, res) => {
    const rawUrl = req.url ?? '/';
    // CloudFront's behaviours match `/api/*` and `/media/*`: `/api` alone is a client route.
    if (isSandboxedScriptPath(rawUrl)) return proxy(req, res, api, rawUrl.slice('/api'.length), sandboxedScriptHeaders);
    if (rawUrl.startsWith('/api/')) return proxy(req, res, api, rawUrl.slice('/api'.length), siteHeaders);
    const generated = options.files?.[rawUrl.split('?')[0]!];
    if (generated) {
      res.writeHead(200, { ...siteHeaders, 'content-type': generated.contentType, 'cache-control': 'no-store' });
      return void res.end(req.method === 'HEAD' ? undefined : generated.body);
    }
    // A QR code's tracked address (CloudFront's `/q/*` behaviour): the API counts the scan and redirects.
    const scan = rawUrl.startsWith('/q/') ? qrcodeScanApiPath(rawUrl, req.headers.host ?? '') : null;
    if (scan) return proxy(req, res, api, scan, siteHeaders);
    if (rawUrl.startsWith('/media/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return plain(res, 405, 'Method Not Allowed', { ...mediaHeaders, allow: 'GET, HEAD' });
      return proxy(req, res, api, rawUrl, mediaHeaders);
    }
    const reads = req.method === 'GET' || req.method === 'HEAD';
    const served = options.releases && reads ? serveRelease : serveFile;
    const serve = async () => {
      const host = req.headers.host ?? '';
      const url = new URL(rawUrl, 'http://site.local');
      const redirection = reads && options.redirect ? await options.redirect(host, url) : null;
      if (redirection) {
        res.writeHead(redirection.status, {
          ...siteHeaders,
          location: redirection.location,
          'cache-control': 'no-store',
        });
        return void res.end();
      }
      const origins = options.scriptOrigins ? await options.scriptOrigins(host, url) : [];
      const headers = origins.length ? { ...siteHeaders, 'content-security-policy': sitePolicy(origins) } : siteHeaders;
      await served(req, res, root, rawUrl, headers);
    };
    serve().catch(() => {
      if (!res.headersSent) plain(res, 500, 'Internal Server Error', siteHeaders);
      else res.destroy();
    });
  });
  /** A release's document when the request's pointer names one, else the files. */
  async function serveRelease(
    req: IncomingMessage,
    res: ServerResponse,
    siteRoot: string,
    rawUrl: string,
    headers: Record<string, string>,
  ): Promise<void> {
    const host = req.headers.host ?? '';
    const html = await options.releases!(host, new URL(rawUrl, 'http://release.local'));
    if (html === null) return serveFile(req, res, siteRoot, rawUrl, headers);
    const encoding = encodingFor(req, contentTypes['.html']!);
    const body = encoding ? compress(Buffer.from(html), encoding) : Buffer.from(html);
    // As CloudFront: the release's document is immutable, but its address serves the next release after a switch.
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
      'content-length': String(body.byteLength),
      'cache-control': 'public, max-age=0, must-revalidate',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    server,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Types CloudFront compresses (text); images and fonts are compressed already. */
const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Brotli when the browser takes it, else gzip — as CloudFront's compression does (issue 16). */
function encodingFor(req: IncomingMessage, type: string): 'br' | 'gzip' | null {
  if (!compressible.test(type)) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compress(data: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(data, { level: 9 });
}

/** Each built file compressed once per version of it (the hashed assets never change). */
const compressedFiles = new Map<string, Buffer>();
async function compressedFile(file: string, mtimeMs: number, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${mtimeMs}:${file}`;
  let body = compressedFiles.get(key);
  if (!body) {
    body = compress(await readFile(file), encoding);
    compressedFiles.set(key, body);
  }
  return body;
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  rawUrl: string,
  headers: Record<string, string>,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return plain(res, 405, 'Method Not Allowed', { ...headers, allow: 'GET, HEAD' });
  const rawPath = rawUrl.split('?')[0]!.split('#')[0]!;
  // The SPA fallback of infra/lib/web-stack.ts: no dot in the last segment means a client route.
  const last = rawPath.slice(rawPath.lastIndexOf('/') + 1);
  let path: string;
  try {
    path = last.includes('.') ? decodeURIComponent(rawPath) : '/index.html';
  } catch {
    return plain(res, 400, 'Bad Request', headers);
  }
  const file = resolve(root, `.${path}`);
  if (path.includes('\0') || !file.startsWith(root + sep)) return plain(res, 404, 'Not Found', headers);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return plain(res, 404, 'Not Found', headers);
  const immutable = file.startsWith(resolve(root, 'assets') + sep);
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const encoding = encodingFor(req, type);
  if (encoding) {
    const body = await compressedFile(file, info.mtimeMs, encoding);
    res.writeHead(200, {
      ...headers,
      'content-type': type,
      'content-encoding': encoding,
      vary: 'accept-encoding',
      'content-length': String(body.byteLength),
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      'last-modified': info.mtime.toUTCString(),
    });
    return void res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(200, {
    ...headers,
    'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(info.size),
    // As deployed: Vite's hashed files never change; index.html and the rest revalidate.
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    'last-modified': info.mtime.toUTCString(),
  });
  if (req.method === 'HEAD') return void res.end();
  await new Promise<void>((done, fail) => {
    const stream = createReadStream(file);
    stream.on('error', fail);
    res.on('close', () => {
      stream.destroy();
      done();
    });
    stream.pipe(res);
  });
}

/** Sends the request on to `target` with `path`, and its answer back with the behaviour's headers on top. */
function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  path: string,
  behaviourHeaders: Record<string, string>,
): void {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
  // Every viewer header but the Host (CloudFront's ALL_VIEWER_EXCEPT_HOST_HEADER), plus who asked.
  headers.host = target.host;
  const forwardedFor = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = [forwardedFor, req.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = request(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: path === '' ? '/' : path,
      headers,
    },
    (answer) => {
      const out: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !hopByHop.has(name)) out[name] = value;
      Object.assign(out, behaviourHeaders);
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, {
      ...behaviourHeaders,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify({ success: false, message: 'Bad Gateway', data: {} }));
  });
  // The viewer went away before the answer was sent: stop asking.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

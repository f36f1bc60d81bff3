/**
 * Serves each app's production build on its own port, as separate static hosts would: CORS on every
 * response (the shell fetches the remotes' manifests), SPA fallback for the shell, revalidation for the
 * files whose names don't change between builds (index.html, mf-manifest.json) and long caching for
 * content-hashed assets (the remote entry among them). The shell's /runtime-config.json is generated for the environment.
 * Text files are sent as the build's precompressed .br or .gz copy when the browser accepts that encoding
 * (Content-Encoding, Vary: Accept-Encoding), else as they are (docs/deployment.md, "Compression").
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Negotiator from 'negotiator';
import sirv from 'sirv';
import { runtimeConfigFor, type ShellRuntimeConfig } from '@runoff/build/runtime-config';
import { appDirs, appNames, distDir, type AppName, type AppPorts } from './apps.js';
import { securityHeaders } from './security-headers.js';
import { embedAssetHeaders } from './embed-headers.js';

export interface ServeOptions {
  ports: AppPorts;
  supabase: ShellRuntimeConfig['supabase'];
  /** Apps to serve; default: every app that has a build. */
  apps?: AppName[];
  host?: string;
  log?: (line: string) => void;
}

/** One app's static server, which tests can stop, restart and point at another build. */
export interface ServedApp {
  name: AppName;
  port: number;
  url: string;
  running(): boolean;
  start(dist?: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ServedApps {
  apps: Partial<Record<AppName, ServedApp>>;
  shellUrl: string;
  runtimeConfig: ShellRuntimeConfig;
  stop(): Promise<void>;
}

const hashedAsset = /\/static\/.+\.[0-9a-f]{8,}\./;

/**
 * Rewrites Accept-Encoding to the precompressed encodings the client really accepts. sirv only looks for
 * the words (`gzip;q=0` would still get gzip); Negotiator honours q-values, `*` and `identity`. sirv then
 * tries .br before .gz, and the file itself when neither copy exists or neither is accepted.
 */
function acceptedPrecompressed(req: http.IncomingMessage): string {
  return new Negotiator(req).encodings(['br', 'gzip']).join(', ');
}

/** Every app's origin: the shell's and each remote's (from its manifest URL). */
function appOriginsOf(runtimeConfig: ShellRuntimeConfig, shellOrigin: string): string[] {
  return [shellOrigin, ...Object.values(runtimeConfig.remotes).map((url) => new URL(url).origin)];
}

function handlerFor(name: AppName, dist: string, runtimeConfig: ShellRuntimeConfig, appOrigins: string[]) {
  const files = sirv(dist, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    single: name === 'shell',
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', hashedAsset.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
      for (const [header, value] of Object.entries(embedAssetHeaders(name, pathname))) res.setHeader(header, value);
    },
  });
  const configBody = JSON.stringify(runtimeConfig, null, 2);
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    for (const [header, value] of Object.entries(securityHeaders({ appOrigins, supabaseUrl: runtimeConfig.supabase.url }, pathname))) {
      res.setHeader(header, value);
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    // The results app's copy is what embed.js reads when a snippet names no project (docs/embedding.md).
    if ((name === 'shell' || name === 'mf_results') && req.url?.split('?')[0] === '/runtime-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...embedAssetHeaders(name, '/runtime-config.json') });
      res.end(configBody);
      return;
    }
    req.headers['accept-encoding'] = acceptedPrecompressed(req);
    // Every file may have encoded copies; sirv says so only on a 200, and a 304 must repeat it too.
    res.setHeader('Vary', 'Accept-Encoding');
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    });
  };
}

function createServedApp(
  name: AppName,
  port: number,
  host: string,
  runtimeConfig: ShellRuntimeConfig,
  appOrigins: string[],
  log: (line: string) => void,
): ServedApp {
  let server: http.Server | null = null;
  let currentDist = distDir(name);
  return {
    name,
    port,
    url: `http://${host}:${port}`,
    running: () => server !== null,
    async start(dist) {
      if (server) throw new Error(`${appDirs[name]} is already being served on port ${port}`);
      if (dist) currentDist = dist;
      const next = http.createServer(handlerFor(name, currentDist, runtimeConfig, appOrigins));
      await new Promise<void>((resolve, reject) => {
        next.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} (${appDirs[name]}) is already in use${holderOf(port)}`) : error),
        );
        next.listen(port, resolve);
      });
      server = next;
      log(`${appDirs[name].padEnd(10)} http://${host}:${(next.address() as AddressInfo).port}`);
    },
    async stop() {
      const current = server;
      if (!current) return;
      server = null;
      // Keep-alive sockets would otherwise keep answering: a stopped app must look down to browsers.
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}

/** Starts a static server per app. Stops those already started if one fails. */
export async function serveApps(options: ServeOptions): Promise<ServedApps> {
  const host = options.host ?? 'localhost';
  const log = options.log ?? console.log;
  const runtimeConfig = runtimeConfigFor(options.ports, options.supabase, host);
  const names = options.apps ?? appNames;
  const appOrigins = appOriginsOf(runtimeConfig, `http://${host}:${options.ports.shell}`);
  const apps: Partial<Record<AppName, ServedApp>> = {};
  const stopAll = async () => {
    await Promise.all(Object.values(apps).map((app) => app.stop()));
  };
  try {
    for (const name of names) {
      const app = createServedApp(name, options.ports[name], host, runtimeConfig, appOrigins, log);
      await app.start();
      apps[name] = app;
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { apps, shellUrl: `http://${host}:${options.ports.shell}`, runtimeConfig, stop: stopAll };
}

/**
 * Who listens on `port`, as `ss` tells it (Linux; empty elsewhere or when it cannot say): a port found in use
 * is a collision with a cause, and the message should name the process holding it.
 */
function holderOf(port: number): string {
  try {
    const lines = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8', timeout: 5_000 }).trim();
    return lines ? `, by: ${lines.replace(/\s+/g, ' ')}` : '';
  } catch {
    return '';
  }
}

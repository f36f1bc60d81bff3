/**
 * The security headers every served app sends (docs/security.md, "Apps"; docs/deployment.md has the
 * same as a `_headers` file for static hosts). The Content-Security-Policy allows exactly the app
 * origins (shell and remotes: their manifests, entries, chunks and styles) and the Supabase URL
 * (REST and auth over https, realtime over wss), and no page may be framed.
 */
export interface SecurityHeaderInput {
  /** Origins of the shell and every remote, e.g. http://localhost:3001. */
  appOrigins: string[];
  /** The Supabase URL the apps talk to. */
  supabaseUrl: string;
}

/**
 * Paths that another site may frame. None today: when the results embed exists, its route goes here
 * (and only it gets `frame-ancestors *` instead of 'none').
 */
const EMBEDDABLE_PATHS: RegExp[] = [];

function websocketOrigin(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol === 'https:' ? 'wss:' : 'ws:'}//${parsed.host}`;
}

function contentSecurityPolicy(input: SecurityHeaderInput, pathname = '/'): string {
  const apps = [...new Set(input.appOrigins.map((o) => new URL(o).origin))];
  const supabase = new URL(input.supabaseUrl).origin;
  const embeddable = EMBEDDABLE_PATHS.some((pattern) => pattern.test(pathname));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...apps],
    // React sets style attributes; remotes bring their CSS files from their own origin.
    'style-src': ["'self'", "'unsafe-inline'", ...apps],
    'img-src': ["'self'", 'data:', ...apps],
    'font-src': ["'self'", 'data:', ...apps],
    'connect-src': ["'self'", ...apps, supabase, websocketOrigin(input.supabaseUrl)],
    // The results' counting worker: a page may start workers only from its own origin, so a remote on
    // another origin starts it from a blob whose importScripts loads count-worker.js (under script-src).
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': embeddable ? ['*'] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(input: SecurityHeaderInput, pathname = '/'): Record<string, string> {
  const embeddable = EMBEDDABLE_PATHS.some((pattern) => pattern.test(pathname));
  return {
    'Content-Security-Policy': contentSecurityPolicy(input, pathname),
    // For browsers that predate frame-ancestors.
    ...(embeddable ? {} : { 'X-Frame-Options': 'DENY' }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

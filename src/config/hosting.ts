import {siteEnv} from './env';

/**
 * What every host of the build is told (DEPLOY.md): the Content-Security-Policy, the other security headers and
 * the cache lifetimes. `src/plugins/hosting` writes them, at build time, into the nginx includes, the `_headers`
 * file of Netlify and Cloudflare Pages and a `<meta http-equiv>` on every page, so all hosts get one policy.
 */

/** The integrations that bring hosts into the policy: the same settings the site itself is built from. */
export type PolicyEnv = Pick<typeof siteEnv, 'algolia' | 'gtmContainerId' | 'webFontStylesheetUrl' | 'iconScriptUrl' | 'alertsFormUrl'>;

/**
 * connect-src for the API reference's try-it panel. Its server URL is `{protocol}://{host}:{port}` with the host
 * typed by the reader (openapi/, `servers`): their own node, a public API node of their choice, or nodeos on their
 * machine. No list of hosts can hold that, so the panel may reach any HTTPS origin, and plain HTTP on the reader's
 * own machine only (an HTTPS page may not call other plain-HTTP origins anyway: mixed content). Scripts stay locked
 * to the site and the hashes below, which is what keeps an injected script from running at all; connect-src is
 * the second line. To allow only local nodes, drop `https:` here (Algolia, when on, keeps its own hosts).
 */
export const tryItConnectSources = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/** Font services whose stylesheet loads its font files from another host. */
const fontFileOrigins: Record<string, string[]> = {
  'https://fonts.googleapis.com': ['https://fonts.gstatic.com'],
  'https://use.typekit.net': ['https://use.typekit.net', 'https://p.typekit.net'],
};

const originOf = (url: string) => new URL(url).origin;

export type Directives = Record<string, string[]>;

/**
 * The policy's directives. `scriptHashes` are the base64 SHA-256 digests of the inline scripts the build wrote
 * (the colour-mode and script-loading snippets of every page, the base-URL check of the home page, the tag
 * manager's snippet when on): no other inline script runs, and nothing is evaluated from strings.
 */
export function cspDirectives(env: PolicyEnv, scriptHashes: Iterable<string>): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    // Pagefind compiles its WebAssembly search engine: 'wasm-unsafe-eval' allows that and nothing else.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...[...scriptHashes].sort().map((hash) => `'sha256-${hash}'`)],
    // Server-rendered style attributes (code tokens, the API theme, diagrams) cannot be hashed one by one.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Infima and the theme draw some icons as data: SVG.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...tryItConnectSources],
    // Pagefind searches in a worker loaded from the site.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The not-found page's search form submits to the site; the alerts form to its configured URL.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const add = (directive: string, ...sources: string[]) => {
    directives[directive] = [...new Set([...(directives[directive] ?? ["'self'"]), ...sources])];
  };
  const {appId, apiKey, indexName} = env.algolia;
  if (appId && apiKey && indexName) {
    // DocSearch's search client: the read host and its three fallbacks (insights stay off).
    add('connect-src', `https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`));
  }
  if (env.gtmContainerId) {
    // The container script and what Google documents for it and Google Analytics 4; the noscript frame.
    add('script-src', 'https://www.googletagmanager.com');
    add('img-src', 'https://www.googletagmanager.com', 'https://*.google-analytics.com');
    add('connect-src', 'https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com');
    add('frame-src', 'https://www.googletagmanager.com');
  }
  if (env.webFontStylesheetUrl) {
    const origin = originOf(env.webFontStylesheetUrl);
    add('style-src', origin);
    add('font-src', ...(fontFileOrigins[origin] ?? [origin]));
  }
  if (env.iconScriptUrl) {
    const origin = originOf(env.iconScriptUrl);
    add('script-src', origin);
    add('font-src', origin);
    add('connect-src', origin);
  }
  if (env.alertsFormUrl) {
    add('connect-src', env.alertsFormUrl);
    add('form-action', env.alertsFormUrl);
  }
  return directives;
}

/** Directives a `<meta http-equiv>` policy ignores (CSP 3, "delivery via meta"): they need a header. */
export const headerOnlyDirectives = ['frame-ancestors', 'report-uri', 'sandbox'];

export function serializePolicy(directives: Directives, delivery: 'header' | 'meta' = 'header'): string {
  return Object.entries(directives)
    .filter(([name]) => delivery === 'header' || !headerOnlyDirectives.includes(name))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Headers sent with every response besides the policy (HSTS only over HTTPS: `hsts`). */
export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Features no page uses, so no script on it can use them either. The clipboard stays allowed (copy buttons).
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'DENY',
};

/** Two years, subdomains included; add `preload` only once the whole domain is HTTPS-only for good. */
export const hsts = 'max-age=63072000; includeSubDomains';

/** Cache-Control of each kind of response (nginx: deploy/nginx/http.conf; Netlify and Cloudflare: `_headers`). */
export const cacheControl = {
  /** File names that change with their content: scripts, styles, fonts, the search index's chunks. */
  hashed: 'public, max-age=31536000, immutable',
  /** HTML, the sitemap, the search index's entry files, images: kept, but checked with the server on each use. */
  revalidated: 'no-cache',
  /** A permanent redirect, held a day so that a corrected table reaches readers. */
  redirect: 'public, max-age=86400',
};

/**
 * Paths (below a locale's base URL) whose files carry a content hash: webpack's assets/ and Pagefind's chunk
 * folders and `pagefind.<lang>_<hash>.pf_meta`. Pagefind's entry files (pagefind.js, pagefind-entry.json, the
 * wasm) keep their names from build to build and are revalidated.
 */
export const hashedPrefixes = ['assets/', 'pagefind/fragment/', 'pagefind/index/', 'pagefind/filter/'];
export const hashedFilePattern = /^pagefind\/pagefind\.[^/]+_[0-9a-f]+\.pf_meta$/;

/** The policy of a build made with the current environment (the plugin adds the hashes it finds). */
export const policyEnv: PolicyEnv = siteEnv;

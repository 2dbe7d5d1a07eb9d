import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {connect} from 'node:net';
import {join} from 'node:path';
import {expect, request as requests, test, type APIResponse, type Page} from '@playwright/test';
import {cacheControl, cspDirectives, hsts, securityHeaders, serializePolicy, type PolicyEnv} from '../../src/config/hosting';
import {redirectOptions} from '../../src/config/redirects';
import {evmNetworks} from '../../src/config/evm-networks';
import {buildDir, docSources, legacyPaths, type Locale, localePrefix, locales, sitemapPaths, waitForHydration} from './support';

// The production build served by nginx with deploy/nginx/ (scripts/nginx.sh, started by playwright.config.ts):
// statuses, redirects, headers, encodings and refusals over HTTP, then the Content-Security-Policy in chromium.

const port = Number(process.env.TEST_PORT ?? 4173);
const pages = new Set(locales.flatMap((locale) => sitemapPaths(locale)));
const otherSlash = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`);

/** A response without following redirects. */
const fetchOnce = (request: import('@playwright/test').APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, {maxRedirects: 0, headers});

/** Sends one raw request (the path exactly as written, which an HTTP client would normalise) and returns the status. */
function rawRequest(requestLine: string, headers: string[] = []): Promise<{status: number; head: string; body: string}> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...body] = data.split('\r\n\r\n');
      resolve({status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: body.join('\r\n\r\n')});
    });
    socket.write(`${requestLine}\r\n${['Host: localhost', 'Connection: close', ...headers].join('\r\n')}\r\n\r\n`);
  });
}

test.describe('the policy', () => {
  const none: PolicyEnv = {
    algolia: {appId: undefined, apiKey: undefined, indexName: undefined},
    alertsFormUrl: undefined,
    gtmContainerId: undefined,
    webFontStylesheetUrl: undefined,
    iconScriptUrl: undefined,
  };
  const base = cspDirectives(none, ['abc=']);
  /** The sources a setting adds to each directive, compared with the default build. */
  const added = (env: Partial<PolicyEnv>) => {
    const directives = cspDirectives({...none, ...env}, ['abc=']);
    return Object.fromEntries(
      Object.entries(directives)
        .map(([name, sources]) => [name, sources.filter((source) => !(base[name] ?? ["'self'"]).includes(source))])
        .filter(([, sources]) => sources.length > 0),
    );
  };

  test('scripts run from the site, by hash or as WebAssembly only; framing, plugins and base changes are refused', () => {
    expect(base['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-abc='"]);
    expect(serializePolicy(base)).not.toMatch(/'unsafe-eval'|'strict-dynamic'|script-src[^;]*'unsafe-inline'/);
    expect(base['frame-ancestors']).toEqual(["'none'"]);
    expect(base['object-src']).toEqual(["'none'"]);
    expect(base['base-uri']).toEqual(["'self'"]);
    expect(base['form-action']).toEqual(["'self'"]);
    // The try-it panel reaches a reader's node: any HTTPS origin, plain HTTP on their own machine only.
    expect(base['connect-src']).toEqual(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*']);
  });

  test('the meta policy leaves out what only a header can carry', () => {
    expect(serializePolicy(base, 'meta')).not.toContain('frame-ancestors');
    expect(serializePolicy(base, 'header')).toContain("frame-ancestors 'none'");
  });

  test('each integration admits exactly its own hosts', () => {
    expect(added({})).toEqual({});
    expect(added({algolia: {appId: 'APP1', apiKey: 'key', indexName: 'docs'}})).toEqual({
      'connect-src': ['https://APP1-dsn.algolia.net', 'https://APP1-1.algolianet.com', 'https://APP1-2.algolianet.com', 'https://APP1-3.algolianet.com'],
    });
    // Not all three Algolia settings: Algolia stays off, and so out of the policy.
    expect(added({algolia: {appId: 'APP1', apiKey: undefined, indexName: 'docs'}})).toEqual({});
    expect(added({gtmContainerId: 'GTM-ABC123'})).toEqual({
      'script-src': ['https://www.googletagmanager.com'],
      'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
      'connect-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
      'frame-src': ['https://www.googletagmanager.com'],
    });
    expect(added({webFontStylesheetUrl: 'https://fonts.googleapis.com/css2?family=Inter'})).toEqual({
      'style-src': ['https://fonts.googleapis.com'],
      'font-src': ['https://fonts.gstatic.com'],
    });
    expect(added({webFontStylesheetUrl: 'https://cdn.example.com/fonts/inter.css'})).toEqual({
      'style-src': ['https://cdn.example.com'],
      'font-src': ['https://cdn.example.com'],
    });
    expect(added({iconScriptUrl: 'https://kit.example.com/abc.js'})).toEqual({
      'script-src': ['https://kit.example.com'],
      'font-src': ['https://kit.example.com'],
      'connect-src': ['https://kit.example.com'],
    });
    expect(added({alertsFormUrl: 'https://alerts.example.com/subscribe'})).toEqual({
      'connect-src': ['https://alerts.example.com/subscribe'],
      'form-action': ['https://alerts.example.com/subscribe'],
    });
  });
});

test.describe('statuses', () => {
  test('pages answer 200; unknown paths 404 with the not-found page of their locale', async ({request}) => {
    for (const path of ['/', '/docs/latest/quick-start/introduction', '/zh/', '/ko/evm/quick-start/introduction', '/search']) {
      expect((await fetchOnce(request, path)).status(), path).toBe(200);
    }
    for (const [path, lang] of [
      ['/docs/latest/no-such-page', 'en'],
      ['/nope', 'en'],
      ['/zh/nope', 'zh-CN'],
      ['/zh/docs/latest/no-such-page', 'zh-CN'],
      ['/ko/nope/', 'ko'],
      ['/assets/js/no-such-chunk.js', 'en'],
      // The not-found page itself answers only as such.
      ['/404.html', 'en'],
      ['/zh/404.html', 'zh-CN'],
    ] as const) {
      const response = await fetchOnce(request, path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang=${lang} `);
      expect(response.headers()['cache-control'], path).toBe(cacheControl.revalidated);
    }
  });

  test('every sitemap page of every locale answers 200 at its canonical spelling, and the other slash 301s to it', async ({request}) => {
    test.setTimeout(120_000);
    const all = [...pages];
    const problems: string[] = [];
    for (let i = 0; i < all.length; i += 16) {
      await Promise.all(
        all.slice(i, i + 16).map(async (path) => {
          const page = await request.head(path, {maxRedirects: 0});
          if (page.status() !== 200) problems.push(`${path}: ${page.status()}`);
          if (path === '/') return;
          const other = await request.head(otherSlash(path), {maxRedirects: 0});
          if (other.status() !== 301 || other.headers().location !== path) {
            problems.push(`${otherSlash(path)}: ${other.status()} ${other.headers().location}`);
          }
        }),
      );
    }
    expect(problems).toEqual([]);
  });

  test('the build’s host files are not served', async ({request}) => {
    for (const path of ['/_headers', '/_redirects', '/.hosting/csp.txt', '/.hosting/nginx/http.conf', '/zh/.hosting/x']) {
      expect((await fetchOnce(request, path)).status(), path).toBe(404);
    }
  });
});

test.describe('redirects', () => {
  const moved = new Map(redirectOptions.redirects.map(({from, to}) => [from, to]));

  test('every legacy path that is no longer a page answers 301 with the page it moved to', async ({request}) => {
    const redirected = legacyPaths().filter((path) => !pages.has(path));
    expect(redirected.length).toBeGreaterThan(0);
    for (const path of redirected) {
      const response = await fetchOnce(request, path);
      expect(response.status(), path).toBe(301);
      const location = response.headers().location;
      // One hop, to a page exactly as the sitemap spells it.
      expect(pages.has(location), `${path} -> ${location}`).toBe(true);
      const expected = moved.get(path) ?? moved.get(otherSlash(path)) ?? (pages.has(otherSlash(path)) ? otherSlash(path) : undefined);
      expect(location, path).toBe(expected);
      expect((await fetchOnce(request, location)).status(), location).toBe(200);
    }
  });

  for (const [from, to] of [
    // Pages that moved (src/config/redirects.ts), in each locale.
    ['/leapforward/', '/docs/latest/node-operation/migration-guides/v1-history-alternatives'],
    ['/leapforward', '/docs/latest/node-operation/migration-guides/v1-history-alternatives'],
    ['/docs/latest/eos-evm/', '/evm/quick-start/introduction'],
    ['/docs/latest/eos-evm/getting_started/', '/evm/quick-start/introduction'],
    ['/zh/leapforward/', '/zh/docs/latest/node-operation/migration-guides/v1-history-alternatives'],
    ['/ko/docs/latest/eos-evm/', '/ko/evm/quick-start/introduction'],
    // .html and /index normalise to the plain path; so does /index.html.
    ['/docs/latest/quick-start/write-a-contract.html', '/docs/latest/quick-start/write-a-contract'],
    ['/evm/quick-start/introduction/index', '/evm/quick-start/introduction'],
    ['/evm/quick-start/introduction/index.html', '/evm/quick-start/introduction'],
    ['/docs/latest/quick-start/index', '/docs/latest/quick-start/'],
    ['/docs/latest/quick-start/index.html', '/docs/latest/quick-start/'],
    ['/docs/latest/quick-start.html', '/docs/latest/quick-start/'],
    ['/zh/docs/latest/quick-start/endpoints.html', '/zh/docs/latest/quick-start/endpoints'],
    ['/index.html', '/'],
    ['/zh/index.html', '/zh/'],
    // One trailing-slash policy: the spelling of the canonical URL.
    ['/docs/latest/quick-start/introduction/', '/docs/latest/quick-start/introduction'],
    ['/docs/latest/quick-start', '/docs/latest/quick-start/'],
    ['/zh', '/zh/'],
    ['/search/', '/search'],
  ] as const) {
    test(`${from} -> ${to}`, async ({request}) => {
      const response = await fetchOnce(request, `${from}?q=1`);
      expect(response.status()).toBe(301);
      // The query is kept; the Location is relative, right behind any proxy.
      expect(response.headers().location).toBe(`${to}?q=1`);
      expect(response.headers()['cache-control']).toBe(cacheControl.redirect);
    });
  }
});

/** Security headers every response carries, with the policy of this build. */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  const policy = headers['content-security-policy'];
  expect(policy, what).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  // Plain HTTP: no HSTS (the TLS server block of deploy/nginx/vaulta-docs.conf sends it).
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test.describe('headers', () => {
  test('every kind of response carries the security headers', async ({request}) => {
    const main = readdirSync(join(buildDir, 'assets', 'js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    const responses: Array<[string, APIResponse]> = [
      ['home', await fetchOnce(request, '/')],
      ['doc page', await fetchOnce(request, '/docs/latest/quick-start/introduction')],
      ['script', await fetchOnce(request, `/assets/js/${main}`)],
      ['sitemap', await fetchOnce(request, '/sitemap.xml')],
      ['404', await fetchOnce(request, '/zh/nope')],
      ['301', await fetchOnce(request, '/leapforward/')],
      ['405', await request.post('/', {maxRedirects: 0})],
    ];
    for (const [what, response] of responses) expectSecurityHeaders(response, what);
  });

  test("the policy holds the hash of every inline script a page runs, and the page's meta policy is the same", async ({request}) => {
    for (const path of ['/', '/zh/', '/ko/docs/latest/quick-start/introduction', '/apis/spring/latest/chain.api/get-info', '/zh/nope']) {
      const response = await fetchOnce(request, path);
      const policy = response.headers()['content-security-policy'];
      const html = await response.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/src=|type=application\/ld\+json/.test(attributes));
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, , body] of inline) expect(policy, path).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1].replace(/&amp;/g, '&');
      // The meta policy comes before any script and holds this locale's hashes; only frame-ancestors is header-only.
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), path).toBeLessThan(html.indexOf('<script'));
      const withoutHashes = (text: string) => text.replace(/ 'sha256-[^']+'/g, '');
      expect(withoutHashes(meta!), path).toBe(withoutHashes(policy).replace("; frame-ancestors 'none'", ''));
      for (const hash of meta!.match(/'sha256-[^']+'/g)!) expect(policy, path).toContain(hash);
    }
  });
});

test('the production TLS server block sends HSTS, and its plain-HTTP server redirects to HTTPS', async () => {
  test.setTimeout(60_000);
  // deploy/nginx/vaulta-docs.conf on local ports with a self-signed certificate (scripts/nginx.sh, TLS_PORT).
  const [httpPort, httpsPort] = [port + 10, port + 11];
  const nginx = spawn('bash', ['scripts/nginx.sh', buildDir, String(httpPort)], {
    env: {...process.env, TLS_PORT: String(httpsPort)},
    detached: true,
    stdio: 'ignore',
  });
  const context = await requests.newContext({ignoreHTTPSErrors: true});
  try {
    await expect
      .poll(async () => (await context.get(`https://localhost:${httpsPort}/`).catch(() => undefined))?.status(), {timeout: 30_000})
      .toBe(200);
    const page = await context.get(`https://localhost:${httpsPort}/docs/latest/quick-start/introduction`, {maxRedirects: 0});
    expect(page.status()).toBe(200);
    expect(page.headers()['strict-transport-security']).toBe(hsts);
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const moved = await context.get(`https://localhost:${httpsPort}/leapforward/`, {maxRedirects: 0});
    expect(moved.status()).toBe(301);
    expect(moved.headers()['strict-transport-security']).toBe(hsts);
    const plain = await context.get(`http://localhost:${httpPort}/docs/latest/quick-start/introduction?a=1`, {maxRedirects: 0});
    expect(plain.status()).toBe(301);
    expect(plain.headers().location).toBe('https://localhost/docs/latest/quick-start/introduction?a=1');
  } finally {
    await context.dispose();
    process.kill(-nginx.pid!, 'SIGTERM');
  }
});

test.describe('compression', () => {
  const main = () => readdirSync(join(buildDir, 'assets', 'js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  const css = () => readdirSync(join(buildDir, 'assets', 'css')).find((file) => file.endsWith('.css'));

  test('text comes precompressed in brotli or gzip as the client accepts, with Vary', async ({request}) => {
    for (const path of ['/', '/docs/latest/quick-start/introduction', `/assets/js/${main()}`, `/assets/css/${css()}`, '/sitemap.xml', '/zh/pagefind/pagefind-worker.js']) {
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await fetchOnce(request, path, {'accept-encoding': accept});
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-encoding'], `${path} with ${accept}`).toBe(encoding);
        expect(response.headers().vary, `${path} with ${accept}`).toBe('Accept-Encoding');
      }
    }
  });

  test('the compressed files are the files', async ({request}) => {
    for (const path of ['/docs/latest/quick-start/introduction', `/assets/js/${main()}`]) {
      const file = join(buildDir, path.endsWith('.js') ? path : `${path}/index.html`);
      const plain = readFileSync(file);
      for (const accept of ['br', 'gzip', 'identity']) {
        const response = await fetchOnce(request, path, {'accept-encoding': accept});
        // Playwright decodes br and gzip.
        expect((await response.body()).equals(plain), `${path} with ${accept}`).toBe(true);
      }
      expect(existsSync(`${file}.br`) && existsSync(`${file}.gz`)).toBe(true);
    }
  });

  test('already-compressed and tiny files are sent as they are', async ({request}) => {
    const fragment = readdirSync(join(buildDir, 'pagefind', 'fragment'))[0];
    const font = readdirSync(join(buildDir, 'assets', 'fonts'))[0];
    for (const path of [`/pagefind/fragment/${fragment}`, `/assets/fonts/${font}`]) {
      const response = await fetchOnce(request, path, {'accept-encoding': 'br, gzip'});
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], path).toBeUndefined();
    }
  });
});

test.describe('caching', () => {
  test('hashed files are immutable for a year; HTML, the sitemap and unhashed files are revalidated', async ({request}) => {
    const first = (dir: string, pattern: RegExp) => readdirSync(join(buildDir, dir)).find((file) => pattern.test(file))!;
    const cases: Array<[string, string]> = [
      ['/', cacheControl.revalidated],
      ['/docs/latest/quick-start/introduction', cacheControl.revalidated],
      ['/zh/search', cacheControl.revalidated],
      ['/sitemap.xml', cacheControl.revalidated],
      ['/img/favicon.svg', cacheControl.revalidated],
      ['/pagefind/pagefind.js', cacheControl.revalidated],
      ['/pagefind/pagefind-entry.json', cacheControl.revalidated],
      ['/pagefind/wasm.en.pagefind', cacheControl.revalidated],
      [`/assets/js/${first('assets/js', /^main\..+\.js$/)}`, cacheControl.hashed],
      [`/zh/assets/js/${first('zh/assets/js', /^runtime~main\..+\.js$/)}`, cacheControl.hashed],
      [`/assets/css/${first('assets/css', /\.css$/)}`, cacheControl.hashed],
      [`/assets/fonts/${first('assets/fonts', /\.woff2$/)}`, cacheControl.hashed],
      [`/pagefind/${first('pagefind', /\.pf_meta$/)}`, cacheControl.hashed],
      [`/pagefind/fragment/${first('pagefind/fragment', /./)}`, cacheControl.hashed],
      [`/ko/pagefind/index/${first('ko/pagefind/index', /./)}`, cacheControl.hashed],
    ];
    for (const [path, expected] of cases) {
      const response = await fetchOnce(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe(expected);
    }
  });

  test('a revalidation with the ETag answers 304', async ({request}) => {
    const first = await fetchOnce(request, '/docs/latest/quick-start/introduction', {'accept-encoding': 'br'});
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await fetchOnce(request, '/docs/latest/quick-start/introduction', {'accept-encoding': 'br', 'if-none-match': etag});
    expect(again.status()).toBe(304);
  });
});

test.describe('refusals', () => {
  test('methods other than GET and HEAD answer 405 with Allow', async ({request}) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/', '/docs/latest/quick-start/introduction', '/leapforward/', '/nope']) {
        const response = await request.fetch(path, {method, maxRedirects: 0, data: method === 'OPTIONS' ? undefined : 'x=1'});
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
      }
    }
    expect((await request.head('/', {maxRedirects: 0})).status()).toBe(200);
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'FOO']) {
      const {status} = await rawRequest(`${method} / HTTP/1.1`);
      expect(status, method).toBe(405);
    }
  });

  test('paths that try to leave the build are refused, never served', async () => {
    for (const path of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2f..%2fetc/passwd',
      '/docs/../../../etc/passwd',
      '/docs/%2E%2E/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
      '/..%5c..%5c..%5cetc/passwd',
      '/%00',
      '/docs/latest/quick-start/introduction%00.html',
      '/.hosting/../../../etc/passwd',
    ]) {
      const {status, body} = await rawRequest(`GET ${path} HTTP/1.1`);
      expect([400, 404], path).toContain(status);
      expect(body, path).not.toContain('root:');
    }
  });

  test('an overlong URL answers 414 and an overlong header 400', async () => {
    expect((await rawRequest(`GET /${'a'.repeat(9000)} HTTP/1.1`)).status).toBe(414);
    expect((await rawRequest(`GET /?q=${'a'.repeat(9000)} HTTP/1.1`)).status).toBe(414);
    expect((await rawRequest('GET / HTTP/1.1', [`Cookie: ${'a'.repeat(9000)}`])).status).toBe(400);
  });

  test('odd requests never answer 5xx', async () => {
    const statuses: string[] = [];
    for (const line of [
      'GET / HTTP/1.1',
      'GET //// HTTP/1.1',
      'GET /% HTTP/1.1',
      'GET /%zz HTTP/1.1',
      'GET /?%zz=%% HTTP/1.1',
      'GET /docs/latest/quick-start/introduction/.. HTTP/1.1',
      'GET /./docs/./latest HTTP/1.1',
      'GET /assets/ HTTP/1.1',
      'GET /img/ HTTP/1.1',
      'GET /zh/assets/js/ HTTP/1.1',
      'GET /search.html/index.html HTTP/1.1',
      'GET /\u00e9 HTTP/1.1',
      'GET /%C3%A9%FF HTTP/1.1',
      'GET http://localhost/ HTTP/1.1',
      'GET * HTTP/1.1',
      'get / HTTP/1.1',
      'GET / HTTP/1.0',
    ]) {
      const {status} = await rawRequest(line);
      if (status >= 500 || status === 0) statuses.push(`${line}: ${status}`);
    }
    expect(statuses).toEqual([]);
    // An HTTP version nginx does not speak is the one 5xx it sends by design: 505, not an error of the site.
    expect((await rawRequest('GET / HTTP/9.9')).status).toBe(505);
  });
});

// --- The policy enforced in the browser -------------------------------------------------------------------------

/** Records every Content-Security-Policy violation of the page from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as {cspViolations: string[]}).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations ?? []);
}

async function openEnforced(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // The policy is enforced by header here, on top of the page's meta policy.
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self' 'wasm-unsafe-eval'");
  await waitForHydration(page);
}

test.describe('the policy in the browser', () => {
  test('blocks what it must: an injected inline script, eval and a script from elsewhere', async ({page}) => {
    const violations = await recordViolations(page);
    // A script of the site's own origin (allowed) that tries eval, which the policy refuses.
    await page.route('**/csp-probe.js', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: 'try { window.evaluated = eval("\\"ran\\""); } catch (e) { window.evaluated = "blocked"; }',
      }),
    );
    await openEnforced(page, '/');
    await page.evaluate(() => {
      const add = (setup: (script: HTMLScriptElement) => void) => {
        const script = document.createElement('script');
        setup(script);
        document.body.append(script);
      };
      add((script) => (script.textContent = 'window.injected = true'));
      add((script) => (script.src = '/csp-probe.js'));
      add((script) => (script.src = 'data:text/javascript,window.fromData=true'));
    });
    const state = () =>
      page.evaluate(() => {
        const w = window as unknown as {injected?: boolean; evaluated?: string; fromData?: boolean};
        return {injected: w.injected ?? false, evaluated: w.evaluated, fromData: w.fromData ?? false};
      });
    await expect.poll(state).toEqual({injected: false, evaluated: 'blocked', fromData: false});
    await expect
      .poll(async () => (await violations()).map((v) => v.split(' ').slice(0, 3).join(' ')).sort())
      // Twice each: the header policy and the page's meta policy both enforce, and both report.
      .toEqual(['script-src blocked eval', 'script-src-elem blocked data', 'script-src-elem blocked inline'].flatMap((v) => [v, v]));
  });

  for (const locale of ['en', 'zh'] as Locale[]) {
    const prefix = localePrefix(locale);

    test(`${locale}: home, a doc page, the search dialog and the results page run with no violation`, async ({page}) => {
      const violations = await recordViolations(page);
      await openEnforced(page, `${prefix}/`);
      await openEnforced(page, `${prefix}/docs/latest/quick-start/introduction`);
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await page.keyboard.type('cleos');
      // Pagefind's WebAssembly and worker ran: results arrived.
      await expect(dialog.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await openEnforced(page, `${prefix}/search?q=setcode`);
      await expect(page.getByRole('main').getByRole('heading', {level: 2}).first().getByRole('link')).toBeVisible();
      expect(await violations()).toEqual([]);
    });

    test(`${locale}: an endpoint's try-it panel, its body editor and check, sends its request with no violation`, async ({page}) => {
      const violations = await recordViolations(page);
      const sent: string[] = [];
      await page.route('http://localhost:8080/v1/chain/get_account', (route) => {
        sent.push(route.request().postData() ?? '');
        return route.fulfill({
          status: 200,
          headers: {'content-type': 'application/json', 'access-control-allow-origin': '*'},
          body: JSON.stringify({account_name: 'alice', head_block_num: 4242}),
        });
      });
      await openEnforced(page, `${prefix}/apis/spring/latest/chain.api/get-account`);
      const editor = page.locator('.openapi-explorer__playground-editor pre');
      await editor.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('{"account_name": "Alice"}');
      const send = page.getByRole('button', {name: 'Send API Request'});
      await send.click();
      // The body check ran (without generated code) and refused the body.
      await expect(page.getByRole('alert').filter({hasText: 'account_name'})).toBeVisible();
      await editor.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('{"account_name": "alice"}');
      await send.click();
      await expect(page.locator('.openapi-explorer__response-container')).toContainText('4242');
      expect(sent.map((body) => JSON.parse(body))).toEqual([{account_name: 'alice'}]);
      expect(await violations()).toEqual([]);
    });

    test(`${locale}: the add-network button and image zoom run with no violation`, async ({page}) => {
      const violations = await recordViolations(page);
      await page.addInitScript(() => {
        (window as unknown as {ethereum: unknown}).ethereum = {request: async () => null};
      });
      await openEnforced(page, `${prefix}/evm/quick-start/setup-metamask`);
      const [, testnet] = evmNetworks;
      await page.locator('button', {hasText: testnet.name}).first().click();
      await expect(page.locator('.theme-doc-markdown').getByRole('status')).toContainText(testnet.name);

      const withImage = docSources('docs').find(({source}) => /!\[[^\]]+\]\([^)]+\)/.test(source))!;
      await openEnforced(page, `${prefix}${withImage.route}`);
      const image = page.locator('article .markdown img').first();
      await expect(image).toHaveClass(/medium-zoom-image/);
      // Each step waits for the zoom's animation to end, as behaviour.spec.ts does.
      await image.evaluate((el) => {
        const events: string[] = ((window as unknown as {zoomEvents: string[]}).zoomEvents = []);
        for (const name of ['opened', 'closed']) el.addEventListener(`medium-zoom:${name}`, () => events.push(name));
      });
      const zoomEvents = () => page.evaluate(() => (window as unknown as {zoomEvents: string[]}).zoomEvents);
      await image.click();
      await expect.poll(zoomEvents).toEqual(['opened']);
      await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect.poll(zoomEvents).toEqual(['opened', 'closed']);
      expect(await violations()).toEqual([]);
    });
  }
});

#!/usr/bin/env node
// Load on the production server: nginx with deploy/nginx/ serving the built site (npm run build first), on loopback
// only. For each target, autocannon runs DURATION seconds (30) with CONNECTIONS keep-alive connections (20), asking
// for brotli as a browser does, and reports requests per second, latency (median, p99, max) and throughput. Any
// connection error, timeout or status other than 200 fails the bench.
// Writes bench-results/load.json and exits non-zero on an error.
//
//   npm run bench:load              (BUILD_DIR, DURATION, CONNECTIONS, PORT honoured)
import {spawn} from 'node:child_process';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import autocannon from 'autocannon';

const buildDir = resolve(process.env.BUILD_DIR ?? 'build');
const duration = Number(process.env.DURATION ?? 30);
const connections = Number(process.env.CONNECTIONS ?? 20);
const port = Number(process.env.PORT ?? 4320);
const origin = `http://127.0.0.1:${port}`;

/** The English doc page with the largest HTML, a search-index chunk, and the home page. */
function targets() {
  const paths = [...readFileSync(join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((path) => path.startsWith('/docs/latest/'));
  const size = (path) => readFileSync(join(buildDir, path, 'index.html')).length;
  const longDoc = paths.reduce((a, b) => (size(b) > size(a) ? b : a));
  const chunks = readdirSync(join(buildDir, 'pagefind', 'index'));
  const chunk = `/pagefind/index/${chunks.sort()[0]}`;
  return [
    {name: 'home', path: '/'},
    {name: 'long doc page', path: longDoc},
    {name: 'search-index chunk', path: chunk},
  ];
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer on ${origin}`);
}

const nginx = spawn('bash', [join(import.meta.dirname, 'nginx.sh'), buildDir, String(port)], {stdio: ['ignore', 'inherit', 'inherit']});
const stop = () => nginx.kill('SIGTERM');
process.on('exit', stop);

const results = [];
let failed = false;
try {
  await waitForServer();
  for (const {name, path} of targets()) {
    const result = await autocannon({
      url: `${origin}${path}`,
      connections,
      duration,
      headers: {'accept-encoding': 'br, gzip'},
    });
    const row = {
      name,
      path,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: {median: result.latency.p50, p99: result.latency.p99, max: result.latency.max},
      throughputMBps: Number((result.throughput.average / 1e6).toFixed(1)),
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
    results.push(row);
    console.log(
      `${name.padEnd(20)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.latencyMs.median} ms  p99 ${row.latencyMs.p99} ms  ` +
        `max ${row.latencyMs.max} ms  ${row.throughputMBps} MB/s  errors ${row.errors + row.timeouts}  non-2xx ${row.non2xx}  (${path})`,
    );
    if (row.errors || row.timeouts || row.non2xx) failed = true;
  }
} finally {
  stop();
}

const report = {
  date: new Date().toISOString(),
  loadAverage: (await import('node:os')).loadavg(),
  duration,
  connections,
  server: 'nginx, deploy/nginx/ (scripts/nginx.sh), brotli_static',
  results,
};
mkdirSync('bench-results', {recursive: true});
writeFileSync('bench-results/load.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(failed ? 'Load bench: errors (see above).' : 'Load bench: no errors.');
process.exit(failed ? 1 : 0);

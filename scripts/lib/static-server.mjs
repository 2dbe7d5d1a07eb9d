// Serves a production build as a CDN would: compressed, with the rules of `docusaurus serve` (serve-handler with
// clean URLs, the site's trailingSlash setting and 404.html for unknown paths), which itself sends files uncompressed.
// Shared by the bench scripts so that they measure the same bytes.
import {createServer} from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config.js';

/**
 * Starts the server on 127.0.0.1 and resolves to {origin, close}.
 * onSent(pathname, bytes), when given, is called with the bytes sent on the wire (compressed) for each response.
 */
export async function startStaticServer({dir, port = 0, onSent}) {
  const {siteConfig} = await loadSiteConfig({siteDir: process.cwd()});
  const compress = compression();
  const server = createServer((request, response) => {
    // The budgets are in gzip bytes; compression would pick brotli whenever the browser accepts it.
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) request.headers['accept-encoding'] = 'gzip';
    if (onSent) countBytesSent(request, response, onSent);
    compress(request, response, () =>
      serveHandler(request, response, {public: dir, cleanUrls: true, trailingSlash: siteConfig.trailingSlash, directoryListing: false}),
    );
  });
  await new Promise((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((closed) => {
        server.close(closed);
        server.closeAllConnections(); // the browser may still hold keep-alive connections
      }),
  };
}

// Wrapped before compression takes over write/end, so what passes here is what goes on the wire.
function countBytesSent(request, response, onSent) {
  const {pathname} = new URL(request.url, 'http://x');
  const {write, end} = response;
  let bytes = 0;
  const count = (chunk) => {
    if (chunk && typeof chunk !== 'function') bytes += Buffer.byteLength(chunk);
  };
  response.write = (chunk, ...rest) => {
    count(chunk);
    return write.call(response, chunk, ...rest);
  };
  response.end = (chunk, ...rest) => {
    count(chunk);
    onSent(decodeURIComponent(pathname), bytes);
    return end.call(response, chunk, ...rest);
  };
}

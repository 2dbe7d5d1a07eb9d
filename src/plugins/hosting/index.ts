import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, extname, join, relative} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import {siteEnv} from '../../config/env';
import {cspDirectives, hashedFilePattern, policyEnv, serializePolicy} from '../../config/hosting';
import {redirectOptions} from '../../config/redirects';
import {otherPostBuilds} from './after-post-build';
import {compressFiles} from './compress';
import {writeHostFiles, type LocaleRecord} from './host-files';
import {redirectTable} from './redirect-table';

/** Where the per-build hosting files go, inside the build (nginx refuses to serve dot-folders). */
export const hostingDir = '.hosting';

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const executableType = /^(?:|text\/javascript|application\/javascript|module)$/i;
const handlerAttribute = /<[a-z][^>]*?\son[a-z]+\s*=/gi;

/** The SHA-256 (base64) of each inline script the browser would run, as CSP computes it. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(scriptPattern)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!executableType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    // The HTML parser turns CR LF into LF before the browser hashes the text.
    hashes.push(createHash('sha256').update(body.replace(/\r\n?/g, '\n'), 'utf8').digest('base64'));
  }
  return hashes;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Puts the policy first in <head>, before anything it governs. */
function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  // A page rewritten twice (a postBuild run again on the same folder) keeps one policy.
  html = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, '');
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  return html.replace(/<head(\s[^>]*)?>/i, (head) => head + meta);
}

/**
 * Production hosting, after each locale's build (DEPLOY.md):
 *
 * - hashes the inline scripts of the locale's pages and adds the Content-Security-Policy to each page as a
 *   `<meta http-equiv>` (for hosts that send no headers; frame-ancestors is header-only and left out);
 * - writes brotli and gzip copies next to every text file of 1 kB or more, for nginx's brotli_static/gzip_static;
 * - records the locale's redirects and hashes in `.hosting/locales/<locale>.json` at the root of the build, then
 *   writes from all locales built so far: the nginx includes (`.hosting/nginx/`), `_headers` and `_redirects`
 *   (Netlify, Cloudflare Pages), `.hosting/netlify/_redirects`, `.hosting/cloudfront/redirects-kvs.json`,
 *   `.hosting/redirects.json` and `.hosting/csp.txt`.
 */
export default function hostingPlugin(): Plugin {
  return {
    name: 'vaulta-hosting',
    async postBuild(props) {
      const {outDir, baseUrl, i18n} = props;
      await otherPostBuilds(outDir);
      const started = Date.now();
      const locale = i18n.currentLocale;
      const isDefault = locale === i18n.defaultLocale;
      const rootDir = isDefault ? outDir : dirname(outDir);
      const {entries, stubs} = redirectTable(props, redirectOptions);

      const files = (await readdir(outDir, {recursive: true, withFileTypes: true}))
        .filter((entry) => entry.isFile())
        .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
        .filter((file) => !file.startsWith(hostingDir) && !stubs.has(file) && !/^_(headers|redirects)$/.test(file));
      const pages = new Map<string, string>();
      const hashes = new Set<string>();
      const handlers: string[] = [];
      await Promise.all(
        files
          .filter((file) => extname(file) === '.html')
          .map(async (file) => {
            const html = await readFile(join(outDir, file), 'utf8');
            pages.set(file, html);
            inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
            if (handlerAttribute.test(html)) handlers.push(file);
            handlerAttribute.lastIndex = 0;
          }),
      );
      if (handlers.length > 0) {
        throw new Error(`Inline event handlers, which the Content-Security-Policy blocks, in: ${handlers.slice(0, 10).join(', ')}`);
      }
      const metaPolicy = serializePolicy(cspDirectives(policyEnv, hashes), 'meta');
      for (const [file, html] of pages) pages.set(file, withMetaPolicy(html, metaPolicy));
      await Promise.all([...pages].map(([file, html]) => writeFile(join(outDir, file), html)));
      const policyDone = Date.now();

      const compressed = await compressFiles(outDir, files, pages);
      const compressDone = Date.now();

      const record: LocaleRecord = {
        locale,
        baseUrl,
        isDefault,
        scriptHashes: [...hashes].sort(),
        hashedFiles: files.filter((file) => hashedFilePattern.test(file)).sort(),
        redirects: entries,
      };
      await mkdir(join(rootDir, hostingDir, 'locales'), {recursive: true});
      await writeFile(join(rootDir, hostingDir, 'locales', `${locale}.json`), JSON.stringify(record, null, 1));
      const written = await writeHostFiles(rootDir, siteEnv.baseUrl);
      logger.info`Hosting name=${locale}: number=${hashes.size} inline script hashes, number=${entries.length} redirects (${written}); policy in number=${policyDone - started} ms, compressed ${compressed} in number=${compressDone - policyDone} ms.`;
    },
  };
}

// Wrapped so an endpoint page's first load needs no Markdown renderer (react-markdown with rehype-raw, about
// 100 kB gzip, and the parsing of every description while the page hydrates): descriptions keep the HTML the
// server rendered, and only those that mount in the browser (try-it panel, client-side navigation) load it.
import {lazy, type ReactNode} from 'react';
import KeepServerHtml from '@site/src/components/KeepServerHtml';

const RenderedMarkdown = lazy(() => import('@theme-original/Markdown'));

export default function Markdown({children}: {children?: string}): ReactNode {
  return (
    <KeepServerHtml fallback={<p>{children}</p>}>
      <RenderedMarkdown>{children}</RenderedMarkdown>
    </KeepServerHtml>
  );
}

// Wrapped so an endpoint page's first load needs no Markdown renderer (react-markdown with rehype-raw, about
// 100 kB gzip, and the parsing of every description while the page hydrates): descriptions keep the HTML the
// server rendered, and only those that mount in the browser (try-it panel, client-side navigation) load it.
import {lazy, type ComponentType, type ReactElement, type ReactNode} from 'react';
import KeepServerHtml from '@site/src/components/KeepServerHtml';

type Props = {children?: string};

/**
 * The original renders `<ReactMarkdown>`, whose synchronous function parses the text on every render. The same
 * descriptions come back on page after page (the API files hold 5,315 descriptions, 429 of them different), so each
 * text is parsed once per process: on the server, that was a quarter of the time spent rendering the API pages.
 */
function parsedOnce(Original: ComponentType<Props>): ComponentType<Props> {
  const trees = new Map<string, ReactNode>();
  return function ParsedMarkdown({children = ''}: Props): ReactNode {
    let tree = trees.get(children);
    if (tree === undefined) {
      const markdown = (Original as (props: Props) => ReactElement<object, (props: object) => ReactNode>)({children});
      tree = markdown.type(markdown.props);
      trees.set(children, tree);
    }
    return tree;
  };
}

const RenderedMarkdown = lazy(() => import('@theme-original/Markdown').then(({default: Original}) => ({default: parsedOnce(Original)})));

export default function Markdown({children}: Props): ReactNode {
  return (
    <KeepServerHtml fallback={<p>{children}</p>}>
      <RenderedMarkdown>{children}</RenderedMarkdown>
    </KeepServerHtml>
  );
}

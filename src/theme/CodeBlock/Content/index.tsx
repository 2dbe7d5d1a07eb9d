// Wrapped so a page's first load needs no Prism (about 26 kB gzip, and the tokenising of every block while the page
// hydrates): a code block keeps the highlighted HTML the server rendered, and only blocks that mount in the browser
// (after a client-side navigation) load Prism to highlight themselves.
import {lazy, useCallback, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import KeepServerHtml from '@site/src/components/KeepServerHtml';
import {loadCodeHighlighter} from '@site/src/components/CodeHighlighter/load';

const HighlightedContent = lazy(loadCodeHighlighter);

/** Stands in for the <pre> until the block re-renders, so the word-wrap hook always has one to measure. */
function detachedCodeBlock(): HTMLPreElement {
  const pre = document.createElement('pre');
  pre.append(document.createElement('code'));
  return pre;
}

export default function Content(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // The word-wrap button works on the <pre> through this ref.
  const {codeBlockRef} = wordWrap;
  const onKeep = useCallback(
    (frame: HTMLDivElement) => {
      codeBlockRef.current = frame.querySelector('pre') ?? detachedCodeBlock();
    },
    [codeBlockRef],
  );
  return (
    <KeepServerHtml
      onKeep={onKeep}
      fallback={
        <pre ref={codeBlockRef} className={props.className} tabIndex={0}>
          <code>{metadata.code}</code>
        </pre>
      }>
      <HighlightedContent {...props} />
    </KeepServerHtml>
  );
}

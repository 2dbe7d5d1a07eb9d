// Wrapped so a page's first load needs no Prism (about 31 kB gzip, and the tokenising of every block while the page
// hydrates): a code block hydrates onto the highlighted HTML the server rendered and keeps it, and only blocks that
// mount in the browser (after a client-side navigation) load Prism to highlight themselves.
import {lazy, Suspense, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {hasHydrated} from '@site/src/client/code-highlighting';
import {loadCodeHighlighter} from '@site/src/components/CodeHighlighter/load';

const HighlightedContent = lazy(loadCodeHighlighter);

// A box that takes no part in layout: the <pre> inside sits where the theme puts it.
const frameStyle: CSSProperties = {display: 'contents'};

function detachedCodeBlock(): HTMLPreElement {
  const pre = document.createElement('pre');
  pre.append(document.createElement('code'));
  return pre;
}

export default function Content(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const frame = useRef<HTMLDivElement>(null);
  const [keepServerHtml, setKeepServerHtml] = useState(() => typeof window !== 'undefined' && !hasHydrated());

  useLayoutEffect(() => {
    if (!keepServerHtml) return;
    const pre = frame.current?.querySelector('pre');
    // The word-wrap button works on the <pre> through this ref (a detached one until the block re-renders).
    wordWrap.codeBlockRef.current = pre ?? detachedCodeBlock();
    // React dropped the server HTML (a hydration mismatch): highlight in the browser instead of showing nothing.
    if (!pre) setKeepServerHtml(false);
  }, [keepServerHtml, wordWrap.codeBlockRef]);

  if (keepServerHtml) {
    // React leaves the children of an element with inner HTML alone while hydrating and never rewrites them
    // while the value stays the same: the server's highlighted <pre> stays as it is.
    return <div ref={frame} style={frameStyle} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return (
    <div ref={frame} style={frameStyle}>
      <Suspense
        fallback={
          <pre ref={wordWrap.codeBlockRef} className={props.className} tabIndex={0}>
            <code>{metadata.code}</code>
          </pre>
        }>
        <HighlightedContent {...props} />
      </Suspense>
    </div>
  );
}

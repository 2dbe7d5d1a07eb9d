import {Suspense, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import {hasHydrated} from '@site/src/client/hydration';

// A box that takes no part in layout: what is inside sits where the parent puts it.
const frameStyle: CSSProperties = {display: 'contents'};

/**
 * For a part whose output never changes but whose code is heavy (a React.lazy component as `children`): while the
 * first page hydrates, the HTML the server rendered is kept as it is and the code is not loaded; where the part
 * mounts later in the browser, the code loads and `fallback` shows meanwhile. `onKeep` gets the box holding the
 * kept HTML.
 */
export default function KeepServerHtml({
  children,
  fallback,
  onKeep,
}: {
  children: ReactNode;
  fallback: ReactNode;
  onKeep?: (frame: HTMLDivElement) => void;
}): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const [keep, setKeep] = useState(() => typeof window !== 'undefined' && !hasHydrated());

  useLayoutEffect(() => {
    if (!keep || !frame.current) return;
    onKeep?.(frame.current);
    // React dropped the server HTML (a hydration mismatch): render in the browser instead of showing nothing.
    if (!frame.current.hasChildNodes()) setKeep(false);
  }, [keep, onKeep]);

  if (keep) {
    // React leaves the children of an element with inner HTML alone while hydrating, and never rewrites them
    // while the value stays the same.
    return <div ref={frame} style={frameStyle} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  // The server renders the whole page before writing it, so it waits for the code without a boundary. With one,
  // React 19 writes a large part after the page, hidden, and shows the fallback until an inline script moves it in.
  return (
    <div ref={frame} style={frameStyle}>
      {typeof window === 'undefined' ? children : <Suspense fallback={fallback}>{children}</Suspense>}
    </div>
  );
}

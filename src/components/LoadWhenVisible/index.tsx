import {startTransition, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

/**
 * Renders `children` (typically a React.lazy component) only once this spot comes near the viewport,
 * so heavy code loads when the reader gets to it instead of with the page.
 */
export default function LoadWhenVisible({children, minHeight}: {children: ReactNode; minHeight: string}): ReactNode {
  const spot = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = spot.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          // A transition: the heavy part renders in slices, so scrolling and typing stay responsive.
          startTransition(() => setInView(true));
          observer.disconnect();
        }
      },
      {rootMargin: '200px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const loading = (
    <p className="padding--md" aria-busy="true">
      {translate({id: 'loadWhenVisible.loading', message: 'Loading…'})}
    </p>
  );
  return (
    <div ref={spot} style={{minHeight}}>
      {inView ? <Suspense fallback={loading}>{children}</Suspense> : loading}
    </div>
  );
}

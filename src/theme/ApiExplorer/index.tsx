// Wrapped to load the try-it panel (request builder, ~500 kB gzip) only when it comes into view,
// keeping it off the critical path of every endpoint page.
import {lazy, type ComponentProps, type ReactNode} from 'react';
import type OriginalApiExplorer from '@theme-original/ApiExplorer';
import LoadWhenVisible from '@site/src/components/LoadWhenVisible';

const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

export default function LazyApiExplorer(props: ComponentProps<typeof OriginalApiExplorer>): ReactNode {
  return (
    <LoadWhenVisible minHeight="20rem">
      <ApiExplorer {...props} />
    </LoadWhenVisible>
  );
}

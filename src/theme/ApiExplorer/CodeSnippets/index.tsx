// Wrapped to load the code-sample generators (a ~5 MB chunk) only when the samples come into view.
import {lazy, type ComponentProps, type ReactNode} from 'react';
import type OriginalCodeSnippets from '@theme-original/ApiExplorer/CodeSnippets';
import LoadWhenVisible from '@site/src/components/LoadWhenVisible';

const CodeSnippets = lazy(() => import('@theme-original/ApiExplorer/CodeSnippets'));

export default function LazyCodeSnippets(props: ComponentProps<typeof OriginalCodeSnippets>): ReactNode {
  return (
    <LoadWhenVisible minHeight="10rem">
      <CodeSnippets {...props} />
    </LoadWhenVisible>
  );
}

// Wrapped to load the code-sample generators (a ~5 MB chunk) only when the samples come into view.
import {lazy, type ComponentProps, type ReactNode} from 'react';
import type OriginalCodeSnippets from '@theme-original/ApiExplorer/CodeSnippets';
import LoadWhenVisible from '@site/src/components/LoadWhenVisible';

const CodeSnippets = lazy(() => import('@theme-original/ApiExplorer/CodeSnippets'));

export default function LazyCodeSnippets(props: ComponentProps<typeof OriginalCodeSnippets>): ReactNode {
  return (
    // The panel's height once loaded (tabs and a curl sample, taller with a request body), reserved so the request
    // form below it does not move when the samples arrive.
    <LoadWhenVisible minHeight={props.postman.body ? '25.7rem' : '17.3rem'}>
      <CodeSnippets {...props} />
    </LoadWhenVisible>
  );
}

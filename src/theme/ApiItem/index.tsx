// Wrapped (not ejected) to put a version switch on every /apis page that keeps the reader on the same endpoint, and
// the mark the API colours key on (src/css/api-reference.css).
import type {ComponentProps, ReactNode} from 'react';
import ApiItem from '@theme-original/ApiItem';
import ApiVersionSwitch from '@site/src/components/ApiVersionSwitch';

export default function ApiItemWrapper(props: ComponentProps<typeof ApiItem>): ReactNode {
  return (
    <>
      <span className="api-reference-page" hidden />
      <ApiVersionSwitch />
      <ApiItem {...props} />
    </>
  );
}

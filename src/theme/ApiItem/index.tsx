// Wrapped (not ejected) to put a version switch on every /apis page that keeps the reader on the same endpoint.
import type {ComponentProps, ReactNode} from 'react';
import ApiItem from '@theme-original/ApiItem';
import ApiVersionSwitch from '@site/src/components/ApiVersionSwitch';

export default function ApiItemWrapper(props: ComponentProps<typeof ApiItem>): ReactNode {
  return (
    <>
      <ApiVersionSwitch />
      <ApiItem {...props} />
    </>
  );
}

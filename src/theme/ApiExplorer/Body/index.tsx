// Wrapped because the theme only checks that a body is present: readers should learn that a required field is
// missing or a name is malformed before the request leaves, not from the node's error.
import type {ComponentProps, ReactNode} from 'react';
import Body from '@theme-original/ApiExplorer/Body';
import RequestBodyCheck from '@site/src/components/RequestBodyCheck';

type Props = ComponentProps<typeof Body> & {requestBodyMetadata?: {content?: Record<string, {schema?: object}>}};

export default function BodyWithSchemaCheck(props: Props): ReactNode {
  const schema = props.requestBodyMetadata?.content?.['application/json']?.schema;
  return (
    <>
      <Body {...props} />
      {schema && <RequestBodyCheck schema={schema} />}
    </>
  );
}

// Wrapped because the theme only checks that a body is present: readers should learn that a required field is
// missing or a name is malformed before the request leaves, not from the node's error. The wrapper also opens the
// body on the operation's first named example: the theme's default body is generated from the schema
// ({"code": "string", ...}), which the node refuses, and the code samples copy whatever the body holds.
import {useMemo, type ComponentProps, type ReactNode} from 'react';
import Body from '@theme-original/ApiExplorer/Body';
import RequestBodyCheck from '@site/src/components/RequestBodyCheck';

type Media = {schema?: object & {example?: unknown}; example?: unknown; examples?: Record<string, {value?: unknown}>};
type Metadata = {content?: Record<string, Media>};
type Props = ComponentProps<typeof Body> & {requestBodyMetadata?: Metadata};

/** The body metadata with each media type's schema carrying its first named example as `example`. */
function withFirstExample(metadata: Metadata | undefined): Metadata | undefined {
  if (!metadata?.content) return metadata;
  const content = Object.fromEntries(
    Object.entries(metadata.content).map(([type, media]): [string, Media] => {
      const first = Object.values(media.examples ?? {}).find((e) => e.value !== undefined)?.value ?? media.example;
      if (first === undefined || !media.schema || media.schema.example !== undefined) return [type, media];
      return [type, {...media, schema: {...media.schema, example: first}}];
    }),
  );
  return {...metadata, content};
}

export default function BodyWithExampleAndCheck(props: Props): ReactNode {
  const metadata = useMemo(() => withFirstExample(props.requestBodyMetadata), [props.requestBodyMetadata]);
  const schema = props.requestBodyMetadata?.content?.['application/json']?.schema;
  return (
    <>
      <Body {...props} requestBodyMetadata={metadata} />
      {schema && <RequestBodyCheck schema={schema} />}
    </>
  );
}

// Wrapped because the OpenAPI theme drops its own message when a request fails (it clears the status and
// shows the placeholder); readers need to see why, e.g. how to let the node accept this site's origin.
import type {ComponentProps, ReactNode} from 'react';
import Response from '@theme-original/ApiExplorer/Response';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {translate} from '@docusaurus/Translate';

interface ResponseState {
  response: {code?: string; value?: string};
}

export default function ResponseWrapper(props: ComponentProps<typeof Response>): ReactNode {
  const code = useTypedSelector((state: ResponseState) => state.response.code);
  const value = useTypedSelector((state: ResponseState) => state.response.value);
  const fetching = translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});
  const failure = !code && value && value !== fetching ? value : undefined;
  return (
    <>
      <Response {...props} />
      {failure && (
        <div role="alert" className="alert alert--danger margin-bottom--md">
          {failure}
        </div>
      )}
    </>
  );
}

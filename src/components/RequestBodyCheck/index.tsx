import {useMemo, useRef, type ReactNode} from 'react';
import {useController} from 'react-hook-form';
import {translate} from '@docusaurus/Translate';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {bodyProblems} from './problems';

interface BodyState {
  body: {type?: string; content?: {type: string; value: string}};
}

/**
 * Joins the try-it form as a field without an input: the theme's Send submits through react-hook-form, which
 * refuses to send while this field's check fails and then shows the problems here.
 */
export default function RequestBodyCheck({schema}: {schema: object}): ReactNode {
  const body = useTypedSelector((state: BodyState) => state.body);
  // The form keeps the first rules it is given; the ref lets them read the body as it is when Send is pressed.
  const text = useRef('');
  text.current = body?.type === 'raw' && body.content?.type === 'string' ? body.content.value : '';
  const check = useMemo(() => bodyProblems(schema), [schema]);
  const {fieldState} = useController({
    name: 'requestBodyMatchesSchema',
    rules: {validate: () => check(text.current).join('\n') || true},
  });
  const problems = fieldState.error?.message?.split('\n') ?? [];
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="alert alert--danger margin-bottom--md">
      <p className="margin-bottom--sm">
        {translate({id: 'api.bodyCheck.title', message: 'Not sent: fix the request body first.'})}
      </p>
      <ul className="margin-bottom--none">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

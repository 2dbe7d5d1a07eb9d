import {useId, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Status = 'idle' | 'invalid' | 'sending' | 'success' | 'failure';

/** Developer-alerts sign-up: posts the address as a simple form body to the configured URL. */
export default function AlertsForm({action, buttonText}: {action: string; buttonText: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const inputId = useId();
  const messageId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    if (!input.validity.valid) {
      setStatus('invalid');
      input.focus();
      return;
    }
    setStatus('sending');
    try {
      // A URL-encoded body keeps this a simple CORS request (no preflight).
      const response = await fetch(action, {method: 'POST', body: new URLSearchParams({email: input.value})});
      setStatus(response.ok ? 'success' : 'failure');
    } catch {
      setStatus('failure');
    }
  }

  if (status === 'success') {
    return (
      <p role="status" className={styles.success}>
        <Translate id="homepage.alerts.success">Thanks! Check your inbox to confirm your subscription.</Translate>
      </p>
    );
  }

  const messages: Partial<Record<Status, string>> = {
    invalid: translate({id: 'homepage.alerts.invalid', message: 'Enter a valid email address, like name@example.com.'}),
    failure: translate({
      id: 'homepage.alerts.failure',
      message: 'We could not sign you up. Check your connection and try again.',
    }),
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={inputId}>
        <Translate id="homepage.alerts.label">Email address</Translate>
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-invalid={status === 'invalid'}
          aria-describedby={messages[status] ? messageId : undefined}
          onInput={() => status === 'invalid' && setStatus('idle')}
        />
        <button className="button button--primary" type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? translate({id: 'homepage.alerts.sending', message: 'Sending…'}) : buttonText}
        </button>
      </div>
      <p id={messageId} role="alert" className={styles.error}>
        {messages[status]}
      </p>
    </form>
  );
}

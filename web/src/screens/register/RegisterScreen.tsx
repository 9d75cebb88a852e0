import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RegisterText } from '../../graphql/generated/operation-texts';
import { errorMessage } from '../../lib/errors';
import { postGraphql } from '../../lib/graphql-post';
import { messages } from '../../lib/messages';
import type { RegistrationValues } from '../../lib/validation';
import { RegisterView } from './RegisterView';

export function RegisterScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // By plain fetch: Apollo Client loads only with the signed-in app.
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const submit = async ({ username, email, password, signupToken }: RegistrationValues) => {
    setError(null);
    setLoading(true);
    try {
      const data = await postGraphql(RegisterText, { input: { username, email, password, signupToken } });
      setSuccess(data.register.message);
    } catch (failure) {
      setError(errorMessage(failure, messages.registrationFailed));
    } finally {
      setLoading(false);
    }
  };
  const redirect = useCallback(() => void navigate('/login', { replace: true }), [navigate]);
  return (
    <RegisterView
      submitting={loading}
      error={error}
      success={success}
      initialToken={params.get('token') ?? ''}
      onSubmit={(values) => void submit(values)}
      onRedirect={redirect}
    />
  );
}

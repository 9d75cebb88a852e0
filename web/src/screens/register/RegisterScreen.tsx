import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { RegisterDocument } from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { RegistrationValues } from '../../lib/validation';
import { RegisterView } from './RegisterView';

export function RegisterScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [register, { loading }] = useMutation(RegisterDocument);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const submit = async ({ username, email, password, signupToken }: RegistrationValues) => {
    setError(null);
    try {
      const { data } = await register({ variables: { input: { username, email, password, signupToken } } });
      setSuccess(data?.register.message ?? 'Compte créé avec succès.');
    } catch (failure) {
      setError(errorMessage(failure, messages.registrationFailed));
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

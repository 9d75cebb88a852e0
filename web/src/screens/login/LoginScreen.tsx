import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { errorMessage } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { LoginView } from './LoginView';

export function LoginScreen() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (username: string, password: string) => {
    setSubmitting(true);
    setError(null);
    try {
      await login(username, password);
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, messages.loginFailed));
      setSubmitting(false);
    }
  };
  return <LoginView submitting={submitting} error={error} onSubmit={submit} />;
}

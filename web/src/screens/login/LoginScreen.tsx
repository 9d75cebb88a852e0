import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type TwoFactorProof, useSession } from '../../app/session/SessionProvider';
import { errorMessage } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { LoginView } from './LoginView';

export function LoginScreen() {
  const { login, loginTwoFactor } = useSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set once the password is right for an account with two-factor sign-in.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const attempt = async (step: () => Promise<boolean>, fallback: string) => {
    setSubmitting(true);
    setError(null);
    try {
      if (await step()) void navigate('/dashboard', { replace: true });
      else setSubmitting(false);
    } catch (failure) {
      setError(errorMessage(failure, fallback));
      setSubmitting(false);
    }
  };
  // attempt() turns every failure into the view's error, so its promise never rejects.
  const submit = (username: string, password: string) =>
    void attempt(async () => {
      const challenge = await login(username, password);
      setMfaToken(challenge?.mfaToken ?? null);
      return challenge === null;
    }, messages.loginFailed);
  const submitCode = (proof: TwoFactorProof) =>
    void attempt(async () => {
      await loginTwoFactor(mfaToken!, proof);
      return true;
    }, messages.codeRefused);
  const back = () => {
    setMfaToken(null);
    setError(null);
  };
  return (
    <LoginView
      submitting={submitting}
      error={error}
      onSubmit={submit}
      twoFactor={mfaToken ? { onSubmit: submitCode, onBack: back } : null}
    />
  );
}

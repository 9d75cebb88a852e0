/** The access token lives in localStorage under the specification's key, so a reload keeps the session. */
export const AUTH_TOKEN_KEY = 'authToken';

export const readAuthToken = (): string | null => localStorage.getItem(AUTH_TOKEN_KEY);
// Signing in or out here or in another tab: the live connection restarts with the new token (apollo.ts).
const TOKEN_CHANGED = 'pilotage:auth-token';
export function storeAuthToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  window.dispatchEvent(new Event(TOKEN_CHANGED));
}
export function removeAuthToken(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  window.dispatchEvent(new Event(TOKEN_CHANGED));
}

/** Calls `listener` whenever the stored token changes (this tab or another); returns the unsubscribe. */
export function onAuthTokenChange(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => event.key === AUTH_TOKEN_KEY && listener();
  window.addEventListener(TOKEN_CHANGED, listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    window.removeEventListener(TOKEN_CHANGED, listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

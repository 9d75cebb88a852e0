/** The access token lives in localStorage under the specification's key, so a reload keeps the session. */
export const AUTH_TOKEN_KEY = 'authToken';

export const readAuthToken = (): string | null => localStorage.getItem(AUTH_TOKEN_KEY);
export const storeAuthToken = (token: string): void => localStorage.setItem(AUTH_TOKEN_KEY, token);
export const removeAuthToken = (): void => localStorage.removeItem(AUTH_TOKEN_KEY);

import type { CurrentUserQuery } from '../graphql/generated/graphql';
import { CurrentUserText } from '../graphql/generated/operation-texts';
import { readAuthToken } from '../lib/auth-token';
import { postGraphql } from '../lib/graphql-post';

/**
 * What the page opens on, started as early as possible: a phone otherwise waits for each step in turn
 * (the application's download, then the session's query, then the screen's chunks, then its data).
 */

export const loadAppLayout = () => import('./layout/AppLayout');
export const loadLoginScreen = () => import('../screens/login/LoginScreen');
export const loadDashboardScreen = () => import('../screens/dashboard/DashboardScreen');

/** The modules already fetched, by loader: AppRoutes renders them without a Suspense fallback. */
export const preloaded = new Map<() => Promise<unknown>, unknown>();
const preload = (load: () => Promise<unknown>) => load().then((module) => void preloaded.set(load, module));

/**
 * The chunks of the screen the page opens on: the sign-in form, or with a stored session the signed-in
 * shell and the dashboard. Resolves when they are loaded.
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): Promise<unknown> {
  if (pathname === '/login' && !signedIn) return preload(loadLoginScreen);
  if (signedIn && (pathname === '/' || pathname === '/dashboard'))
    return Promise.all([preload(loadAppLayout), preload(loadDashboardScreen)]);
  return Promise.resolve();
}

let sessionQuery: Promise<CurrentUserQuery> | null = null;
let sessionSettled: Promise<void> = Promise.resolve();
let sessionAnswer: CurrentUserQuery | null = null;

/**
 * Called by the entry (main.tsx) with a stored session, before the application is even downloaded: the
 * session's query and the first screen's chunks go out beside it.
 */
export function startSignedInPage(pathname: string): void {
  if (!readAuthToken()) return;
  sessionQuery = postGraphql(CurrentUserText);
  sessionSettled = sessionQuery.then(
    (answer) => void (sessionAnswer = answer),
    () => undefined,
  );
  // A failure here is met again, and handled, when React loads the same chunk.
  preloadFirstScreen(pathname, true).catch(() => undefined);
}

/** The session's query started by the entry, once (SessionProvider's first read), else null. */
export function takeSessionQuery(): Promise<CurrentUserQuery> | null {
  const query = sessionQuery;
  sessionQuery = null;
  return query;
}

/** Resolves once the session's query started by the entry has answered, or failed (at once without one). */
export const sessionQuerySettled = (): Promise<void> => sessionSettled;

/**
 * The signed-in user when the entry's query has already answered: the application's first render is then
 * the signed-in screen, with no start-up loader between the page built into the HTML and that screen.
 */
export const answeredSession = (): CurrentUserQuery['me'] | null => sessionAnswer?.me ?? null;

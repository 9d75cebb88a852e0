import type { CurrentUserQuery, DashboardQueryVariables } from '../graphql/generated/graphql';
import { CurrentUserText, DashboardText } from '../graphql/generated/operation-texts';
import { readAuthToken } from '../lib/auth-token';
import { keepFirstAnswer } from '../lib/first-answers';
import { postGraphql } from '../lib/graphql-post';
import { dashboardVariables } from '../screens/dashboard/dashboard-query';

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
    return Promise.all([
      // Asked first, and smaller: most often evaluated in a task of its own before the screens' modules.
      import('../styles-runtime'),
      preload(loadAppLayout),
      preload(loadDashboardScreen),
    ]);
  return Promise.resolve();
}

let sessionQuery: Promise<CurrentUserQuery> | null = null;
let sessionSettled: Promise<void> = Promise.resolve();
let sessionAnswer: CurrentUserQuery | null = null;

/** The dashboard's figures for « Globaux » (no period): its query's variables when the URL chooses none. */
export const FIRST_DASHBOARD_VARIABLES: DashboardQueryVariables = dashboardVariables({ startDate: '', endDate: '' });
let dashboardSettled: Promise<void> = Promise.resolve();
const opensOnGlobalDashboard = (pathname: string) =>
  (pathname === '/' || pathname === '/dashboard') && !new URLSearchParams(window.location.search).has('periode');

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
  // The dashboard's figures too, so that its first render has them (screens/dashboard/useDashboardFigures.ts):
  // one render of the screen instead of its placeholders then its figures. A failure is met again by its
  // own query.
  if (opensOnGlobalDashboard(pathname))
    dashboardSettled = postGraphql(DashboardText, FIRST_DASHBOARD_VARIABLES).then(
      (answer) => keepFirstAnswer(DashboardText, answer),
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

/**
 * Resolves once the queries started by the entry (the session's, the dashboard's) have answered, or failed; at
 * once without them.
 */
export const firstQueriesSettled = (): Promise<unknown> => Promise.all([sessionSettled, dashboardSettled]);

/**
 * The signed-in user when the entry's query has already answered: the application's first render is then
 * the signed-in screen, with no start-up loader between the page built into the HTML and that screen.
 */
export const answeredSession = (): CurrentUserQuery['me'] | null => sessionAnswer?.me ?? null;

import { today } from '@pilotage/domain';
import { call } from './http';
import type { TestServer } from './server';

/** Creates business rows through the REST API, as a signed-in Admin or Manager would. */
export function businessApi(server: TestServer, token: string) {
  const created = async (path: string, body: Record<string, unknown>) => {
    const response = await call(server.url, 'POST', path, { token, body });
    if (response.status !== 201)
      throw new Error(`POST ${path} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  return {
    employee: (name: string, extra: Record<string, unknown> = {}) => created('/api/employees', { name, ...extra }),
    task: (title: string, extra: Record<string, unknown> = {}) => created('/api/tasks', { title, ...extra }),
    transaction: (amount: number, extra: Record<string, unknown> = {}) =>
      created('/api/financials', { amount, description: `Transaction ${amount}`, date: '2026-01-15', ...extra }),
  };
}

/** Today in the business time zone the test server uses (Europe/Paris). */
export const parisToday = () => today('Europe/Paris');

/** Ids that must answer 400 (malformed) or 404 (well-formed but unknown), never 500. */
export const BAD_IDS: [string, number][] = [
  ['abc', 400],
  ['1%20OR%201=1', 400],
  ['1.5', 400],
  ['-1', 400],
  ['0', 400],
  ['99999999999999999999', 400],
  ['2147483648', 400],
  ['2147483647', 404],
];

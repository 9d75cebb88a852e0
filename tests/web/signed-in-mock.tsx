import type { MockLink } from '@apollo/client/testing';
import { CurrentUserDocument } from '../../web/src/graphql/generated/graphql';

/** The session query answered for a signed-in Manager, with the business calendar the server sends. */
export function signedInMock(calendar: { businessTimeZone: string; today: string }): MockLink.MockedResponse {
  const me = {
    __typename: 'CurrentUser',
    id: 2,
    username: 'claire.martin',
    email: 'claire.martin@pilotage.fr',
    role: 'Manager',
    telegramChatId: null,
    createdAt: '2024-02-12T14:02:00.000Z',
    twoFactorEnabled: false,
    twoFactorRequired: false,
    ...calendar,
  };
  return { request: { query: CurrentUserDocument }, result: { data: { me } } };
}

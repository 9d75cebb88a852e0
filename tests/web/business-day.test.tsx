import { act, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { businessToday, useBusinessToday } from '../../web/src/app/session/business-day';
import { SessionProvider } from '../../web/src/app/session/SessionProvider';
import { AUTH_TOKEN_KEY } from '../../web/src/lib/auth-token';
import { signedInMock } from './signed-in-mock';
import { mockGraphqlFetch } from './graphql-fetch-mock';

describe('the business day of the web client', () => {
  // 23:30 UTC on 31 December: already 1 January in Paris, still 31 December in New York.
  const newYearsEve = new Date('2025-12-31T23:30:00Z');

  it('follows the time zone the server announced, not the browser', () => {
    expect(businessToday({ businessTimeZone: 'Europe/Paris', today: '2025-12-31' }, newYearsEve)).toBe('2026-01-01');
    expect(businessToday({ businessTimeZone: 'America/New_York', today: '2026-01-01' }, newYearsEve)).toBe(
      '2025-12-31',
    );
  });

  it("takes the server's day when the browser does not know the zone, and none before sign-in", () => {
    expect(businessToday({ businessTimeZone: 'Mars/Olympus_Mons', today: '2026-03-05' }, newYearsEve)).toBe(
      '2026-03-05',
    );
    expect(businessToday(null, newYearsEve)).toBe('');
  });
});

describe('useBusinessToday', () => {
  // Far from any test machine's zone: Auckland is UTC+13 in March.
  const signedIn = signedInMock({ businessTimeZone: 'Pacific/Auckland', today: '2026-03-04' });

  function DefaultDate() {
    return <p>jour : {useBusinessToday()}</p>;
  }

  afterEach(() => jest.useRealTimers());

  it('turns at the business midnight while the screen stays open', async () => {
    // 10:59:30 UTC is 23:59:30 in Auckland.
    jest.useFakeTimers({ now: new Date('2026-03-04T10:59:30Z'), advanceTimers: true });
    localStorage.setItem(AUTH_TOKEN_KEY, 'jeton');
    mockGraphqlFetch([signedIn]);
    render(
      <MockedProvider mocks={[signedIn]}>
        <SessionProvider>
          <DefaultDate />
        </SessionProvider>
      </MockedProvider>,
    );
    expect(await screen.findByText('jour : 2026-03-04')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('jour : 2026-03-05')).toBeInTheDocument();
  });
});

import { SessionCache } from '../../gateway/src/kernel/credentials/session-cache';

const SESSION = '5f0c3f9e-2b1a-4c6d-9e8f-0a1b2c3d4e5f';
const entry = (userId = 7, expiresIn = 60_000) => ({
  userId,
  actor: { id: userId },
  twoFactorMissing: false,
  expiresAt: Date.now() + expiresIn,
});

/** A cache whose LISTEN connection is up. */
function listening() {
  const cache = new SessionCache<{ id: number }>();
  cache.listen();
  return cache;
}

describe('the session cache', () => {
  it('serves nothing before its LISTEN connection is up, nor while it is down', () => {
    const cache = new SessionCache<{ id: number }>();
    cache.fill(cache.begin(), SESSION, entry());
    expect(cache.get(SESSION, 7)).toBeUndefined();
    cache.listen();
    cache.fill(cache.begin(), SESSION, entry());
    expect(cache.get(SESSION, 7)).toMatchObject({ userId: 7 });
    cache.deafen();
    expect(cache.get(SESSION, 7)).toBeUndefined();
    cache.listen();
    expect(cache.get(SESSION, 7)).toBeUndefined();
  });

  it('answers the session for its own user only, and refuses it past its expiry', () => {
    const cache = listening();
    cache.fill(cache.begin(), SESSION, entry(7, 50));
    expect(cache.get(SESSION, 8)).toBeUndefined();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 51);
    try {
      expect(cache.get(SESSION, 7)).toBe('expired');
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('does not put back what a lookup read before an eviction', () => {
    const cache = listening();
    const started = cache.begin();
    cache.evictSessions(['another']);
    cache.fill(started, SESSION, entry());
    expect(cache.get(SESSION, 7)).toBeUndefined();
  });

  it("evicts a user's sessions, or all of them when the users are not listed", () => {
    const cache = listening();
    cache.fill(cache.begin(), SESSION, entry(7));
    cache.fill(cache.begin(), 'other', entry(8));
    cache.evictUsers([7]);
    expect(cache.get(SESSION, 7)).toBeUndefined();
    expect(cache.get('other', 8)).toMatchObject({ userId: 8 });
    cache.evictUsers(null);
    expect(cache.get('other', 8)).toBeUndefined();
  });

  it('keeps a user changed by this process out of the cache until the change has ended', async () => {
    const cache = listening();
    cache.fill(cache.begin(), SESSION, entry(7));
    let during: unknown = 'not run';
    await expect(
      cache.changing(7, async () => {
        cache.fill(cache.begin(), SESSION, entry(7));
        during = cache.get(SESSION, 7);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(during).toBeUndefined();
    cache.fill(cache.begin(), SESSION, entry(7));
    expect(cache.get(SESSION, 7)).toMatchObject({ userId: 7 });
    await cache.changing('all', async () => {
      cache.fill(cache.begin(), 'other', entry(8));
      expect(cache.get('other', 8)).toBeUndefined();
    });
    expect(cache.get(SESSION, 7)).toBeUndefined();
  });
});

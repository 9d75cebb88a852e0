/**
 * A JWT secret strong enough for loadConfig (32 random bytes, as `openssl rand -hex 32` prints),
 * fixed so that tests are reproducible. Public, so only ever for tests.
 */
export const TEST_JWT_SECRET = 'b1bdda97b5491f32e24b7f368aef5d14e453a76ffdbcd651416df8f0ff8e476b';

/**
 * A JWT secret strong enough for loadConfig (32 random bytes, as `openssl rand -hex 32` prints),
 * fixed so that tests are reproducible. Public, so only ever for tests.
 */
export const TEST_JWT_SECRET = 'b1bdda97b5491f32e24b7f368aef5d14e453a76ffdbcd651416df8f0ff8e476b';

/** A SECRETS_KEY strong enough for loadConfig, distinct from TEST_JWT_SECRET; public, so only ever for tests. */
export const TEST_SECRETS_KEY = '6f0e2c1d9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d';

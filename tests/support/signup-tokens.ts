import { SIGNUP_TOKEN_CONTEXT } from '../../gateway/src/kernel/credentials/stored-secrets';
import { lookupHash, open } from '../../gateway/src/kernel/credentials/secret-box';

// Sign-up tokens are stored sealed and found by their lookup hash (gateway/src/shared/secret-box.ts);
// the keys are the test server's (startTestServer loads them).

/** The stored `token_hash` of a token: how a test finds its row. */
export const signupTokenHash = (token: string): string => lookupHash(token, SIGNUP_TOKEN_CONTEXT);

/** The token of a stored (sealed) `token` column. */
export const openSignupToken = (sealed: string): string => open(sealed, SIGNUP_TOKEN_CONTEXT);

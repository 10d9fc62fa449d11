/** The token secret of the test server (testConfig), which the test seed also hashes pick-up codes with. */
export const TEST_TOKEN_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

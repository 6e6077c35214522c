/**
 * The environment variable naming this Jest run's directory for the seeded test database (seeded-test-database.ts),
 * in a module of its own so Jest's global setup reads it without loading the seed.
 */
export const SEEDED_TEST_DB_DIR = 'SEEDED_TEST_DB_DIR';

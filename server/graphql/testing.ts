/**
 * Test helpers for the GraphQL endpoint, in one import: the test environment (database, uploads, session
 * secret), requests to the real route handler, and fixtures with clean-up.
 * Import it first in a test file: it sets the environment before anything opens the database.
 */
export * from './environment-testing';
export * from './fixtures-testing';
export * from './request-testing';

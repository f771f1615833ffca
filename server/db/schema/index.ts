/** The whole data model: every table, enum and relation, for Drizzle, drizzle-kit and the app. */
export * from './columns';
export * from './users';
export * from './auth-limits';
export * from './organizations';
export * from './files';
export * from './taxonomies';
export * from './jobs';
export * from './job-postings';
export * from './applications';
export * from './resumes';
export * from './alerts';
export * from './commerce';
export * from './credit-ledger';
export * from './consent';
export * from './content';
export * from './config';
export * from './relations';

/** Environment variables as the app reads them: process.env, or a plain object in tests. One home, beside the site configs both sides import. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Environment variables as the server reads them: process.env, or a plain object in tests. */
export type Env = Readonly<Record<string, string | undefined>>;

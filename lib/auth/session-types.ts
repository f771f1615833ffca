import type { DefaultSession } from 'next-auth';

/** What /api/auth/session returns (and useSession() sees). */
declare module 'next-auth' {
  interface Session {
    /** docs/product.md §3 Session.jwt: the encoded session token, sent as `Authorization: Bearer` to /graphql. */
    jwt?: string;
    /** Set when the user behind the session no longer loads; the page shell ends it at /user/logout. */
    error?: 'SessionUserGone';
    user?: DefaultSession['user'] & { id: string; roles: string[] };
    /** docs/product.md §6 masquerade flag: an administrator is acting as this user. */
    masqueraded?: boolean;
  }
}

export {};

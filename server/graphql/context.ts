import { getRegion } from '../../regions/registry';
import type { Region } from '../../regions/build-region';
import { getAuthSecret } from '../auth/auth-secret';
import { isAdminLike, loadSessionUser, type SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import type { ViesChecker } from '../commerce/vat/vat-types';
import { viesCheckerFromEnv } from '../commerce/vat/vies-checker';
import { type JobLinkChecker, jobLinkCheckerFromEnv } from '../links/job-link-checker';
import type { FileStorage } from '../storage/storage';
import { clientLimitSubject } from '../http/client-address';
import { readBearerToken } from './auth-token';
import { apiError } from './errors';
import { formatMessage, graphqlMessages } from './messages';
import { FRONTEND_HEADER, parseFrontendHeader, PROXY_REGION_HEADER, VISUAL_EDITOR_HEADER } from './protocol';

/** What every resolver gets, built once per request (HTTP) or per in-process execution. */
export type GraphQLContext = {
  db: Db;
  storage: FileStorage;
  /** The site the request is for; every query is scoped to it. */
  region: Region;
  locale: string;
  /** The signed-in user with the role grants valid on this site, loaded fresh; null when anonymous. */
  user: SessionUser | null;
  /** docs/product.md §6 masquerade: id of the admin-like user acting as `user`. */
  masqueradedBy: string | null;
  /** The visual editor asked for this request; honoured only for admin-like users. */
  visualEditor: boolean;
  /** What per-IP limits count for this caller (server/http/client-address.ts); null in-process or when unknown. */
  clientIp: string | null;
  /** Checks the original ad's URL of a job per link before it is saved. */
  checkJobLink: JobLinkChecker;
  /** Asks VIES about an EU VAT number at checkout. */
  vies: ViesChecker;
};

/** How the context reaches the database, the storage and the session secret (tests pass their own). */
export type ContextDeps = {
  getDb: () => Promise<Db>;
  getStorage: () => FileStorage;
  getAuthSecret?: () => string;
  /** Tests pass a checker that reaches the HTTP server they started; else JOB_LINK_CHECK decides. */
  checkJobLink?: JobLinkChecker;
  /** Tests pass a checker that reaches the VIES stand-in they started; else VIES_CHECK and VIES_URL decide. */
  vies?: ViesChecker;
};

/** Who is calling, once transport details are gone: the HTTP handler and executeInProcess both end here. */
export type ContextInput = {
  regionId: string;
  locale: string;
  userId: string | null;
  masqueradedBy?: string | null;
  visualEditor?: boolean;
  /** When the bearer token's session started; undefined where the session was checked already (in-process). */
  sessionStartedAt?: number | null;
  clientIp?: string | null;
};

const errors = graphqlMessages.errors;
const badRequest = (message: string) => apiError('BAD_REQUEST', message, { status: 400 });
const sessionUserGone = () => apiError('SESSION_USER_GONE', errors.sessionUserGone, { status: 401 });

/**
 * The region and locale of an HTTP request. The proxy's region header (the host's site) decides; a frontend
 * header naming another site is refused (the wrong-region path). Without the proxy header (the backend called
 * directly) the frontend header decides; with neither the request is refused. Locale: the frontend header's,
 * else the site's default.
 */
export function resolveRequestSite(headers: Headers): { region: Region; locale: string } {
  const hostRegionId = headers.get(PROXY_REGION_HEADER)?.trim() || null;
  const rawFrontend = headers.get(FRONTEND_HEADER);
  const frontend = rawFrontend === null ? null : parseFrontendHeader(rawFrontend);
  if (rawFrontend !== null && !frontend) throw badRequest(errors.invalidFrontendHeader);

  const regionId = hostRegionId ?? frontend?.regionId;
  if (!regionId) throw badRequest(errors.regionRequired);
  const region = getRegion(regionId);
  if (!region) throw badRequest(formatMessage(errors.unknownRegion, { region: regionId }));
  if (frontend && frontend.regionId !== region.id) {
    throw apiError(
      'WRONG_REGION',
      formatMessage(errors.wrongRegion, { requested: frontend.regionId, host: region.SITENAME }),
      {
        status: 400,
      },
    );
  }
  const locale = frontend?.locale ?? region.DEFAULT_LOCALE;
  assertLocale(region, locale);
  return { region, locale };
}

function assertLocale(region: Region, locale: string): void {
  if (!(region.LOCALES as readonly string[]).includes(locale)) {
    throw badRequest(formatMessage(errors.unsupportedLocale, { locale }));
  }
}

/** Builds the context from a caller already known (in-process) or established from the request (HTTP). */
export async function buildContext(input: ContextInput, deps: ContextDeps): Promise<GraphQLContext> {
  const region = getRegion(input.regionId);
  if (!region) throw badRequest(formatMessage(errors.unknownRegion, { region: input.regionId }));
  assertLocale(region, input.locale);
  const db = await deps.getDb();
  let user: SessionUser | null = null;
  let masqueradedBy: string | null = null;
  if (input.userId) {
    // Loaded per request: a removed role, a blocked account or a sign-out stops working at once although JWTs live 30 days.
    const session = input.sessionStartedAt === undefined ? undefined : { startedAt: input.sessionStartedAt };
    user = await loadSessionUser(db, input.userId, region.id, session);
    if (!user) throw sessionUserGone();
    if (input.masqueradedBy) {
      const admin = await loadSessionUser(db, input.masqueradedBy, region.id, session);
      if (!isAdminLike(admin)) throw sessionUserGone();
      masqueradedBy = input.masqueradedBy;
    }
  }
  return {
    db,
    storage: deps.getStorage(),
    region,
    locale: input.locale,
    user,
    masqueradedBy,
    visualEditor: !!input.visualEditor && isAdminLike(user),
    clientIp: input.clientIp ?? null,
    checkJobLink: deps.checkJobLink ?? jobLinkCheckerFromEnv(),
    vies: deps.vies ?? viesCheckerFromEnv(process.env, { db }),
  };
}

/** The context of one HTTP request: site and locale from the headers, the caller from the bearer token. */
export async function buildRequestContext(request: Request, deps: ContextDeps): Promise<GraphQLContext> {
  const { region, locale } = resolveRequestSite(request.headers);
  const authorization = request.headers.get('authorization');
  // The secret is read only when a token is sent: anonymous requests never touch it.
  const identity = authorization ? await readBearerToken(authorization, (deps.getAuthSecret ?? getAuthSecret)()) : null;
  return buildContext(
    {
      regionId: region.id,
      locale,
      userId: identity?.userId ?? null,
      masqueradedBy: identity?.masqueradedBy ?? null,
      sessionStartedAt: identity?.sessionStartedAt ?? null,
      visualEditor: request.headers.get(VISUAL_EDITOR_HEADER) === 'true',
      clientIp: clientLimitSubject(request.headers),
    },
    deps,
  );
}

import { z } from 'zod';
import { AccountError } from '../../account/account-errors';
import { loadAccountOverview, updateAccountName } from '../../account/account-profile';
import { accountEmailSchema, accountNameSchema, alertLabelSchema } from '../../account/account-input';
import { confirmEmailChange, requestEmailChange } from '../../account/email-change';
import { listMyConsents } from '../../account/my-consents';
import { loadSeekerOverview } from '../../account/seeker-overview';
import {
  type AlertIntervalName,
  deleteMyJobAlert,
  listMyJobAlerts,
  type MyJobAlert,
  setMyJobAlertPaused,
  updateMyJobAlert,
} from '../../account/my-job-alerts';
import { changePassword } from '../../account/password-change';
import { requestPasswordReset, resetPassword } from '../../account/password-reset';
import { newPasswordSchema } from '../../account/password-rules';
import { requireUser } from '../../graphql/authorization';
import { apiError } from '../../graphql/errors';
import { idArg, optional, parseArgs } from '../../graphql/validation';
import { getMailer } from '../../mail/mailer';
import {
  EMPLOYER_MAIL_KINDS,
  type EmployerMailKind,
  loadEmployerMailSettings,
  saveEmployerMailSettings,
} from '../../notifications/employer-mail-settings';
import { sanitizeRichText } from '../../richtext/sanitize-rich-text';
import type { JobAlertInterval, MutationResolvers, QueryResolvers } from '../generated/resolvers-types';

/** The domain's refusals become API errors with their German message (and the form field, when it has one). */
async function accountDomain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountError)
      throw apiError(error.code, error.message, error.field ? { extensions: { field: error.field } } : {});
    throw error;
  }
}

const INTERVAL_OUT: Record<AlertIntervalName, JobAlertInterval> = {
  none: 'NONE',
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
};
const alertOut = (alert: MyJobAlert) => ({ ...alert, interval: INTERVAL_OUT[alert.interval] });

// Link tokens are 43 base64url characters; the domain refuses any other shape as an unknown link.
const tokenArg = z.string().max(200);
const nameArgs = z.object({ input: accountNameSchema });
const emailArgs = z.object({ email: accountEmailSchema });
const confirmArgs = z.object({ token: tokenArg });
const changeArgs = z.object({ currentPassword: optional(z.string().max(200)), newPassword: newPasswordSchema });
const resetArgs = z.object({ token: tokenArg, password: newPasswordSchema });
const alertArgs = z.object({
  id: idArg,
  label: alertLabelSchema,
  interval: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']).transform((i) => i.toLowerCase() as 'daily' | 'weekly' | 'monthly'),
});
const pauseArgs = z.object({ id: idArg, paused: z.boolean() });
const idArgs = z.object({ id: idArg });

const employerMailArgs = z.object({
  input: z.object(
    Object.fromEntries(EMPLOYER_MAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      EmployerMailKind,
      z.ZodBoolean
    >,
  ),
});

export const accountQueries: Pick<
  QueryResolvers,
  'myAccount' | 'myJobAlerts' | 'myConsents' | 'mySeekerOverview' | 'myEmployerMailSettings'
> = {
  myEmployerMailSettings: async (_parent, _args, ctx) => loadEmployerMailSettings(ctx.db, requireUser(ctx).id),
  myAccount: async (_parent, _args, ctx) => accountDomain(() => loadAccountOverview(ctx.db, requireUser(ctx).id)),
  mySeekerOverview: async (_parent, _args, ctx) =>
    accountDomain(() => loadSeekerOverview(ctx.db, requireUser(ctx), ctx.region.id)),
  myJobAlerts: async (_parent, _args, ctx) =>
    (await listMyJobAlerts(ctx.db, requireUser(ctx), ctx.region.id)).map(alertOut),
  // The wording as the consent dialog shows it: filtered_html, sanitized here (docs/product.md §5).
  myConsents: async (_parent, _args, ctx) =>
    (await listMyConsents(ctx.db, requireUser(ctx), ctx.region.id)).map((consent) => ({
      ...consent,
      text: sanitizeRichText(consent.text, 'filtered_html'),
    })),
};

export const accountMutations: Pick<
  MutationResolvers,
  | 'updateAccountName'
  | 'requestEmailChange'
  | 'confirmEmailChange'
  | 'changePassword'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'updateMyJobAlert'
  | 'setMyJobAlertPaused'
  | 'deleteMyJobAlert'
  | 'updateMyEmployerMailSettings'
> = {
  updateMyEmployerMailSettings: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const { input } = parseArgs(employerMailArgs, args);
    return saveEmployerMailSettings(ctx.db, user.id, input);
  },
  updateAccountName: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const { input } = parseArgs(nameArgs, args);
    return accountDomain(() => updateAccountName(ctx.db, user.id, input));
  },
  requestEmailChange: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const { email } = parseArgs(emailArgs, args);
    return accountDomain(() =>
      requestEmailChange(ctx.db, getMailer(), { userId: user.id, regionId: ctx.region.id, newEmail: email }),
    );
  },
  confirmEmailChange: async (_parent, args, ctx) => {
    // The link's holder (the new address's owner), signed in or not: the token is the proof.
    const { token } = parseArgs(confirmArgs, args);
    await accountDomain(() => confirmEmailChange(ctx.db, { token }));
    return true;
  },
  changePassword: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const { currentPassword, newPassword } = parseArgs(changeArgs, args);
    const { sessionsValidAfter } = await accountDomain(() =>
      changePassword(ctx.db, getMailer(), {
        userId: user.id,
        regionId: ctx.region.id,
        clientIp: ctx.clientIp,
        currentPassword: currentPassword ?? null,
        newPassword,
      }),
    );
    return sessionsValidAfter;
  },
  requestPasswordReset: async (_parent, args, ctx) => {
    const { email } = parseArgs(emailArgs, args);
    await accountDomain(() =>
      requestPasswordReset(ctx.db, getMailer(), { email, clientIp: ctx.clientIp, regionId: ctx.region.id }),
    );
    return true;
  },
  resetPassword: async (_parent, args, ctx) => {
    const { token, password } = parseArgs(resetArgs, args);
    await accountDomain(() => resetPassword(ctx.db, { token, password, regionId: ctx.region.id }));
    return true;
  },
  updateMyJobAlert: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const { id, label, interval } = parseArgs(alertArgs, args);
    return alertOut(await accountDomain(() => updateMyJobAlert(ctx.db, user, ctx.region.id, { id, label, interval })));
  },
  setMyJobAlertPaused: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const input = parseArgs(pauseArgs, args);
    return alertOut(await accountDomain(() => setMyJobAlertPaused(ctx.db, user, ctx.region.id, input)));
  },
  deleteMyJobAlert: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const { id } = parseArgs(idArgs, args);
    await accountDomain(() => deleteMyJobAlert(ctx.db, user, ctx.region.id, id));
    return true;
  },
};

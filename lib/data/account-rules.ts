/** The account forms' rules, from the server code that checks them again (as lib/data/auth/account-rules.ts). */
export { EMAIL_PATTERN } from '@/server/auth/registration';
export { PASSWORD_RESET_MINUTES } from '@/server/account/password-reset';

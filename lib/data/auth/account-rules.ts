/** The sign-up form's limits, from the rules that check them on the server. */
export { PASSWORD_MIN_LENGTH, REGISTRATION_MAX_AGE_SECONDS } from '@/server/auth/registration';
export { PASSWORD_MAX_LENGTH } from '@/server/auth/password';

import { startMailCatcher } from './mail-catcher';

/** Starts what every test shares; the returned function is Playwright's teardown. */
export default async function globalSetup() {
  return startMailCatcher();
}

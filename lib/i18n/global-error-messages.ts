/**
 * The texts of app/global-error.tsx, which must be a client component of its own. Importing messages/de.json
 * there put the whole message file into a chunk every page loads (named imports of JSON are not tree-shaken),
 * so the three texts live here; global-error-messages.test.ts keeps them equal to de.json's `error`.
 */
export const GLOBAL_ERROR_MESSAGES = {
  title: 'Da ist etwas schiefgelaufen',
  text: 'Die Seite konnte gerade nicht geladen werden. Bitte versuche es gleich noch einmal.',
  retry: 'Erneut versuchen',
} as const;

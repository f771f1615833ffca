/**
 * The words the KldB adds to a four-digit group's label for each requirement level, the five-digit code's
 * last digit ("Berufe in der Buchhaltung – komplexe Spezialistentätigkeiten" is 72213). Shared by the
 * generator, which leaves such labels out, and the reader, which puts them back.
 */
export const LEVEL_WORDS: Readonly<Record<string, string>> = {
  '1': 'Helfer-/Anlerntätigkeiten',
  '2': 'fachlich ausgerichtete Tätigkeiten',
  '3': 'komplexe Spezialistentätigkeiten',
  '4': 'hoch komplexe Tätigkeiten',
};

/** The label the KldB gives a five-digit code, from its group's label. */
export const usualLabel = (groupLabel: string, code: string) => `${groupLabel} – ${LEVEL_WORDS[code[4]]}`;

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/de.json';
import { GLOBAL_ERROR_MESSAGES } from './global-error-messages';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(dir, name));
}

describe('messages in client code', () => {
  it('the last-resort error page says what messages/de.json says under "error"', () => {
    expect(GLOBAL_ERROR_MESSAGES).toEqual(messages.error);
  });

  it('no client component imports the whole message file (it would ship in every page’s JavaScript)', () => {
    const offenders = ['app', 'components', 'lib'].flatMap(sourceFiles).filter((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      return /^\s*['"]use client['"]/.test(source) && /from ['"]@\/messages\/de\.json['"]/.test(source);
    });
    expect(offenders).toEqual([]);
  });
});

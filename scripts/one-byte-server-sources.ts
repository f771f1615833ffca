/**
 * V8 keeps each loaded script's source for as long as the server runs, one byte a character when every character
 * is Latin-1 and two bytes otherwise: one "–" or "€" in a 3-million-character chunk makes it 6 MB instead of 3.
 * This writes each character above U+00FF in a server file's string literals, untagged templates, regular
 * expressions, identifiers and comments as its escape, which means the same to JavaScript, so the file is held in
 * one byte a character (docs/architecture.md "Memory"). A file with such a character anywhere else (a tagged
 * template, whose tag may read the raw text) or that does not parse is left as it is.
 *   tsx scripts/one-byte-server-sources.ts [distDir]
 */
import { type Node, parse } from 'acorn';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const WIDE = /[^\u0000-\u00ff]/;

/** An identifier takes a code point's escape (`\u{1F600}`), the other spans a UTF-16 unit's (`\uD83D\uDE00`). */
type Span = { start: number; end: number; identifier?: true };

/**
 * The spans of a program where an escape means what the character means: string literals, regular expressions,
 * templates without a tag, identifiers (an escaped property name is the same name) and comments.
 */
function escapableSpans(text: string): Span[] | null {
  const spans: Span[] = [];
  let program: Node;
  try {
    program = parse(text, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowHashBang: true,
      allowReturnOutsideFunction: true,
      onComment: (_block, _text, start, end) => spans.push({ start, end }),
    });
  } catch {
    return null;
  }
  const visit = (node: Node, tagged: boolean) => {
    const record = node as unknown as Record<string, unknown>;
    if (node.type === 'Literal' && (typeof record.value === 'string' || record.regex)) spans.push(node);
    if (node.type === 'TemplateElement' && !tagged) spans.push(node);
    if (node.type === 'Identifier' || node.type === 'PrivateIdentifier')
      spans.push({ start: node.start, end: node.end, identifier: true });
    for (const [key, value] of Object.entries(record)) {
      const children = Array.isArray(value) ? value : [value];
      for (const child of children)
        if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
          visit(child as Node, node.type === 'TaggedTemplateExpression' ? key === 'quasi' : tagged && key === 'quasis');
    }
  };
  visit(program, false);
  return spans;
}

const hex = (code: number) => code.toString(16).padStart(4, '0');

/** Each character above U+00FF in the spans as its escape; an escaping backslash before it ("\–") is taken in. */
function escapeSpans(text: string, spans: readonly Span[]): string {
  const chars = text.split('');
  for (const { start, end, identifier } of spans)
    for (let i = start; i < end; i++) {
      if (text.charCodeAt(i) <= 0xff) continue;
      if (identifier) {
        const code = text.codePointAt(i)!;
        chars[i] = code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${hex(code)}`;
        if (code > 0xffff) chars[++i] = '';
        continue;
      }
      let slashes = 0;
      while (i - slashes - 1 >= start && text[i - slashes - 1] === '\\') slashes++;
      if (slashes % 2 === 1) chars[i - 1] = '';
      chars[i] = `\\u${hex(text.charCodeAt(i))}`;
    }
  return chars.join('');
}

/** The file's text in one byte a character, or null when it cannot be (see above) or is already. */
export function oneByteSource(text: string): string | null {
  if (!WIDE.test(text)) return null;
  const spans = escapableSpans(text);
  if (!spans) return null;
  const escaped = escapeSpans(text, spans);
  return WIDE.test(escaped) ? null : escaped;
}

/** Rewrites every `.js` file under `<distDir>/server`; returns how many were rewritten and how many left wide. */
export function oneByteServerSources(distDir: string): { rewritten: number; left: number } {
  let rewritten = 0;
  let left = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
      const text = readFileSync(file, 'utf8');
      if (!WIDE.test(text)) continue;
      const escaped = oneByteSource(text);
      if (escaped === null) left++;
      else {
        writeFileSync(file, escaped);
        rewritten++;
      }
    }
  };
  visit(path.join(distDir, 'server'));
  return { rewritten, left };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
  const { rewritten, left } = oneByteServerSources(distDir);
  console.log(`› server sources: ${rewritten} files now in one byte a character, ${left} left as they are`);
}

// Uploaded documents are read off the event loop, within hard bounds (docs/security.md "Reading uploaded documents").
import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../seed/pdf';
import { zipFile } from '../storage/zip-testing';
import { DOCUMENT_READING_LIMITS, DocumentPool, DocumentReadError, READER_NICENESS } from './document-pool';
import { HOSTILE_DOCUMENTS, textBombPdf } from './hostile-documents-testing';

const pool = new DocumentPool();
afterAll(() => pool.close());

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const wordFile = (text: string) =>
  zipFile([
    {
      name: 'word/document.xml',
      text: `<w:document ${W}><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);

const failure = (work: Promise<unknown>) =>
  work.then(
    () => 'read',
    (error: unknown) => (error instanceof DocumentReadError ? error.reason : error),
  );

/** What `work` did, how long it took and the longest the event loop was blocked meanwhile (ms). */
async function measured<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  delay.disable();
  return { result, ms, maxBlockedMs: delay.max / 1e6 };
}

describe('the document pool', () => {
  it('reads a PDF and a Word file in a worker thread', async () => {
    const pdf = simplePdf('Koch (m/w/d) in Rosenheim', [{ heading: 'Ihre Aufgaben', text: 'Kochen mit Herz.' }]);
    expect(await pool.read('pdf', pdf)).toContain('Koch (m/w/d) in Rosenheim');
    expect(await pool.read('docx', wordFile('Anna Müller &amp; Lebenslauf'))).toBe('Anna Müller & Lebenslauf');
  });

  it.each(Object.keys(HOSTILE_DOCUMENTS))(
    'refuses or bounds %s quickly while the event loop stays free',
    async (name) => {
      const { kind, bytes } = HOSTILE_DOCUMENTS[name as keyof typeof HOSTILE_DOCUMENTS]();
      const { result, ms, maxBlockedMs } = await measured(() => failure(pool.read(kind, bytes)));
      if (name === 'many-pages.pdf') expect(result).toBe('read');
      else expect(result).toBe('unreadable');
      expect(ms).toBeLessThan(DOCUMENT_READING_LIMITS.timeoutMs);
      // Generous for a shared test machine; bench/hostile-files.ts holds the real figures.
      expect(maxBlockedMs).toBeLessThan(300);
    },
    30_000,
  );

  it('terminates a thread that reads past the wall-clock limit, and reads the next file with a new one', async () => {
    const quick = new DocumentPool({ ...DOCUMENT_READING_LIMITS, timeoutMs: 1_500 });
    try {
      // 20 MB of text operators: under the stream bound, so pdf.js works on it until the thread is ended.
      const { result, ms, maxBlockedMs } = await measured(() => failure(quick.read('pdf', textBombPdf(20))));
      expect(result).toBe('timeout');
      expect(ms).toBeLessThan(3_000);
      expect(maxBlockedMs).toBeLessThan(300);
      expect(await quick.read('docx', wordFile('danach'))).toBe('danach');
    } finally {
      await quick.close();
    }
  }, 30_000);

  it.runIf(process.platform === 'linux')(
    'reads at a lower CPU priority than the threads that answer requests',
    async () => {
      const niceness = () =>
        readdirSync('/proc/self/task').map((tid) =>
          Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]),
        );
      await pool.read('docx', wordFile('nett'));
      expect(niceness()).toContain(READER_NICENESS);
      expect(Number(readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ')[16])).toBe(0);
    },
  );

  it('answers "busy" when the queue is full, and reads what it queued', async () => {
    const small = new DocumentPool({ ...DOCUMENT_READING_LIMITS, threads: 1, maxQueued: 1 });
    try {
      const reads = ['eins', 'zwei', 'drei'].map((text) => failure(small.read('docx', wordFile(text))));
      expect(await Promise.all(reads)).toEqual(['read', 'read', 'busy']);
    } finally {
      await small.close();
    }
  }, 30_000);
});

// Meine-Daten.html and meine-daten.json from one row of every personal table: every table of the privacy
// registry appears (so a new one cannot be forgotten), in German with names instead of ids, and nothing a
// person typed can become markup.
import { describe, expect, it } from 'vitest';
import messages from '../../messages/de.json';
import { EXPORT_CATEGORIES } from './export-categories';
import { exportHtml } from './export-html';
import { exportJson } from './export-json';
import { HOSTILE, SAMPLE_IDS, SAMPLE_ROWS, SAMPLE_STORAGE_KEY, sampleDocument } from './export-sample-testing';
import { registeredTables } from './registry';

const d = messages.privacy.document;
const html = exportHtml(sampleDocument());
const json = JSON.parse(exportJson(sampleDocument())) as { data: Record<string, Array<Record<string, unknown>>> };
const personalTables = registeredTables().flatMap(([table, rule]) => (rule.kind === 'personal' ? [table] : []));
const categoryOf = (table: string) => EXPORT_CATEGORIES[table as keyof typeof EXPORT_CATEGORIES];

describe('the readable export', () => {
  it.each(personalTables)('shows the registry table %s', (table) => {
    const spec = categoryOf(table);
    expect(spec, `describe ${table} in server/privacy/export-categories*.ts`).toBeDefined();
    expect(SAMPLE_ROWS, `add a sample row of ${table} to export-sample-testing.ts`).toHaveProperty(table);
    if ('leftOut' in spec) {
      const rule = registeredTables().find(([name]) => name === table)![1];
      expect(rule.kind === 'personal' && rule.notExported, `${table} is left out without a reason`).toBeTruthy();
      expect(rule.kind === 'personal' && html).toContain(
        rule.kind === 'personal' && rule.notExported && messages.privacy.export.notExported[rule.notExported],
      );
    } else if ('within' in spec) {
      expect(html).toContain(`>${d.fields[spec.key]}</h`);
      const parent = categoryOf(spec.within.table);
      expect('key' in parent && json.data[parent.key][0]).toHaveProperty(spec.key);
    } else {
      expect(html).toContain(`<h3>${d.categories[spec.key]} <span class="muted">(1)</span></h3>`);
      expect(json.data[spec.key]).toHaveLength(1);
    }
  });

  it('has a German heading for every section and says what the export is', () => {
    for (const heading of Object.values(d.sections)) expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain(`<h2 id="h-about">${d.about.heading}</h2>`);
    expect(html).toContain('Sechs Monate nach einer Absage');
    expect(html).toContain('zum Zurücksetzen des Passworts 10 Minuten');
    expect(html).toContain('<code>meine-daten.json</code>');
    expect(html).toContain('Export für lena@example.test, erstellt am 28.11.2026, 14:05 Uhr über Jobs in Franken.');
  });

  it('names jobs, employers, terms and statuses in German instead of ids and codes', () => {
    expect(html).toContain('<h4>Pflegefachkraft (m/w/d) – Klinik Nord</h4>');
    expect(html).toContain(`<dt>Stand</dt><dd>${messages.myApplications.status.rejected}</dd>`);
    expect(html).toContain('<dt>Abgesagt am</dt><dd>31.03.2026, 12:00 Uhr</dd>');
    expect(html).toContain('<dt>Wird gelöscht am</dt><dd>30.09.2026</dd>');
    expect(html).toContain('<dt>Frage</dt><dd>Führerschein?</dd>');
    expect(html).toContain('<dt>Gewünschte Berufsfelder</dt><dd>Pflege</dd>');
    expect(html).toContain('<dt>Sprachkenntnisse</dt><dd>Englisch (C1 – fließend)</dd>');
    expect(html).toContain('<dt>Zeitraum</dt><dd>03/2019 – heute</dd>');
    expect(html).toContain('<dt>Geburtsdatum</dt><dd>14.05.1996</dd>');
    expect(html).toContain('<dt>Wie oft</dt><dd>keine E-Mails</dd>');
    expect(html).toContain('<dt>Läuft weiter mit</dt><dd>wöchentlich</dd>');
    expect(html).toContain('<dt>Filter</dt><dd>Berufsfeld</dd>');
    expect(html).toContain(`<dt>Stand</dt><dd>${messages.resumeContacts.candidate.status.approved}</dd>`);
    expect(html).toContain('<h4>Datenschutzerklärung</h4>');
    expect(html).toContain('<dt>Rolle</dt><dd>Bewerber</dd>');
    expect(html).toContain('<dt>Größe</dt><dd>12,3 KB</dd>');
    expect(html).toContain(`<dt>Aufbewahrung</dt><dd>${messages.privacy.files.retention.WITH_APPLICATION}</dd>`);
    expect(html).toContain('<dt>Seite</dt><dd>Jobs in Franken</dd>');
    expect(html).toContain('<code>dateien/bewerbungen/Lebenslauf.pdf</code>');
    for (const id of Object.values(SAMPLE_IDS)) expect(html).not.toContain(id);
    expect(html).not.toContain(SAMPLE_STORAGE_KEY);
    expect(html).not.toContain('application_attachment');
  });

  it('escapes what people typed, and loads and runs nothing', () => {
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toMatch(/<(script|img|link|iframe|object|embed|svg|base)\b/i);
    expect(html).not.toMatch(/<[^>]*\s(on\w+|src)=/i);
    expect(html).toContain(
      'Guten Tag &lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(html.match(/href="([^"]*)"/g)!.every((href) => !/href="(https?:|\/\/|javascript:)/i.test(href))).toBe(true);
  });
});

describe('meine-daten.json', () => {
  it('keeps codes, ISO dates and names under documented keys, never an id or a storage key', () => {
    const text = exportJson(sampleDocument());
    for (const id of Object.values(SAMPLE_IDS)) expect(text).not.toContain(id);
    expect(text).not.toContain(SAMPLE_STORAGE_KEY);
    expect(json.data.applications[0]).toMatchObject({
      jobTitle: 'Pflegefachkraft (m/w/d)',
      employer: 'Klinik Nord',
      status: 'rejected',
      rejectedAt: '2026-03-31T10:00:00.000Z',
      deletedOn: '2026-09-30',
      attachments: [
        { file: { fileName: `Lebenslauf ${HOSTILE}.pdf`, pathInZip: 'dateien/bewerbungen/Lebenslauf.pdf' } },
      ],
    });
    expect(json.data.resumes[0]).toMatchObject({
      personalInfo: { salutation: 'ms', birthday: '1996-05-14', homeLocation: 'Nürnberg' },
      jobPreferences: { desiredJob: 'Pflegefachkraft', desiredOccupations: ['Pflege'] },
      workExperience: [{ position: 'Pflegehelferin', period: { from: '2019-03', until: null, current: true } }],
      languages: { languageList: [{ language: 'Englisch', level: 'C1' }] },
    });
    // Every key the JSON uses is explained in the readable file's table of fields.
    const keys = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          walk(inner);
        }
    };
    walk(json.data);
    const documented = new Set([...Object.keys(d.fields), 'fileName', 'pathInZip', ...Object.keys(d.categories)]);
    expect([...keys].filter((key) => !documented.has(key))).toEqual([]);
  });
});

// The resume PDF: every section's text comes out of the file again, with term labels and "heute"; the
// private fields only when the row given has them (a row shaped for a recruiter).
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestDb } from '../../db/testing';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import { inspectPdf } from '../../commerce/invoices/invoice-pdf-inspect';
import type { ResumeRow } from '../own-resume';
import { shapeResumeFor } from '../resume-view';
import { renderResumePdf } from './resume-pdf';

const storage = new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'resume-pdf-')));
const SITE = { name: 'Jobs im Chiemgau', primaryColor: '#33bda6' };

const ROW = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'u',
  regionId: 'test',
  visible: true,
  complete: true,
  personalInfo: {
    firstName: 'Łucja',
    lastName: 'Müller-Şahin',
    phone: '+49 861 123456',
    birthday: '1990-05-01',
    homeLocation: { label: 'Traunstein', lat: 47.87, lon: 12.64 },
    about: 'Pflegefachkraft mit Herz.',
  },
  jobPreferences: { title: 'Stationsleitung', desiredOccupation: [], employmentType: [], availabilityPeriods: [] },
  education: [{ id: 'e', institution: 'Berufsfachschule Rosenheim', period: { start: '2012-09', end: '2015-08' } }],
  workExperience: [
    {
      id: 'w',
      jobTitle: 'Pflegefachkraft',
      companyName: 'Klinikum',
      period: { start: '2019-03', current: true },
      summary: '• Wundversorgung\n• Dienstplanung für 12 Kolleginnen',
    },
  ],
  languages: { tids: [], free: 'Polnisch', levels: [] },
  skills: { tids: [], free: 'Wundmanagement' },
} as unknown as ResumeRow;

describe('renderResumePdf', () => {
  it('prints every section of the owner row, with names in Latin Extended', async () => {
    const { db, close } = await openTestDb();
    try {
      const pdf = await inspectPdf(
        await renderResumePdf(db, storage, ROW, SITE, {
          email: 'lucja@example.test',
          now: new Date('2026-11-24T10:00:00Z'),
        }),
      );
      for (const text of [
        'Łucja Müller-Şahin',
        'E-Mail: lucja@example.test',
        '+49 861 123456',
        '01.05.1990',
        'Traunstein',
        'Pflegefachkraft mit Herz.',
        'Stationsleitung',
        '03/2019 – heute',
        'Klinikum',
        '09/2012 – 08/2015',
        'Polnisch',
        'Wundmanagement',
        'Seite 1 von 1',
      ])
        expect(pdf.text).toContain(text);
      // Each bullet point on a line of its own, not run together.
      expect(pdf.text).toMatch(/•\s*Wundversorgung\s*\n\s*•\s*Dienstplanung/);
      const shown = await inspectPdf(await renderResumePdf(db, storage, shapeResumeFor(ROW, 'public')!, SITE));
      for (const text of ['Łucja', 'Müller', '123456', '1990', 'Traunstein', 'lucja@', 'E-Mail'])
        expect(shown.text).not.toContain(text);
      expect(shown.text).toContain('Pflegefachkraft mit Herz.');
    } finally {
      await close();
    }
  });
});

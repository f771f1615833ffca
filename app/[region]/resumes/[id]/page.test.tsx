// @vitest-environment jsdom
// /bewerbersuche/<id>: who sees what (anonymous, job seeker, recruiter), the anonymous resume
// ("Pflegefachkraft · 8 Jahre Erfahrung · Raum Rosenheim"), the contact data after approval, the form, the
// way to /checkout without a free slot, and the request's history.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import RecruiterResumePage from './page';

// The client form reads its texts as under its provider.
vi.mock('next-intl', async (original) => {
  const intl = await original<typeof import('next-intl')>();
  const messages = (await import('@/messages/de.json')).default;
  const useTranslations = (namespace: string) =>
    intl.createTranslator({ locale: 'de', messages, namespace: namespace as never });
  // The page hands the form its texts through a provider; here the translator above reads them directly.
  const NextIntlClientProvider = ({ children }: { children: React.ReactNode }) => children;
  return { ...intl, useTranslations, NextIntlClientProvider };
});
vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
vi.mock('@/lib/actions/resume-contact-actions', () => ({ requestContactAction: vi.fn() }));
const viewer = vi.hoisted(() => ({ current: null as { userId: string; roles: string[] } | null }));
vi.mock('@/lib/data/page-viewer', () => ({ loadPageViewer: async () => viewer.current }));
const view = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/data/resume-contacts', () => ({
  CONTACT_MESSAGE_MAX: 1000,
  loadRecruiterResume: async () => view.current,
}));
vi.mock('@/lib/data/resume', () => ({
  loadResumeTerms: async () => ({
    occupational_field: [{ tid: 7, label: 'Pflege' }],
    employment_type: [],
    career_status: [],
    degree_level: [],
    field_of_study: [],
    language: [],
    skill: [{ tid: 9, label: 'Wundversorgung' }],
  }),
}));

const ID = '5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6';
const params = Promise.resolve({ region: 'franken', id: ID });
// Eight years and some months until today, whenever the test runs.
const period = { start: `${new Date().getUTCFullYear() - 8}-01`, end: null, current: true };
const hidden = { firstName: null, lastName: null, phone: null, birthday: null, homeLocation: null };
const resume = (personal: Record<string, unknown>) => ({
  id: ID,
  visible: true,
  complete: true,
  updatedAt: '2026-11-01T00:00:00Z',
  completeness: { percent: 80, missing: [] },
  personalInfo: { salutation: 'ms', photoFileId: null, about: 'Mit Herz in der Altenpflege', ...personal },
  jobPreferences: {
    title: 'Pflegefachkraft',
    desiredOccupation: [7],
    employmentType: [],
    desiredLocation: { label: 'Rosenheim' },
    radiusKm: 30,
    desiredSalary: null,
    careerStatus: null,
    availableStart: null,
    availabilityPeriods: [],
  },
  education: [],
  workExperience: [
    {
      id: 'w',
      jobTitle: 'Pflegefachkraft',
      companyName: 'Klinikum',
      companyHidden: false,
      location: null,
      occupationalField: null,
      employmentType: null,
      period,
      summary: null,
    },
  ],
  languages: { tids: [], free: null, notes: null, levels: [] },
  skills: { tids: [9], free: null, notes: null },
});
const request = {
  id: 'r1',
  resumeId: ID,
  status: 'approved',
  message: 'Wir suchen Sie!',
  organizationName: 'Klinik GmbH',
  resumeTitle: 'Pflegefachkraft',
  createdAt: '2026-11-02T10:00:00Z',
  approvedAt: '2026-11-03T10:00:00Z',
  revokedAt: null,
  updatedAt: '2026-11-03T10:00:00Z',
};

async function html(query: Record<string, string> = {}) {
  return renderServer(await RecruiterResumePage({ params, searchParams: Promise.resolve(query) }));
}

beforeEach(() => {
  viewer.current = { userId: 'r', roles: ['recruiter'] };
  view.current = {
    resume: resume(hidden),
    email: null,
    contactApproved: false,
    contactSlotsAvailable: 4,
    contactRequests: [],
  };
});

describe('/bewerbersuche/<id>', () => {
  it('asks anonymous visitors to sign in and come back; shows job seekers the way to access', async () => {
    viewer.current = null;
    expect(await html()).toContain('/user/login?callbackUrl=%2Fbewerbersuche%2F' + ID);
    viewer.current = { userId: 'a', roles: ['applicant'] };
    view.current = 'refused';
    const page = await html();
    expect(page).toContain('Für die Bewerbersuche brauchen Sie ein Arbeitgeber-Konto.');
    expect(page).toContain('href="/checkout"');
  });

  it('shows a recruiter without the resume search how to get it', async () => {
    viewer.current = { userId: 'r', roles: ['recruiter'] };
    view.current = 'refused';
    const page = await html();
    expect(page).toContain('So erhalten Sie Zugang zur Bewerbersuche');
    expect(page).not.toContain('Arbeitgeber-Konto.');
    expect(page).toContain('href="/checkout"');
  });

  it('shows the resume without who it is, and the request form', async () => {
    const page = await html();
    expect(page).toContain('Pflegefachkraft · 8 Jahre Erfahrung · Raum Rosenheim');
    expect(page).toContain('Wundversorgung');
    expect(page).toContain('Name und Kontaktdaten sehen Sie, sobald die Person Ihrer Kontaktanfrage zustimmt.');
    expect(page).toMatch(/<label for="contact-message">Ihre Nachricht<\/label>/);
    expect(page).toContain('frei sind noch 4');
  });

  it('without a free slot: the way to /checkout instead of the form', async () => {
    view.current = { ...(view.current as object), contactSlotsAvailable: 0 };
    const page = await html();
    expect(page).not.toContain('contact-message');
    expect(page).toContain('Keine freien Kontaktanfragen');
    expect(page).toContain('href="/checkout"');
  });

  it('after approval: name, phone and e-mail, and the history', async () => {
    view.current = {
      ...(view.current as object),
      resume: resume({
        firstName: 'Anna',
        lastName: 'Berger',
        phone: '+49 8031 1',
        birthday: '1990-04-01',
        homeLocation: { label: 'Kolbermoor' },
      }),
      email: 'anna@example.test',
      contactApproved: true,
      contactRequests: [request],
    };
    const page = await html({ gesendet: '1' });
    for (const text of [
      'Anna Berger',
      '+49 8031 1',
      'anna@example.test',
      '01.04.1990',
      'Kolbermoor',
      'Zugestimmt',
      'Wir suchen Sie!',
    ])
      expect(page).toContain(text);
    expect(page).toContain('Ihre Anfrage ist unterwegs');
  });

  it('says that there is a current employer the candidate hides, without naming one', async () => {
    const base = resume(hidden);
    const work = [{ ...base.workExperience[0], companyName: null, companyHidden: true }];
    view.current = { ...(view.current as object), resume: { ...base, workExperience: work } };
    const page = await html();
    expect(page).toContain('Pflegefachkraft · Aktueller Arbeitgeber (nicht angezeigt) · ');
    expect(page).not.toContain('Klinikum');
  });

  it('an unknown or hidden resume: a plain notice', async () => {
    view.current = 'missing';
    expect(await html()).toContain('Diesen Lebenslauf gibt es nicht oder er ist nicht mehr sichtbar.');
  });
});

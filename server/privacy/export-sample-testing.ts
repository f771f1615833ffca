/**
 * One stored row of every personal table as the database gives it (snake_case columns, Date timestamps), and
 * names for their ids: the readable export's unit tests render these without a database. The type asks for
 * a row of every personal table of the registry, so a new table needs its sample here.
 */
import type { ExportContext } from './export-context';
import type { ExportDocument } from './export-document';
import { buildExportDocument } from './export-document';
import type { PersonalData, Row } from './personal-data';
import type { PersonalTableName } from './registry';

export const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
const at = new Date('2026-03-31T10:00:00Z');
const ids = {
  user: '11111111-1111-4111-8111-111111111111',
  job: '22222222-2222-4222-8222-222222222222',
  organization: '33333333-3333-4333-8333-333333333333',
  application: '44444444-4444-4444-8444-444444444444',
  file: '55555555-5555-4555-8555-555555555555',
  alert: '66666666-6666-4666-8666-666666666666',
  resumeAlert: '77777777-7777-4777-8777-777777777777',
  message: '88888888-8888-4888-8888-888888888888',
  resume: '99999999-9999-4999-8999-999999999999',
  revision: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
};
export const SAMPLE_IDS = ids;
export const SAMPLE_STORAGE_KEY = 'uploads/2026/geheimer-speicherschluessel.pdf';
const region = 'franken';
const email = 'lena@example.test';

export const SAMPLE_ROWS: Record<PersonalTableName, Row> = {
  job_applications: {
    id: ids.application,
    job_id: ids.job,
    region_id: region,
    applicant_id: ids.user,
    resume_id: ids.resume,
    first_name: 'Lena',
    last_name: 'Maier',
    email_address: email,
    cover_letter: `Guten Tag ${HOSTILE}`,
    qualifying_answers: [{ questionId: 'q1', answer: 'ja' }],
    send_status: 'sent',
    sent_at: at,
    created_at: at,
    status: 'rejected',
    status_changed_at: at,
    rejected_at: at,
  },
  job_application_attachments: { application_id: ids.application, file_id: ids.file, position: 0 },
  job_application_notes: { id: ids.application, application_id: ids.application, body: 'nicht exportiert' },
  job_application_events: { id: ids.application, application_id: ids.application, to_status: 'rejected' },
  job_application_drafts: {
    id: ids.application,
    job_id: ids.job,
    region_id: region,
    fields: { firstName: 'Lena', lastName: 'Maier', emailAddress: email, coverLetter: '', answers: { q1: 'nein' } },
    errors: { coverLetter: 'Bitte schreib ein paar Sätze.' },
    file_ids: [ids.file],
    created_at: at,
  },
  contact_messages: {
    id: ids.message,
    region_id: region,
    user_id: ids.user,
    name: 'Lena Maier',
    email,
    subject: 'Frage zum Lebenslauf',
    body: 'Hallo',
    send_copy: true,
    send_status: 'sent',
    sent_at: at,
    created_at: at,
  },
  contact_message_attachments: { message_id: ids.message, file_id: ids.file, position: 0 },
  contact_drafts: {
    id: ids.message,
    region_id: region,
    fields: { name: 'Lena', email, subject: 'Entwurf', message: 'Text', copy: false },
    errors: {},
    file_ids: [],
    created_at: at,
  },
  files: {
    id: ids.file,
    storage_key: SAMPLE_STORAGE_KEY,
    original_name: `Lebenslauf ${HOSTILE}.pdf`,
    mime_type: 'application/pdf',
    size_bytes: 12_600,
    sha256: 'f'.repeat(64),
    purpose: 'application_attachment',
    owner_id: ids.user,
    region_id: region,
    created_at: at,
  },
  file_variants: {
    file_id: ids.file,
    format: 'webp',
    width: 160,
    height: 160,
    storage_key: 'v/1.webp',
    size_bytes: 900,
  },
  resumes: {
    id: ids.resume,
    user_id: ids.user,
    region_id: region,
    visible: true,
    show_current_employer: false,
    complete: true,
    personal_info: { salutation: 'ms', firstName: 'Lena', birthday: '1996-05-14', homeLocation: { label: 'Nürnberg' } },
    job_preferences: { title: 'Pflegefachkraft', desiredOccupation: [1], employmentType: [], availabilityPeriods: [] },
    education: [],
    work_experience: [{ id: 'w1', jobTitle: 'Pflegehelferin', period: { start: '2019-03', current: true } }],
    languages: { tids: [2], levels: [{ tid: 2, level: 'C1' }] },
    skills: { tids: [] },
    created_at: at,
  },
  job_bookmarks: { user_id: ids.user, job_id: ids.job, created_at: at },
  resume_blocked_organizations: { resume_id: ids.resume, organization_id: ids.organization, created_at: at },
  resume_contact_requests: {
    id: ids.resume,
    resume_id: ids.resume,
    organization_id: ids.organization,
    requested_by_id: ids.user,
    status: 'approved',
    message: 'Wir würden Sie gern kennenlernen.',
    created_at: at,
    approved_at: at,
  },
  job_alerts: {
    id: ids.alert,
    region_id: region,
    user_id: ids.user,
    email,
    label: 'Pflege in Nürnberg',
    search: { search: 'Pflege', filters: [{ field: 'occupational_field', value: '1' }] },
    interval_seconds: -1,
    confirmed: true,
    created_at: at,
  },
  job_alert_deliveries: { alert_id: ids.alert, job_id: ids.job, sent_at: at },
  newsletter_subscriptions: {
    id: ids.alert,
    region_id: region,
    email,
    source: 'footer',
    consent_version: '2026-11-30',
    confirm_token_hash: null,
    requested_at: at,
    confirmed_at: at,
    unsubscribe_token_hash: 'geheimer-hash',
    created_at: at,
  },
  job_alert_pauses: { alert_id: ids.alert, resume_interval_seconds: 604_800, paused_at: at },
  resume_alerts: {
    id: ids.resumeAlert,
    region_id: region,
    user_id: ids.user,
    organization_id: ids.organization,
    email,
    label: 'Pflegekräfte',
    search: { keys: 'Pflege', place: null, filters: { language: ['2'] } },
    interval_seconds: 86_400,
    confirmed: true,
    created_at: at,
  },
  resume_alert_deliveries: { alert_id: ids.resumeAlert, resume_id: ids.resume, sent_at: at },
  gdpr_user_consents: {
    id: ids.revision,
    user_id: ids.user,
    mail: email,
    info_revision_id: ids.revision,
    created_at: at,
  },
  organization_invitations: {
    id: ids.organization,
    organization_id: ids.organization,
    email,
    expires_at: at,
    created_at: at,
  },
  organization_members: { organization_id: ids.organization, user_id: ids.user, created_at: at },
  registration_requests: { email, name: 'Lena Maier', region_id: region, expires_at: at, created_at: at },
  verification_tokens: { identifier: email, expires: at },
  account_erasure_requests: { user_id: ids.user, region_id: region, expires_at: at, created_at: at },
  password_reset_tokens: { user_id: ids.user, expires_at: at, created_at: at },
  email_change_requests: { user_id: ids.user, new_email: 'neu@example.test', region_id: region, expires_at: at },
  user_roles: { id: ids.user, user_id: ids.user, role: 'applicant', region_id: region, created_at: at },
  accounts: { user_id: ids.user, type: 'oidc', provider: 'google', provider_account_id: 'g-4711' },
  sessions: { user_id: ids.user, expires: at },
  users: { id: ids.user, email, first_name: 'Lena', last_name: `Maier ${HOSTILE}`, region_id: region, created_at: at },
};

/** Names for the sample's ids, as loadExportContext would find them. */
export const SAMPLE_CONTEXT: ExportContext = {
  term: (tid) => ({ 1: 'Pflege', 2: 'Englisch' })[tid as number] ?? null,
  job: (id) =>
    id === ids.job
      ? { title: 'Pflegefachkraft (m/w/d)', employer: 'Klinik Nord', questions: new Map([['q1', 'Führerschein?']]) }
      : null,
  organization: (id) => (id === ids.organization ? 'Klinik Nord' : null),
  consent: (id) =>
    id === ids.revision ? { type: 'privacy', revision: 3, wording: 'Wir schützen deine Daten.' } : null,
  resumeTitle: (id) => (id === ids.resume ? 'Pflegefachkraft' : null),
  file: (id) =>
    id === ids.file ? { name: `Lebenslauf ${HOSTILE}.pdf`, path: 'dateien/bewerbungen/Lebenslauf.pdf' } : null,
  keptFile: (id) =>
    id === ids.file ? { retention: 'withApplication', deletesOn: new Date('2026-09-30T10:00:00Z') } : null,
};

/** The document of the sample: every personal table with its row. */
export function sampleDocument(): ExportDocument {
  const data: PersonalData = {
    tables: Object.fromEntries(Object.entries(SAMPLE_ROWS).map(([table, row]) => [table, [row]])),
    truncated: [],
    files: [],
  };
  return buildExportDocument(data, SAMPLE_CONTEXT, {
    exportedAt: new Date('2026-11-28T13:05:00Z'),
    email,
    siteName: 'Jobs in Franken',
  });
}

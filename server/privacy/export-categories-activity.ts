import messages from '../../messages/de.json';
import { savedSearchLabel } from '../alerts/saved-search';
import type { ContactDraftFields, SavedResumeSearch, SavedSearch, SavedSearchArea } from '../db/schema';
import { fill } from '../mail/template';
import { COUNTRIES } from '../places/areas';
import { isJobTermField } from '../search/job-search-query';
import {
  bytes,
  code,
  count,
  file,
  files,
  flag,
  instant,
  internal,
  interval,
  job,
  messagesOf,
  object,
  organization,
  outboxColumns,
  place,
  type Present,
  type Row,
  secret,
  site,
  text,
} from './export-columns';
import type { ExportContext } from './export-context';
import type { CategorySpec } from './export-category-types';
import { germanCalendar, type ShownField, valueOf } from './export-values';
import { retentionCode } from './kept-files';

const v = messages.privacy.document.values;

/** One filter of a saved search: the facet's German title and its values by name. */
function filterRecord(title: string, values: string[]): ShownField[] {
  return [...valueOf('filter', title, title), ...valueOf('values', values, values.join(', '))];
}

const termOrValue = (ctx: ExportContext, value: string) => ctx.term(Number(value)) ?? value;

const jobFilters: Present = (value, ctx) => {
  const byField = new Map<string, string[]>();
  for (const f of (Array.isArray(value) ? value : []) as SavedSearch['filters'])
    byField.set(f.field, [
      ...(byField.get(f.field) ?? []),
      isJobTermField(f.field) ? termOrValue(ctx, f.value) : f.value,
    ]);
  const titles: Record<string, string> = messages.jobs.facetTitles;
  const records = [...byField].map(([field, values]) => filterRecord(titles[field] ?? field, values));
  return records.length ? [{ key: 'filters', shown: { kind: 'records', records } }] : [];
};

const resumeFilters: Present = (value, ctx) => {
  const titles: Record<string, string> = messages.resumeSearch.facetTitles;
  const records = Object.entries((value ?? {}) as SavedResumeSearch['filters']).flatMap(([field, values]) =>
    values?.length
      ? [filterRecord(titles[field] ?? field, field === 'region' ? values : values.map((x) => termOrValue(ctx, x)))]
      : [],
  );
  return records.length ? [{ key: 'filters', shown: { kind: 'records', records } }] : [];
};

/** A place of a search by its name, with the radius around it. */
const searchPlace =
  (radiusKey: string): Present =>
  (value, ctx, row) => [
    ...place('place')(value, ctx, row),
    ...count('radiusKm', 'km')(value && typeof value === 'object' ? (value as Row)[radiusKey] : null, ctx, row),
  ];

/** A state, a country or a postal area that the search keeps to, by its name. */
const area: Present = (value) => {
  const saved = value as SavedSearchArea | undefined;
  if (!saved?.value) return [];
  const name =
    saved.kind === 'postalArea'
      ? fill(v.postalArea, { prefix: saved.value })
      : saved.kind === 'country'
        ? (COUNTRIES.find((c) => c.code === saved.value)?.name ?? saved.label)
        : saved.label;
  return valueOf('area', name, name);
};

const consentName = (ctx: ExportContext, revisionId: unknown) => {
  const consent = ctx.consent(revisionId);
  const types: Record<string, string> = messages.account.page.consentTypes;
  return consent && (types[consent.type] ?? consent.type);
};

/** The consent's text by its name, version and wording (the ids name rows of the consent texts). */
const consentText: Present = (value, ctx) => {
  const consent = ctx.consent(value);
  const name = consentName(ctx, value);
  if (!consent || !name) return [];
  return [
    ...valueOf('consentText', name, name),
    ...valueOf('version', consent.revision, String(consent.revision)),
    ...valueOf('wording', consent.wording, consent.wording),
  ];
};

/** How long a file stays, in the words of "Meine Daten", and the day it goes when that is known. */
const keptFor: Present = (value, ctx) => {
  const kept = ctx.keptFile(value);
  if (!kept) return [];
  const text = messages.privacy.files.retention[retentionCode(kept.retention)];
  const day = kept.deletesOn?.toISOString().slice(0, 10);
  return [
    ...valueOf('retention', kept.retention, text),
    ...(day ? valueOf('deletedOn', day, germanCalendar(day)) : []),
  ];
};

/** Alerts, messages to the site, consents and uploaded files. */
export const ACTIVITY_CATEGORIES = {
  job_bookmarks: {
    section: 'bookmarks',
    key: 'bookmarks',
    title: (row, ctx) => ctx.job(row.job_id)?.title ?? null,
    columns: { user_id: internal, job_id: job, created_at: instant('savedAt') },
  },
  job_alerts: {
    section: 'alerts',
    key: 'jobAlerts',
    title: (row) => (row.label as string | null) || savedSearchLabel(row.search as SavedSearch),
    columns: {
      id: internal,
      region_id: site('site'),
      language: internal,
      user_id: internal,
      email: text('email'),
      label: text('name'),
      search: object<SavedSearch>('search', {
        search: text('searchWords'),
        geoLocation: searchPlace('radius'),
        area,
        filters: jobFilters,
      }),
      interval_seconds: interval('interval'),
      confirmed: flag('confirmed'),
      confirm_token: secret,
      unsubscribe_token: secret,
      // The sending clock, moved by runs that found nothing: the deliveries below say when mail went out.
      last_sent_at: internal,
      created_at: instant('createdAt'),
      updated_at: instant('updatedAt'),
    },
  },
  job_alert_pauses: {
    within: { table: 'job_alerts', column: 'alert_id', parentColumn: 'id' },
    key: 'pause',
    columns: { alert_id: internal, paused_at: instant('pausedAt'), resume_interval_seconds: interval('resumesWith') },
  },
  job_alert_deliveries: {
    within: { table: 'job_alerts', column: 'alert_id', parentColumn: 'id' },
    key: 'sentJobs',
    columns: { alert_id: internal, job_id: job, sent_at: instant('sentAt') },
  },
  resume_alerts: {
    section: 'alerts',
    key: 'resumeAlerts',
    title: (row) => row.label as string | null,
    columns: {
      id: internal,
      region_id: site('site'),
      language: internal,
      user_id: internal,
      organization_id: organization('organization'),
      email: text('email'),
      label: text('name'),
      search: object<SavedResumeSearch>('search', {
        keys: text('searchWords'),
        place: searchPlace('radiusKm'),
        filters: resumeFilters,
      }),
      interval_seconds: interval('interval'),
      confirmed: flag('confirmed'),
      unsubscribe_token: secret,
      last_sent_at: internal,
      created_at: instant('createdAt'),
      updated_at: instant('updatedAt'),
    },
  },
  resume_alert_deliveries: {
    within: { table: 'resume_alerts', column: 'alert_id', parentColumn: 'id' },
    key: 'sentResumes',
    columns: {
      alert_id: internal,
      resume_id: (value, ctx, row) => text('desiredJob')(ctx.resumeTitle(value), ctx, row),
      sent_at: instant('sentAt'),
    },
  },
  contact_messages: {
    section: 'messages',
    key: 'contactMessages',
    title: (row) => row.subject as string,
    columns: {
      id: internal,
      region_id: site('site'),
      user_id: internal,
      name: text('name'),
      email: text('email'),
      subject: text('subject'),
      body: text('message'),
      send_copy: flag('copyToMe'),
      created_at: instant('writtenAt'),
      ...outboxColumns(),
    },
  },
  contact_message_attachments: {
    within: { table: 'contact_messages', column: 'message_id', parentColumn: 'id' },
    key: 'attachments',
    columns: { message_id: internal, file_id: file('file'), position: internal },
  },
  contact_drafts: {
    section: 'messages',
    key: 'contactDrafts',
    columns: {
      id: internal,
      region_id: site('site'),
      fields: object<ContactDraftFields>('typedFields', {
        name: text('name'),
        email: text('email'),
        subject: text('subject'),
        message: text('message'),
        copy: flag('copyToMe'),
      }),
      errors: messagesOf('formErrors'),
      file_ids: files('files'),
      created_at: instant('savedAt'),
    },
  },
  gdpr_user_consents: {
    section: 'consents',
    key: 'consents',
    title: (row, ctx) => consentName(ctx, row.info_revision_id),
    columns: {
      id: internal,
      user_id: internal,
      mail: text('email'),
      info_id: internal,
      info_revision_id: consentText,
      region_id: site('site'),
      created_at: instant('givenAt'),
    },
  },
  files: {
    section: 'files',
    key: 'files',
    title: (row) => row.original_name as string,
    columns: {
      id: keptFor,
      original_name: (_value, ctx, row) => file('file')(row.id, ctx, row),
      purpose: code('kind', v.purposes),
      mime_type: text('fileType'),
      size_bytes: bytes('size'),
      sha256: text('sha256'),
      alt: text('altText'),
      title: text('imageTitle'),
      width: count('width', 'px'),
      height: count('height', 'px'),
      region_id: site('site'),
      created_at: instant('uploadedAt'),
      storage_key: internal,
      owner_id: internal,
      permanent_at: internal,
      page_images: internal,
    },
  },
  file_variants: {
    within: { table: 'files', column: 'file_id', parentColumn: 'id' },
    key: 'imageVariants',
    columns: {
      file_id: internal,
      format: text('format'),
      width: count('width', 'px'),
      height: count('height', 'px'),
      size_bytes: bytes('size'),
      storage_key: internal,
      created_at: internal,
    },
  },
} satisfies Record<string, CategorySpec>;

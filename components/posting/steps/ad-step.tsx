'use client';

import { useTranslations } from 'next-intl';
import type { JobType } from '@/lib/graphql/generated/operations';
import { errorOf } from '@/lib/posting/posting-input';
import { SelectField, TextField } from '../form-fields';
import { FileUpload } from '../file-upload';
import { setter, type StepProps } from '../wizard-context';

const TYPES: readonly JobType[] = ['job_per_template', 'job_per_link', 'job_per_file'];

/** Step 1 (Anzeige): type, title, organization and assignment, the original ad (link or PDF), logo, video. */
export function AdStep({ draft, context, files }: StepProps) {
  const t = useTranslations('posting');
  const { input, errors } = draft;
  const error = (field: string) => errorOf(errors, field);
  return (
    <>
      <SelectField
        id="posting-type"
        label={t('fields.type')}
        value={input.type ?? 'job_per_template'}
        error={error('type')}
        onChange={(e) => setter(draft, 'type')(e.target.value as JobType)}
      >
        {TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </SelectField>
      {context.organizations.length > 1 && (
        <SelectField
          id="posting-organization"
          label={t('organization')}
          value={input.organizationId ?? ''}
          error={error('organizationId')}
          onChange={(e) => setter(draft, 'organizationId')(e.target.value || null)}
        >
          {context.organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        id="posting-title"
        label={t('fields.title')}
        hint={t('fields.titleHint')}
        required
        maxLength={255}
        value={input.title ?? ''}
        error={error('title')}
        onChange={(e) => setter(draft, 'title')(e.target.value)}
      />
      {input.type === 'job_per_link' && (
        <TextField
          id="posting-link"
          type="url"
          label={t('fields.linkUrl')}
          hint={t('fields.linkUrlHint')}
          required
          inputMode="url"
          value={input.linkUrl ?? ''}
          error={error('linkUrl')}
          onChange={(e) => setter(draft, 'linkUrl')(e.target.value)}
        />
      )}
      {input.type === 'job_per_file' && (
        <FileUpload
          id="posting-file"
          label={t('fields.file')}
          hint={t('fields.fileHint')}
          accept="application/pdf,.pdf"
          initial={files.file}
          error={error('fileId')}
          onChange={setter(draft, 'fileId')}
        />
      )}
      <TextField
        id="posting-assignment"
        label={t('fields.organizationAssignment')}
        hint={t('fields.organizationAssignmentHint')}
        maxLength={255}
        value={input.organizationAssignment ?? ''}
        error={error('organizationAssignment')}
        onChange={(e) => setter(draft, 'organizationAssignment')(e.target.value || null)}
      />
      <FileUpload
        id="posting-logo"
        label={t('fields.logo')}
        hint={t('fields.logoHint')}
        accept="image/jpeg,image/png,image/webp"
        initial={files.logo}
        error={error('logoFileId')}
        onChange={setter(draft, 'logoFileId')}
      />
      <TextField
        id="posting-video"
        type="url"
        inputMode="url"
        label={t('fields.videoUrl')}
        value={input.videoUrl ?? ''}
        error={error('videoUrl')}
        onChange={(e) => setter(draft, 'videoUrl')(e.target.value || null)}
      />
    </>
  );
}

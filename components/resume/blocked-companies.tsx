'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { resumePrivacyAction } from '@/lib/actions/resume-actions';
import { type BlockedCompany, blockFormState } from '@/lib/resume/privacy-state';
import { CompanyCombobox } from './company-combobox';
import styles from './resume.module.scss';

/**
 * The block list on /lebenslauf (docs/product-decisions.md "Privacy from one's employer"): the blocked
 * organizations, each with "Entsperren", and the field to block another. Every form posts to one server action, so
 * all of it works without JavaScript: the field is then a plain text field, and a name that names no organization
 * comes back with buttons for the organizations it could mean.
 */
export function BlockedCompanies({
  resumeId,
  site,
  blocked,
}: {
  resumeId: string;
  site: { regionId: string; locale: string };
  blocked: BlockedCompany[];
}) {
  const t = useTranslations('resumePrivacy.blocked');
  const [state, action, pending] = useActionState(resumePrivacyAction, blockFormState(blocked));
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed entry's button is gone: the focus goes to the list's heading, not to the page's start.
  useEffect(() => {
    if (state.notice?.kind === 'removed') heading.current?.focus();
  }, [state.round, state.notice]);

  const notice = state.notice && t(state.notice.kind, { names: state.notice.names, name: state.notice.names });
  const described = ['block-company-hint', state.error ? 'block-company-error' : null].filter(Boolean).join(' ');
  return (
    <div className={styles.privacyPart}>
      <h3 id="blocked-companies" ref={heading} tabIndex={-1}>
        {t('heading')}
      </h3>
      <p>{t('intro')}</p>
      <p role="status" className={notice ? styles.notice : undefined}>
        {notice ?? ''}
      </p>
      {state.blocked.length ? (
        <ul className={styles.blockedList} aria-label={t('listLabel')}>
          {state.blocked.map((company) => (
            <li key={company.id}>
              <span>{company.name}</span>
              <form action={action}>
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="resumeId" value={resumeId} />
                <input type="hidden" name="organizationId" value={company.id} />
                <input type="hidden" name="organizationName" value={company.name} />
                <button
                  type="submit"
                  className="button button-secondary"
                  aria-label={t('removeLabel', { name: company.name })}
                  disabled={pending}
                >
                  {t('remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('none')}</p>
      )}
      <form action={action} className={styles.blockForm} noValidate>
        <input type="hidden" name="intent" value="block" />
        <input type="hidden" name="resumeId" value={resumeId} />
        <label htmlFor="block-company">{t('label')}</label>
        <span id="block-company-hint" className={styles.muted}>
          {t('hint')}
        </span>
        <div className={styles.blockRow}>
          <CompanyCombobox
            resumeId={resumeId}
            site={site}
            inputId="block-company"
            describedBy={described}
            invalid={!!state.error}
            defaultValue={state.typed}
            round={state.round}
            cleared={!state.error}
          />
          <button type="submit" className="button" disabled={pending}>
            {t('add')}
          </button>
        </div>
        {state.error && (
          <span id="block-company-error" className={styles.fieldError}>
            {state.error}
          </span>
        )}
        {state.suggestions.length > 0 && (
          <div>
            <p>{t('pick')}</p>
            <ul className={styles.pickList}>
              {state.suggestions.map((company) => (
                <li key={company.id}>
                  <button
                    type="submit"
                    name="organizationId"
                    value={company.id}
                    className="button button-secondary"
                    aria-label={t('pickLabel', { name: company.name })}
                  >
                    {company.name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </form>
    </div>
  );
}

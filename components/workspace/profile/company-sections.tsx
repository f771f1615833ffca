'use client';

import { useTranslations } from 'next-intl';
import { fieldId, setIn } from '@/lib/workspace/profile-form';
import { SelectField } from '@/components/posting/form-fields';
import { ProfileSection, ProfileText, ProfileUpload, type SectionProps } from './profile-field';
import styles from './profile-editor.module.scss';

const SOCIAL = ['linkedin', 'xing', 'facebook', 'instagram', 'youtube', 'tiktok', 'blueSky', 'twitter'] as const;
const SALUTATIONS = ['none', 'ms', 'mr', 'diverse'] as const;

/** docs/product.md §3 info: name, alternative name, location, website, size; logo and cover; social profiles. */
export function CompanySection({ s }: { s: SectionProps }) {
  const t = useTranslations('workspace.profile');
  return (
    <>
      <ProfileSection id="profil-unternehmen" title={t('company.legend')}>
        <div className={styles.grid}>
          <ProfileText s={s} path="info.name" label={t('company.name')} autoComplete="organization" />
          <ProfileText s={s} path="info.alternativeName" label={t('company.alternativeName')} />
          <ProfileText s={s} path="info.organizationLocation" label={t('company.organizationLocation')} />
          <ProfileText s={s} path="info.website" label={t('company.website')} type="url" hint={t('company.urlHint')} />
          <ProfileText s={s} path="about.size" label={t('company.size')} inputMode="numeric" />
        </div>
      </ProfileSection>
      <ProfileSection id="profil-bilder" title={t('images.legend')}>
        <p>{t('images.privacy')}</p>
        <div className={styles.grid}>
          <ProfileUpload s={s} path="info.logoFileId" label={t('images.logo')} hint={t('images.logoHint')} />
          <ProfileUpload s={s} path="info.coverFileId" label={t('images.cover')} hint={t('images.coverHint')} />
        </div>
      </ProfileSection>
      <ProfileSection id="profil-netzwerke" title={t('social.legend')}>
        <div className={styles.grid}>
          {SOCIAL.map((network) => (
            <ProfileText
              key={network}
              s={s}
              path={`info.profiles.${network}`}
              label={t(`social.${network}`)}
              type="url"
              hint={t('company.urlHint')}
            />
          ))}
        </div>
      </ProfileSection>
    </>
  );
}

/** A postal address of the form at `path` (company info, further locations). */
export function AddressFields({ s, path }: { s: SectionProps; path: string }) {
  const t = useTranslations('workspace.profile.company');
  return (
    <div className={styles.grid}>
      <ProfileText s={s} path={`${path}.addressLine1`} label={t('addressLine1')} autoComplete="address-line1" />
      <ProfileText s={s} path={`${path}.addressLine2`} label={t('addressLine2')} autoComplete="address-line2" />
      <ProfileText s={s} path={`${path}.zip`} label={t('zip')} autoComplete="postal-code" />
      <ProfileText s={s} path={`${path}.locality`} label={t('locality')} autoComplete="address-level2" />
      <ProfileText s={s} path={`${path}.administrativeArea`} label={t('administrativeArea')} />
      <ProfileText s={s} path={`${path}.countryCode`} label={t('countryCode')} autoComplete="country" />
    </div>
  );
}

/**
 * docs/product.md §3 company_info (public address) and personal_info (private: invoicing and account questions only).
 */
export function InvoicingSection({ s }: { s: SectionProps }) {
  const t = useTranslations('workspace.profile');
  const salutation = 'personalInfo.salutation';
  return (
    <>
      <ProfileSection id="profil-adresse" title={t('company.legalName')}>
        <ProfileText s={s} path="companyInfo.name" label={t('company.legalName')} autoComplete="organization" />
        <AddressFields s={s} path="companyInfo.address" />
      </ProfileSection>
      <ProfileSection id="profil-privat" title={t('personal.legend')}>
        <p className={styles.notice}>{t('personal.hint')}</p>
        <div className={styles.grid}>
          <SelectField
            id={fieldId(salutation)}
            label={t('personal.salutation')}
            error={s.errors.get(salutation)}
            value={s.form.personalInfo.salutation || 'none'}
            onChange={(e) => s.update((f) => setIn(f, salutation, e.target.value))}
          >
            {SALUTATIONS.map((v) => (
              <option key={v} value={v}>
                {t(`personal.salutations.${v}`)}
              </option>
            ))}
          </SelectField>
          <ProfileText s={s} path="personalInfo.firstName" label={t('personal.firstName')} autoComplete="given-name" />
          <ProfileText s={s} path="personalInfo.lastName" label={t('personal.lastName')} autoComplete="family-name" />
          <ProfileText s={s} path="personalInfo.phone" label={t('personal.phone')} type="tel" autoComplete="tel" />
          <ProfileText s={s} path="personalInfo.position" label={t('personal.position')} />
        </div>
      </ProfileSection>
    </>
  );
}

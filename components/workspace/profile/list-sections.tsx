'use client';

import { useTranslations } from 'next-intl';
import { EMPTY_ADDRESS, fieldId, setIn } from '@/lib/workspace/profile-form';
import { SelectField } from '@/components/posting/form-fields';
import { AddressFields } from './company-sections';
import {
  ListItem,
  ProfileSection,
  ProfileText,
  ProfileUpload,
  type SectionProps,
  withItem,
  withoutItem,
} from './profile-field';
import styles from './profile-editor.module.scss';

const SALUTATIONS = ['none', 'ms', 'mr', 'diverse'] as const;

const EMPTY_PERSON = {
  salutation: '',
  firstName: '',
  lastName: '',
  photoFileId: '',
  email: '',
  position: '',
  phone: '',
  linkedinProfile: '',
  contactInfo: '',
};

/** docs/product.md §3 contact people, each with a square photo (docs/product.md §9). */
export function ContactsSection({ s }: { s: SectionProps }) {
  const t = useTranslations('workspace.profile');
  return (
    <ProfileSection id="profil-ansprechpersonen" title={t('contacts.legend')}>
      <ul className={styles.list}>
        {s.form.contactPeople.map((_, i) => {
          const p = `contactPeople.${i}`;
          return (
            <ListItem
              key={i}
              legend={t('contacts.person', { number: i + 1 })}
              onRemove={() => withoutItem(s, 'contactPeople', i)}
            >
              <div className={styles.grid}>
                <SelectField
                  id={fieldId(`${p}.salutation`)}
                  label={t('personal.salutation')}
                  error={s.errors.get(`${p}.salutation`)}
                  value={s.form.contactPeople[i].salutation || 'none'}
                  onChange={(e) => s.update((f) => setIn(f, `${p}.salutation`, e.target.value))}
                >
                  {SALUTATIONS.map((v) => (
                    <option key={v} value={v}>
                      {t(`personal.salutations.${v}`)}
                    </option>
                  ))}
                </SelectField>
                <ProfileText s={s} path={`${p}.firstName`} label={t('personal.firstName')} />
                <ProfileText s={s} path={`${p}.lastName`} label={t('personal.lastName')} />
                <ProfileText s={s} path={`${p}.position`} label={t('personal.position')} />
                <ProfileText s={s} path={`${p}.email`} label={t('contacts.email')} type="email" />
                <ProfileText s={s} path={`${p}.phone`} label={t('personal.phone')} type="tel" />
                <ProfileText s={s} path={`${p}.linkedinProfile`} label={t('contacts.linkedinProfile')} type="url" />
              </div>
              <ProfileText s={s} path={`${p}.contactInfo`} label={t('contacts.contactInfo')} multiline />
              <ProfileUpload s={s} path={`${p}.photoFileId`} label={t('contacts.photo')} hint={t('images.photoHint')} />
            </ListItem>
          );
        })}
      </ul>
      <button type="button" className="button" onClick={() => withItem(s, 'contactPeople', EMPTY_PERSON)}>
        {t('contacts.add')}
      </button>
    </ProfileSection>
  );
}

/** docs/product.md §3 further locations: a name and an address without a second line. */
export function LocationsSection({ s }: { s: SectionProps }) {
  const t = useTranslations('workspace.profile.locations');
  return (
    <ProfileSection id="profil-standorte" title={t('legend')}>
      <ul className={styles.list}>
        {s.form.furtherLocations.map((_, i) => (
          <ListItem
            key={i}
            legend={t('location', { number: i + 1 })}
            onRemove={() => withoutItem(s, 'furtherLocations', i)}
          >
            <ProfileText s={s} path={`furtherLocations.${i}.name`} label={t('name')} />
            <AddressFields s={s} path={`furtherLocations.${i}.address`} />
          </ListItem>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        onClick={() => withItem(s, 'furtherLocations', { name: '', address: { ...EMPTY_ADDRESS } })}
      >
        {t('add')}
      </button>
    </ProfileSection>
  );
}

/** docs/product.md §3 FAQ: questions and answers, shown on the public page and as FAQ markup for search engines. */
export function FaqSection({ s }: { s: SectionProps }) {
  const t = useTranslations('workspace.profile.faq');
  return (
    <ProfileSection id="profil-fragen" title={t('legend')}>
      <ul className={styles.list}>
        {s.form.faq.map((_, i) => (
          <ListItem key={i} legend={t('entry', { number: i + 1 })} onRemove={() => withoutItem(s, 'faq', i)}>
            <ProfileText s={s} path={`faq.${i}.question`} label={t('question')} />
            <ProfileText s={s} path={`faq.${i}.answer`} label={t('answer')} multiline />
          </ListItem>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => withItem(s, 'faq', { question: '', answer: '' })}>
        {t('add')}
      </button>
    </ProfileSection>
  );
}

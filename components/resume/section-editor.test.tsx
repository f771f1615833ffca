// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import type { ResumeTerms } from '@/lib/data/resume';
import type { SectionFormState } from '@/lib/resume/form-state';
import type { SectionSlug, WizardStep } from '@/lib/resume/sections';
import { SectionEditor } from './section-editor';

afterEach(cleanup);

const TERMS: ResumeTerms = {
  occupational_field: [{ tid: 1, label: 'Pflege' }],
  employment_type: [{ tid: 2, label: 'Vollzeit' }],
  career_status: [{ tid: 3, label: 'Berufserfahren' }],
  degree_level: [{ tid: 4, label: 'Bachelor' }],
  field_of_study: [{ tid: 5, label: 'Medizin' }],
  language: [
    { tid: 6, label: 'Englisch' },
    { tid: 7, label: 'Französisch' },
  ],
  skill: [{ tid: 8, label: 'Excel' }],
};
const action = async (state: SectionFormState) => state;

function show(slug: SectionSlug, state: Partial<SectionFormState> = {}, step?: WizardStep) {
  const initial = { values: {}, errors: {}, general: [], ...state };
  return render(
    <NextIntlClientProvider locale="de" messages={{ resume: messages.resume, resumeWizard: messages.resumeWizard }}>
      <SectionEditor slug={slug} step={step} initial={initial} terms={TERMS} action={action} />
    </NextIntlClientProvider>,
  );
}

describe('SectionEditor', () => {
  it('shows what was typed with the German problem next to its field', () => {
    show('personal-info', {
      values: { firstName: 'Anna', lastName: '', phone: 'abc' },
      errors: { lastName: messages.resume.errors.name, phone: messages.resume.errors.phone },
    });
    expect(screen.getByLabelText('Vorname')).toHaveProperty('value', 'Anna');
    const phone = screen.getByLabelText('Telefonnummer');
    expect(phone).toHaveProperty('value', 'abc');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe(
      messages.resume.errors.phone,
    );
    expect(screen.getByRole('alert').textContent).toContain(messages.resume.errors.name);
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
  });

  it('offers "Keine Angabe" once as the salutation', () => {
    show('personal-info');
    const options = Array.from((screen.getByLabelText('Anrede') as HTMLSelectElement).options, (o) => o.text);
    expect(options).toEqual(['Keine Angabe', 'Frau', 'Herr', 'Divers']);
  });

  it('in the wizard hides photo, about and phone (docs/product.md §3) and finishes on personal info', () => {
    show('personal-info', {}, 'personal-info');
    expect(screen.queryByLabelText('Telefonnummer')).toBeNull();
    expect(screen.queryByLabelText('Über mich')).toBeNull();
    expect(screen.getByLabelText('Vorname')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lebenslauf abschließen' })).toBeTruthy();
  });

  it('lists entries with buttons to move and remove them, and one empty entry to add', () => {
    show('work-experience', {
      values: { '0.jobTitle': 'Leitung', '0.period.current': 'on', '1.jobTitle': 'Pflegerin' },
    });
    expect(screen.getAllByLabelText('Position').map((i) => (i as HTMLInputElement).value)).toEqual([
      'Leitung',
      'Pflegerin',
      '',
    ]);
    expect(screen.getByRole('button', { name: 'Eintrag 1 nach oben' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Eintrag 2 entfernen' })).toHaveProperty('value', 'remove:1');
    expect(screen.getByRole('group', { name: 'Neuer Eintrag' })).toBeTruthy();
    expect(screen.getAllByLabelText('bis heute')[0]).toHaveProperty('checked', true);
  });

  it('asks a level for each chosen language only', () => {
    show('languages', { values: { tids: ['6'], 'level.6': 'C1' } });
    expect(screen.getByLabelText('Niveau von Englisch')).toHaveProperty('value', 'C1');
    expect(screen.queryByLabelText('Niveau von Französisch')).toBeNull();
    // Ticked with script running: the level is asked at once.
    fireEvent.click(screen.getByLabelText('Französisch'));
    expect(screen.getByLabelText('Niveau von Französisch')).toHaveProperty('value', '');
  });
});

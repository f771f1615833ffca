// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { JobPostingInput } from '@/lib/graphql/generated/operations';
import { AdStep } from './ad-step';
import { ApplicationStep } from './application-step';
import { RequirementsStep } from './requirements-step';
import { SalaryStep } from './salary-step';
import { renderStep, stepProps } from './steps-testing';

afterEach(cleanup);

describe('Anzeige: the fields follow the job type', () => {
  it.each([
    ['job_per_template', false, false],
    ['job_per_link', true, false],
    ['job_per_file', false, true],
  ] as const)('%s: link field %s, PDF upload %s', (type, link, file) => {
    renderStep(<AdStep {...stepProps({ type })} />);
    expect(screen.queryByLabelText('Adresse der Originalanzeige') !== null).toBe(link);
    expect(screen.queryByLabelText('Anzeige als PDF') !== null).toBe(file);
    expect(screen.getByLabelText('Logo für diese Anzeige')).toBeTruthy();
  });

  it('saves the title as typed and shows its error next to it, read with the field', () => {
    const props = stepProps({ type: 'job_per_template' }, { errors: { title: 'Bitte geben Sie einen Titel ein.' } });
    renderStep(<AdStep {...props} />);
    const title = screen.getByRole('textbox', { name: 'Stellentitel', description: /Bitte geben Sie einen Titel ein/ });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(title, { target: { value: 'Bäcker (m/w/d)' } });
    expect(props.update).toHaveBeenCalledWith({ title: 'Bäcker (m/w/d)' });
  });

  it('asks for the organization only when the user posts for several', () => {
    const organizations = [
      { id: 'a', name: 'Bäckerei Huber', trusted: true, jobCredits: 1, freeJobSlots: 0, logo: null },
      { id: 'b', name: 'Café Huber', trusted: false, jobCredits: 0, freeJobSlots: 0, logo: null },
    ];
    renderStep(
      <AdStep {...stepProps({ type: 'job_per_link' }, { context: { organizations: organizations.slice(0, 1) } })} />,
    );
    expect(screen.queryByLabelText('Unternehmen')).toBeNull();
    cleanup();
    renderStep(<AdStep {...stepProps({ type: 'job_per_link' }, { context: { organizations } })} />);
    expect(screen.getByRole('combobox', { name: 'Unternehmen' })).toBeTruthy();
  });
});

describe('Gehaltsangabe', () => {
  it('always says that most applicants want a salary, and that it is required where the site says so', () => {
    renderStep(<SalaryStep {...stepProps({})} />);
    expect(screen.getByText(/Über 60 % der Bewerbenden/)).toBeTruthy();
    expect(screen.queryByText(/Pflicht/)).toBeNull();
    cleanup();
    renderStep(<SalaryStep {...stepProps({}, { context: { salaryRequired: true } })} />);
    expect(screen.getByText(/Gehaltsangabe Pflicht/)).toBeTruthy();
  });

  it.each([
    ['45.000', 45000],
    ['3200', 3200],
    ['14,50', 14.5],
  ])('reads the lower end %j as %d', (text, value) => {
    const props = stepProps({ salary: { currencyCode: 'EUR', unit: 'year' } });
    renderStep(<SalaryStep {...props} />);
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: text } });
    expect(props.update).toHaveBeenLastCalledWith({ salary: { currencyCode: 'EUR', unit: 'year', min: value } });
  });

  it('saves the period and currency shown preselected with the first amount, untouched', () => {
    const props = stepProps({ salary: null });
    renderStep(<SalaryStep {...props} />);
    expect((screen.getByRole('combobox', { name: 'Zeitraum' }) as HTMLSelectElement).value).toBe('month');
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '3.200' } });
    expect(props.update).toHaveBeenLastCalledWith({ salary: { min: 3200, currencyCode: 'EUR', unit: 'month' } });
  });

  it('offers a band instead of a range and clears the range when the band is chosen', () => {
    const props = stepProps({ salary: { min: 3000, max: 3500 } });
    renderStep(<SalaryStep {...props} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Gehaltsband' }));
    expect(props.update).toHaveBeenCalledWith({ salary: null });
    fireEvent.change(screen.getByRole('combobox', { name: 'Gehaltsband (brutto pro Jahr)' }), {
      target: { value: '30000-40000' },
    });
    expect(props.update).toHaveBeenLastCalledWith({ salaryRange: '30000-40000' });
  });
});

describe('Anforderungen', () => {
  it('ticks taxonomy terms into the list of tids and keeps free text apart', () => {
    const props = stepProps(
      { skills: [7] },
      {
        terms: {
          skill: [
            { tid: 7, label: 'Teig herstellen' },
            { tid: 8, label: 'Kasse' },
          ],
        },
      },
    );
    renderStep(<RequirementsStep {...props} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kasse' }));
    expect(props.update).toHaveBeenLastCalledWith({ skills: [7, 8] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Weitere Kenntnisse' }), { target: { value: 'Sauerteig' } });
    expect(props.update).toHaveBeenLastCalledWith({ skillsFree: 'Sauerteig' });
  });
});

describe('Bewerbung: the fields follow the workflow', () => {
  it.each([
    ['internal', 'Lebenslauf ist Pflicht'],
    ['email', 'E-Mail-Adressen für Bewerbungen'],
    ['link', 'Link zur Bewerbung'],
  ] as const)('%s shows %s', (workflow, label) => {
    renderStep(<ApplicationStep {...stepProps({ applicationWorkflow: workflow })} />);
    expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('takes several addresses from one field', () => {
    const props = stepProps({ applicationWorkflow: 'email' });
    renderStep(<ApplicationStep {...props} />);
    fireEvent.change(screen.getByLabelText('E-Mail-Adressen für Bewerbungen'), {
      target: { value: 'jobs@baeckerei.de, chef@baeckerei.de' },
    });
    expect(props.update).toHaveBeenLastCalledWith({ applicationEmails: ['jobs@baeckerei.de', 'chef@baeckerei.de'] });
  });

  it('takes optional contact people who get the applications of the form besides the poster', () => {
    const props = stepProps({ applicationWorkflow: 'internal', applicationEmails: ['alt@baeckerei.de'] });
    renderStep(<ApplicationStep {...props} />);
    const field = screen.getByLabelText('Weitere Empfänger der Bewerbungen (optional)') as HTMLInputElement;
    expect(field.value).toBe('alt@baeckerei.de');
    expect(field.required).toBe(false);
    fireEvent.change(field, { target: { value: 'leitung@baeckerei.de' } });
    expect(props.update).toHaveBeenLastCalledWith({ applicationEmails: ['leitung@baeckerei.de'] });
  });

  it('lets the recruiter add qualifying questions once they are required', () => {
    const input: JobPostingInput = { applicationWorkflow: 'internal', applicationRequireQualifyingQuestions: true };
    const props = stepProps(input);
    renderStep(<ApplicationStep {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    expect(props.update).toHaveBeenLastCalledWith({
      applicationQualifyingQuestions: [{ question: '', answerType: 'yes_no', expected: 'yes' }],
    });
  });
});

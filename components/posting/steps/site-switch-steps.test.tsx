// @vitest-environment jsdom
// The wizard's steps by the site switches (docs/product.md §1.4): without SALARY_FREE_INPUT only the salary bands, and
// without ATTACHMENTS_FEATURE_ACTIVE no "Lebenslauf ist Pflicht" (docs/product-decisions.md "Salary free input and
// attachments switched off").
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApplicationStep } from './application-step';
import { SalaryStep } from './salary-step';
import { renderStep, stepProps } from './steps-testing';

afterEach(cleanup);

const NO_FREE_SALARY = { context: { salaryFreeInput: false } };
const KEPT = 'Diese Anzeige nennt bisher ein eigenes Gehalt. Es bleibt so stehen, bis Sie eine Gehaltsspanne wählen.';

describe('Gehaltsangabe without salary free input', () => {
  it('offers the bands only: no choice of kind, no amounts', () => {
    renderStep(<SalaryStep {...stepProps({}, NO_FREE_SALARY)} />);
    expect(screen.getByRole('combobox', { name: /^Gehaltsband/ })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText('Von')).toBeNull();
    expect(screen.queryByText(KEPT)).toBeNull();
  });

  it('offers both kinds where the site allows free input', () => {
    renderStep(<SalaryStep {...stepProps({})} />);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByLabelText('Von')).toBeTruthy();
  });

  it('says an amount from before stays, and a band chosen replaces it', () => {
    const props = stepProps({ salary: { min: 3000, max: 3400, currencyCode: 'EUR', unit: 'month' } }, NO_FREE_SALARY);
    renderStep(<SalaryStep {...props} />);
    expect(screen.getByText(KEPT)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /^Gehaltsband/ }), { target: { value: '30000-40000' } });
    expect(props.update).toHaveBeenLastCalledWith({ salaryRange: '30000-40000', salary: null });
  });

  it('shows the server’s refusal of amounts next to the band, read with it', () => {
    const message =
      'Auf dieser Seite geben Sie das Gehalt als Spanne aus der Liste an. Bitte wählen Sie eine Gehaltsspanne.';
    renderStep(<SalaryStep {...stepProps({}, { ...NO_FREE_SALARY, errors: { salary: message } })} />);
    expect(screen.getByRole('combobox', { name: /^Gehaltsband/, description: message })).toBeTruthy();
  });
});

describe('Bewerbung without attachments', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('attachments %s: %d "Lebenslauf ist Pflicht" boxes, the other requirements stay', (on, count) => {
    renderStep(
      <ApplicationStep
        {...stepProps({ applicationWorkflow: 'internal' }, { context: { applicationAttachments: on } })}
      />,
    );
    expect(screen.queryAllByRole('checkbox', { name: /Lebenslauf/ })).toHaveLength(count);
    expect(screen.getByRole('checkbox', { name: /Anschreiben/ })).toBeTruthy();
  });
});

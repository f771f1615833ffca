// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import { wizardSteps } from '@/lib/resume/wizard-steps';
import { WizardSteps } from './wizard-steps';

const navigation = vi.hoisted(() => ({ path: '/lebenslauf/wizard/personal-info' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.path }));
afterEach(cleanup);

const STEPS = [
  { step: 'import' as const, href: '/lebenslauf/wizard/import' },
  { step: 'job-preferences' as const, href: '/lebenslauf/wizard/job-preferences' },
  { step: 'personal-info' as const, href: '/lebenslauf/wizard/personal-info' },
];

function show(path: string) {
  navigation.path = path;
  render(
    <NextIntlClientProvider locale="de" messages={{ resumeWizard: messages.resumeWizard }}>
      <WizardSteps steps={STEPS} />
    </NextIntlClientProvider>,
  );
}

describe('the resume wizard', () => {
  it('lists its steps in a navigation and marks the current one', () => {
    show('/lebenslauf/wizard/personal-info');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Schritt 1 von 3: Lebenslauf hochladen',
      'Schritt 2 von 3: Berufswünsche',
      'Schritt 3 von 3: Persönliche Angaben',
    ]);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    expect(screen.getByRole('navigation', { name: 'Schritte' })).toBeTruthy();
  });

  it('shows the progress: "Schritt 2 von 3", the segments filled up to the current step', () => {
    show('/lebenslauf/wizard/job-preferences');
    expect(screen.getByText('Schritt 2 von 3')).toBeTruthy();
    const states = screen.getAllByRole('listitem').map((li) => li.getAttribute('data-state'));
    expect(states).toEqual(['done', 'current', 'next']);
  });

  it.each([
    [true, ['import', 'job-preferences', 'personal-info']],
    [false, ['job-preferences', 'personal-info']],
  ])('with RESUME_IMPORT %s has the steps %j (docs/product.md §2)', (on, steps) => {
    const region = { FEATURES: { RESUME_IMPORT: on } } as Parameters<typeof wizardSteps>[0];
    expect(wizardSteps(region).map((s) => s.step)).toEqual(steps);
  });
});

// @vitest-environment jsdom
// Item 14 of the walk-throughs: the wizard went on to the next step while the server had refused what was
// typed (the link, a maximum below the minimum) or a place was typed but not picked, and it was gone.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { JobPostingInput } from '@/lib/graphql/generated/operations';
import { startScriptedServer } from '@/lib/apollo/test-graphql-server';
import type { WizardStep } from '@/lib/posting/wizard-steps';
import { PostingTestProviders, savedPosting } from './posting-testing';
import { AdStep } from './steps/ad-step';
import { PlaceStep } from './steps/place-step';
import { SalaryStep } from './steps/salary-step';
import { CONTEXT, TERMS } from './steps/steps-testing';
import type { StepProps } from './wizard-context';
import { WizardFrame } from './wizard-frame';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const lookUp = vi.hoisted(() => vi.fn());
vi.mock('@/lib/apollo/post-operation', () => ({ postOperation: lookUp }));

type Sent = { variables: { input: JobPostingInput } };
/** The server refuses what the test names, as saveJobPosting does: the field's path and its German message. */
let refuse: (input: JobPostingInput) => Array<{ field: string; message: string }> = () => [];
let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer((request) => {
    const [operation] = request.body as Sent[];
    return { body: JSON.stringify([{ data: savedPosting(refuse(operation.variables.input)) }]) };
  });
});
afterEach(() => {
  cleanup();
  push.mockReset();
  lookUp.mockReset();
  refuse = () => [];
  server.requests.length = 0;
  window.localStorage.clear();
});
afterAll(() => server.close());

const sent = () => (server.requests.at(-1)!.body as Sent[])[0].variables.input;

function renderStep(step: WizardStep, initial: JobPostingInput, Fields: (props: StepProps) => React.ReactNode) {
  render(
    <PostingTestProviders url={server.url}>
      <WizardFrame id="p1" type={initial.type ?? 'job_per_template'} step={step} initial={initial} incomplete={[]}>
        {(draft) => <Fields draft={draft} context={CONTEXT} terms={TERMS} files={{ file: null, logo: null }} />}
      </WizardFrame>
    </PostingTestProviders>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));

describe('leaving a step keeps what the server refused, with its message', () => {
  it('a "Per Link" address that fails the check stays in its field with the reason, and the step stays', async () => {
    const failed = 'Die Seite antwortet mit dem Fehler 404. Bitte prüfen Sie die Adresse.';
    refuse = (input) => (input.linkUrl?.endsWith('/alt') ? [{ field: 'linkUrl', message: failed }] : []);
    renderStep('anzeige', { type: 'job_per_link' }, AdStep);
    type('Stellentitel', 'Elektriker (m/w/d)');
    type('Adresse der Originalanzeige', 'https://karriere.beispiel.de/stellen/alt');
    next();
    const link = await screen.findByRole('textbox', { name: 'Adresse der Originalanzeige', description: /Fehler 404/ });
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect((link as HTMLInputElement).value).toBe('https://karriere.beispiel.de/stellen/alt');
    expect(push).not.toHaveBeenCalled();
    // A reload brings back what was typed, not the address saved before.
    expect(window.localStorage.getItem('jobboard.posting-draft.p1')).toContain('/stellen/alt');

    type('Adresse der Originalanzeige', 'https://karriere.beispiel.de/stellen/elektriker');
    next();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/job/wizard/p1/ort'));
  });

  it('a maximum below the minimum stays in "Bis" with the German message instead of becoming "ab …"', async () => {
    const order = 'Das Höchstgehalt darf nicht unter dem Mindestgehalt liegen.';
    refuse = ({ salary }) =>
      salary?.min && salary.max && salary.max < salary.min ? [{ field: 'salary.max', message: order }] : [];
    renderStep('gehalt', { salary: null }, SalaryStep);
    type('Von', '3.000');
    type('Bis', '2.500');
    next();
    const max = await screen.findByRole('textbox', { name: 'Bis', description: order });
    expect((max as HTMLInputElement).value).toBe('2.500');
    expect(sent().salary).toEqual({ min: 3000, max: 2500, currencyCode: 'EUR', unit: 'month' });
    expect(push).not.toHaveBeenCalled();
  });
});

describe('a place typed but not picked from the list', () => {
  const trostberg = {
    label: '83308 Trostberg',
    locationType: 'postal_code',
    zip: '83308',
    administrativeArea: 'Bayern',
    countryCode: 'DE',
    lat: 48.028,
    lon: 12.558,
  };

  it('is added when it names one (a postal code), and saved before the next step', async () => {
    lookUp.mockResolvedValue({ searchPlaces: [trostberg] });
    renderStep('ort', {}, PlaceStep);
    type('Ort oder Postleitzahl', '83308');
    next();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/job/wizard/p1/anforderungen'));
    expect(sent().locations).toEqual([
      {
        label: '83308 Trostberg',
        lat: 48.028,
        lon: 12.558,
        address: { countryCode: 'DE', administrativeArea: 'Bayern', zip: '83308', locality: 'Trostberg' },
      },
    ]);
  });

  it('keeps the step with the message next to the field when it names none', async () => {
    lookUp.mockResolvedValue({ searchPlaces: [] });
    renderStep('ort', {}, PlaceStep);
    type('Ort oder Postleitzahl', 'Atlantis');
    next();
    const field = await screen.findByRole('combobox', {
      name: 'Ort oder Postleitzahl',
      description: /Bitte wählen Sie einen Ort aus der Liste der Vorschläge/,
    });
    expect((field as HTMLInputElement).value).toBe('Atlantis');
    expect(document.activeElement).toBe(field);
    expect(push).not.toHaveBeenCalled();
  });
});

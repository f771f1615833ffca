// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startScriptedServer } from '@/lib/apollo/test-graphql-server';
import type { JobType } from '@/lib/graphql/generated/operations';
import type { WizardStep } from '@/lib/posting/wizard-steps';
import { PostingTestProviders, savedPosting } from './posting-testing';
import { WizardFrame } from './wizard-frame';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer(() => ({ body: JSON.stringify([{ data: savedPosting() }]) }));
});
afterEach(() => {
  cleanup();
  push.mockReset();
  server.requests.length = 0;
});
afterAll(() => server.close());

function renderFrame(type: JobType, step: WizardStep, incomplete: WizardStep[] = []) {
  render(
    <PostingTestProviders url={server.url}>
      <WizardFrame id="p1" type={type} step={step} initial={{ type }} incomplete={incomplete}>
        {(draft) => (
          <label>
            Stellentitel
            <input value={draft.input.title ?? ''} onChange={(e) => draft.update({ title: e.target.value })} />
          </label>
        )}
      </WizardFrame>
    </PostingTestProviders>,
  );
}

const stepLinks = () => within(screen.getByRole('navigation', { name: 'Schritte der Anzeige' })).getAllByRole('link');

describe('wizard frame: the step list', () => {
  it.each([
    ['job_per_template', 7],
    ['job_per_file', 6],
  ] as const)('%s: %i steps, the current one marked for screen readers', (type, count) => {
    renderFrame(type, 'gehalt');
    expect(stepLinks()).toHaveLength(count);
    const current = stepLinks().filter((link) => link.getAttribute('aria-current') === 'step');
    expect(current.map((link) => link.textContent)).toEqual(['4. Gehaltsangabe']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`Gehaltsangabe Schritt 4 von ${count}`);
  });

  it('names the steps that still lack something', () => {
    renderFrame('job_per_template', 'anzeige', ['ort', 'bewerbung']);
    const marked = stepLinks().filter((link) => link.textContent?.includes('noch unvollständig'));
    expect(marked.map((link) => link.getAttribute('href'))).toEqual(['/job/wizard/p1/ort', '/job/wizard/p1/bewerbung']);
  });

  it('has no "Zurück" on the first step and no "Weiter" on the last', () => {
    renderFrame('job_per_link', 'anzeige');
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
    cleanup();
    renderFrame('job_per_link', 'vorschau');
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
  });
});

describe('wizard frame: moving on saves first', () => {
  it('sends what was typed before it goes to the next step', async () => {
    renderFrame('job_per_template', 'anzeige');
    fireEvent.change(screen.getByLabelText('Stellentitel'), { target: { value: 'Bäcker (m/w/d)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/job/wizard/p1/ort'));
    expect(server.requests).toHaveLength(1);
    const [operation] = server.requests[0].body as Array<{ variables: { input: { title: string } } }>;
    expect(operation.variables.input.title).toBe('Bäcker (m/w/d)');
  });

  it('saves from the step list too, and leaves a modified click to the browser', async () => {
    renderFrame('job_per_template', 'ort');
    fireEvent.change(screen.getByLabelText('Stellentitel'), { target: { value: 'Konditor' } });
    fireEvent.click(stepLinks()[5]);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/job/wizard/p1/bewerbung'));
    expect(server.requests).toHaveLength(1);
    fireEvent.click(stepLinks()[0], { ctrlKey: true });
    expect(push).toHaveBeenCalledTimes(1);
  });
});

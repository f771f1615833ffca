// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { OrderActionState } from '@/lib/actions/commerce-actions';
import type { OrderStatus } from '@/lib/graphql/generated/operations';
import { CommerceTestProviders } from './commerce-testing';
import { AdminOrderActions } from './admin-order-actions';

afterEach(cleanup);

const posted: FormData[] = [];
/** As the server action answers: a reason is needed to cancel or refund; the API may refuse with its message. */
async function action(_previous: OrderActionState, form: FormData): Promise<OrderActionState> {
  posted.push(form);
  const reason = String(form.get('reason') ?? '');
  if (form.get('intent') !== 'paid' && !reason.trim()) return { error: 'Bitte geben Sie einen Grund an.', reason };
  const paymentDate = String(form.get('paymentDate') ?? '');
  if (paymentDate > '2026-11-28')
    return { error: 'Der Zahlungseingang kann nicht in der Zukunft liegen.', reason, paymentDate };
  return { error: 'Diese Bestellung ist bereits storniert.', reason, paymentDate };
}

function renderActions(status: OrderStatus) {
  posted.length = 0;
  render(
    <CommerceTestProviders>
      <AdminOrderActions
        order={{ id: 'o1', number: 'B-2026-00001', status }}
        amount="1.303,05 €"
        back={{ status: 'pending', page: 1 }}
        paymentDay={{ today: '2026-11-28', min: '2026-11-02' }}
        action={action}
      />
    </CommerceTestProviders>,
  );
}

const group = () => screen.getByRole('group', { name: 'Aktionen zu Bestellung B-2026-00001' });
const summaries = () => [...group().querySelectorAll('summary')].map((s) => s.textContent);

describe('the admin’s actions on an order', () => {
  it.each([
    ['pending', ['Als bezahlt markieren … B-2026-00001', 'Stornieren … B-2026-00001']],
    ['paid', ['Stornieren … B-2026-00001', 'Erstatten … B-2026-00001']],
  ] as const)('a %s order can be: %j', (status, expected) => {
    renderActions(status);
    expect(summaries()).toEqual(expected);
  });

  it.each(['cancelled', 'refunded'] as const)('a %s order has no actions', (status) => {
    renderActions(status);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('asks to confirm the payment with the amount, and sends where the list comes back to', async () => {
    renderActions('pending');
    const confirm = within(group()).getByRole('button', { name: 'Zahlungseingang bestätigen' });
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Ist der Betrag von 1.303,05 € eingegangen?',
    );
    fireEvent.click(confirm);
    await screen.findByText('Diese Bestellung ist bereits storniert.');
    expect(Object.fromEntries(posted[0])).toEqual({
      orderId: 'o1',
      intent: 'paid',
      status: 'pending',
      page: '1',
      paymentDate: '2026-11-28',
    });
  });

  it('asks for the day the money arrived, today by default, between the invoice and today', () => {
    renderActions('pending');
    const field = within(group()).getByLabelText('Datum des Zahlungseingangs');
    expect(field).toHaveProperty('value', '2026-11-28');
    expect(field.getAttribute('type')).toBe('date');
    expect([field.getAttribute('min'), field.getAttribute('max')]).toEqual(['2026-11-02', '2026-11-28']);
  });

  it('keeps a refused payment date with the error next to it', async () => {
    renderActions('pending');
    fireEvent.change(within(group()).getByLabelText('Datum des Zahlungseingangs'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.click(within(group()).getByRole('button', { name: 'Zahlungseingang bestätigen' }));
    await screen.findByText('Der Zahlungseingang kann nicht in der Zukunft liegen.');
    const refused = within(group()).getByLabelText('Datum des Zahlungseingangs');
    expect(refused).toHaveProperty('value', '2026-12-01');
    expect(refused.getAttribute('aria-invalid')).toBe('true');
    expect(refused.getAttribute('aria-describedby')).toContain(`${refused.id}-error`);
  });

  it('cancels only with a reason: the error stands next to it, and a refusal keeps what was typed', async () => {
    renderActions('paid');
    fireEvent.click(within(group()).getByRole('button', { name: 'Stornierung bestätigen' }));
    const reason = await screen.findByRole('textbox', {
      name: 'Grund',
      description: /Bitte geben Sie einen Grund an\./,
    });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason, { target: { value: 'Doppelt bestellt' } });
    fireEvent.click(within(group()).getByRole('button', { name: 'Stornierung bestätigen' }));
    await screen.findByText('Diese Bestellung ist bereits storniert.');
    expect(posted.at(-1)!.get('reason')).toBe('Doppelt bestellt');
    expect(screen.getAllByRole('textbox', { name: 'Grund' })[0]).toHaveProperty('value', 'Doppelt bestellt');
  });
});

// @vitest-environment jsdom
// The block list island: the list with its "entsperren" buttons, the ARIA 1.2 combobox by keyboard, and the answer of
// a name that names no organization (the German error next to the field, buttons for what it could mean).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import type { BlockFormState } from '@/lib/resume/privacy-state';
import { BlockedCompanies } from './blocked-companies';

const answer = vi.hoisted(() => ({ current: null as BlockFormState | null }));
vi.mock('@/lib/actions/resume-actions', () => ({
  resumePrivacyAction: async (previous: BlockFormState) => answer.current ?? previous,
}));
vi.mock('@/lib/auth/session-client', () => ({
  fetchSession: async () => ({ session: { jwt: 'token' }, invalid: false }),
}));
const asked = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('@/lib/apollo/post-operation', () => ({
  postOperation: async (_query: string, variables: Record<string, unknown>, audience: { token: string | null }) => {
    asked.push({ ...variables, token: audience.token });
    return {
      blockableOrganizations: [
        { id: 'o1', name: 'Siemens AG' },
        { id: 'o2', name: 'Siemens Healthineers AG' },
      ],
    };
  },
}));

afterEach(() => {
  cleanup();
  answer.current = null;
  asked.length = 0;
});

const m = messages.resumePrivacy;

function show(blocked = [{ id: 'b1', name: 'Müller GmbH' }]) {
  return render(
    <NextIntlClientProvider locale="de" messages={{ resumePrivacy: m }}>
      <BlockedCompanies resumeId="r1" site={{ regionId: 'franken', locale: 'de' }} blocked={blocked} />
    </NextIntlClientProvider>,
  );
}

describe('BlockedCompanies', () => {
  it('lists the blocked organizations, each with its own button; says so when there are none', () => {
    show();
    const list = screen.getByRole('list', { name: m.blocked.listLabel });
    expect(list.textContent).toContain('Müller GmbH');
    expect(screen.getByRole('button', { name: 'Müller GmbH entsperren' })).toBeTruthy();
    cleanup();
    show([]);
    expect(screen.getByText(m.blocked.none)).toBeTruthy();
  });

  it('is an ARIA combobox: suggestions while typing, arrows to move, Enter to pick, Escape to close', async () => {
    show();
    const field = screen.getByRole('combobox', { name: m.blocked.label });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(field, { target: { value: 'sie' } });
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    expect(asked).toEqual([{ resumeId: 'r1', name: 'sie', token: 'token' }]);
    const listbox = screen.getByRole('listbox');
    expect(field.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByText('2 Vorschläge. Mit den Pfeiltasten auswählen.').getAttribute('role')).toBe('status');

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const [first, second] = screen.getAllByRole('option');
    expect(field.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);

    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field).toHaveProperty('value', 'Siemens Healthineers AG');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    const form = field.closest('form')!;
    expect(new FormData(form).get('organizationId')).toBe('o2');

    // Typing again forgets the pick; Escape closes the list, a second Escape empties the field.
    fireEvent.change(field, { target: { value: 'Siemens' } });
    expect(new FormData(form).get('organizationId')).toBe('');
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field).toHaveProperty('value', '');
  });

  it('keeps what was typed with the German error next to the field and offers what the name could mean', async () => {
    show();
    answer.current = {
      blocked: [{ id: 'b1', name: 'Müller GmbH' }],
      typed: 'Siemens Health',
      error: m.errors.unknown,
      suggestions: [{ id: 'o2', name: 'Siemens Healthineers AG' }],
      notice: null,
      round: 1,
    };
    const field = screen.getByRole('combobox', { name: m.blocked.label });
    fireEvent.change(field, { target: { value: 'Siemens Health' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: m.blocked.add }));
    });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field).toHaveProperty('value', 'Siemens Health');
    const error = document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(error?.textContent).toBe(m.errors.unknown);
    const pick = screen.getByRole('button', { name: 'Siemens Healthineers AG sperren' });
    expect(pick.getAttribute('name')).toBe('organizationId');
    expect(pick.getAttribute('value')).toBe('o2');
  });

  it('says what it blocked and empties the field', async () => {
    show([]);
    answer.current = {
      blocked: [{ id: 'o1', name: 'Siemens AG' }],
      typed: '',
      error: null,
      suggestions: [],
      notice: { kind: 'added', names: 'Siemens AG' },
      round: 1,
    };
    const field = screen.getByRole('combobox', { name: m.blocked.label });
    fireEvent.change(field, { target: { value: 'Siemens AG' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: m.blocked.add }));
    });
    await waitFor(() => expect(screen.getByText('Gesperrt: Siemens AG.')).toBeTruthy());
    expect(field).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Siemens AG entsperren' })).toBeTruthy();
  });
});

'use client';

import { useActionState, useEffect, useRef } from 'react';
import type { CheckoutState } from '@/lib/commerce/checkout-state';
import type { CheckoutSetup } from './checkout-setup';
import { CheckoutEditStep } from './checkout-edit-step';
import { CheckoutSummary } from './checkout-summary';

export type CheckoutAction = (previous: CheckoutState, form: FormData) => Promise<CheckoutState>;

/**
 * /checkout's two steps around one server action (useActionState): without JavaScript each post renders the
 * next step on the server; with it the step changes in place and focus moves to what changed (the step's
 * heading, or the problems above the form), so keyboard and screen-reader users go on from there.
 */
export function CheckoutFlow({
  setup,
  initial,
  action,
}: {
  setup: CheckoutSetup;
  initial: CheckoutState;
  action: CheckoutAction;
}) {
  const [state, dispatch, pending] = useActionState(action, initial);
  // Focus moves only when a post changed the state (not on the first render, nor on a re-run of the effect).
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    const problems = state.general.length > 0 || (state.step === 'edit' && Object.keys(state.errors).length > 0);
    const target = problems ? firstProblem(state) : document.getElementById('checkout-step');
    target?.focus();
  }, [state]);
  return state.step === 'summary' ? (
    <CheckoutSummary state={state} setup={setup} action={dispatch} pending={pending} />
  ) : (
    <CheckoutEditStep state={state} setup={setup} action={dispatch} pending={pending} />
  );
}

/** The first field with an error (where the user fixes it), else the problems above the form. */
function firstProblem(state: CheckoutState): HTMLElement | null {
  const field = state.step === 'edit' ? Object.keys(state.errors)[0] : undefined;
  if (field === 'productId') return document.querySelector<HTMLElement>('input[name="productId"]');
  const input = field ? document.getElementById(`checkout-${field}`) : null;
  return input ?? document.getElementById('checkout-problems');
}

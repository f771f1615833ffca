'use client';

import { useEffect, useRef } from 'react';

/**
 * The form's submit button; with JavaScript it turns into "sending…" and stays disabled while the
 * upload runs, so a second click cannot send the application twice. Without JavaScript it is a plain button.
 */
export function SubmitButton({
  label,
  sendingLabel,
  className,
}: {
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      // Let the browser take the click first; a disabled button would not be sent along.
      setTimeout(() => {
        // A check of the form's own (attachment-size-check.tsx) stopped the sending: the button stays usable.
        if (!button.current || event.defaultPrevented) return;
        button.current.disabled = true;
        button.current.textContent = sendingLabel;
      }, 0);
    };
    form.addEventListener('submit', onSubmit);
    // Back-forward cache: the page may come back with the button still disabled.
    const onShow = () => {
      if (!button.current) return;
      button.current.disabled = false;
      button.current.textContent = label;
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onShow);
    };
  }, [label, sendingLabel]);
  return (
    <button ref={button} type="submit" className={className}>
      {label}
    </button>
  );
}

'use client';

import { useEffect, useState } from 'react';

/** What the chosen files of a file input weigh together. */
function chosenBytes(input: HTMLInputElement): number {
  return Array.from(input.files ?? []).reduce((sum, file) => sum + file.size, 0);
}

/**
 * With JavaScript, files that together exceed `maxBytes` are refused before anything is sent: the German
 * error stands next to the file field, focus goes there and the form keeps everything typed. The server
 * refuses them anyway (without script it answers with the form again: docs/security.md); this only spares
 * the applicant a long upload that cannot succeed.
 */
export function AttachmentSizeCheck({
  inputId,
  maxBytes,
  message,
  className,
}: {
  inputId: string;
  maxBytes: number;
  message: string;
  className?: string;
}) {
  const [tooLarge, setTooLarge] = useState(false);
  const errorId = `${inputId}-size-error`;
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement) || !input.form) return;
    const form = input.form;
    const mark = (over: boolean) => {
      setTooLarge(over);
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== errorId);
      if (over) described.unshift(errorId);
      // The server's own error on the field (rendered with the page) keeps it invalid.
      if (over || described.includes(`${inputId}-error`)) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      if (described.length) input.setAttribute('aria-describedby', described.join(' '));
      else input.removeAttribute('aria-describedby');
    };
    const onChange = () => mark(chosenBytes(input) > maxBytes);
    const onSubmit = (event: SubmitEvent) => {
      if (chosenBytes(input) <= maxBytes) return;
      event.preventDefault();
      mark(true);
      input.focus();
    };
    input.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    return () => {
      input.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
    };
  }, [inputId, maxBytes, errorId]);
  return tooLarge ? (
    <p id={errorId} role="alert" className={className}>
      {message}
    </p>
  ) : null;
}

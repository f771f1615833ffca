'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { ConsentChoice } from '@/lib/contract';
import { keepFocusInside, useModalDialog } from '@/lib/forms/modal-dialog';
import type { CookieConsentTexts } from './consent-texts';
import styles from './cookie-consent.module.scss';

type Props = {
  texts: CookieConsentTexts;
  /** The choice in force, or null before any: then nothing is ticked. */
  initial: ConsentChoice | null;
  onChoose: (choice: ConsentChoice) => void;
  onClose: () => void;
};

/**
 * The settings (docs/product.md §4): each purpose with the services behind it, necessary always on, the others
 * ticked only as chosen before. "Alle akzeptieren", "Alle ablehnen" and "Auswahl speichern" side by side in one
 * style. A native modal dialog: Tab stays inside, Escape or the close button leave without a change, and focus
 * returns to where it was.
 */
export default function ConsentSettings({ texts, initial, onChoose, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [choice, setChoice] = useState<ConsentChoice>({
    statistics: initial?.statistics ?? false,
    marketing: initial?.marketing ?? false,
  });

  useModalDialog(dialog, heading, onClose);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChoose(choice);
  };
  const { settings } = texts;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="cookie-settings-title"
      aria-describedby="cookie-settings-intro"
      onKeyDown={(event) => keepFocusInside(event, dialog.current, heading.current)}
    >
      <form onSubmit={save}>
        <h2 id="cookie-settings-title" ref={heading} tabIndex={-1} className={styles.dialogTitle}>
          {settings.title}
        </h2>
        <p id="cookie-settings-intro">
          {settings.intro} <a href={texts.privacyHref}>{texts.banner.privacy}</a>
        </p>
        {texts.purposes.map((purpose) => {
          const id = `cookie-purpose-${purpose.key}`;
          return (
            <fieldset key={purpose.key} className={styles.purpose} aria-describedby={`${id}-text`}>
              <legend className={styles.purposeTitle}>
                {purpose.key === 'necessary' ? (
                  <>
                    {purpose.title} <span className={styles.alwaysOn}>({settings.alwaysOn})</span>
                  </>
                ) : (
                  <label htmlFor={id} className={styles.purposeChoice}>
                    <input
                      type="checkbox"
                      id={id}
                      checked={choice[purpose.key]}
                      onChange={(event) => setChoice((c) => ({ ...c, [purpose.key]: event.target.checked }))}
                    />
                    {purpose.title}
                  </label>
                )}
              </legend>
              <p id={`${id}-text`}>{purpose.text}</p>
              <p className={styles.servicesLabel}>{settings.services}</p>
              <ul className={styles.services}>
                {purpose.services.map((service) => (
                  <li key={service.name}>
                    <strong>{service.name}</strong>: {service.text}
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
        <p className={styles.note}>{settings.withdrawNote}</p>
        <div className={styles.choices}>
          <button
            type="button"
            className={`button ${styles.choice}`}
            onClick={() => onChoose({ statistics: true, marketing: true })}
          >
            {settings.acceptAll}
          </button>
          <button
            type="button"
            className={`button ${styles.choice}`}
            onClick={() => onChoose({ statistics: false, marketing: false })}
          >
            {settings.reject}
          </button>
          <button type="submit" className={`button ${styles.choice}`}>
            {settings.save}
          </button>
        </div>
      </form>
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={settings.close}
        title={settings.close}
      >
        ×
      </button>
    </dialog>
  );
}

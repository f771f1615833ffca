'use client';

import { type DragEvent, useEffect, useRef, useState } from 'react';
import { UploadIcon } from '@/components/icons/ui-icons';
import { fileSize, mergeFiles } from './file-size';
import styles from './file-drop-zone.module.scss';

export type FileDropZoneTexts = {
  /** "Dateien hierher ziehen oder klicken, um sie auszuwählen". */
  prompt: string;
  /** The remove button's name for one file, `{name}` in it: "„{name}“ entfernen". */
  remove: string;
  /** The visible remove button's text. */
  removeShort: string;
};

type Props = {
  id: string;
  name: string;
  accept: string;
  multiple?: boolean;
  required?: boolean;
  describedBy?: string;
  invalid?: boolean;
  texts: FileDropZoneTexts;
};

/** Puts `files` into the input as its choice; the input then posts them as if picked in the dialog. */
function choose(input: HTMLInputElement, files: readonly File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

/**
 * A file field as a drop zone: click it (or Enter, Space) for the browser's file dialog, or drop files on it;
 * each chosen file is listed with its size and a button that removes it. The real <input type=file> stays
 * and covers the zone, so the form posts as before and the server checks what arrives; without script it
 * is the plain file field (docs/product-decisions.md "Design, second pass"). A change is announced to the
 * form's other scripts (the size check) as the input's own change event.
 */
export function FileDropZone({ id, name, accept, multiple = false, required, describedBy, invalid, texts }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [enhanced, setEnhanced] = useState(false);
  const [dragging, setDragging] = useState(false);
  const announcing = useRef(false);

  // A choice the browser kept (back to the page) is listed too.
  useEffect(() => {
    setEnhanced(true);
    setFiles(Array.from(input.current?.files ?? []));
  }, []);

  const update = (next: readonly File[]) => {
    const field = input.current;
    if (!field) return;
    choose(field, next);
    setFiles([...next]);
    announcing.current = true;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    announcing.current = false;
  };

  const onChange = () => {
    if (announcing.current || !input.current) return;
    const picked = Array.from(input.current.files ?? []);
    update(multiple ? mergeFiles(files, picked) : picked.slice(0, 1));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length) update(multiple ? mergeFiles(files, dropped) : dropped.slice(0, 1));
  };

  const remove = (index: number) => {
    update(files.filter((_, i) => i !== index));
    input.current?.focus();
  };

  return (
    <div className={styles.wrap}>
      <div
        className={styles.zone}
        data-enhanced={enhanced || undefined}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          multiple={multiple}
          accept={accept}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={styles.input}
          onChange={onChange}
        />
        <p className={styles.prompt} aria-hidden="true">
          <UploadIcon />
          <span>{texts.prompt}</span>
        </p>
      </div>
      <ul className={styles.files} aria-live="polite">
        {files.map((file, index) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`}>
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileSize}>{fileSize(file.size)}</span>
            <button
              type="button"
              className={styles.remove}
              onClick={() => remove(index)}
              aria-label={texts.remove.replace('{name}', file.name)}
            >
              {texts.removeShort}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

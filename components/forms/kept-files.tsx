import styles from './kept-files.module.scss';

type Props = {
  files: ReadonlyArray<{ id: string; name: string }>;
  /** "Bereits hochgeladen:" in the form's own words. */
  heading: string;
  /** The label of the box that removes one file on the next post ("datei.pdf entfernen"). */
  removeLabel: (name: string) => string;
};

/**
 * The uploads a form's draft kept from an earlier attempt, each with a box to remove it: a checked box posts
 * remove.<file id>, and the server deletes that file (the application and the contact form).
 */
export function KeptFiles({ files, heading, removeLabel }: Props) {
  if (files.length === 0) return null;
  return (
    <div className={styles.kept}>
      <p>{heading}</p>
      <ul>
        {files.map((f) => (
          <li key={f.id}>
            {f.name}{' '}
            <label className={styles.remove}>
              <input type="checkbox" name={`remove.${f.id}`} value="1" /> {removeLabel(f.name)}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';

type Props = {
  /** The heading's id (aria-labelledby of the section). */
  id: string;
  title: string;
  /** The announcement after the button was used, or null. */
  done: string | null;
  /** The question about the alert the link names, or null when the link is unknown or used. */
  question: string | null;
  action: (form: FormData) => Promise<void>;
  token: string;
  button: string;
  invalidLink: string;
  toJobs: ReactNode;
  /** Shown after the announcement (the confirm page's way out of the alert). */
  afterDone?: ReactNode;
};

/**
 * The two pages a job alert mail links to (confirm, unsubscribe): opening the link changes nothing, only the
 * page's button (a POST) does, so a mail scanner that opens links confirms or cancels nothing.
 */
export function AlertLinkPage({
  id,
  title,
  done,
  question,
  action,
  token,
  button,
  invalidLink,
  toJobs,
  afterDone,
}: Props) {
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {done ? (
        <>
          <p role="status">{done}</p>
          {afterDone}
        </>
      ) : question ? (
        <form action={action}>
          <p>{question}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            {button}
          </button>
        </form>
      ) : (
        <p>{invalidLink}</p>
      )}
      <p>
        <Link href="/jobs" prefetch={false}>
          {toJobs}
        </Link>
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';

type Props = { id: string; title: string; className?: string; children: ReactNode };

/**
 * One section of the organization page, named by its h2: the ids are the page's anchors, and the end-to-end
 * and axe checks find the sections by them.
 */
export function OrganizationSection({ id, title, className, children }: Props) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

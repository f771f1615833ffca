import type { ReactNode } from 'react';

/** A root layout with nothing in it, so /bench/empty measures the framework alone (bench only). */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  );
}

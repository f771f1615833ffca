import type { CSSProperties, ReactNode } from 'react';
import '@/styles/globals.scss';

export default function PlatformLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body style={{ '--color-primary-strong': '#1d6b5e' } as CSSProperties}>
        <main>{children}</main>
      </body>
    </html>
  );
}

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { FRAMING_HEADERS } from './lib/routing/framing-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // Lets parallel builds (a second worktree, a helper's e2e run) keep their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite'],
  // Static files and framework assets skip the proxy; they get the §2 framing headers here.
  async headers() {
    return [{ source: '/:path*', headers: Object.entries(FRAMING_HEADERS).map(([key, value]) => ({ key, value })) }];
  },
};

export default withNextIntl(nextConfig);

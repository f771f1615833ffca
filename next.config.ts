import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { STATIC_SECURITY_HEADERS } from './lib/routing/security-headers.ts';

const nextConfig: NextConfig = {
  // Lets parallel builds (a second worktree, a helper's e2e run) keep their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // unpdf ships pdf.js as one prebuilt module that loads at run time; bundling it again gains nothing.
  // @napi-rs/canvas (the PDF ad renderer's canvas) is a native addon, which a bundle cannot hold.
  // pg-boss, the job queue, is loaded as it ships, beside the pg it shares with the app.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg-boss',
    'unpdf',
    '@napi-rs/canvas',
    '@e-invoice-eu/core',
    '@cantoo/pdf-lib',
    '@cantoo/fontkit',
  ],
  experimental: {
    // The proxy runs on /api and /graphql, and Next cuts proxied bodies at 10 MB. docs/product.md §5 uploads of 50 MB
    // must arrive whole; the routes refuse more with a German 413 (application 54 MB, GraphQL 51 MB) before this.
    proxyClientMaxBodySize: 55 * 1024 * 1024,
  },
  // Static files and framework assets skip the proxy; they get the fixed security headers (docs/product.md §2 framing)
  // here.
  async headers() {
    return [
      { source: '/:path*', headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })) },
    ];
  },
};

/**
 * next-intl's plugin only tells the bundler where i18n/request.ts is. The running server bundles nothing, and the
 * plugin's module loads @swc/core and a file watcher into it, so the server reads the config without it
 * (docs/architecture.md "Memory").
 */
export default async function config(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./i18n/request.ts')(nextConfig);
}

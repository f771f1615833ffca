import type { AnalyticsClientConfig } from './client-config';

/** Franken's analytics as its pages get them, for the browser-side tests. */
export const TEST_ANALYTICS_CONFIG: AnalyticsClientConfig = {
  frontend: 'franken',
  consent: { cmpId: 'oASuI7ZQTg70', version: 1, maxAgeDays: 365 },
  cmp: null,
  ga4: { measurementIds: ['G-JBRGNL0001', 'G-B7HR370RU2'], tagUrl: 'https://tag.example/gtag/js', transportUrl: null },
  serverSideEvents: true,
  conversionEvents: ['job_apply_complete'],
  services: [],
};

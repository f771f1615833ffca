/** The employer's workspace (issue 14): its pages, in the order of its navigation. */
export const WORKSPACE_SECTIONS = [
  { key: 'jobs', path: '/job-manager' },
  { key: 'applications', path: '/job-manager/bewerbungen' },
  { key: 'profile', path: '/job-manager/profil' },
  { key: 'team', path: '/job-manager/team' },
  { key: 'log', path: '/job-manager/verlauf' },
] as const;

export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number]['key'];

import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from './test-template';

/**
 * Migrates one PGlite per vitest run; openTestDb() opens each test file's database from it instead of
 * migrating again. The PostgreSQL pass needs none: its files share one server, whose migrations run once.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', process.env.DATABASE_URL ? null : await buildPgliteTemplate());
}

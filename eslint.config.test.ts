import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import directions of docs/architecture.md, as eslint.config.mjs enforces them in `npm test`. */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('import boundaries', () => {
  it.each([
    ['a page reaching into server/', 'app/[region]/jobs/example.tsx', "import { getDb } from '@/server/db/client';", 1],
    [
      'a component reaching into server/',
      'components/jobs/example.tsx',
      "import { x } from '@/server/jobs/open-jobs';",
      1,
    ],
    ['lib/ outside the gate', 'lib/search/example.ts', "import { x } from '../../server/jobs/open-jobs';", 1],
    ['the proxy', 'proxy.ts', "import { getDb } from '@/server/db/client';", 1],
    ['the gate', 'lib/data/example.ts', "import { getDb } from '@/server/db/client';", 0],
    ['the contract', 'lib/contract.ts', "import { x } from '@/server/search/page-sizes';", 0],
    ['lib/search/ importing the gate', 'lib/search/example.ts', "import { x } from '@/lib/data/places';", 1],
    ['lib/search/ importing the gate, relatively', 'lib/search/example.ts', "import { x } from '../data/places';", 1],
    ['lib/search/ importing the contract', 'lib/search/example.ts', "import { x } from '@/lib/contract';", 0],
    ['the gate importing lib/search/', 'lib/data/example.ts', "import { x } from '@/lib/search/town-path';", 0],
    ['the GraphQL endpoint', 'app/graphql/example.ts', "import { x } from '@/server/graphql/server';", 0],
    ['an API route', 'app/api/example/route.ts', "import { getDb } from '@/server/db/client';", 0],
    [
      'server/ reaching into lib/',
      'server/jobs/example.ts',
      "import { x } from '../../lib/search/job-search-state';",
      1,
    ],
    ['a domain importing resolvers', 'server/alerts/example.ts', "import { x } from '../schema/jobs/resolvers';", 1],
    ['a domain importing its database schema', 'server/alerts/example.ts', "import { jobs } from '../db/schema';", 0],
    [
      'the GraphQL layer importing resolvers',
      'server/graphql/example.ts',
      "import { x } from '../schema/jobs/resolvers';",
      0,
    ],
    ['lib/ importing a component', 'lib/search/example.ts', "import { x } from '@/components/search/facet-group';", 1],
    ['a component importing a page', 'components/jobs/example.tsx', "import x from '@/app/[region]/page';", 1],
  ])('%s: %s', async (_name, filePath, code, errors) => {
    expect(await restrictedImports(filePath, `${code}\nexport const used = x;\n`)).toBe(errors);
  });
});

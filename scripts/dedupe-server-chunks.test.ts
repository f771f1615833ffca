import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkBody, dedupeServerChunks, duplicateGroups } from './dedupe-server-chunks';

const chunk = (body: string, name: string) => `${body}\n\n//# sourceMappingURL=${encodeURIComponent(name)}.map\n`;

describe('the server chunks Turbopack writes twice', () => {
  it.each([
    ['the source-map comment goes', chunk('module.exports=[1]', 'a.js'), 'module.exports=[1]\n'],
    ['a chunk without one stays', 'module.exports=[1]\n', 'module.exports=[1]\n'],
  ])('%s', (_, text, body) => expect(chunkBody(text)).toBe(body));

  it('groups byte-equal chunks under the first name and leaves single ones alone', () => {
    const files = [
      { name: 'c.js', text: chunk('module.exports=[1]', 'c.js') },
      { name: 'a.js', text: chunk('module.exports=[1]', 'a.js') },
      { name: 'b.js', text: chunk('module.exports=[2]', 'b.js') },
      { name: 'd.js', text: chunk('module.exports=[1]', 'd.js') },
    ];
    expect(duplicateGroups(files)).toEqual([['a.js', ['c.js', 'd.js']]]);
  });

  it('makes each later copy hand back the first one, so one module is loaded', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'chunks-'));
    const ssr = path.join(dist, 'server', 'chunks', 'ssr');
    mkdirSync(ssr, { recursive: true });
    const body = 'module.exports=[1,function(){return "Stellenanzeige"}]';
    for (const name of ['[root]__x._.js', '[root]__y._.js']) writeFileSync(path.join(ssr, name), chunk(body, name));
    writeFileSync(path.join(ssr, '[turbopack]_runtime.js'), 'module.exports={}');
    writeFileSync(path.join(ssr, 'single._.js'), chunk('module.exports=[2]', 'single._.js'));

    expect(dedupeServerChunks(dist)).toMatchObject({ copies: 1 });
    const load = createRequire(import.meta.url);
    expect(load(path.join(ssr, '[root]__y._.js'))).toBe(load(path.join(ssr, '[root]__x._.js')));
    expect(readFileSync(path.join(ssr, 'single._.js'), 'utf8')).toBe(chunk('module.exports=[2]', 'single._.js'));
    // A second run finds nothing more to do.
    expect(dedupeServerChunks(dist)).toEqual({ copies: 0, bytes: 0 });
  });
});

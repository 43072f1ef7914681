import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { nodeSatisfies, nodeVersionProblem, REQUIRED_NODE } from '../../src/main/node-version';

describe('the Node.js version the host and the tools refuse to start on', () => {
  it("reads its range from package.json's engines", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
    expect(REQUIRED_NODE).toBe(pkg.engines.node);
    // the Node.js running these tests is a supported one
    expect(nodeVersionProblem(process.versions.node)).toBeNull();
  });

  it('refuses an older Node.js with a message that names both versions', () => {
    const problem = nodeVersionProblem('20.19.5', '>=22.12');
    expect(problem).toContain('needs Node.js >=22.12');
    expect(problem).toContain('this is Node.js 20.19.5');
    expect(nodeVersionProblem('v22.11.0', '>=22.12')).toContain('this is Node.js 22.11.0');
    for (const ok of ['22.12.0', 'v22.12.0', '22.20.1', '24.0.0']) expect(nodeVersionProblem(ok, '>=22.12')).toBeNull();
  });

  it('reads the usual range forms', () => {
    expect(nodeSatisfies('22.12.0', '>= 22.12.0')).toBe(true);
    expect(nodeSatisfies('23.1.0', '>=22.12 <23')).toBe(false);
    expect(nodeSatisfies('20.19.0', '>=20.19 <21 || >=22.12')).toBe(true);
    expect(nodeSatisfies('21.0.0', '>=20.19 <21 || >=22.12')).toBe(false);
    expect(nodeSatisfies('not a version', '>=22.12')).toBe(false);
    expect(() => nodeSatisfies('22.12.0', '~22.12')).toThrow(/Unreadable/);
  });
});

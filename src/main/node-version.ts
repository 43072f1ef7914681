/**
 * The Node.js the browser host and the command-line tools need: the range in package.json's `engines`.
 * On an older Node they start and then fail without a word (a bot that never moves), so they refuse to
 * start instead and say why. The desktop app runs on the Node that Electron bundles, which is new enough.
 */
import pkg from '../../package.json' with { type: 'json' };

/** The range package.json asks for, e.g. ">=22.12". */
export const REQUIRED_NODE: string = pkg.engines.node;

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : null;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** One comparator of a range (">=22.12", "<23", "22.12.0"); throws on a form this check does not read. */
function satisfies(v: Version, comparator: string): boolean {
  const m = /^(>=|<=|>|<|=)?(.+)$/.exec(comparator)!;
  const bound = parseVersion(m[2]!);
  if (!bound) throw new Error(`Unreadable Node.js version range "${comparator}" in package.json.`);
  const c = compare(v, bound);
  switch (m[1]) {
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/** Whether Node `version` ("22.12.0" or "v22.12.0") is in `range` (comparators joined by spaces, alternatives by "||"). */
export function nodeSatisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range.split('||').some((alt) => alt.replace(/([<>]=?|=)\s+/g, '$1').trim().split(/\s+/).every((comparator) => satisfies(v, comparator)));
}

/** Why `version` will not do (a sentence for the terminal), or null when it is in `range`. */
export function nodeVersionProblem(version: string, range: string = REQUIRED_NODE): string | null {
  if (nodeSatisfies(version, range)) return null;
  return `Card Table needs Node.js ${range} (see "engines" in package.json); this is Node.js ${version.replace(/^v/, '')}. Install Node.js 22 LTS or newer and start again.`;
}

/** Stops the process with a clear message when this Node.js is not one package.json asks for. */
export function requireSupportedNode(version: string = process.versions.node): void {
  const problem = nodeVersionProblem(version);
  if (!problem) return;
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}

// Lint rules, including the layering of DESIGN section 1: renderer -> common <- main; the engine imports
// nothing but its core (and types from src/common); electron-store stays in one main-process file.
import tseslint from 'typescript-eslint';

const platformModules = ['electron', 'electron-store', 'conf', 'ws', 'node:*', 'fs', 'path', 'os', 'crypto', 'http', 'pixi.js', 'gsap'];

/** The engine's import rules; `zod` is allowed in the files that hold the games' action schemas. */
function enginePatterns(zod) {
  return [
    { group: platformModules, message: 'The engine is pure: no platform, UI or IO modules.' },
    ...(zod ? [] : [{ group: ['zod'], allowTypeImports: true, message: "zod belongs in a game's schema.ts (the shape of its moves); elsewhere in the engine import its types only." }]),
    { group: ['**/session/**', '**/saves/**', '**/ipc/**', '**/web/**', '**/renderer/**', '**/cli/**'], message: 'The engine imports nothing but engine/core (and types).' },
    // src/common/games/* and engine-types are plain data and types; the contract module brings zod
    // bots/search is the one run-time import from src/main/bots: the shared search is pure and seeded
    { group: ['**/common/contract', '**/bots/**', '!**/bots/search'], allowTypeImports: true, message: 'The engine may import only types from the contract and src/main/bots (and the shared search).' },
  ];
}

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // General rule first: the specific blocks below replace it for their folders and repeat electron-store.
  {
    files: ['src/**/*.ts', 'tests/**/*.ts'],
    ignores: ['src/main/saves/electron-store.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron-store', message: 'Only src/main/saves/electron-store.ts may import electron-store.' }],
      }],
    },
  },
  {
    files: ['src/main/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: enginePatterns(false) }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'require'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded RNG in the game state.' }],
    },
  },
  // The shape of a move is one zod schema per game, kept in the engine folder (not in src/common) so that
  // the renderer bundle, which imports src/common/games, never carries zod. zod is pure (no IO): the
  // schema files and their shared parts may import it; the rest of the engine may import its types only.
  {
    files: ['src/main/engine/games/*/schema.ts', 'src/main/engine/core/schema.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: enginePatterns(true) }],
    },
  },
  {
    files: ['src/renderer/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: rendererPatterns(),
      }],
    },
  },
  // The table kit, the screens and i18n serve every game and know none: a game's table reaches them
  // through its manifest (main.ts hands it to the kit; the list of games registers its words), so
  // imports point from games/ to the kit, never back. Replaces the block above for these folders.
  {
    files: ['src/renderer/table/**/*.ts', 'src/renderer/ui/**/*.ts', 'src/renderer/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...rendererPatterns(),
          { group: ['**/games', '**/games/**'], message: 'The table kit, ui/ and i18n/ import no game: take what you need from the game\'s manifest (TableEnv.game, AppContext.tables).' },
        ],
      }],
    },
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/main/**', '**/renderer/**', 'electron-store', 'conf', 'ws', 'node:*'], message: 'The preload exposes the contract methods and nothing else.' },
          { group: ['**/common/contract'], allowTypeImports: true, message: 'Import run-time names from src/common/names: the sandboxed preload must stay small.' },
        ],
      }],
    },
  },
  {
    files: ['src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/main/**', '**/renderer/**', '**/preload/**', 'electron', 'electron-store', 'node:*'], message: 'src/common is the contract: it depends on nothing else of ours.' }],
      }],
    },
  },
);

/** What every renderer file may not import: main's modules and the platform; zod through the contract. */
function rendererPatterns() {
  return [
    { group: ['**/main/**', 'electron', 'electron-store', 'conf', 'ws', 'node:*'], message: 'The renderer talks to main only through src/common and the bridge.' },
    { group: ['**/common/contract'], allowTypeImports: true, message: 'Import run-time names from src/common/names: the contract module brings zod into the bundle.' },
  ];
}

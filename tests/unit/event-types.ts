/**
 * The `type` of every member of a game's `<Game>Event` union, read from src/common/games/<game>.ts with
 * the TypeScript compiler: what the engine may send, so every table can be checked against it.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { GAME_IDS, type GameId } from '../../src/common/names';

export const ROOT = join(__dirname, '..', '..');

const gameFile = (game: GameId): string => join(ROOT, 'src/common/games', `${game}.ts`);
let program: ts.Program | null = null;

export function eventTypes(game: GameId): string[] {
  const file = gameFile(game);
  program ??= ts.createProgram(GAME_IDS.map(gameFile), { strict: true, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const name = `${game[0]!.toUpperCase()}${game.slice(1)}Event`;
  const alias = source.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === name);
  if (!alias) throw new Error(`${name} not found in ${file}`);
  const union = checker.getTypeAtLocation(alias.name);
  const members = union.isUnion() ? union.types : [union];
  return members.map((m) => {
    const prop = m.getProperty('type')!;
    const literal = checker.getTypeOfSymbolAtLocation(prop, alias);
    if (!literal.isStringLiteral()) throw new Error(`${name}: a member without a literal type`);
    return literal.value;
  });
}

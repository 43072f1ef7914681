/**
 * Walks parsed JSON (a request, a save, an import) without recursion, so that no nesting can exhaust the
 * stack: how deep it nests (up to a limit) and whether an object carries an own `__proto__` key (which
 * JSON.parse keeps as data, and which schema libraries and spreads silently drop or turn into a prototype).
 */
export interface JsonShape {
  /** True when some value lies deeper than the limit (the walk stops there). */
  tooDeep: boolean;
  /** True when some object has an own key named `__proto__`. */
  protoKey: boolean;
}

export function jsonShape(value: unknown, maxDepth: number): JsonShape {
  const shape: JsonShape = { tooDeep: false, protoKey: false };
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= maxDepth) {
      shape.tooDeep = true;
      return shape;
    }
    if (!Array.isArray(v) && Object.hasOwn(v, '__proto__')) shape.protoKey = true;
    for (const child of Object.values(v)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return shape;
}

/**
 * Walking a value of site.yaml along its JSON Schema: the node a `$ref` leads to, the node of a
 * list's items or a block's key, and the value rebuilt with some of its parts replaced (translated
 * texts by one language's, phones and times by the site's way of writing them).
 */
import type { PathSegment } from "../read/yaml-source.ts";

export type SchemaNode = {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  $defs?: Record<string, SchemaNode>;
};

const DEF = "#/$defs/";

/** A `$ref` to the definition `name`. */
export const refTo = (name: string): string => `${DEF}${name}`;

/** The definition a node's `$ref` names (`#/$defs/…`), or undefined. */
export const refName = (node: SchemaNode | undefined): string | undefined => (node?.$ref?.startsWith(DEF) ? node.$ref.slice(DEF.length) : undefined);

/** The node itself, or the definition its `$ref` leads to (through further `$ref`s). */
export function resolveRef(root: SchemaNode, node: SchemaNode | undefined): SchemaNode | undefined {
  const name = refName(node);
  return name === undefined ? node : resolveRef(root, root.$defs?.[name]);
}

/** The schema of a list's items or of a block's key, within a resolved node. */
export function childNode(node: SchemaNode | undefined, part: PathSegment): SchemaNode | undefined {
  if (typeof part === "number") return node?.items;
  return node?.properties?.[part] ?? (typeof node?.additionalProperties === "object" ? node.additionalProperties : undefined);
}

/** What `visit` answers to walk on into a value's parts. */
export const WALK_ON: unique symbol = Symbol("walk on");

/**
 * `value` rebuilt along its schema: at each part, `visit` (given the part's schema node as written,
 * `$ref` and all) answers what stands there instead, or WALK_ON to keep the part and walk into its
 * items or keys.
 */
export function mapAlongSchema(root: SchemaNode, value: unknown, visit: (node: SchemaNode | undefined, value: unknown, path: PathSegment[]) => unknown): unknown {
  const walk = (node: SchemaNode | undefined, item: unknown, path: PathSegment[]): unknown => {
    const replaced = visit(node, item, path);
    if (replaced !== WALK_ON) return replaced;
    const resolved = resolveRef(root, node);
    if (Array.isArray(item)) return item.map((entry, i) => walk(childNode(resolved, i), entry, [...path, i]));
    if (item && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(childNode(resolved, key), entry, [...path, key])]));
    return item;
  };
  return walk(root, value, []);
}

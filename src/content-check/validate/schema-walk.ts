/**
 * Walking a value of site.yaml along its JSON Schema: the node a `$ref` leads to, the node of a
 * list's items or a block's key, and the value rebuilt with some of its parts replaced (translated
 * texts by one language's, phones and times by the site's way of writing them).
 */
import type { PathSegment } from "../wording/problem.ts";

export type SchemaNode = {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  $defs?: Record<string, SchemaNode>;
  /** The parts a definition is made of (a page kind: the page's common part and its own). */
  allOf?: SchemaNode[];
  /** One of several shapes, told apart by the value of one key (a page by its «kind»). */
  oneOf?: SchemaNode[];
  discriminator?: { propertyName: string };
  const?: unknown;
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

/**
 * The shapes of a node that is one of several, told apart by the value of one key (a page, by its
 * «kind»): each shape with its value of that key, in the schema's order. None for any other node.
 * The shapes are the one list of those values (a page's kinds).
 */
export function shapesOf(root: SchemaNode, node: SchemaNode | undefined): { tag: string; shape: SchemaNode }[] {
  const key = node?.discriminator?.propertyName;
  if (key === undefined) return [];
  return (node?.oneOf ?? []).flatMap((option) => {
    const shape = resolveRef(root, option);
    const tag = shape?.properties?.[key]?.const;
    return shape && typeof tag === "string" ? [{ tag, shape }] : [];
  });
}

/**
 * The shape a value has, within a resolved node: the node itself, or — for one of several shapes
 * told apart by a key — the shape whose key's value the value has (a page of «kind: apartment»).
 */
export function shapeOf(root: SchemaNode, node: SchemaNode | undefined, value: unknown): SchemaNode | undefined {
  if (!node?.discriminator || !value || typeof value !== "object") return node;
  const tag = (value as Record<string, unknown>)[node.discriminator.propertyName];
  return shapesOf(root, node).find((option) => option.tag === tag)?.shape ?? node;
}

/** The schema of a list's items or of a block's key, within a resolved node (and the parts it is made of). */
export function childNode(root: SchemaNode, node: SchemaNode | undefined, part: PathSegment): SchemaNode | undefined {
  if (typeof part === "number") return node?.items;
  const own = node?.properties?.[part] ?? (typeof node?.additionalProperties === "object" ? node.additionalProperties : undefined);
  return own ?? node?.allOf?.map((whole) => childNode(root, resolveRef(root, whole), part)).find((found) => found !== undefined);
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
    const resolved = shapeOf(root, resolveRef(root, node), item);
    if (Array.isArray(item)) return item.map((entry, i) => walk(childNode(root, resolved, i), entry, [...path, i]));
    if (item && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(childNode(root, resolved, key), entry, [...path, key])]));
    return item;
  };
  return walk(root, value, []);
}

/**
 * Help from the schema where the owner is in site.yaml: what a field is for (its Spanish
 * description, as the guide and the check say it), and which keys may be written at the cursor.
 * The place is read from CodeMirror's syntax tree of the text (incremental, so it costs nothing
 * per keystroke, and it reads a half-typed key as one), then walked along the schema with the
 * content check's own helpers (src/content-check/validate/schema-walk.ts).
 */
import { ensureSyntaxTree, syntaxTree } from "@codemirror/language";
import type { EditorState } from "@codemirror/state";
import schema from "../../schema/site.schema.json";
import { childNode, refName, resolveRef, shapeOf, shapesOf, type SchemaNode } from "../content-check/validate/schema-walk.ts";
import type { PathSegment } from "../content-check/wording/problem.ts";

type Described = SchemaNode & { description?: string; required?: string[]; allOf?: Described[]; properties?: Record<string, Described> };

const ROOT = schema as unknown as Described;

/** The syntax tree and its nodes, as CodeMirror's language package hands them over. */
type Tree = ReturnType<typeof syntaxTree>;
type SyntaxNode = ReturnType<Tree["resolveInner"]>;

/** A key the owner may write, with what it is for. */
export type KeyOption = { key: string; description?: string; required: boolean };

/** One step from the top of the file: a key or a list position, and the block or list it is in. */
type Step = { segment: PathSegment; container: SyntaxNode };

/** How long the tree may take to catch up with the text before help is given (the parser works in the background otherwise). */
const PARSE_BUDGET_MS = 50;

function treeOf(state: EditorState, upTo: number): Tree {
  return ensureSyntaxTree(state, upTo, PARSE_BUDGET_MS) ?? syntaxTree(state);
}

const textOf = (state: EditorState, node: SyntaxNode): string => state.doc.sliceString(node.from, node.to);

/** A key or scalar as written, without its quotes. */
function scalarText(state: EditorState, node: SyntaxNode | null): string | undefined {
  if (!node) return undefined;
  const text = textOf(state, node).trim();
  return node.name === "QuotedLiteral" ? text.slice(1, -1) : text;
}

/** The key of a block's line («name» of «name: Casa»). */
function keyOf(state: EditorState, pair: SyntaxNode): string | undefined {
  const key = pair.getChild("Key");
  return scalarText(state, key?.firstChild ?? key);
}

/** The steps from the top of the file to `node`: each key of a block and position in a list it is inside. */
function stepsTo(state: EditorState, node: SyntaxNode): Step[] {
  const steps: Step[] = [];
  for (let at: SyntaxNode | null = node; at; at = at.parent) {
    const container = at.parent;
    if (!container) break;
    if (at.name === "Pair") {
      const key = keyOf(state, at);
      if (key === undefined) return [];
      steps.unshift({ segment: key, container });
    } else if (at.name === "Item") {
      let index = 0;
      for (let before = at.prevSibling; before; before = before.prevSibling) if (before.name === "Item") index++;
      steps.unshift({ segment: index, container });
    }
  }
  return steps;
}

/** The value a block gives a key, as written («home» for «kind: home»). */
function valueIn(state: EditorState, block: SyntaxNode | undefined, key: string): string | undefined {
  for (let pair = block?.firstChild ?? null; pair; pair = pair.nextSibling) {
    if (pair.name === "Pair" && keyOf(state, pair) === key) return scalarText(state, pair.getChild("Key")?.nextSibling?.nextSibling ?? null);
  }
  return undefined;
}

/** The shape a block has within a resolved node: a page by its «kind», any other as the node says. */
function shapeIn(state: EditorState, node: Described | undefined, block: SyntaxNode | undefined): Described | undefined {
  const tag = node?.discriminator?.propertyName;
  return shapeOf(ROOT, node, tag === undefined ? undefined : { [tag]: valueIn(state, block, tag) }) as Described | undefined;
}

/** The schema's node of what `steps` lead to. */
function nodeAt(state: EditorState, steps: readonly Step[]): Described | undefined {
  let node: Described | undefined = ROOT;
  for (const { segment, container } of steps) {
    node = childNode(ROOT, shapeIn(state, resolveRef(ROOT, node) as Described | undefined, container), segment) as Described | undefined;
    if (!node) return undefined;
  }
  return node;
}

/** A node's description: its own, or the nearest one along its `$ref`s (a text of one line before any text). */
function descriptionOf(node: Described | undefined): string | undefined {
  const name = refName(node);
  return node?.description ?? (name === undefined ? undefined : descriptionOf(ROOT.$defs?.[name] as Described | undefined));
}

/** The keys a resolved node lists (its own and those of the parts it is made of), each with whether it is required. */
function keysOf(node: Described | undefined): KeyOption[] {
  if (!node) return [];
  const own = Object.entries(node.properties ?? {}).map(([key, child]) => ({ key, description: descriptionOf(child), required: node.required?.includes(key) ?? false }));
  const parts = (node.allOf ?? []).flatMap((part) => keysOf(resolveRef(ROOT, part) as Described | undefined));
  return [...own, ...parts].map((option) => ({ ...option, required: option.required || (node.required?.includes(option.key) ?? false) }));
}

/** Every key a block of `node` may hold; of one of several shapes not yet told apart, those of all of them. */
function allowedKeys(state: EditorState, node: Described | undefined, block: SyntaxNode | undefined): KeyOption[] {
  const resolved = resolveRef(ROOT, node) as Described | undefined;
  const shaped = shapeIn(state, resolved, block);
  const options = shaped?.discriminator ? shapesOf(ROOT, shaped).flatMap(({ shape }) => keysOf(shape as Described)) : keysOf(shaped);
  const seen = new Set<string>();
  return options.filter((option) => !seen.has(option.key) && seen.add(option.key));
}

/** What the field under the pointer is for: the key's (or, on a value, its key's) description, over the key. */
export function describeAt(state: EditorState, pos: number): { from: number; to: number; text: string } | null {
  let pair: SyntaxNode | null = treeOf(state, pos).resolveInner(pos, 1);
  while (pair && pair.name !== "Pair") pair = pair.parent;
  const key = pair?.getChild("Key");
  if (!pair || !key) return null;
  const text = descriptionOf(nodeAt(state, stepsTo(state, pair)));
  return text ? { from: key.from, to: key.to, text } : null;
}

/** The block a key typed at `pos` goes into: its steps from the top, and its node in the tree when it has one yet. */
type KeyPlace = { steps: Step[]; block?: SyntaxNode; from: number };

/**
 * Where a key is being typed at `pos`, if one is: a word alone on its line, after the line's
 * spaces or a list's «- ». The tree reads such a word as a key of the block around it, as a new
 * item of a list, or as the first line under a key.
 */
function keyPlaceAt(state: EditorState, pos: number): KeyPlace | null {
  const line = state.doc.lineAt(pos);
  const typed = /^(\s*)(-\s+)?([\w-]*)$/.exec(line.text.slice(0, pos - line.from));
  if (!typed) return null;
  const from = pos - (typed[3] ?? "").length;
  const tree = treeOf(state, pos);
  if (from < pos) {
    const node = tree.resolveInner(pos, -1);
    const pair = node.parent?.name === "Key" ? node.parent.parent : node.name === "Key" ? node.parent : null;
    // A key of a block: the block's other keys are its siblings.
    if (pair?.name === "Pair" && pair.parent) return { steps: stepsTo(state, pair.parent), block: pair.parent, from };
    // A word after «- »: the first key of a new item.
    if (node.parent?.name === "Item") return { steps: stepsTo(state, node.parent), from };
    // A word on the line under «key:»: the first key of its block.
    if (node.parent?.name === "Pair" && state.doc.lineAt(node.parent.from).number < line.number) return { steps: stepsTo(state, node.parent), from };
    return null;
  }
  return blankKeyPlace(state, tree, line.number, (typed[1] ?? "").length + (typed[2]?.length ?? 0), Boolean(typed[2]), from);
}

/**
 * A key about to be typed on a blank line (completion asked for by hand): the lines above say
 * where — a key at the same column is a sibling, a line less indented is the block's own key.
 */
function blankKeyPlace(state: EditorState, tree: Tree, lineNumber: number, column: number, newItem: boolean, from: number): KeyPlace | null {
  for (let number = lineNumber - 1; number >= 1; number--) {
    const line = state.doc.line(number);
    const written = /^(\s*)(-\s+)?([^\s#])?/.exec(line.text);
    if (!written?.[3]) continue;
    const indent = (written[1] ?? "").length;
    const keyColumn = indent + (written[2]?.length ?? 0);
    if (keyColumn === column && !newItem) {
      const pair = parentPair(tree.resolveInner(line.from + keyColumn, 1));
      return pair?.parent ? { steps: stepsTo(state, pair.parent), block: pair.parent, from } : null;
    }
    if (keyColumn < column || indent < column) {
      const pair = parentPair(tree.resolveInner(line.from + keyColumn, 1));
      if (!pair) return null;
      const steps = stepsTo(state, pair);
      // A new item of the list under that key: a position past its last.
      return { steps: newItem ? [...steps, { segment: 0, container: pair }] : steps, from };
    }
  }
  return column === 0 ? { steps: [], block: tree.topNode.getChild("Document")?.getChild("BlockMapping") ?? undefined, from } : null;
}

function parentPair(node: SyntaxNode): SyntaxNode | null {
  let at: SyntaxNode | null = node;
  while (at && at.name !== "Pair") at = at.parent;
  return at;
}

/** The keys that may be typed at `pos` (not those its block already has), from where the typed word starts; null where no key goes. */
export function keysAt(state: EditorState, pos: number): { from: number; options: KeyOption[] } | null {
  const place = keyPlaceAt(state, pos);
  if (!place) return null;
  const present = new Set<string>();
  for (let pair = place.block?.firstChild ?? null; pair; pair = pair.nextSibling) {
    // The key being typed is not yet one of them.
    if (pair.name === "Pair" && !(pair.from <= place.from && place.from <= pair.to)) present.add(keyOf(state, pair) ?? "");
  }
  const options = allowedKeys(state, nodeAt(state, place.steps), place.block).filter((option) => !present.has(option.key));
  return options.length > 0 ? { from: place.from, options } : null;
}

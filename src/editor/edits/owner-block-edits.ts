/**
 * The stays the owner notes on an apartment's calendar («calendar: blocks:»: a phone booking, the
 * family), written as the guide writes them, one a line:
 * «- { checkIn: 2026-12-24, checkOut: 2026-12-27, note: "Familia García" }».
 */
import { EditProblem, guarded, type EditResult } from "./edit-result.ts";
import { flowLine, madeText, nestedLines } from "./new-lines.ts";
import { apartmentName, apartmentPath, checkedPosition, has, listAt, siteData } from "./site-data.ts";
import { dataAt } from "./edit-check.ts";
import { addKey, insertItem, removeItem, removeKey } from "./text-edits.ts";
import type { ScalarHint, ScalarValue } from "./scalar-text.ts";

/** A stay as the schema's «ownerBlock» has it; the note is never published. */
export type OwnerBlock = { checkIn: string; checkOut: string; note?: string };

function blockLine(block: OwnerBlock): string {
  if (!block || typeof block.checkIn !== "string" || typeof block.checkOut !== "string") throw new EditProblem("faltan las fechas de llegada y de salida, como «2026-12-24»");
  if (block.note !== undefined && typeof block.note !== "string") throw new EditProblem("la nota tiene que ser un texto");
  const fields: [string, ScalarValue, ScalarHint][] = [
    ["checkIn", block.checkIn, { date: true }],
    ["checkOut", block.checkOut, { date: true }],
  ];
  if (block.note !== undefined && block.note !== "") fields.push(["note", block.note, { prefer: "double" }]);
  return flowLine(fields);
}

/**
 * Notes a stay on the apartment's calendar, among the others by its arrival day. An apartment
 * without «blocks» (or without «calendar») gets it, after what its calendar already has.
 */
export function addOwnerBlock(text: string, args: { apartment: string; block: OwnerBlock }): EditResult {
  return guarded(() => {
    const site = siteData(text);
    const path = apartmentPath(site, args.apartment);
    const line = blockLine(args.block);
    const calendar = [...path, "calendar"];
    if (!has(site, calendar)) return madeText(addKey(text, path, "calendar", nestedLines("blocks", [`- ${line}`])));
    const blocks = [...calendar, "blocks"];
    if (!has(site, blocks)) return madeText(addKey(text, calendar, "blocks", [`- ${line}`]));
    const later = listAt(site, blocks).findIndex((block) => String(dataAt(block, ["checkIn"])) > args.block.checkIn);
    return madeText(insertItem(text, blocks, [line], later < 0 ? undefined : later));
  });
}

/**
 * Takes a stay off the apartment's calendar. The last one takes «blocks» with it (and «calendar»,
 * if that was all it had), so the calendar reads as before it was noted.
 */
export function removeOwnerBlock(text: string, args: { apartment: string; block: number }): EditResult {
  return guarded(() => {
    const site = siteData(text);
    const path = apartmentPath(site, args.apartment);
    const calendar = [...path, "calendar"];
    const blocks = [...calendar, "blocks"];
    const count = listAt(site, blocks).length;
    const index = checkedPosition(args.block, count, `la estancia ${String(args.block + 1)} apuntada en el calendario de «${apartmentName(site, path)}»`);
    if (count > 1) return madeText(removeItem(text, blocks, index));
    const keys = dataAt(site.data, calendar);
    const onlyBlocks = keys !== null && typeof keys === "object" && Object.keys(keys).length === 1;
    return madeText(onlyBlocks ? removeKey(text, path, "calendar") : removeKey(text, calendar, "blocks"));
  });
}

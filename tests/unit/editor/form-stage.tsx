/**
 * What the tests of the editor's forms share: a form drawn as the editor would hold it (its text
 * kept, each change the form asks for applied and remembered with its summary), and the ways a
 * person finds a field by its label and fills it, and presses a button.
 */
import { act, useState, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { expect, vi } from "vitest";
import { EditorWordsProvider } from "../../../src/editor/editor-words.tsx";
import type { OnText } from "../../../src/editor/forms/form-edit.tsx";
import { editorWords } from "../../../src/labels/words.ts";
import { inPage } from "../support/page-language.tsx";
import type { ReactStage } from "../support/react-stage.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const words = editorWords.es;

/** A change the form gave the editor. */
export type Change = { text: string; summary: string };

/** Draws `node` as the editor page does: in Spanish, with the editor's words. */
export function drawInEditor(stage: ReactStage, node: ReactNode): void {
  stage.root = createRoot(stage.container);
  act(() => stage.root!.render(inPage(<EditorWordsProvider words={words}>{node}</EditorWordsProvider>)));
}

/** Draws `form(text, onText)` holding `text` as the editor does; returns the changes it makes, in order. */
export function drawForm(stage: ReactStage, text: string, form: (text: string, onText: OnText) => ReactNode): Change[] {
  const changes: Change[] = [];
  function Holder() {
    const [current, setCurrent] = useState(text);
    return form(current, (next, summary) => {
      changes.push({ text: next, summary });
      setCurrent(next);
    });
  }
  drawInEditor(stage, <Holder />);
  return changes;
}

/** The one element `selector` matches whose text is `text`. */
function only<T extends Element>(scope: ParentNode, selector: string, text: string): T {
  const found = [...scope.querySelectorAll<T>(selector)].filter((element) => element.textContent === text);
  expect(found.map((element) => element.textContent), `${selector} «${text}»`).toHaveLength(1);
  return found[0]!;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The control labelled `label` inside `scope`. */
export function control(scope: ParentNode, label: string): Control {
  const element = only<HTMLLabelElement>(scope, "label", label);
  const target = element.ownerDocument.getElementById(element.htmlFor);
  expect(target, label).not.toBeNull();
  return target as Control;
}

/** The form (or section) whose legend or title is `title`. */
export function part(scope: ParentNode, title: string): HTMLElement {
  const heading = only<HTMLElement>(scope, "legend, h3, h4", title);
  const found = heading.closest<HTMLElement>("form, section, li");
  expect(found, title).not.toBeNull();
  return found!;
}

/** Types `value` into a field (or chooses it in a list), as a person does: React hears it. */
export function fill(target: Control, value: string): void {
  const prototype = target instanceof HTMLSelectElement ? HTMLSelectElement.prototype : target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(target, value);
    target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

/** Fills each field of `values` (by label) inside `scope`. */
export function fillAll(scope: ParentNode, values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) fill(control(scope, label), value);
}

/** The button whose visible text (or label) is `name`, inside `scope`. */
export function button(scope: ParentNode, name: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll<HTMLButtonElement>("button")].filter((element) => element.textContent === name || element.getAttribute("aria-label") === name);
  expect(found.map((element) => element.textContent), `button «${name}»`).toHaveLength(1);
  return found[0]!;
}

export function press(element: HTMLElement): void {
  act(() => element.click());
}

/** The browser's «OK / Cancel» box, answered as the owner would (happy-dom has none). */
export function answerConfirm(answer: boolean) {
  const confirm = vi.fn(() => answer);
  window.confirm = confirm;
  return confirm;
}

/** The problem shown next to the form `scope`, and proof it describes the button that asked. */
export function shownProblem(scope: ParentNode, asked: HTMLButtonElement): string {
  const alert = scope.querySelector<HTMLElement>('[role="alert"]');
  expect(alert).not.toBeNull();
  expect(asked.getAttribute("aria-describedby")?.split(" ")).toContain(alert!.id);
  return alert!.textContent ?? "";
}

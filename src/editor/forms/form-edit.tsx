/**
 * What every form does with an edit: the new text goes to the editor with a line naming the
 * change (for the commit message); a problem is shown next to the form, said at once to screen
 * readers and tied to the button that asked for it, and the text stays as it was.
 */
import { useDeferredValue, useId, useMemo, useState } from "react";
import type { EditResult } from "../edits/edit-result.ts";
import { useEditorWords } from "../editor-words.tsx";
import { readSite, type SiteReading } from "./site-reading.ts";

/** The editor's side of a form: `next` is the whole new text; `summary`, a short Spanish line naming the change. */
export type OnText = (next: string, summary: string) => void;

/** What every task form takes. */
export type TaskProps = { text: string; onText: OnText };

/**
 * The text read for the forms, again only when it changes. Reading site.yaml takes some 30 ms (more
 * on a phone): while the owner types in the editor the forms catch up once the typing pauses,
 * never in the way of a keystroke. An edit is always made on the text as it is (`text`), never on
 * the one the form was drawn from.
 */
export function useSite(text: string): SiteReading {
  const settled = useDeferredValue(text);
  return useMemo(() => readSite(settled), [settled]);
}

/** Several edits one after the other, each on the text the one before made; the first problem stops them all. */
export function chained(text: string, steps: readonly ((text: string) => EditResult)[]): EditResult {
  let current = text;
  for (const step of steps) {
    const result = step(current);
    if ("problem" in result) return result;
    current = result.text;
  }
  return { text: current };
}

export type FormEdit = {
  /** The last edit's problem, until the next edit is made. */
  problem: string | null;
  /** The id to describe the form's button by, while there is a problem. */
  problemId: string | undefined;
  /** Gives the edit's text to the editor (when it changed anything) or keeps its problem; whether it was made. */
  apply: (result: EditResult, summary: string) => boolean;
};

export function useFormEdit({ text, onText }: TaskProps): FormEdit {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (result: EditResult, summary: string): boolean => {
    if ("problem" in result) {
      setProblem(result.problem);
      return false;
    }
    setProblem(null);
    if (result.text !== text) onText(result.text, summary);
    return true;
  };
  return { problem, problemId: problem ? `${id}-problem` : undefined, apply };
}

/** An edit's problem, next to its form. */
export function EditProblemNote({ edit }: { edit: FormEdit }) {
  const words = useEditorWords();
  if (!edit.problem || !edit.problemId) return null;
  return (
    <p id={edit.problemId} className="editor-notice editor-notice--error" role="alert">
      {words.tasks.refused} {edit.problem}
    </p>
  );
}

/** A text the forms can't read: the form says why, and waits for it to be fixed by hand. */
export function Unreadable({ problem }: { problem: string }) {
  const words = useEditorWords();
  return (
    <p className="editor-notice editor-notice--error" role="alert">
      {words.tasks.unreadable} {problem}
    </p>
  );
}

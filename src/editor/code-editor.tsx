import { autocompletion, type CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { yaml } from "@codemirror/lang-yaml";
import { lintGutter, linter, type Diagnostic } from "@codemirror/lint";
import { EditorState, type Text } from "@codemirror/state";
import { EditorView, hoverTooltip } from "@codemirror/view";
import { basicSetup } from "codemirror";
import { useEffect, useRef, type RefObject } from "react";
import type { Checker } from "./check-client.ts";
import type { CheckReport } from "./check-report.ts";
import type { Problem } from "../content-check/wording/problem.ts";
import { describeAt, keysAt } from "./schema-help.ts";

/** How long the text must stay still before it is checked: a word typed in one go is checked once. */
const CHECK_DELAY_MS = 400;

/** Where a problem's line and column (from 1, as `npm run check` prints them) are in `doc`: from there to the end of the word. */
export function problemRange(doc: Text, problem: Pick<Problem, "line" | "col">): { from: number; to: number } {
  const line = doc.line(Math.min(Math.max(problem.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(problem.col, 1) - 1, line.to);
  const word = /^\S*/.exec(line.text.slice(from - line.from))?.[0] ?? "";
  return { from, to: from + word.length };
}

/** The check's problems (or, once correct, its warnings) as the editor marks them in the text. */
function diagnosticsOf(doc: Text, report: CheckReport): Diagnostic[] {
  const [problems, severity] = report.ok ? [report.warnings, "warning" as const] : [report.problems, "error" as const];
  return problems.map((problem) => ({ ...problemRange(doc, problem), severity, message: problem.message }));
}

/** A field's description in a tooltip over its key. */
const fieldHelp = hoverTooltip((view, pos) => {
  const help = describeAt(view.state, pos);
  if (!help) return null;
  return {
    pos: help.from,
    end: help.to,
    above: true,
    create: () => {
      const dom = document.createElement("div");
      dom.className = "editor-help";
      dom.textContent = help.text;
      return { dom };
    },
  };
});

/** The keys that may be written at the cursor, those the block needs first, each with its description. */
function keyCompletions(context: CompletionContext): CompletionResult | null {
  const found = keysAt(context.state, context.pos);
  if (!found || (found.from === context.pos && !context.explicit)) return null;
  return {
    from: found.from,
    validFor: /^[\w-]*$/,
    options: found.options.map((option) => ({ label: option.key, apply: `${option.key}: `, type: "property", info: option.description, boost: option.required ? 1 : 0 })),
  };
}

export type CodeEditorProps = {
  /** The text it opens with; from then on the editor holds it. */
  text: string;
  /** Its accessible name. */
  label: string;
  checker: Checker;
  /** Every change, as it is typed. */
  onChange: (text: string) => void;
  /** Each check's answer for the text as it still is (an answer overtaken by typing is dropped); null if the check failed. */
  onReport: (report: CheckReport | null) => void;
  /** The view, for those who move its cursor or replace its text. */
  viewRef: RefObject<EditorView | null>;
};

/**
 * site.yaml in CodeMirror: YAML's colours, line numbers, undo; the check's problems marked at their
 * line and column once the typing pauses; a field's description over its key; the keys allowed at
 * the cursor offered as it types.
 */
export function CodeEditor({ text, label, checker, onChange, onReport, viewRef }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  // The latest callbacks, for the view made once.
  const latest = useRef({ checker, onChange, onReport });
  useEffect(() => {
    latest.current = { checker, onChange, onReport };
  });
  // The text it opens with, kept from the first render: the view owns the text from then on.
  const opening = useRef(text);

  useEffect(() => {
    if (!host.current) return;
    const check = linter(
      async (view) => {
        const doc = view.state.doc;
        let report: CheckReport | null = null;
        try {
          report = await latest.current.checker.check(doc.toString());
        } catch {
          report = null;
        }
        if (view.state.doc !== doc) return [];
        latest.current.onReport(report);
        return report ? diagnosticsOf(doc, report) : [];
      },
      { delay: CHECK_DELAY_MS },
    );
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: opening.current,
        extensions: [
          basicSetup,
          yaml(),
          EditorView.lineWrapping,
          // Reached by Tab like any field (axe asks it of the scrolling box around it).
          EditorView.contentAttributes.of({ "aria-label": label, autocapitalize: "off", autocorrect: "off", spellcheck: "false", tabindex: "0" }),
          autocompletion({ override: [keyCompletions] }),
          fieldHelp,
          check,
          lintGutter(),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      viewRef.current = null;
      view.destroy();
    };
  }, [label, viewRef]);

  return <div className="editor-code" ref={host} />;
}

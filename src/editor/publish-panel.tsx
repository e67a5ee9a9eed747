/**
 * Publishing from the editor: one commit with every change, through the GitHub layer, and then the
 * publishing run followed until the site shows the changes (or says why it doesn't). Refused while
 * the check finds a problem, while it runs, without changes or without a connection. When someone
 * changed the same lines meanwhile, nothing is written: both versions are shown, the owner's
 * changes stay on the device.
 */
import { useEffect, useId, useRef, useState } from "react";
import { fill } from "../labels/dictionary.ts";
import type { CheckReport } from "./check-report.ts";
import { useEditorWords } from "./editor-words.tsx";
import type { FileChange, GitHubSession, PublishConflict, RunState, Snapshot } from "./session.ts";

type Step =
  | { name: "idle" }
  | { name: "publishing" }
  | { name: "published"; message: string; merged: boolean; run: RunState }
  | { name: "conflicts"; conflicts: PublishConflict[] }
  | { name: "failed"; problem: string };

type Props = {
  github: GitHubSession | undefined;
  report: CheckReport | null | "checking";
  online: boolean;
  canPush: boolean;
  /** The changes to publish now, and the commit and text they were made on; null when there are none. */
  pending: () => { baseSha: string; baseText: string; changes: ReadonlyMap<string, FileChange>; summaries: readonly string[] } | null;
  /** Published: the branch as it is now (with others' changes when they were merged). */
  onPublished: (now: Snapshot) => void;
  /** «Partir de lo publicado ahora»: reads the branch and starts again from it. */
  onStartFromTheirs: () => void;
  hasChanges: boolean;
};

export function PublishPanel({ github, report, online, canPush, pending, onPublished, onStartFromTheirs, hasChanges }: Props) {
  const words = useEditorWords();
  const headingId = useId();
  const [step, setStep] = useState<Step>({ name: "idle" });
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);

  const blocked =
    !github || !canPush
      ? null
      : !online
        ? words.offlineNoPublish
        : report === "checking"
          ? words.waitForCheck
          : report === null || !report.ok
            ? words.fixBeforePublishing
            : !hasChanges
              ? words.nothingToPublish
              : null;

  const publish = async () => {
    const request = pending();
    if (!github || !request) return;
    setStep({ name: "publishing" });
    try {
      const outcome = await github.publish(request);
      if (!outcome.ok) return setStep("conflicts" in outcome ? { name: "conflicts", conflicts: outcome.conflicts } : { name: "failed", problem: outcome.problem });
      onPublished(outcome.now);
      const run: RunState = { state: "waiting" };
      setStep({ name: "published", message: outcome.message.split("\n")[0] ?? "", merged: outcome.merged, run });
      following.current?.abort();
      const controller = new AbortController();
      following.current = controller;
      const update = (state: RunState) => setStep((current) => (current.name === "published" ? { ...current, run: state } : current));
      update(await github.follow(outcome.commitSha, update, controller.signal));
    } catch {
      setStep({ name: "failed", problem: words.unreachable });
    }
  };

  if (!github || !canPush) return null;
  return (
    <section className="editor-publish" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.publishHeading}</h2>
      <button className="button" type="button" onClick={() => void publish()} disabled={blocked !== null || step.name === "publishing"} aria-describedby={`${headingId}-why`}>
        {words.publish}
      </button>
      <p id={`${headingId}-why`} className="editor-publish__why">
        {step.name === "publishing" ? "" : (blocked ?? "")}
      </p>
      <div role="status" aria-live="polite">
        {step.name === "publishing" ? <p>{words.publishing}</p> : null}
        {step.name === "published" ? <Published step={step} /> : null}
        {step.name === "failed" ? <p className="editor-notice editor-notice--error">{fill(words.publishFailed, { problem: step.problem })}</p> : null}
      </div>
      {step.name === "conflicts" ? <Conflicts conflicts={step.conflicts} onStartFromTheirs={onStartFromTheirs} /> : null}
    </section>
  );
}

function Published({ step }: { step: Extract<Step, { name: "published" }> }) {
  const words = useEditorWords();
  const { run } = step;
  return (
    <>
      <p>{step.merged ? words.publishedMerged : fill(words.published, { message: step.message })}</p>
      {run.state === "waiting" ? <p>{words.runWaiting}</p> : null}
      {run.state === "building" ? <p>{words.runBuilding}</p> : null}
      {run.state === "live" ? <p className="editor-report__passed">{words.runLive}</p> : null}
      {run.state === "unknown" ? <p>{words.runUnknown}</p> : null}
      {run.state === "failed" ? (
        <p className="editor-notice editor-notice--error">
          {words.runFailed}{" "}
          {run.url ? (
            <a href={run.url} target="_blank" rel="noopener noreferrer">
              {words.runLink}
            </a>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

function Conflicts({ conflicts, onStartFromTheirs }: { conflicts: readonly PublishConflict[]; onStartFromTheirs: () => void }) {
  const words = useEditorWords();
  const headingId = useId();
  return (
    <div className="editor-conflicts" role="alert" aria-labelledby={headingId}>
      <h3 id={headingId}>{words.conflictsHeading}</h3>
      <p>{words.conflictsIntro}</p>
      <ol>
        {conflicts.map((conflict, i) => (
          <li key={`${conflict.path}:${conflict.lines?.from ?? i}`}>
            {conflict.lines ? (
              <>
                <p>{fill(words.conflictLines, { path: conflict.path, from: conflict.lines.from, to: conflict.lines.to })}</p>
                <p className="editor-conflicts__label">{words.conflictTheirs}</p>
                <pre>{conflict.lines.theirs}</pre>
                <p className="editor-conflicts__label">{words.conflictOurs}</p>
                <pre>{conflict.lines.ours}</pre>
              </>
            ) : (
              <p>{fill(words.conflictFile, { path: conflict.path })}</p>
            )}
          </li>
        ))}
      </ol>
      <button className="button button--ghost" type="button" onClick={onStartFromTheirs}>
        {words.startFromTheirs}
      </button>
    </div>
  );
}

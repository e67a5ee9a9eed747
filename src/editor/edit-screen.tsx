import type { EditorView } from "@codemirror/view";
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from "react";
import { usePageLanguage } from "../components/page-language.tsx";
import { plural } from "../labels/dictionary.ts";
import { formatProblem, type Problem } from "../content-check/wording/problem.ts";
import type { Checker } from "./check-client.ts";
import type { CheckReport } from "./check-report.ts";
import type { PhotoFiles } from "./photo-files.ts";
import { CodeEditor, problemRange } from "./code-editor.tsx";
import type { Draft, DraftStore } from "./draft-store.ts";
import { useEditorWords } from "./editor-words.tsx";
import { PublishPanel } from "./publish-panel.tsx";
import { PreviewPanel } from "./site-preview/preview-panel.tsx";
import { TaskPanel } from "./tasks/task-panel.tsx";
import { addedPhotoFacts, type AddedPhotos } from "./device-photos/added-photos.ts";
import { devicePhotoDrafts, type PhotoDraftStore } from "./device-photos/photo-drafts.ts";
import { photoFolderOf } from "./photo-files.ts";
import type { GitHubSession, Snapshot } from "./session.ts";

/** How long the text must stay still before it is saved on the device. */
const SAVE_DELAY_MS = 600;

/** A commit's site.yaml: what the branch had when it was read. */
export type Version = { headSha: string; text: string };

/** What the editing screen opens: where, what is published, and the changes kept on the device, if any. */
export type Opened = {
  repository: string;
  branch: string;
  canPush: boolean;
  /** Opened from the device's draft because GitHub couldn't be reached. */
  offline: boolean;
  published: Version;
  photos: PhotoFiles;
  draft: Draft | null;
};

type Props = { opened: Opened; drafts: DraftStore; checker: Checker; github?: GitHubSession; photoDrafts?: PhotoDraftStore };

const PHOTOS = "photos/";

/** The added photos the text names (one deleted from the text by hand stays out of the publication), by their path in the repository. */
function namedPhotos(added: AddedPhotos, text: string): [string, Uint8Array][] {
  return [...added].filter(([path]) => text.includes(path.slice(PHOTOS.length))).map(([path, photo]) => [path, photo.bytes]);
}

/** The file the editor edits, by its path in the repository. */
const SITE_PATH = "site.yaml";

/** Whether the browser says it is online, as it changes. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/**
 * site.yaml in the editor, saved on the device as it is typed (against the commit the changes
 * started from), and below it what the check says, line by line as `npm run check` prints it;
 * each problem moves the cursor to its place. The changes kept on the device say so, with the way
 * to discard them.
 */
export function EditScreen({ opened, drafts, checker, github, photoDrafts: givenPhotoDrafts }: Props) {
  const words = useEditorWords();
  const { locale } = usePageLanguage();
  const online = useOnline();
  const headingId = useId();
  const view = useRef<EditorView | null>(null);
  const [report, setReport] = useState<CheckReport | null | "checking">("checking");
  const [kept, setKept] = useState(opened.draft !== null);
  const [saveFailed, setSaveFailed] = useState(false);
  // The commit the changes are made on: the draft's when one was restored, else the one read.
  const base = useRef<Version>(opened.draft ? { headSha: opened.draft.baseSha, text: opened.draft.baseText } : opened.published);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | undefined>(undefined);
  // What the branch has now (discarding goes back to it), and the text as typed last.
  const published = useRef<Version>(opened.published);
  const latest = useRef(opened.draft?.text ?? opened.published.text);
  const [changed, setChanged] = useState(() => opened.draft !== null && opened.draft.text !== opened.draft.baseText);
  // The text as the forms read it, and what each form changed (the commit's message names them).
  const [text, setText] = useState(() => opened.draft?.text ?? opened.published.text);
  const summaries = useRef<string[]>([]);
  // Photos added from the phone: kept on the device with the draft, checked and published with it.
  const [photoDrafts] = useState(() => givenPhotoDrafts ?? devicePhotoDrafts());
  const [added, setAdded] = useState<AddedPhotos>(new Map());
  const addedNow = useRef<AddedPhotos>(added);
  const newPhotos = useMemo(() => new Map([...added].map(([path, photo]) => [path.slice(PHOTOS.length), photo.url])), [added]);

  const save = (text: string) => {
    pending.current = undefined;
    const changed = text !== base.current.text;
    const saved = changed
      ? drafts.save({ repository: opened.repository, branch: opened.branch, baseSha: base.current.headSha, baseText: base.current.text, photos: opened.photos, text, savedAt: Date.now() })
      : drafts.remove(opened.repository, opened.branch);
    saved.then(
      () => {
        setSaveFailed(false);
        setKept(changed);
      },
      () => setSaveFailed(true),
    );
  };

  /** The check's photos folder: the repository's with the added ones; then the text checked again against it. */
  const takeAdded = (next: AddedPhotos) => {
    addedNow.current = next;
    setAdded(next);
    checker.setPhotos(new Map([...photoFolderOf(opened.photos), ...addedPhotoFacts(next)]));
    checker.check(latest.current).then(setReport, () => setReport(null));
  };
  const restoreAdded = useEffectEvent(() => {
    photoDrafts.load(opened.repository, opened.branch).then(
      (kept) => kept.size > 0 && takeAdded(kept),
      () => undefined,
    );
  });
  useEffect(() => restoreAdded(), []);
  const onAdded = (next: AddedPhotos) => {
    takeAdded(next);
    void photoDrafts.save(opened.repository, opened.branch, next).catch(() => setSaveFailed(true));
  };

  const onChange = (text: string) => {
    latest.current = text;
    setText(text);
    setChanged(text !== base.current.text);
    setReport("checking");
    clearTimeout(pending.current?.timer);
    pending.current = { timer: setTimeout(() => save(text), SAVE_DELAY_MS), text };
  };
  // Leaving the screen («Salir») saves what was typed last at once.
  const flush = useEffectEvent(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    save(pending.current.text);
  });
  useEffect(() => () => flush(), []);

  /** The editor's whole text replaced (what is published, or what was merged), as one change the check and the draft follow. */
  const replaceText = (text: string) => {
    const current = view.current;
    if (current && current.state.doc.toString() !== text) current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: text } });
  };

  const discard = () => {
    if (!window.confirm(words.discardConfirm)) return;
    base.current = published.current;
    replaceText(published.current.text);
  };

  /** Published: the branch's new commit is the base; others' changes merged in show in the text. */
  const onPublished = (now: Snapshot) => {
    const version = { headSha: now.headSha, text: now.siteText };
    published.current = version;
    base.current = version;
    latest.current = now.siteText;
    summaries.current = [];
    for (const photo of addedNow.current.values()) URL.revokeObjectURL(photo.url);
    takeAdded(new Map());
    void photoDrafts.remove(opened.repository, opened.branch).catch(() => undefined);
    setChanged(false);
    replaceText(now.siteText);
    void drafts.remove(opened.repository, opened.branch).then(() => setKept(false));
  };

  /** After a conflict: the branch as it is now becomes the base and the text; the owner redoes their changes on it. */
  const startFromTheirs = () => {
    if (!github) return;
    void github.readSnapshot(opened.branch).then(
      (now) => {
        published.current = { headSha: now.headSha, text: now.siteText };
        base.current = published.current;
        replaceText(now.siteText);
      },
      () => setSaveFailed(false),
    );
  };

  const toPublish = () => {
    const photos = namedPhotos(addedNow.current, latest.current);
    if (latest.current === base.current.text && photos.length === 0) return null;
    const changes = new Map<string, string | Uint8Array>([[SITE_PATH, latest.current], ...photos]);
    return { baseSha: base.current.headSha, baseText: base.current.text, changes, summaries: [...summaries.current] };
  };

  /** A form's change: into the editor, as if typed (the check, the draft and the preview follow). */
  const onFormText = (next: string, summary: string) => {
    summaries.current = [...summaries.current, summary];
    replaceText(next);
  };

  const goTo = (problem: Problem) => {
    const current = view.current;
    if (!current) return;
    const { from } = problemRange(current.state.doc, problem);
    current.dispatch({ selection: { anchor: from }, scrollIntoView: true });
    current.focus();
  };

  return (
    <div className="editor-screen">
      {kept ? (
        <div className="editor-notice">
          <p>{words.draftKept}</p>
          <button className="button button--ghost" type="button" onClick={discard}>
            {words.discard}
          </button>
        </div>
      ) : null}
      {!online || opened.offline ? <p className="editor-notice">{words.offline}</p> : null}
      {saveFailed ? (
        <p className="editor-notice editor-notice--error" role="alert">
          {words.notSaved}
        </p>
      ) : null}
      {opened.canPush ? null : <p className="editor-notice">{words.cannotPush}</p>}
      <CodeEditor text={opened.draft?.text ?? opened.published.text} label={words.content} checker={checker} onChange={onChange} onReport={setReport} viewRef={view} />
      <section className="editor-report" aria-labelledby={headingId}>
        <h2 id={headingId}>{words.checkHeading}</h2>
        <CheckLines report={report} onGoTo={goTo} problemsLine={(n) => plural(words.problems, n, locale)} warningsLine={(n) => plural(words.warnings, n, locale)} />
      </section>
      <TaskPanel text={text} onText={onFormText} photos={{ photos: opened.photos, added, onAdded }} />
      <PreviewPanel report={report} newPhotos={newPhotos} />
      <PublishPanel
        github={github}
        report={report}
        online={online && !opened.offline}
        canPush={opened.canPush}
        pending={toPublish}
        hasChanges={changed || namedPhotos(added, text).length > 0}
        onPublished={onPublished}
        onStartFromTheirs={startFromTheirs}
      />
    </div>
  );
}

type LinesProps = { report: CheckReport | null | "checking"; onGoTo: (problem: Problem) => void; problemsLine: (n: number) => string; warningsLine: (n: number) => string };

/** The check's answer as the terminal prints it: each problem (a button to its place), or the summary and the warnings. */
function CheckLines({ report, onGoTo, problemsLine, warningsLine }: LinesProps) {
  const words = useEditorWords();
  if (report === "checking") return <p role="status">{words.checking}</p>;
  if (report === null)
    return (
      <p className="editor-notice editor-notice--error" role="alert">
        {words.checkFailed}
      </p>
    );
  const listed = report.ok ? report.warnings : report.problems;
  return (
    <>
      <p role="status" className={report.ok ? "editor-report__passed" : "editor-report__failed"}>
        {report.ok ? report.summary : problemsLine(report.problems.length)}
      </p>
      {report.ok && listed.length > 0 ? <p>{warningsLine(listed.length)}</p> : null}
      {listed.length > 0 ? (
        <ol className="editor-problems">
          {listed.map((problem) => (
            <li key={`${problem.line}:${problem.col}:${problem.message}`}>
              <button type="button" className="editor-problems__item" onClick={() => onGoTo(problem)}>
                {formatProblem(problem)}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {report.ok && report.warningsSummary ? <p>{report.warningsSummary}</p> : null}
    </>
  );
}

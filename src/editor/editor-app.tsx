/**
 * The owner's editor of site.yaml, loaded by the editor page (src/routes/editor-page.tsx) once it
 * has hydrated, and by no other page: sign in with a GitHub token, read the branch the site is
 * built from, edit site.yaml with the check of `npm run check` as it is typed, the changes kept on
 * the device. It refuses to run inside another page's frame.
 */
import { useEffect, useEffectEvent, useState } from "react";
import { EDITOR_API_BASE, EDITOR_REPOSITORY } from "../generated/editor-config.gen.ts";
import { fill } from "../labels/dictionary.ts";
import { workerChecker, type Checker } from "./check-client.ts";
import { photoFilesOf, type PhotoFiles } from "./photo-files.ts";
import { deviceDraftStore, type DraftStore } from "./draft-store.ts";
import { EditScreen, type Opened } from "./edit-screen.tsx";
import { githubSession } from "./github-session.ts";
import { EditorWordsProvider, useEditorWords, type EditorWords } from "./editor-words.tsx";
import { parseRepository, repositoryName, type Repository } from "./repository-address.ts";
import { forgetToken, keepRepository, keepToken, savedRepository, savedToken, tokenRemembered } from "./saved-sign-in.ts";
import type { Connection, GitHubSession, RepositoryTarget, Snapshot } from "./session.ts";
import { SignIn, type SignInRequest } from "./sign-in.tsx";
import "./editor.css";

/** Where the editor reads and publishes: the API, and the repository when the build names it. */
type EditorConfig = { apiBase: string; repository: string | null };

export type EditorAppProps = {
  words: EditorWords;
  /** The GitHub layer (src/editor/github/); without one the sign-in says the editor can't connect. */
  github?: GitHubSession;
  /** The build's settings (src/generated/editor-config.gen.ts) unless told. */
  config?: EditorConfig;
  /** The device's IndexedDB unless told. */
  drafts?: DraftStore;
  /** The check in a worker unless told. */
  checkerFor?: (photos: PhotoFiles) => Checker;
};

/** The editor as its page opens it: with the GitHub layer, over the API the build names. */
export function SiteEditor({ words }: { words: EditorWords }) {
  const [github] = useState(githubSession);
  return <EditorApp words={words} github={github} />;
}

/** Inside another page's frame (which could watch or trick the owner's taps), or unable to tell. */
function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

export function EditorApp({ words, ...props }: EditorAppProps) {
  const [framed] = useState(isFramed);
  return <EditorWordsProvider words={words}>{framed ? <FrameRefusal /> : <Editor {...props} />}</EditorWordsProvider>;
}

/** No form, no token read: only the way to open the editor on its own. */
function FrameRefusal() {
  const words = useEditorWords();
  return (
    <div className="editor-notice editor-notice--error" role="alert">
      <p>{words.framed}</p>
      <a href={window.location.href} target="_blank" rel="noopener noreferrer">
        {words.openAlone}
      </a>
    </div>
  );
}

type Phase = { name: "signIn"; error: string | null } | { name: "busy"; message: string } | { name: "editing"; opened: Opened };

function Editor({ github, config = { apiBase: EDITOR_API_BASE, repository: EDITOR_REPOSITORY }, drafts: givenDrafts, checkerFor = workerChecker }: Omit<EditorAppProps, "words">) {
  const words = useEditorWords();
  const [drafts] = useState(() => givenDrafts ?? deviceDraftStore());
  const fixed = config.repository ? parseRepository(config.repository) : null;
  const [repository, setRepository] = useState<Repository | null>(() => fixed ?? parseRepository(savedRepository() ?? ""));
  const [saved] = useState(() => ({ token: savedToken(), remembered: tokenRemembered() }));
  const [phase, setPhase] = useState<Phase>(() => (github && saved.token && repository ? { name: "busy", message: words.connecting } : { name: "signIn", error: null }));

  /** Without GitHub, the changes kept on the device, if any: the owner goes on with them. */
  const openOffline = async (name: string, reason: string) => {
    const draft = await drafts.latest(name).catch(() => undefined);
    if (!draft) return setPhase({ name: "signIn", error: reason });
    setPhase({ name: "editing", opened: { repository: name, branch: draft.branch, canPush: true, offline: true, published: { headSha: draft.baseSha, text: draft.baseText }, photos: draft.photos, draft } });
  };

  /** Connected: reads the branch and opens it, with the changes kept on the device if there are any. */
  const openBranch = async (layer: GitHubSession, { token, remember, repository: chosen }: SignInRequest, connection: Connection) => {
    const name = repositoryName(chosen);
    if (!connection.ok) {
      // A token GitHub turns down is of no use next time either.
      forgetToken();
      return setPhase({ name: "signIn", error: connection.message });
    }
    keepToken(token, remember);
    if (!fixed) keepRepository(name);
    setRepository(chosen);
    setPhase({ name: "busy", message: words.reading });
    let snapshot: Snapshot;
    try {
      snapshot = await layer.readSnapshot(connection.defaultBranch);
    } catch {
      return openOffline(name, words.readFailed);
    }
    const draft = (await drafts.load(name, connection.defaultBranch).catch(() => undefined)) ?? null;
    const published = { headSha: snapshot.headSha, text: snapshot.siteText };
    const opened = { repository: name, branch: connection.defaultBranch, canPush: connection.canPush, offline: false, published, photos: photoFilesOf(snapshot.files) };
    setPhase({ name: "editing", opened: { ...opened, draft: draft && draft.text !== published.text ? draft : null } });
  };

  /** Connects with the token; GitHub out of reach, goes on with the changes kept on the device. */
  const connect = (layer: GitHubSession, request: SignInRequest) => {
    const target: RepositoryTarget = { apiBase: config.apiBase, owner: request.repository.owner, repo: request.repository.repo, token: request.token };
    return Promise.resolve()
      .then(() => layer.connect(target))
      .then(
        (connection) => openBranch(layer, request, connection),
        () => {
          keepToken(request.token, request.remember);
          return openOffline(repositoryName(request.repository), words.unreachable);
        },
      );
  };

  const signIn = (request: SignInRequest) => {
    if (!github) return setPhase({ name: "signIn", error: words.notConnectable });
    setPhase({ name: "busy", message: words.connecting });
    void connect(github, request);
  };

  // A token kept from before: straight on (the screen already says it is connecting).
  const resume = useEffectEvent(() => {
    if (github && saved.token && repository) void connect(github, { token: saved.token, remember: saved.remembered, repository });
  });
  useEffect(() => resume(), []);

  const signOut = () => {
    forgetToken();
    setPhase({ name: "signIn", error: null });
  };

  return (
    <div className="editor-app">
      {phase.name === "signIn" ? null : (
        <div className="editor-bar">
          <p className="editor-bar__where">{phase.name === "editing" ? fill(words.where, { repository: phase.opened.repository, branch: phase.opened.branch }) : repository ? repositoryName(repository) : null}</p>
          <button className="button button--ghost" type="button" onClick={signOut}>
            {words.signOut}
          </button>
        </div>
      )}
      {phase.name === "signIn" ? (
        <SignIn apiBase={config.apiBase} repository={repository} repositoryFixed={fixed !== null} remembered={saved.remembered} error={phase.error} onSignIn={signIn} />
      ) : phase.name === "busy" ? (
        <p role="status">{phase.message}</p>
      ) : (
        <Editing opened={phase.opened} drafts={drafts} checkerFor={checkerFor} github={github} />
      )}
    </div>
  );
}

/** The editing screen with its own checker, ended with it. */
function Editing({ opened, drafts, checkerFor, github }: { opened: Opened; drafts: DraftStore; checkerFor: (photos: PhotoFiles) => Checker; github: GitHubSession | undefined }) {
  const [checker] = useState(() => checkerFor(opened.photos));
  useEffect(() => () => checker.close(), [checker]);
  return <EditScreen opened={opened} drafts={drafts} checker={checker} github={opened.offline ? undefined : github} />;
}

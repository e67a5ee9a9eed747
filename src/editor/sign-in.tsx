import { useId, useState, type FormEvent } from "react";
import { ExternalLink } from "../components/external-link.tsx";
import { useEditorWords } from "./editor-words.tsx";
import { repositoryName, typedRepository, webBaseOf, type Repository } from "./repository-address.ts";

/** The guide's chapter on this editor, as GitHub shows the repository's file. */
function guideAddress(apiBase: string, repository: Repository): string {
  return `${webBaseOf(apiBase)}/${repositoryName(repository)}/blob/HEAD/docs/editar-contenido.md#1-editar-desde-el-navegador`;
}

export type SignInRequest = { token: string; remember: boolean; repository: Repository };

type Props = {
  apiBase: string;
  /** The repository the build names, or the owner typed before; null: the form asks for it. */
  repository: Repository | null;
  /** Whether the repository comes from the build: then it is not asked at all. */
  repositoryFixed: boolean;
  /** Ticked when the token was remembered on this device before. */
  remembered: boolean;
  /** Why the last attempt failed, in the owner's words. */
  error: string | null;
  onSignIn: (request: SignInRequest) => void;
};

/** The token (never shown, never spell-checked), whether to remember it, and the repository when the build doesn't say it. */
export function SignIn({ apiBase, repository, repositoryFixed, remembered, error, onSignIn }: Props) {
  const words = useEditorWords();
  const id = useId();
  const [typed, setTyped] = useState(repository ? repositoryName(repository) : "");
  const [token, setToken] = useState("");
  const [remember, setRemember] = useState(remembered);
  const [slips, setSlips] = useState<{ repository?: string; token?: string }>({});
  const guideRepository = repositoryFixed ? repository : typedRepository(typed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = repositoryFixed ? repository : typedRepository(typed);
    const found = { repository: chosen ? undefined : words.repositoryInvalid, token: token.trim() ? undefined : words.tokenEmpty };
    setSlips(found);
    if (chosen && !found.token) onSignIn({ token: token.trim(), remember, repository: chosen });
  };

  return (
    <section className="editor-sign-in" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.signInHeading}</h2>
      <p>{words.signInIntro}</p>
      {guideRepository ? (
        <p>
          <ExternalLink href={guideAddress(apiBase, guideRepository)}>{words.guide}</ExternalLink>
        </p>
      ) : null}
      <form className="editor-form" onSubmit={submit} noValidate>
        {repositoryFixed ? null : (
          <div className="editor-field">
            <label htmlFor={`${id}-repository`}>{words.repository}</label>
            <input
              id={`${id}-repository`}
              name="repository"
              type="text"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={slips.repository ? true : undefined}
              aria-describedby={`${id}-repository-hint${slips.repository ? ` ${id}-repository-slip` : ""}`}
            />
            <p id={`${id}-repository-hint`} className="editor-field__hint">
              {words.repositoryHint}
            </p>
            {slips.repository ? (
              <p id={`${id}-repository-slip`} className="editor-field__slip">
                {slips.repository}
              </p>
            ) : null}
          </div>
        )}
        <div className="editor-field">
          <label htmlFor={`${id}-token`}>{words.token}</label>
          <input
            id={`${id}-token`}
            name="token"
            type="password"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            aria-invalid={slips.token ? true : undefined}
            aria-describedby={`${id}-token-hint${slips.token ? ` ${id}-token-slip` : ""}`}
          />
          <p id={`${id}-token-hint`} className="editor-field__hint">
            {words.tokenHint}
          </p>
          {slips.token ? (
            <p id={`${id}-token-slip`} className="editor-field__slip">
              {slips.token}
            </p>
          ) : null}
        </div>
        <div className="editor-check-field">
          <input id={`${id}-remember`} name="remember" type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} aria-describedby={`${id}-remember-hint`} />
          <label htmlFor={`${id}-remember`}>{words.remember}</label>
          <p id={`${id}-remember-hint`} className="editor-field__hint">
            {words.rememberHint}
          </p>
        </div>
        {error ? (
          <p className="editor-notice editor-notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <button className="button" type="submit">
          {words.connect}
        </button>
      </form>
    </section>
  );
}

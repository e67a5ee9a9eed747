/**
 * What the editor keeps of the owner's sign-in on the device: the token — for the tab only
 * (sessionStorage) unless the owner asks to be remembered (localStorage) — and the repository the
 * owner typed when the build named none. «Salir» forgets the token, wherever it was kept. A
 * browser that refuses storage (a private window, storage turned off) keeps nothing: the owner
 * signs in again next time.
 */

const TOKEN = "editor-token";
const REPOSITORY = "editor-repository";

/** The browser's two storages, or none where it refuses them. */
function storages(): { session?: Storage; local?: Storage } {
  const reach = (get: () => Storage): Storage | undefined => {
    try {
      return get();
    } catch {
      return undefined;
    }
  };
  return { session: reach(() => window.sessionStorage), local: reach(() => window.localStorage) };
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) || null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Refused (full, private window): the owner signs in again next time.
  }
}

/** The token kept for this tab, or remembered on the device; null if none. */
export function savedToken(): string | null {
  const { session, local } = storages();
  return read(session, TOKEN) ?? read(local, TOKEN);
}

/** Keeps the token for this tab, or on the device when `remember`; only in one of them. */
export function keepToken(token: string, remember: boolean): void {
  const { session, local } = storages();
  write(remember ? local : session, TOKEN, token);
  write(remember ? session : local, TOKEN, null);
}

/** Forgets the token, wherever it was kept. */
export function forgetToken(): void {
  const { session, local } = storages();
  write(session, TOKEN, null);
  write(local, TOKEN, null);
}

/** Whether the token is remembered on the device (the form's box starts ticked then). */
export function tokenRemembered(): boolean {
  return read(storages().local, TOKEN) !== null;
}

/** The repository the owner typed, remembered on the device. */
export function savedRepository(): string | null {
  return read(storages().local, REPOSITORY);
}

export function keepRepository(name: string): void {
  write(storages().local, REPOSITORY, name);
}

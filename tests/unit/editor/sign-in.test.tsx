// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editorWords } from "../../../src/labels/words.ts";
import { reactStage } from "../support/react-stage.ts";
import { button, drawEditor, fakeGitHub, field, press, typeInto, waitFor } from "./editor-stage.tsx";

const words = editorWords.es;
const stage = reactStage();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const editing = () => stage.container.querySelector(".cm-editor");
const tokenIn = () => ({ tab: sessionStorage.getItem("editor-token"), device: localStorage.getItem("editor-token") });

/** Fills the form as the owner does and presses «Entrar». */
function signIn({ repository, token, remember = false }: { repository?: string; token: string; remember?: boolean }) {
  if (repository !== undefined) typeInto(field(stage.container, words.repository), repository);
  typeInto(field(stage.container, words.token), token);
  if (remember) press(field(stage.container, words.remember));
  press(button(stage.container, words.connect));
}

describe("the editor's sign-in", () => {
  it("asks for the token in a field that is never shown, filled in or spell-checked", () => {
    drawEditor(stage, { github: fakeGitHub().session });
    const token = field(stage.container, words.token);
    expect(["type", "autocomplete", "spellcheck", "autocapitalize"].map((name) => token.getAttribute(name))).toEqual(["password", "off", "false", "off"]);
    expect(field(stage.container, words.remember).type).toBe("checkbox");
  });

  it("keeps the token for the tab only, unless asked to remember it on the device", async () => {
    const github = fakeGitHub();
    drawEditor(stage, { github: github.session });
    signIn({ repository: "maria/apartamentos", token: " github_pat_tab " });
    await waitFor(editing);
    expect(github.asked).toEqual([{ apiBase: "https://api.github.com", owner: "maria", repo: "apartamentos", token: "github_pat_tab" }]);
    expect(tokenIn()).toEqual({ tab: "github_pat_tab", device: null });

    press(button(stage.container, words.signOut));
    signIn({ token: "github_pat_kept", remember: true });
    await waitFor(editing);
    expect(tokenIn()).toEqual({ tab: null, device: "github_pat_kept" });
  });

  it("«Salir» forgets the token wherever it was kept, and the next visit asks for it again", async () => {
    localStorage.setItem("editor-token", "github_pat_kept");
    localStorage.setItem("editor-repository", "maria/apartamentos");
    const github = fakeGitHub();
    drawEditor(stage, { github: github.session });
    // A token kept from before: straight on to the text, without the form.
    await waitFor(editing);
    expect(github.asked.map((target) => target.token)).toEqual(["github_pat_kept"]);
    press(button(stage.container, words.signOut));
    expect(tokenIn()).toEqual({ tab: null, device: null });
    expect(field(stage.container, words.token).value).toBe("");
    act(() => stage.root!.unmount());
    drawEditor(stage, { github: github.session });
    expect(field(stage.container, words.token)).toBeTruthy();
    expect(github.asked).toHaveLength(1);
  });

  it("a token GitHub turns down is forgotten, and the layer's reason is shown", async () => {
    sessionStorage.setItem("editor-token", "github_pat_old");
    localStorage.setItem("editor-repository", "maria/apartamentos");
    drawEditor(stage, { github: fakeGitHub({ connection: { ok: false, message: "El token ha caducado: crea uno nuevo." } }).session });
    const alert = await waitFor(() => stage.container.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe("El token ha caducado: crea uno nuevo.");
    expect(tokenIn()).toEqual({ tab: null, device: null });
  });
});

describe("the repository", () => {
  it("named by the build: not asked, and the guide's link points at its file on GitHub", async () => {
    const github = fakeGitHub();
    drawEditor(stage, { github: github.session, config: { apiBase: "https://api.github.com", repository: "casa-rural/web" } });
    expect([...stage.container.querySelectorAll("label")].map((label) => label.textContent)).toEqual([words.token, words.remember]);
    const guide = [...stage.container.querySelectorAll("a")].find((link) => link.textContent?.startsWith(words.guide));
    expect(guide?.getAttribute("href")).toBe("https://github.com/casa-rural/web/blob/HEAD/docs/editar-contenido.md#1-editar-desde-el-navegador");
    expect(guide?.getAttribute("target")).toBe("_blank");
    signIn({ token: "github_pat_x" });
    await waitFor(editing);
    expect(github.asked[0]).toMatchObject({ owner: "casa-rural", repo: "web" });
    // The build's is never stored: nothing to remember.
    expect(localStorage.getItem("editor-repository")).toBeNull();
  });

  it("not named by the build: asked once, checked, remembered on the device and offered next time", async () => {
    const github = fakeGitHub();
    drawEditor(stage, { github: github.session });
    signIn({ repository: "apartamentos de María", token: "github_pat_x" });
    expect(stage.container.querySelector(".editor-field__slip")?.textContent).toBe(words.repositoryInvalid);
    expect(field(stage.container, words.repository).getAttribute("aria-invalid")).toBe("true");
    expect(github.asked).toEqual([]);
    // Its address as the browser shows it will do too.
    signIn({ repository: "https://github.com/maria/apartamentos.git", token: "github_pat_x" });
    await waitFor(editing);
    expect(github.asked[0]).toMatchObject({ owner: "maria", repo: "apartamentos" });
    expect(localStorage.getItem("editor-repository")).toBe("maria/apartamentos");
    press(button(stage.container, words.signOut));
    expect(field(stage.container, words.repository).value).toBe("maria/apartamentos");
  });

  it("refuses an empty token before asking GitHub", () => {
    const github = fakeGitHub();
    drawEditor(stage, { github: github.session });
    signIn({ repository: "maria/apartamentos", token: "   " });
    expect(stage.container.querySelector(".editor-field__slip")?.textContent).toBe(words.tokenEmpty);
    expect(github.asked).toEqual([]);
  });
});

describe("inside another page's frame", () => {
  it("shows why and how to open it on its own, and no form; the token kept on the device is not even read", () => {
    localStorage.setItem("editor-token", "github_pat_kept");
    localStorage.setItem("editor-repository", "maria/apartamentos");
    const github = fakeGitHub();
    const top = Object.getOwnPropertyDescriptor(window, "top");
    Object.defineProperty(window, "top", { configurable: true, get: () => ({}) });
    try {
      drawEditor(stage, { github: github.session });
    } finally {
      if (top) Object.defineProperty(window, "top", top);
    }
    expect(stage.container.querySelector('[role="alert"]')?.textContent).toContain(words.framed);
    expect(stage.container.querySelector("form, input")).toBeNull();
    expect(stage.container.querySelector("a")?.getAttribute("target")).toBe("_blank");
    expect(github.asked).toEqual([]);
  });
});

// @vitest-environment happy-dom
/**
 * Photos from the phone: the panel measures a chosen photo in the browser and refuses, in the
 * content check's own words, what the check would refuse; names a new photo after the last one of
 * its folder; gives the check the added photos' sizes; moves and takes out photos as the edits do.
 */
import { act, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { widthProblem } from "../../../src/content-check/cross-check/photo-files.ts";
import { bytesProblem, MAX_PHOTO_BYTES, pixelProblem } from "../../../src/content-check/cross-check/photo-limits.ts";
import { formatProblem, heicProblem } from "../../../src/content-check/validate/photo-format.ts";
import { checkReport } from "../../../src/editor/check-report.ts";
import { addPhoto, movePhoto, removePhoto } from "../../../src/editor/edits/photo-edits.ts";
import { photoFilesOf, photoFolderOf } from "../../../src/editor/photo-files.ts";
import { addedPhotoFacts, newPhotoPath, type AddedPhoto, type AddedPhotos } from "../../../src/editor/device-photos/added-photos.ts";
import { PhotoPanel } from "../../../src/editor/device-photos/photo-panel.tsx";
import { reactStage } from "../support/react-stage.ts";
import { made, refused, SITE_TEXT } from "./edit-helpers.ts";
import { repositoryFiles, waitFor } from "./editor-stage.tsx";
import { answerConfirm, button, control, drawInEditor, fill, fillAll, part, press, shownProblem, words, type Change } from "./form-stage.tsx";

const stage = reactStage();
const FILES = photoFilesOf(repositoryFiles());
const MIRADOR = { apartment: "mirador" } as const;

/** Each test photo's size as the browser would open it, by its name; a name not here can't be opened. */
const SIZES = new Map<string, { width: number; height: number }>();

beforeEach(() => {
  SIZES.clear();
  vi.stubGlobal("createImageBitmap", async (blob: Blob) => {
    const size = blob instanceof File ? SIZES.get(blob.name) : undefined;
    if (!size) throw new DOMException("The source image could not be decoded.", "InvalidStateError");
    return { ...size, close: () => undefined };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A photo file of the phone: `bytes` (a JPEG's start unless told) opened as `width` × `height`. */
function photoFile(name: string, { width = 4000, height = 3000, type = "image/jpeg", bytes = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3) } = {}): File {
  SIZES.set(name, { width, height });
  return new File([bytes], name, { type });
}

/** The first bytes of an iPhone's photo: an ISO media «ftyp» box of brand «heic». */
const HEIC_START = Uint8Array.from([0, 0, 0, 24, ..."ftypheic", 0, 0, 0, 0, ..."mif1heic"].map((c) => (typeof c === "string" ? c.charCodeAt(0) : c)));

type Drawn = { changes: Change[]; added: () => AddedPhotos };

/** The panel as the editor holds it: its text and its added photos kept, each change remembered. */
function drawPanel(text = SITE_TEXT, initial: AddedPhotos = new Map()): Drawn {
  const changes: Change[] = [];
  let latest = initial;
  function Holder() {
    const [current, setCurrent] = useState(text);
    const [added, setAdded] = useState(initial);
    return (
      <PhotoPanel
        text={current}
        onText={(next, summary) => {
          changes.push({ text: next, summary });
          setCurrent(next);
        }}
        photos={FILES}
        added={added}
        onAdded={(next) => {
          latest = next;
          setAdded(next);
        }}
      />
    );
  }
  drawInEditor(stage, <Holder />);
  return { changes, added: () => latest };
}

/** Chooses `files` in the panel's file picker, as the phone's picker hands them over. */
function choose(...files: File[]) {
  const input = stage.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept).toBe("image/jpeg,image/png,image/webp,image/avif");
  expect(input.multiple).toBe(true);
  Object.defineProperty(input, "files", { value: files, configurable: true });
  act(() => input.dispatchEvent(new Event("change", { bubbles: true })));
}

/** The reason the panel gives for refusing `name`, once it has measured it. */
async function refusal(name: string): Promise<string> {
  const alert = await waitFor(() => [...stage.container.querySelectorAll('.photo-chosen [role="alert"] p')].find((element) => element.textContent?.includes(`«${name}»`)));
  const text = alert.textContent ?? "";
  const prefix = `No se ha añadido «${name}»: `;
  expect(text.startsWith(prefix)).toBe(true);
  return text.slice(prefix.length);
}

/** The form of a chosen photo that passed, once measured. */
const ready = (name: string) => waitFor(() => [...stage.container.querySelectorAll<HTMLFormElement>(".photo-ready")].find((form) => form.querySelector("legend")?.textContent === `Foto nueva: «${name}»`));

describe("a photo chosen on the phone", () => {
  it("is refused when it is an iPhone's HEIC, by its first bytes or by its name, with the check's message", async () => {
    drawPanel();
    choose(photoFile("IMG_0001.jpg", { bytes: HEIC_START }), photoFile("IMG_0002.HEIC", { type: "image/heic" }));
    expect(await refusal("IMG_0001.jpg")).toBe(heicProblem("IMG_0001.jpg"));
    expect(await refusal("IMG_0002.HEIC")).toBe(formatProblem("IMG_0002.HEIC"));
    expect(heicProblem("IMG_0001.jpg")).toContain("cambiar la extensión no la convierte");
    expect(stage.container.querySelector(".editor-field__hint")?.textContent).toContain("Una foto HEIC del iPhone hay que pasarla antes a JPG");
  });

  it("is refused when it is over the check's size limit, before it is read", async () => {
    drawPanel();
    const heavy = photoFile("IMG_0003.jpg");
    Object.defineProperty(heavy, "size", { value: MAX_PHOTO_BYTES + 1 });
    const read = vi.spyOn(heavy, "arrayBuffer");
    choose(heavy);
    expect(await refusal("IMG_0003.jpg")).toBe(bytesProblem("IMG_0003.jpg", MAX_PHOTO_BYTES + 1));
    expect(read).not.toHaveBeenCalled();
  });

  it("is refused when it is too narrow for where it is shown, or has more pixels than the limit", async () => {
    drawPanel();
    choose(photoFile("pequeña.jpg", { width: 1200, height: 900 }), photoFile("enorme.png", { type: "image/png", width: 9000, height: 6000 }));
    expect(await refusal("pequeña.jpg")).toBe(widthProblem("pequeña.jpg", 1200, "apartment"));
    expect(await refusal("enorme.png")).toBe(pixelProblem("enorme.png", 9000, 6000));
    // In a gallery section the same photo is wide enough.
    fill(control(stage.container, words.photoTexts.list), "gallery:0");
    choose(photoFile("pequeña.jpg", { width: 1200, height: 900 }));
    await ready("pequeña.jpg");
  });

  it("is refused when the browser can't open it", async () => {
    drawPanel();
    choose(new File([Uint8Array.of(1, 2, 3)], "roto.jpg", { type: "image/jpeg" }));
    expect(await refusal("roto.jpg")).toBe("la foto «roto.jpg» no se puede leer: el archivo está dañado o no es una imagen; vuelve a exportarla en JPG");
  });

  it("are the messages the check gives of a photo it measured", () => {
    const facts = (entry: { bytes: number; width: number; height: number }) => new Map([...photoFolderOf(FILES), ["mirador/01.jpg", { kind: "file" as const, ...entry }]]);
    const messages = (entry: { bytes: number; width: number; height: number }) => {
      const report = checkReport(SITE_TEXT, facts(entry));
      // The photo is in the apartment and in the gallery: said once for each, the same.
      return report.ok ? [] : [...new Set(report.problems.map((problem) => problem.message))];
    };
    expect(messages({ bytes: 1000, width: 1200, height: 900 })).toEqual([widthProblem("mirador/01.jpg", 1200, "apartment")]);
    expect(messages({ bytes: 1000, width: 9000, height: 6000 })).toEqual([pixelProblem("mirador/01.jpg", 9000, 6000)]);
    expect(messages({ bytes: MAX_PHOTO_BYTES + 1, width: 4000, height: 3000 })).toEqual([bytesProblem("mirador/01.jpg", MAX_PHOTO_BYTES + 1)]);
  });
});

describe("a photo added", () => {
  const alt = { es: "Terraza con dos sillas", en: "Terrace with two chairs" };

  it("is named after the last one of its folder, written into the text as the edit writes it, and its bytes kept", async () => {
    const { changes, added } = drawPanel();
    const bytes = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 9, 9, 9);
    choose(photoFile("IMG_1234.JPG", { bytes }));
    const form = await ready("IMG_1234.JPG");
    expect(form.textContent).toContain("Se guardará como mirador/26.jpg.");
    expect(form.textContent).toContain("4000 × 3000 píxeles");
    fillAll(form, { "Qué muestra, en español": alt.es, "Qué muestra, en inglés": alt.en });
    press(button(form, words.photoPanel.addPhoto));
    expect(changes).toEqual([{ text: made(addPhoto(SITE_TEXT, { list: MIRADOR, photo: { file: "mirador/26.jpg", alt } })), summary: "Nueva foto en Mirador: mirador/26.jpg" }]);
    const photo = added().get("photos/mirador/26.jpg");
    expect(photo).toMatchObject({ bytes, type: "image/jpeg", width: 4000, height: 3000 });
    expect([...added().keys()]).toEqual(["photos/mirador/26.jpg"]);
    // Listed last, with its thumbnail and said to be new.
    const item = [...stage.container.querySelectorAll(".photo-list__item")].at(-1)!;
    expect(item.querySelector("img")?.getAttribute("src")).toBe(photo!.url);
    expect(item.textContent).toContain(`mirador/26.jpg${words.photoPanel.addedBadge}`);
  });

  it("asks what it shows in each language before it is added", async () => {
    const { changes } = drawPanel();
    choose(photoFile("IMG_1235.jpg"));
    const form = await ready("IMG_1235.jpg");
    fill(control(form, "Qué muestra, en español"), alt.es);
    press(button(form, words.photoPanel.addPhoto));
    expect(changes).toEqual([]);
    expect(control(form, "Qué muestra, en inglés").getAttribute("aria-invalid")).toBe("true");
  });

  it("takes the next number after the photos added before it, with its own extension", async () => {
    const earlier: AddedPhoto = { bytes: Uint8Array.of(1), type: "image/jpeg", width: 4000, height: 3000, url: "blob:earlier" };
    const text = made(addPhoto(SITE_TEXT, { list: MIRADOR, photo: { file: "mirador/26.jpg", alt } }));
    drawPanel(text, new Map([["photos/mirador/26.jpg", earlier]]));
    choose(photoFile("captura.png", { type: "image/png" }));
    expect((await ready("captura.png")).textContent).toContain("Se guardará como mirador/27.png.");
  });

  it("never takes a name the text or the repository already has, in any case of letters", () => {
    const files = [["photos/edificio/01.jpg", 10] as const, ["photos/edificio/02.JPG", 10] as const];
    expect(newPhotoPath("edificio", "jpg", { files, added: new Map(), named: ["edificio/03.jpg"] })).toBe("photos/edificio/04.jpg");
    expect(newPhotoPath("nuevo", "webp", { files, added: new Map(), named: [] })).toBe("photos/nuevo/01.webp");
    expect(newPhotoPath("fotos", "jpg", { files: [["photos/fotos/009.jpg", 1]], added: new Map(), named: [] })).toBe("photos/fotos/010.jpg");
  });

  it("is known to the check by its size, as the repository's photos are", () => {
    const photo: AddedPhoto = { bytes: new Uint8Array(2048), type: "image/jpeg", width: 4000, height: 3000, url: "blob:x" };
    const text = made(addPhoto(SITE_TEXT, { list: { apartment: "calicanto" }, photo: { file: "calicanto/nuevas/14.jpg", alt } }));
    const facts = addedPhotoFacts(new Map([["photos/calicanto/nuevas/14.jpg", photo]]));
    expect([...facts]).toEqual([
      ["calicanto", { kind: "folder" }],
      ["calicanto/nuevas", { kind: "folder" }],
      ["calicanto/nuevas/14.jpg", { kind: "file", bytes: 2048, width: 4000, height: 3000 }],
    ]);
    const without = checkReport(text, photoFolderOf(FILES));
    expect(without.ok).toBe(false);
    expect(checkReport(text, new Map([...photoFolderOf(FILES), ...facts])).ok).toBe(true);
    const narrow = addedPhotoFacts(new Map([["photos/calicanto/nuevas/14.jpg", { ...photo, width: 1000 }]]));
    const report = checkReport(text, new Map([...photoFolderOf(FILES), ...narrow]));
    expect(report.ok ? [] : report.problems.map((problem) => problem.message)).toEqual([widthProblem("calicanto/nuevas/14.jpg", 1000, "apartment")]);
  });
});

describe("the photos of a list", () => {
  it("are listed by name in their order, the first as the apartment's main one", () => {
    drawPanel();
    const items = [...stage.container.querySelectorAll(".photo-list__item .photo-list__name")].map((name) => name.textContent);
    expect(items).toHaveLength(25);
    expect(items[0]).toBe(`Foto 1: mirador/01.jpg${words.photoPanel.mainBadge}`);
    expect(items[24]).toBe("Foto 25: mirador/25.jpg");
    expect(button(stage.container, "Subir mirador/01.jpg").disabled).toBe(true);
    expect(button(stage.container, "Bajar mirador/25.jpg").disabled).toBe(true);
  });

  it("move down and up, as the edit moves them", () => {
    const { changes } = drawPanel();
    press(button(stage.container, "Bajar mirador/01.jpg"));
    const down = made(movePhoto(SITE_TEXT, { list: MIRADOR, file: "mirador/01.jpg", to: 1 }));
    expect(changes).toEqual([{ text: down, summary: "Orden de las fotos de Mirador: mirador/01.jpg al puesto 2" }]);
    // The focus stays on the photo moved, in its new place.
    expect(document.activeElement).toBe(button(stage.container, "Bajar mirador/01.jpg"));
    expect(stage.container.querySelectorAll(".photo-list__name strong")[1]?.textContent).toBe("mirador/01.jpg");
    press(button(stage.container, "Subir mirador/03.jpg"));
    expect(changes[1]).toEqual({ text: made(movePhoto(down, { list: MIRADOR, file: "mirador/03.jpg", to: 1 })), summary: "Orden de las fotos de Mirador: mirador/03.jpg al puesto 2" });
    press(button(stage.container, "Subir mirador/03.jpg"));
    expect(changes[2]?.summary).toBe("Foto principal de Mirador: mirador/03.jpg");
    expect(button(stage.container, "Subir mirador/03.jpg").disabled).toBe(true);
    expect(document.activeElement).toBe(button(stage.container, "Bajar mirador/03.jpg"));
  });

  it("are taken out as the edit takes them out; an added one's bytes go with it", async () => {
    const alt = { es: "Terraza", en: "Terrace" };
    const { changes, added } = drawPanel();
    answerConfirm(true);
    press(button(stage.container, "Quitar mirador/05.jpg"));
    expect(changes).toEqual([{ text: made(removePhoto(SITE_TEXT, { list: MIRADOR, file: "mirador/05.jpg" })), summary: "Foto quitada de Mirador: mirador/05.jpg" }]);
    choose(photoFile("IMG_2000.jpg"));
    const form = await ready("IMG_2000.jpg");
    fillAll(form, { "Qué muestra, en español": alt.es, "Qué muestra, en inglés": alt.en });
    press(button(form, words.photoPanel.addPhoto));
    expect([...added().keys()]).toEqual(["photos/mirador/26.jpg"]);
    press(button(stage.container, "Quitar mirador/26.jpg"));
    expect(changes.at(-1)).toEqual({ text: changes[0]!.text, summary: "Foto quitada de Mirador: mirador/26.jpg" });
    expect(added().size).toBe(0);
  });

  it("show why a photo written with an anchor can't be moved by the panel", () => {
    const anchored = SITE_TEXT.replace("      - file: mirador/02.jpg\n", "      - &vista\n        file: mirador/02.jpg\n");
    expect(anchored).not.toBe(SITE_TEXT);
    const { changes } = drawPanel(anchored);
    const down = button(stage.container, "Bajar mirador/02.jpg");
    press(down);
    expect(changes).toEqual([]);
    expect(shownProblem(part(stage.container, words.photoPanel.listed), down)).toBe(`${words.tasks.refused} ${refused(movePhoto(anchored, { list: MIRADOR, file: "mirador/02.jpg", to: 2 }))}`);
  });
});

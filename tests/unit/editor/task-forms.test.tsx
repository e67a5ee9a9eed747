// @vitest-environment happy-dom
/**
 * The editor's task forms, used as the owner uses them: each change they make is the text the
 * matching edit of src/editor/edits makes (called here directly), and nothing else; an edit's
 * problem is shown next to the form, tied to its button, and the text stays as it was; each change
 * comes with the Spanish line the commit message names it by.
 */
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chained } from "../../../src/editor/forms/form-edit.tsx";
import { addOwnerBlock, removeOwnerBlock } from "../../../src/editor/edits/owner-block-edits.ts";
import { setPhotoText } from "../../../src/editor/edits/photo-edits.ts";
import { photoFilesOf } from "../../../src/editor/photo-files.ts";
import { addSeason, removeSeason, setCleaningFee, setMinNights, setSeasonDates, setSeasonPrice, type NewSeason } from "../../../src/editor/edits/rates-edits.ts";
import { addReview, removeReview, type NewReview } from "../../../src/editor/edits/review-edits.ts";
import { setTranslation } from "../../../src/editor/edits/translated-text-edits.ts";
import { BlocksTask } from "../../../src/editor/tasks/blocks-task.tsx";
import { PhotoTextsTask } from "../../../src/editor/tasks/photo-texts-task.tsx";
import { RatesTask } from "../../../src/editor/tasks/rates-task.tsx";
import { ReviewTask } from "../../../src/editor/tasks/review-task.tsx";
import { TaskPanel } from "../../../src/editor/tasks/task-panel.tsx";
import { TextTask } from "../../../src/editor/tasks/text-task.tsx";
import { reactStage } from "../support/react-stage.ts";
import { made, refused, SITE_TEXT, valueAt } from "./edit-helpers.ts";
import { repositoryFiles } from "./editor-stage.tsx";
import { answerConfirm, button, control, drawForm, fill, fillAll, part, press, shownProblem, words, type Change } from "./form-stage.tsx";

const stage = reactStage();
afterEach(() => vi.restoreAllMocks());

/** Next year: whenever the test runs, its dates are ahead. */
const YEAR = new Date().getFullYear() + 1;

const LOW: NewSeason = { name: { es: "Temporada baja", en: "Low season" }, from: `${YEAR}-01-01`, to: `${YEAR}-06-30`, nightly: 80, weekend: 95, minNights: 2 };
const HIGH: NewSeason = { name: { es: "Temporada alta", en: "High season" }, from: `${YEAR}-07-01`, to: `${YEAR}-08-31`, nightly: 110, minNights: 5 };

/** Mirador with two seasons, written by the edits themselves. */
const PRICED = made(addSeason(made(addSeason(SITE_TEXT, { apartment: "mirador", season: LOW, taxesIncluded: true })), { apartment: "mirador", season: HIGH }));

const only = (changes: Change[]): Change => {
  expect(changes).toHaveLength(1);
  return changes[0]!;
};

describe("prices", () => {
  const mirador = { apartment: "mirador" };

  it("changes a season's price per night, and only that", () => {
    const changes = drawForm(stage, PRICED, (text, onText) => <RatesTask text={text} onText={onText} />);
    const season = part(stage.container, "Temporada 1: Temporada baja");
    expect(control(season, words.rates.nightly).value).toBe("80");
    fill(control(season, words.rates.nightly), "120");
    press(button(season, words.rates.saveSeason));
    expect(only(changes)).toEqual({ text: made(setSeasonPrice(PRICED, { ...mirador, season: 0, night: "nightly", price: 120 })), summary: "Precio de Temporada baja de Mirador: 120 €" });
  });

  it("changes a season's dates, takes its weekend price out and sets its minimum, as the three edits do", () => {
    const changes = drawForm(stage, PRICED, (text, onText) => <RatesTask text={text} onText={onText} />);
    const season = part(stage.container, "Temporada 1: Temporada baja");
    fillAll(season, { [words.rates.from]: `${YEAR}-01-07`, [words.rates.to]: `${YEAR}-06-15`, [words.rates.weekend]: "", [words.rates.minNights]: "3" });
    press(button(season, words.rates.saveSeason));
    const at = { ...mirador, season: 0 };
    const expected = chained(PRICED, [
      (text) => setSeasonDates(text, { ...at, from: `${YEAR}-01-07`, to: `${YEAR}-06-15` }),
      (text) => setSeasonPrice(text, { ...at, night: "weekend", price: null }),
      (text) => setMinNights(text, { ...at, nights: 3 }),
    ]);
    expect(only(changes)).toEqual({ text: made(expected), summary: `Temporada baja de Mirador: del 07/01/${YEAR} al 15/06/${YEAR}, sin precio de viernes y sábado, mínimo 3 noches` });
  });

  it("says what is wrong with a price typed in words, and changes nothing", () => {
    const changes = drawForm(stage, PRICED, (text, onText) => <RatesTask text={text} onText={onText} />);
    const season = part(stage.container, "Temporada 2: Temporada alta");
    const price = control(season, words.rates.nightly);
    fill(price, "ciento diez");
    press(button(season, words.rates.saveSeason));
    expect(changes).toEqual([]);
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(stage.container.ownerDocument.getElementById(price.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent).toBe(words.tasks.amountNeeded);
  });

  it("adds a season among the others by its first night", () => {
    const highOnly = made(addSeason(SITE_TEXT, { apartment: "mirador", season: HIGH, taxesIncluded: true }));
    const changes = drawForm(stage, highOnly, (text, onText) => <RatesTask text={text} onText={onText} />);
    const form = part(stage.container, words.rates.addSeason);
    fillAll(form, {
      "Nombre en español": "Temporada baja",
      "Nombre en inglés": "Low season",
      [words.rates.from]: LOW.from,
      [words.rates.to]: LOW.to,
      [words.rates.nightly]: "80",
      [words.rates.weekend]: "95",
      [words.rates.minNights]: "2",
    });
    press(button(form, words.rates.addSeason));
    expect(only(changes)).toEqual({
      text: made(addSeason(highOnly, { ...mirador, season: LOW, index: 0 })),
      summary: `Nueva temporada de Mirador: Temporada baja (del 01/01/${YEAR} al 30/06/${YEAR})`,
    });
  });

  it("starts the prices of an apartment without any, saying whether taxes are included", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <RatesTask text={text} onText={onText} />);
    fill(control(stage.container, words.tasks.apartment), "san-isidro");
    expect(stage.container.textContent).toContain("San Isidro aún no tiene precios");
    const form = part(stage.container, words.rates.addSeason);
    fillAll(form, { "Nombre en español": "Temporada alta", "Nombre en inglés": "High season", [words.rates.from]: HIGH.from, [words.rates.to]: HIGH.to, [words.rates.nightly]: "110", [words.rates.minNights]: "5" });
    press(form.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    press(button(form, words.rates.addSeason));
    const change = only(changes);
    expect(change.text).toBe(made(addSeason(SITE_TEXT, { apartment: "san-isidro", season: HIGH, taxesIncluded: false })));
    expect(valueAt(change.text, ["apartments", 1, "rates", "taxesIncluded"])).toBe(false);
  });

  it("takes a season out once the owner says yes", () => {
    const changes = drawForm(stage, PRICED, (text, onText) => <RatesTask text={text} onText={onText} />);
    const confirm = answerConfirm(false);
    press(button(part(stage.container, "Temporada 2: Temporada alta"), words.rates.removeSeason));
    expect(confirm).toHaveBeenCalledWith("¿Quitar Temporada alta?");
    expect(changes).toEqual([]);
    answerConfirm(true);
    press(button(part(stage.container, "Temporada 2: Temporada alta"), words.rates.removeSeason));
    expect(only(changes)).toEqual({ text: made(removeSeason(PRICED, { ...mirador, season: 1 })), summary: "Temporada quitada de Mirador: Temporada alta" });
  });

  it("shows why the only season can't be taken out, by its button, and leaves the text as it was", () => {
    const one = made(addSeason(SITE_TEXT, { apartment: "mirador", season: LOW, taxesIncluded: true }));
    const changes = drawForm(stage, one, (text, onText) => <RatesTask text={text} onText={onText} />);
    answerConfirm(true);
    const season = part(stage.container, "Temporada 1: Temporada baja");
    const remove = button(season, words.rates.removeSeason);
    press(remove);
    expect(changes).toEqual([]);
    expect(shownProblem(season, remove)).toBe(`${words.tasks.refused} ${refused(removeSeason(one, { ...mirador, season: 0 }))}`);
  });

  it("sets the cleaning fee, and takes it out when left empty", () => {
    const changes = drawForm(stage, PRICED, (text, onText) => <RatesTask text={text} onText={onText} />);
    const form = part(stage.container, words.rates.cleaningFee);
    fill(control(form, words.rates.cleaningAmount), "30");
    press(button(form, words.rates.saveFee));
    const withFee = made(setCleaningFee(PRICED, { ...mirador, fee: 30 }));
    expect(only(changes)).toEqual({ text: withFee, summary: "Limpieza de Mirador: 30 €" });
    const again = part(stage.container, words.rates.cleaningFee);
    expect(control(again, words.rates.cleaningAmount).value).toBe("30");
    fill(control(again, words.rates.cleaningAmount), "");
    press(button(again, words.rates.saveFee));
    expect(changes[1]).toEqual({ text: PRICED, summary: "Limpieza de Mirador: sin cobrar aparte" });
  });

  it("can't be used while the text doesn't read, and says why", () => {
    const changes = drawForm(stage, "site:\n  name: [\n", (text, onText) => <RatesTask text={text} onText={onText} />);
    const alert = stage.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(`${words.tasks.unreadable} ${refused(setSeasonPrice("site:\n  name: [\n", { ...mirador, season: 0, night: "nightly", price: 1 }))}`);
    expect(stage.container.querySelector("input, select, textarea, button")).toBeNull();
    expect(changes).toEqual([]);
  });
});

describe("blocked dates", () => {
  const block = { checkIn: `${YEAR}-12-24`, checkOut: `${YEAR}-12-27`, note: "Familia García, por teléfono" };

  it("blocks a stay on an apartment's calendar, with its private note", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <BlocksTask text={text} onText={onText} />);
    fill(control(stage.container, words.tasks.apartment), "calicanto");
    const form = part(stage.container, words.blocks.add);
    fillAll(form, { [words.blocks.checkIn]: block.checkIn, [words.blocks.checkOut]: block.checkOut, [words.blocks.note]: block.note });
    press(button(form, words.blocks.save));
    expect(only(changes)).toEqual({ text: made(addOwnerBlock(SITE_TEXT, { apartment: "calicanto", block })), summary: `Fechas bloqueadas en Calicanto: del 24/12/${YEAR} al 27/12/${YEAR}` });
    const list = part(stage.container, words.blocks.list);
    expect(list.querySelector("li")?.textContent).toBe(`del 24 dic ${YEAR} al 27 dic ${YEAR}${block.note}${words.tasks.remove}`);
  });

  it("asks for both days before writing anything", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <BlocksTask text={text} onText={onText} />);
    const form = part(stage.container, words.blocks.add);
    fill(control(form, words.blocks.checkIn), block.checkIn);
    press(button(form, words.blocks.save));
    expect(changes).toEqual([]);
    expect(control(form, words.blocks.checkOut).getAttribute("aria-invalid")).toBe("true");
  });

  it("unblocks a stay", () => {
    const blocked = made(addOwnerBlock(made(addOwnerBlock(SITE_TEXT, { apartment: "mirador", block })), { apartment: "mirador", block: { checkIn: `${YEAR}-08-01`, checkOut: `${YEAR}-08-08` } }));
    const changes = drawForm(stage, blocked, (text, onText) => <BlocksTask text={text} onText={onText} />);
    answerConfirm(true);
    press(button(stage.container, `Quitar las fechas del 24 dic ${YEAR} al 27 dic ${YEAR}`));
    expect(only(changes)).toEqual({ text: made(removeOwnerBlock(blocked, { apartment: "mirador", block: 1 })), summary: `Fechas desbloqueadas en Mirador: del 24/12/${YEAR} al 27/12/${YEAR}` });
  });

  it("shows why a stay written with an anchor can't be taken out by the form", () => {
    const anchored = made(addOwnerBlock(SITE_TEXT, { apartment: "mirador", block })).replace("- { checkIn:", "- &familia { checkIn:");
    const changes = drawForm(stage, anchored, (text, onText) => <BlocksTask text={text} onText={onText} />);
    answerConfirm(true);
    const list = part(stage.container, words.blocks.list);
    const remove = button(list, words.tasks.remove);
    press(remove);
    expect(changes).toEqual([]);
    expect(shownProblem(list, remove)).toBe(`${words.tasks.refused} ${refused(removeOwnerBlock(anchored, { apartment: "mirador", block: 0 }))}`);
  });
});

describe("a text in each language", () => {
  it("changes one language of an apartment's summary, the other as it was", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <TextTask text={text} onText={onText} />);
    fill(control(stage.container, words.texts.choose), "apartments.0.summary");
    const form = part(stage.container, "Mirador: Resumen");
    expect(control(form, "Español").value).toBe(valueAt(SITE_TEXT, ["apartments", 0, "summary", "es"]));
    fill(control(form, "Inglés"), "On the top floor: beams, light and the whole valley.");
    press(button(form, words.texts.save));
    const path = ["apartments", 0, "summary"];
    expect(only(changes)).toEqual({ text: made(setTranslation(SITE_TEXT, { path, language: "en", value: "On the top floor: beams, light and the whole valley." })), summary: "Texto cambiado (en): resumen de Mirador" });
  });

  it("changes both languages of the tagline in one change", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <TextTask text={text} onText={onText} />);
    fill(control(stage.container, words.texts.choose), "site.tagline");
    const form = part(stage.container, words.texts.tagline);
    fillAll(form, { Español: "desde 2023, en el Jiloca", Inglés: "since 2023, in the Jiloca valley" });
    press(button(form, words.texts.save));
    const path = ["site", "tagline"];
    const expected = chained(SITE_TEXT, [(text) => setTranslation(text, { path, language: "es", value: "desde 2023, en el Jiloca" }), (text) => setTranslation(text, { path, language: "en", value: "since 2023, in the Jiloca valley" })]);
    expect(only(changes)).toEqual({ text: made(expected), summary: "Texto cambiado (es, en): lema de la web" });
  });

  it("translates a review next to what the guest wrote, in the languages it isn't in", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <TextTask text={text} onText={onText} />);
    fill(control(stage.container, words.texts.choose), "reviews.list.0.translations");
    const form = part(stage.container, "Opinión de Elena (2026-10): traducción");
    expect(form.querySelector("blockquote")?.textContent).toBe(valueAt(SITE_TEXT, ["reviews", "list", 0, "text"]));
    expect([...form.querySelectorAll("label")].map((label) => label.textContent)).toEqual(["Inglés"]);
    fill(control(form, "Inglés"), "The views are the best part.");
    press(button(form, words.texts.save));
    expect(only(changes)).toEqual({
      text: made(setTranslation(SITE_TEXT, { path: ["reviews", "list", 0, "translations"], language: "en", value: "The views are the best part." })),
      summary: "Texto cambiado (en): traducción de la opinión de Elena (2026-10)",
    });
  });

  it("shows why a text that is an alias of another can't be changed here", () => {
    const aliased = SITE_TEXT.replace("site:\n  name:\n", "site:\n  name: &nombre\n").replace(/ {2}tagline:\n {4}es: desde 2023\n {4}en: since 2023\n/, "  tagline: *nombre\n");
    expect(aliased).toContain("tagline: *nombre\n");
    const changes = drawForm(stage, aliased, (text, onText) => <TextTask text={text} onText={onText} />);
    fill(control(stage.container, words.texts.choose), "site.tagline");
    const form = part(stage.container, words.texts.tagline);
    fill(control(form, "Inglés"), "since 2023");
    const save = button(form, words.texts.save);
    press(save);
    expect(changes).toEqual([]);
    expect(shownProblem(form, save)).toBe(`${words.tasks.refused} ${refused(setTranslation(aliased, { path: ["site", "tagline"], language: "en", value: "since 2023" }))}`);
  });
});

describe("reviews", () => {
  const stay = String(valueAt(SITE_TEXT, ["reviews", "selection", "to"]));
  const review: NewReview = {
    guest: "Laura",
    stay,
    apartment: "mirador",
    source: "airbnb",
    url: "https://www.airbnb.es/rooms/53812296/reviews",
    rating: 5,
    language: "es",
    text: "Las vistas: lo mejor. ¡Volveremos!",
    translations: { en: "The views: the best part. We'll be back!" },
  };

  it("adds a review with its fields, as the edit adds it", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <ReviewTask text={text} onText={onText} />);
    const form = part(stage.container, words.reviews.add);
    fillAll(form, {
      [words.reviews.guest]: "Laura",
      [words.reviews.stay]: stay,
      [words.tasks.apartment]: "mirador",
      [words.reviews.source]: "airbnb",
      [words.reviews.url]: review.url!,
      [words.reviews.rating]: "5",
      [words.reviews.language]: "es",
      [words.reviews.text]: review.text,
      "Traducción al inglés (opcional)": review.translations!.en!,
    });
    press(button(form, words.reviews.add));
    expect(only(changes)).toEqual({ text: made(addReview(SITE_TEXT, { review })), summary: `Nueva opinión de Laura (Mirador, ${stay})` });
  });

  it("adds a direct review without an address, and one in a language the site hasn't, translated into both", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <ReviewTask text={text} onText={onText} />);
    const form = part(stage.container, words.reviews.add);
    fill(control(form, words.reviews.source), "directo");
    expect([...form.querySelectorAll("label")].map((label) => label.textContent)).not.toContain(words.reviews.url);
    fillAll(form, { [words.reviews.guest]: "Anne", [words.reviews.stay]: stay, [words.tasks.apartment]: "calicanto", [words.reviews.language]: "fr", [words.reviews.text]: "Très calme." });
    fillAll(form, { "Traducción al español (opcional)": "Muy tranquilo.", "Traducción al inglés (opcional)": "Very quiet." });
    press(button(form, words.reviews.add));
    const direct: NewReview = { guest: "Anne", stay, apartment: "calicanto", source: "directo", language: "fr", text: "Très calme.", translations: { es: "Muy tranquilo.", en: "Very quiet." } };
    expect(only(changes)).toEqual({ text: made(addReview(SITE_TEXT, { review: direct })), summary: `Nueva opinión de Anne (Calicanto, ${stay})` });
  });

  it("asks for what a review can't go without", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <ReviewTask text={text} onText={onText} />);
    const form = part(stage.container, words.reviews.add);
    fill(control(form, words.reviews.rating), "cinco");
    press(button(form, words.reviews.add));
    expect(changes).toEqual([]);
    const invalid = [...form.querySelectorAll('[aria-invalid="true"]')].map((element) => element.id);
    expect(invalid.map((id) => form.querySelector(`label[for="${id}"]`)?.textContent)).toEqual([words.reviews.guest, words.reviews.stay, words.reviews.rating, words.reviews.text]);
  });

  it("takes a review out", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <ReviewTask text={text} onText={onText} />);
    answerConfirm(true);
    press(button(stage.container, "Quitar la opinión de Elena, 2026-10, Mirador"));
    expect(only(changes)).toEqual({ text: made(removeReview(SITE_TEXT, { review: 0 })), summary: "Opinión quitada: Elena (Mirador, 2026-10)" });
  });

  it("shows why a review with an anchor can't be taken out by the form", () => {
    const anchored = SITE_TEXT.replace("    - guest: Elena\n", "    - &elena\n      guest: Elena\n");
    expect(anchored).not.toBe(SITE_TEXT);
    const changes = drawForm(stage, anchored, (text, onText) => <ReviewTask text={text} onText={onText} />);
    answerConfirm(true);
    const remove = button(stage.container, "Quitar la opinión de Elena, 2026-10, Mirador");
    press(remove);
    expect(changes).toEqual([]);
    expect(shownProblem(part(stage.container, words.reviews.list), remove)).toBe(`${words.tasks.refused} ${refused(removeReview(anchored, { review: 0 }))}`);
  });
});

describe("what the photos show", () => {
  it("changes what a photo of an apartment shows, in one language", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <PhotoTextsTask text={text} onText={onText} />);
    const photo = part(stage.container, "Foto 3: mirador/03.jpg");
    fill(control(photo, "Qué muestra, en español"), "Comedor: mesa de madera para seis, junto a la ventana");
    press(button(photo, "Guardar mirador/03.jpg"));
    expect(only(changes)).toEqual({
      text: made(setPhotoText(SITE_TEXT, { list: { apartment: "mirador" }, file: "mirador/03.jpg", field: "alt", language: "es", value: "Comedor: mesa de madera para seis, junto a la ventana" })),
      summary: "Descripción (es) de la foto mirador/03.jpg",
    });
  });

  it("changes a history image's caption", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <PhotoTextsTask text={text} onText={onText} />);
    fill(control(stage.container, words.photoTexts.list), "about");
    const photo = part(stage.container, "Foto 1: edificio/01.jpg");
    fill(control(photo, "Pie de foto, en inglés"), "The façade, restored with its original stone.");
    press(button(photo, "Guardar edificio/01.jpg"));
    expect(only(changes)).toEqual({
      text: made(setPhotoText(SITE_TEXT, { list: { about: true }, file: "edificio/01.jpg", field: "caption", language: "en", value: "The façade, restored with its original stone." })),
      summary: "Pie (en) de la foto edificio/01.jpg",
    });
  });

  it("shows why a photo whose text is an alias can't be changed here", () => {
    const aliased = SITE_TEXT.replace('          es: "Zona de comedor con mesa de madera para seis personas"\n', '          es: &comedor "Zona de comedor con mesa de madera para seis personas"\n').replace(
      '          en: "Dining area with a wooden table for six"\n',
      "          en: *comedor\n",
    );
    expect(aliased).toContain("en: *comedor\n");
    const changes = drawForm(stage, aliased, (text, onText) => <PhotoTextsTask text={text} onText={onText} />);
    const photo = part(stage.container, "Foto 3: mirador/03.jpg");
    fill(control(photo, "Qué muestra, en inglés"), "Dining area");
    const save = button(photo, "Guardar mirador/03.jpg");
    press(save);
    expect(changes).toEqual([]);
    expect(shownProblem(photo, save)).toBe(`${words.tasks.refused} ${refused(setPhotoText(aliased, { list: { apartment: "mirador" }, file: "mirador/03.jpg", field: "alt", language: "en", value: "Dining area" }))}`);
  });
});

describe("the task panel", () => {
  const menu = () => [...stage.container.querySelectorAll<HTMLButtonElement>(".task-menu__button")];

  it("offers the tasks as big buttons, opens one at a time, and goes back to the one it came from", () => {
    drawForm(stage, SITE_TEXT, (text, onText) => <TaskPanel text={text} onText={onText} />);
    expect(menu().map((task) => task.textContent)).toEqual(["Cambiar precios", "Bloquear fechas", "Cambiar un texto", "Añadir una opinión", "Fotos"]);
    for (const task of menu()) expect(stage.container.ownerDocument.getElementById(task.getAttribute("aria-describedby")!)?.textContent).not.toBe("");
    press(button(stage.container, "Bloquear fechas"));
    expect(menu()).toEqual([]);
    const title = stage.container.querySelector("h3");
    expect(title?.textContent).toBe("Bloquear fechas");
    expect(document.activeElement).toBe(title);
    expect(part(stage.container, words.blocks.add)).toBeTruthy();
    press(button(stage.container, `← ${words.tasks.back}`));
    expect(menu()).toHaveLength(5);
    expect(document.activeElement?.textContent).toBe("Bloquear fechas");
  });

  it("passes each change on, and says which it made", () => {
    const changes = drawForm(stage, SITE_TEXT, (text, onText) => <TaskPanel text={text} onText={onText} />);
    press(button(stage.container, "Cambiar un texto"));
    fill(control(stage.container, words.texts.choose), "site.tagline");
    const form = part(stage.container, words.texts.tagline);
    fill(control(form, "Español"), "desde 2023, en el Jiloca");
    press(button(form, words.texts.save));
    const change = only(changes);
    expect(change.summary).toBe("Texto cambiado (es): lema de la web");
    expect(stage.container.querySelector('.task-open [role="status"]')?.textContent).toBe(`Hecho en el texto: ${change.summary}. Se publica con los demás cambios.`);
  });

  it("opens the photos of the device in «Fotos» when it is given them, and what the published ones show otherwise", () => {
    drawForm(stage, SITE_TEXT, (text, onText) => <TaskPanel text={text} onText={onText} />);
    press(button(stage.container, "Fotos"));
    expect(stage.container.querySelector('input[type="file"]')).toBeNull();
    expect(part(stage.container, "Foto 1: mirador/01.jpg")).toBeTruthy();
    act(() => stage.root!.unmount());
    drawForm(stage, SITE_TEXT, (text, onText) => <TaskPanel text={text} onText={onText} photos={{ photos: photoFilesOf(repositoryFiles()), added: new Map(), onAdded: () => undefined }} />);
    press(button(stage.container, "Fotos"));
    expect(stage.container.querySelector('input[type="file"]')).not.toBeNull();
    expect(part(stage.container, words.photoPanel.listed)).toBeTruthy();
  });
});

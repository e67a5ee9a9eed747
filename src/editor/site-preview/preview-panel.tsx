/**
 * The preview beside the editor: the home page or an apartment's, in a language, at a phone's or a
 * computer's width, drawn from the content as it is being edited (the last version the check
 * passed), with the owner's blocks and the calendars the live site publishes now. Drawn when the
 * owner asks for it, not at every key.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { readBookedNights } from "../../booking/booked-nights.ts";
import type { BookedNights } from "../../booking/types.ts";
import { dictionaries } from "../../generated/languages.gen.ts";
import { photos } from "../../generated/photos.gen.ts";
import type { Site } from "../../generated/content-types.gen.ts";
import type { Language } from "../../site/types.ts";
import { AVAILABILITY_PATH } from "../../site/output-names.ts";
import type { CheckReport } from "../check-report.ts";
import { useEditorWords } from "../editor-words.tsx";
import { previewSource } from "./preview-source.ts";
import { SitePreview } from "./site-preview.tsx";

type Published = { booked: BookedNights | null; at?: Date };

/** The live site's booked nights, as its pages read them; none when they can't be had (the preview says «consúltanos» then, as the site would). */
async function publishedNights(site: Site): Promise<Published> {
  try {
    const response = await fetch(AVAILABILITY_PATH, { cache: "no-cache" });
    if (!response.ok) return { booked: null };
    const modified = response.headers.get("last-modified");
    const slugs = site.apartments.filter((apartment) => apartment.calendar).map((apartment) => apartment.slug);
    return { booked: readBookedNights(await response.json(), slugs), at: modified ? new Date(modified) : undefined };
  } catch {
    return { booked: null };
  }
}

type Props = { report: CheckReport | null | "checking"; newPhotos?: ReadonlyMap<string, string> };

export function PreviewPanel({ report, newPhotos }: Props) {
  const words = useEditorWords();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [lastGood, setLastGood] = useState<Site | null>(null);
  const [published, setPublished] = useState<Published | null>(null);
  const [page, setPage] = useState<string>("home");
  const [width, setWidth] = useState<375 | 1280>(375);
  const [language, setLanguage] = useState<Language | null>(null);

  // The last content the check passed is what the preview draws.
  const site = report !== "checking" && report?.ok ? report.site : null;
  // Kept while rendering (React's way to remember from an earlier render), not in an effect.
  if (site && site !== lastGood) setLastGood(site);
  const shown = site ?? lastGood;

  useEffect(() => {
    if (!open || published || !shown) return;
    let live = true;
    void publishedNights(shown).then((nights) => live && setPublished(nights));
    return () => {
      live = false;
    };
  }, [open, published, shown]);

  const source = useMemo(
    () => (shown && published ? previewSource({ site: shown, dictionaries, booked: published.booked, bookedAt: published.at, photos, newPhotos }) : null),
    [shown, published, newPhotos],
  );
  const languages = (shown?.site.languages ?? []) as Language[];
  const chosenLanguage = language && languages.includes(language) ? language : languages[0];
  const apartments = shown?.apartments.filter((apartment) => !apartment.hidden) ?? [];
  const chosenPage = page === "home" || !apartments.some((apartment) => apartment.slug === page) ? "home" : { apartment: page };

  return (
    <section className="editor-preview" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.previewHeading}</h2>
      <p>{words.previewIntro}</p>
      <button className="button button--ghost" type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? words.previewClose : words.previewOpen}
      </button>
      {open ? (
        <>
          <div className="editor-preview__choices">
            <label>
              {words.previewPage}
              <select value={chosenPage === "home" ? "home" : chosenPage.apartment} onChange={(event) => setPage(event.target.value)}>
                <option value="home">{words.previewHome}</option>
                {apartments.map((apartment) => (
                  <option key={apartment.slug} value={apartment.slug}>
                    {apartment.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {words.previewWidth}
              <select value={width} onChange={(event) => setWidth(event.target.value === "1280" ? 1280 : 375)}>
                <option value="375">{words.previewPhone}</option>
                <option value="1280">{words.previewLaptop}</option>
              </select>
            </label>
            {languages.length > 1 ? (
              <label>
                {words.previewLanguage}
                <select value={chosenLanguage} onChange={(event) => setLanguage(event.target.value as Language)}>
                  {languages.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
          {site === null && lastGood ? <p className="editor-notice">{words.previewStale}</p> : null}
          {source && chosenLanguage ? (
            <div className="editor-preview__frame">
              <SitePreview source={source} language={chosenLanguage} page={chosenPage} width={width} />
            </div>
          ) : (
            <p role="status">{words.previewWaiting}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

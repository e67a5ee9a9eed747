import type { Site } from "../../generated/content-types.gen.ts";
import { taxIdProblem } from "../validate/tax-id.ts";
import type { PathSegment } from "../wording/problem.ts";

type Report = (path: PathSegment[], message: string, key?: string) => void;


/** The three pages a Spanish lodging business's site must show, and what each is called in the messages. */
const LEGAL_PAGES = { notice: "el aviso legal", privacy: "la página de privacidad", storage: "la página de cookies" } as const;

/**
 * The legal data: a tax id with its control right for a person or a company; a company's registry
 * data; and each legal page in `routes` (every page's footer links to them), once.
 */
export function checkLegal(site: Site, report: Report): void {
  const { holder } = site.legal;
  const problem = taxIdProblem(holder.taxId, holder.kind);
  if (problem) report(["legal", "holder", "taxId"], problem);
  const controller = site.legal.dataProtection.controller;
  const controllerProblem = controller && taxIdProblem(controller.taxId);
  if (controllerProblem) report(["legal", "dataProtection", "controller", "taxId"], controllerProblem);
  if (holder.kind === "company" && holder.registry === undefined) {
    report(["legal", "holder"], "falta «registry»: una empresa tiene que dar sus datos del Registro Mercantil (registro, tomo, folio, hoja); si el titular es una persona, pon «kind: person»");
  }
  for (const [kind, name] of Object.entries(LEGAL_PAGES)) {
    const pages = site.routes.flatMap((route, i) => (route.kind === "legal" && route.legal === kind ? [i] : []));
    if (pages.length === 0) report(["routes"], `falta ${name}: añade en «routes» una página con «kind: legal» y «legal: ${kind}» (la web la enlaza desde el pie de todas las páginas)`);
    for (const i of pages.slice(1)) report(["routes", i, "legal"], `${name} ya tiene su página en «routes»: una sola`);
  }
}

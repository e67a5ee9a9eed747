/**
 * The marks the legal pages' texts may use (`{holder}`, `{taxId}`…): the check accepts these and
 * no other (src/content-check/cross-check/legal-checks.ts), and the pages put the holder's data in each
 * (src/site/page-data/legal.ts). Pure: the check reads it before anything is generated.
 */
export const LEGAL_TOKENS = ["holder", "taxId", "holderAddress", "email", "phone", "registry", "supervisor", "controller", "controllerTaxId", "controllerAddress", "dataContact", "siteName", "siteUrl", "mapProvider"] as const;

export type LegalToken = (typeof LEGAL_TOKENS)[number];

/**
 * The site's schema and its compiled validator, for the check in the browser: compiled ahead by
 * `npm run generate` (scripts/content/validator.ts), as a page that forbids eval can't compile.
 */
import schema from "../../schema/site.schema.json";
import validate from "../generated/site-validator.gen.js";
import type { SiteValidator } from "./validate/schema-problems.ts";

export const siteValidator: SiteValidator = { validate: validate as SiteValidator["validate"], schema };

import type { Document, LineCounter } from "yaml";

/** A parsed YAML file that remembers where every node came from. */
export type YamlSource = {
  file: string;
  /** The file's text, as read. */
  text: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
};

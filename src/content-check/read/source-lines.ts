/** One line of the content file, as the owner sees it in the editor. */
export type SourceLine = {
  /** 1-based, as editors number lines. */
  number: number;
  text: string;
  /** Spaces before the first character (a tab stops the count: it is a slip of its own). */
  indent: number;
  /** The line without its indentation. */
  content: string;
  /** Empty, or only a comment: says nothing about the structure. */
  blank: boolean;
};

export function sourceLines(text: string): SourceLine[] {
  return text.split("\n").map((raw, index) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const indent = line.length - line.replace(/^ +/, "").length;
    const content = line.slice(indent);
    return { number: index + 1, text: line, indent, content, blank: content.trim() === "" || content.trimStart().startsWith("#") };
  });
}

/** Line `number` (1-based, as the parser gives it); past the end of the file, an empty one. */
export function lineAt(lines: readonly SourceLine[], number: number): SourceLine {
  return lines[number - 1] ?? { number, text: "", indent: 0, content: "", blank: true };
}

/** `key` of a `key: …` or `- key: …` line (plain keys only, as the site's keys are). */
export function keyOf(line: SourceLine): string | undefined {
  return /^(?:- +)?([A-Za-z_][\w-]*):(?:\s|$)/.exec(line.content)?.[1];
}

/** Where the keys of a `- key: …` item start (two columns after its dash), else the line's indent. */
export function keyIndent(line: SourceLine): number {
  const dash = /^(- +)[A-Za-z_][\w-]*:(?:\s|$)/.exec(line.content)?.[1] ?? "";
  return line.indent + dash.length;
}

/** The lines above `index`, the nearest first. */
export function* linesAbove(lines: readonly SourceLine[], index: number): Generator<SourceLine> {
  for (let i = index - 1; i >= 0; i--) {
    const line = lines[i];
    if (line) yield line;
  }
}

/** The nearest line above `index` that says something, or undefined at the top of the file. */
export function contentAbove(lines: readonly SourceLine[], index: number): SourceLine | undefined {
  for (const line of linesAbove(lines, index)) if (!line.blank) return line;
  return undefined;
}

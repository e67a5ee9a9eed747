/**
 * The lines of a text with their offsets, as the edits count them: a line ends at «\n» (its «\r»
 * before it, in a file saved with Windows line endings, belongs to the ending, not to the line).
 */
export class TextLines {
  /** Offset where each line starts. */
  readonly #starts: number[] = [0];
  /** The line ending new lines get: the file's own (its first), «\n» in a file of one line. */
  readonly eol: "\n" | "\r\n";

  constructor(readonly text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.#starts.push(i + 1);
    const first = text.indexOf("\n");
    this.eol = first > 0 && text[first - 1] === "\r" ? "\r\n" : "\n";
  }

  get count(): number {
    return this.#starts.length;
  }

  /** The line (from 0) that holds `offset`. */
  lineOf(offset: number): number {
    let low = 0;
    let high = this.#starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.#starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  start(line: number): number {
    return this.#starts[line] ?? this.text.length;
  }

  /** Where the next line starts: after this one's ending (the text's end for the last line). */
  next(line: number): number {
    return this.#starts[line + 1] ?? this.text.length;
  }

  /** Where the line's content ends, before its ending. */
  end(line: number): number {
    const next = this.#starts[line + 1];
    if (next === undefined) return this.text.length;
    return this.text[next - 2] === "\r" ? next - 2 : next - 1;
  }

  content(line: number): string {
    return this.text.slice(this.start(line), this.end(line));
  }

  /** Spaces before the first character. */
  indent(line: number): number {
    const content = this.content(line);
    return content.length - content.replace(/^ +/, "").length;
  }

  column(offset: number): number {
    return offset - this.start(this.lineOf(offset));
  }

  /** Empty, or spaces and tabs only. */
  isBlank(line: number): boolean {
    return this.content(line).trim() === "";
  }

  /** Only a comment, after its indentation. */
  isComment(line: number): boolean {
    return this.content(line).trimStart().startsWith("#");
  }

  /** Whether the text ends with a line ending (a file whose last line lacks one keeps lacking it). */
  get endsWithEol(): boolean {
    return this.text.endsWith("\n");
  }
}

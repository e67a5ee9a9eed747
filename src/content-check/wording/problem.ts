/** A place in the content's data: keys and list positions from the top («apartments», 0, «photos»). */
export type PathSegment = string | number;

/** One mistake found in a content file, pinned to where the owner must look. */
export type Problem = {
  file: string;
  line: number;
  col: number;
  message: string;
};

/** `site.yaml:12:5: message` — the form editors and terminals turn into a link. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.col}: ${problem.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.col - b.col || a.message.localeCompare(b.message));
}

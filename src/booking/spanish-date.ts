/** DD/MM/YYYY, as a Spanish reader writes a date (from a parsed YYYY-MM-DD). */
export function spanishDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

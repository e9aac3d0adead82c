export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number): string => `${Math.round(value)} ms`;

/** A plain left-aligned text table. */
export function printTable(title: string, head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

export interface BudgetResult {
  name: string;
  measured: string;
  limit: string;
  pass: boolean;
}

/** The named fields of an object as they are: what a view copies through from a row, or a select from a table. */
export function pick<T extends object, const K extends keyof T>(
  row: T,
  keys: readonly K[],
): Pick<T, NoInfer<K>> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = row[key];
  return out;
}

/** A number field's text as a number; empty or not a number: undefined (the key is dropped). */
export const num = (v: string): number | undefined =>
  v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v);

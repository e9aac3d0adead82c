import { useRef, useState } from 'react';

/** A field's check: the first message it fails with, or null (the `check*` of form-rules.ts). */
export type FieldCheck<K extends string> = (
  value: string,
  values: Readonly<Record<K, string>>,
) => string | null;

/** What a failed validation rejects with: the shape of antd-mobile Form's, for formErrorAlert. */
export interface FieldErrorsInfo {
  errorFields: { name: string[]; errors: string[] }[];
}

/**
 * A small form state for the sign-in screens, without antd-mobile's Form (rc-field-form and
 * async-validator are ~27 KB gz the sign-in page does not need). Like the Form it replaces: a field
 * is checked on every change once edited, and on submit every field is checked in form order; the
 * failures reach `onInvalid` as `{ errorFields }` (formErrorAlert lists the first message of each).
 */
export function useFieldForm<K extends string>(
  checks: Readonly<Record<K, FieldCheck<K>>>,
  initial: Partial<Record<K, string>> = {},
) {
  const names = Object.keys(checks) as K[];
  const [values, setValues] = useState<Record<K, string>>(
    () => Object.fromEntries(names.map((n) => [n, initial[n] ?? ''])) as Record<K, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  // The latest values for validations started from callbacks of the same render (SMS button).
  const latest = useRef(values);
  latest.current = values;

  const check = (fields: readonly K[]) => {
    const current = latest.current;
    const found = fields.map((name) => ({ name, message: checks[name](current[name], current) }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const f of found) next[f.name] = f.message ?? undefined;
      return next;
    });
    return found;
  };

  /** Checks `fields` (all by default); resolves to the values, or rejects with `{ errorFields }`. */
  const validateFields = (fields: readonly K[] = names): Promise<Record<K, string>> => {
    const found = check(fields);
    if (found.every((f) => f.message === null)) return Promise.resolve({ ...latest.current });
    const info: FieldErrorsInfo = {
      errorFields: found.map((f) => ({ name: [f.name], errors: f.message ? [f.message] : [] })),
    };
    return Promise.reject(info);
  };

  /** Props of the antd-mobile Input of `name`. */
  const field = (name: K) => ({
    value: values[name],
    onChange: (value: string) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      const message = checks[name](value, next);
      setErrors((previous) => ({ ...previous, [name]: message ?? undefined }));
    },
  });

  /** The form's onSubmit: prevents the page load, then `onValid(values)` or `onInvalid(errors)`. */
  const onSubmit =
    (onValid: (values: Record<K, string>) => void, onInvalid: (info: FieldErrorsInfo) => void) =>
    (event: { preventDefault(): void }) => {
      event.preventDefault();
      validateFields().then(onValid, onInvalid);
    };

  return { values, errors, field, validateFields, onSubmit };
}

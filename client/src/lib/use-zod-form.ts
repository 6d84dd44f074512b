import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message the schema gives for each field: the same schema and words the server uses. */
export const fieldErrorsOf = <K extends string>(error: z.ZodError): FieldErrors<K> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<K>;
};

/**
 * Form values checked by a domain schema. Errors appear after the first submit and then follow
 * every change, so a fixed field loses its message at once.
 */
export function useZodForm<Values extends Record<string, string>, Output>(schema: z.ZodType<Output>, initial: Values) {
  type Key = Extract<keyof Values, string>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  // whether errors follow every change yet: read by setField, never rendered
  const submitted = useRef(false);

  const check = useCallback(
    (next: Values): Output | null => {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : fieldErrorsOf<Key>(result.error));
      return result.success ? result.data : null;
    },
    [schema],
  );

  // the values as last set, so a change from a callback made in an older render keeps the fields typed since
  const latest = useRef(values);
  latest.current = values;

  /** Stable while the schema is: a callback that writes a field need not list it as a dependency that changes. */
  const setField = useCallback(
    (key: Key, value: string) => {
      const next = { ...latest.current, [key]: value };
      latest.current = next;
      setValues(next);
      if (submitted.current) check(next);
    },
    [check],
  );

  /** Returns the parsed values, or null after showing the messages. */
  const validate = (): Output | null => {
    submitted.current = true;
    return check(values);
  };

  /** Back to a clean form, e.g. after a password was changed. */
  const reset = (next: Values) => {
    latest.current = next;
    setValues(next);
    setErrors({});
    submitted.current = false;
  };

  return { values, errors, setField, validate, reset };
}

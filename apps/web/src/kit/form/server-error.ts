/**
 * The one rule for a failed save (STYLE.md §6): a server sentence naming a field ("Field 'x' …") lands
 * on that field; any other sentence, or none (then the dialog's fallback), goes under the form.
 */
import type { ReactNode } from 'react';
import { isApiError } from '../api-client.ts';

interface ServerErrorTarget<F extends string> {
  /** Where a sentence that names no field goes (the dialog's `error`). */
  setError: (message: string) => void;
  /** Shown when the failure carries no sentence (network, 5xx). */
  fallback: string;
  /** The form and the field a sentence names (null: none of this form's fields). */
  form?: { setFieldError: (path: F, error: ReactNode) => void };
  fieldOf?: (message: string) => F | null;
  /** A field the form shows but cannot change (a record's key when updating): its sentence goes under the form. */
  except?: F | null;
}

/** An `onError` for a mutation: `create.mutate(body, { onError: serverErrorTo({ ... }) })`. */
export function serverErrorTo<F extends string>({
  setError,
  fallback,
  form,
  fieldOf,
  except,
}: ServerErrorTarget<F>) {
  return (failure: unknown) => {
    const message = isApiError(failure) ? failure.serverMessage : null;
    const field = message && fieldOf ? fieldOf(message) : null;
    if (message && field && field !== except && form) form.setFieldError(field, message);
    else setError(message ?? fallback);
  };
}

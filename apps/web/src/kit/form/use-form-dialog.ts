/**
 * The state every form dialog keeps beside its fields: the sentence under the form, and a close that
 * starts over (the error cleared, each of `reset` reset — the form of an add dialog, its mutations — then
 * the caller's onClose), so a dialog opened again shows no trace of the last try.
 */
import { useState } from 'react';

export function useFormDialog({ onClose, reset }: { onClose: () => void; reset: { reset: () => void }[] }) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    for (const item of reset) item.reset();
    setError(null);
    onClose();
  };
  return { error, setError, close };
}

import { useState } from 'react';
import { fileProblem, MAX_UPLOAD_BYTES } from './FileField';
import type { ValidationKey } from './validation';

/**
 * The file a form will send, checked when it is chosen. A refused file is left out and the field says why,
 * but the refusal is a notice, not a field error that holds the form back: the form still sends without
 * the file (a submit that did nothing until another file was chosen was the bug this replaces).
 */
export function useFileChoice(types: string[], typeKey: ValidationKey = 'validation.fileType', maxBytes = MAX_UPLOAD_BYTES) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  // A new key for FileField after a send empties the native input as well as the state.
  const [inputKey, setInputKey] = useState(0);

  /** FileField's onFile: keeps an acceptable file; returns false for a refused one (FileField then empties the input). */
  const choose = (chosen: File | null): boolean => {
    const found = chosen ? fileProblem(chosen, types, maxBytes) : null;
    setProblem(found);
    setFile(found ? null : chosen);
    return !found;
  };

  const clear = () => {
    setFile(null);
    setProblem(null);
    setInputKey((key) => key + 1);
  };

  /** Locale keys of the notice: why the file was refused, then that it was left out. */
  const problemKeys: ValidationKey[] = problem ? [problem === 'type' ? typeKey : 'validation.fileSize', 'validation.fileLeftOut'] : [];
  return { file, problem, problemKeys, choose, clear, inputKey };
}

export type FileChoice = ReturnType<typeof useFileChoice>;

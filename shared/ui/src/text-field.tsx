import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { CharacterCount } from './character-count';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Help text under the field, announced with it. */
  hint?: ReactNode;
  /** A message about this field's value; marks the input invalid. */
  error?: ReactNode;
}

/** A labelled input: the label, hint and error are tied to the input for assistive technology. */
export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  // With a maxLength, a counter appears near the limit (CharacterCount) and is tied to the input.
  const max = input.maxLength !== undefined && input.maxLength > 0 ? input.maxLength : undefined;
  const counterId = max ? `${inputId}-count` : undefined;
  const describedBy = [input['aria-describedby'], hintId, errorId, counterId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {counterId && max && <CharacterCount id={counterId} length={String(input.value ?? '').length} max={max} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

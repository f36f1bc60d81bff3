import { useId } from 'react';
import type { CountMethod } from '@runoff/domain';
import { useText } from '../../../lib/i18n';
import { FORM_METHODS, methodLabel } from '../utils/counting-method';
import styles from './create-poll.module.css';
import methodStyles from './counting-method-field.module.css';

export interface CountingMethodFieldProps {
  value: CountMethod;
  onChange: (method: CountMethod) => void;
  /** The message when the method does not fit the number of winners, shown under the choice. */
  error: string | null;
  disabled: boolean;
}

/**
 * The counting method (issue 31): one radio a method, each with its one-sentence description; the
 * instant runoff first and chosen by default, as the spec says.
 */
export function CountingMethodField({ value, onChange, error, disabled }: CountingMethodFieldProps) {
  const { t } = useText();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={methodStyles.fieldset} aria-describedby={`${name}-hint${error ? ` ${errorId}` : ''}`} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{t('create.method')}</legend>
      <p id={`${name}-hint`} className={methodStyles.hint}>
        {t('create.methodHint')}
      </p>
      {FORM_METHODS.map((method) => {
        const id = `${name}-${method}`;
        const label = methodLabel(method);
        return (
          <div key={method} className={methodStyles.choice}>
            <input
              id={id}
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={`${id}-about`}
              disabled={disabled}
            />
            <label htmlFor={id}>{t(label.name)}</label>
            <p id={`${id}-about`} className={methodStyles.about}>
              {t(label.about)}
            </p>
          </div>
        );
      })}
      {error && (
        <p id={errorId} className={methodStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

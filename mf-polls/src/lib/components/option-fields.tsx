import { useEffect, useId, useRef } from 'react';
import { TEXT_LIMITS } from '@runoff/domain';
import { Button, CharacterCount } from '@runoff/ui';
import { useText } from '../i18n';
import styles from './option-fields.module.css';

export interface OptionFieldsProps {
  options: { key: number; text: string }[];
  onChange: (key: number, text: string) => void;
  onAdd: () => number;
  /** Returns false when the option was kept (only the minimum left). */
  onRemove: (key: number) => boolean;
  disabled?: boolean;
}

/** The numbered option inputs. Focus follows the keyboard user: into a new option, or to a neighbour after a removal. */
export function OptionFields({ options, onChange, onAdd, onRemove, disabled = false }: OptionFieldsProps) {
  const { t, intl } = useText();
  const idPrefix = useId();
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusKey = useRef<number | null>(null);

  useEffect(() => {
    if (focusKey.current === null) return;
    inputs.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  }, [options]);

  function remove(index: number, key: number) {
    if (!onRemove(key)) return;
    const neighbour = options[index + 1] ?? options[index - 1];
    focusKey.current = neighbour ? neighbour.key : null;
  }

  return (
    <fieldset className={styles.options} disabled={disabled}>
      <legend className={styles.legend}>{t('create.options')}</legend>
      <ol className={styles.optionList}>
        {options.map((option, index) => {
          const number = intl.formatNumber(index + 1);
          const label = t('create.option', { number });
          return (
            <li key={option.key} className={styles.optionRow}>
              <input
                ref={(element) => {
                  if (element) inputs.current.set(option.key, element);
                  else inputs.current.delete(option.key);
                }}
                className={styles.input}
                aria-label={label}
                aria-describedby={`${idPrefix}-${option.key}-count`}
                placeholder={label}
                maxLength={TEXT_LIMITS.option}
                value={option.text}
                onChange={(event) => onChange(option.key, event.target.value)}
              />
              <CharacterCount id={`${idPrefix}-${option.key}-count`} length={option.text.length} max={TEXT_LIMITS.option} />
              <Button variant="secondary" className={styles.remove} aria-label={t('create.removeOption', { number })} onClick={() => remove(index, option.key)}>
                {t('create.remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        onClick={() => {
          focusKey.current = onAdd();
        }}
      >
        {t('create.addOption')}
      </Button>
    </fieldset>
  );
}

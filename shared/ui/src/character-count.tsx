import { useText } from './i18n/ui-messages';
import styles from './text-field.module.css';

/** The counter shows from this share of the limit on: nobody needs it for a short title. */
const COUNTER_FROM = 0.8;

function isNearLimit(length: number, max: number): boolean {
  return length >= Math.floor(max * COUNTER_FROM);
}

/**
 * "180 / 200" under a field whose text nears its limit (the input's maxLength stops typing at the limit),
 * so nobody meets the limit only after submitting. Polite: read out as it changes, without interrupting.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const { rich, intl } = useText();
  const near = isNearLimit(length, max);
  return (
    <p id={id} className={styles.counter} aria-live="polite" hidden={!near}>
      {near &&
        rich('characterCount.characters', {
          length: intl.formatNumber(length),
          max: intl.formatNumber(max),
          hidden: (chunks) => (
            <span key="hidden" className={styles.srOnly}>
              {chunks}
            </span>
          ),
        })}
    </p>
  );
}

import { useId } from 'react';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@runoff/platform/i18n';
import { useText } from './i18n/ui-messages';
import styles from './language-menu.module.css';

export interface LanguageMenuProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** The menu's visible label; "Language" in the reader's language by default. */
  label?: string;
}

/**
 * Every language Runoff speaks, each named in its own words and marked with its `lang`, so a reader finds
 * theirs whatever the page's language and a screen reader pronounces each name right.
 */
export function LanguageMenu({ value, onChange, label }: LanguageMenuProps) {
  const { t } = useText();
  const id = useId();
  return (
    <span className={styles.menu}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('languageMenu.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}

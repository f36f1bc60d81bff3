/**
 * The page's language, shared as one instance through @runoff/platform: the shell owns the locale (its
 * language menu), every remote reads it here and keeps its own messages (createMessages). docs/i18n.md.
 */
export { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, isLocale, localeDirection, matchLocale, type Locale } from './locales';
export { LOCALE_STORAGE_KEY, createLocaleStore, initialLocale, localeStore, type LocaleStore } from './locale-store';
export { LocaleScope, chooseLocale, useLocale, usePageLocale } from './use-locale';
export { createMessages, type MessageCatalog, type MessageIdOf, type MessageValues, type Messages, type Text } from './create-messages';
export { authFailureId, failure, FailureError, isLostAnswer, toFailure, type Failure, type FailureValue } from './failure';
export { englishFailure, useFailureText, useNoticeText, type FailureNotice } from './failure-text';

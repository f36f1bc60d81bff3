/** A language tag Intl accepts, or undefined. */
function supported(tag: string | null | undefined): string | undefined {
  if (!tag || tag.trim() === '') return undefined;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    return canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0 ? canonical : undefined;
  } catch {
    return undefined; // RangeError: not a language tag
  }
}

/**
 * The language numbers and dates are written in: the embed's own lang option, else the nearest lang
 * attribute around the element (usually <html lang>), else the browser's language, else en-US.
 */
export function resolveLocale(explicit: string | undefined, element: Element | null, navigatorLanguage: string | undefined): string {
  const around = element?.closest('[lang]')?.getAttribute('lang');
  return supported(explicit) ?? supported(around) ?? supported(navigatorLanguage) ?? 'en-US';
}

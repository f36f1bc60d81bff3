/** How embedded results look and where they read from: the element's attributes or mount()'s options. */
export type EmbedTheme = 'light' | 'dark' | 'auto';

/** How the embed looks and which project it reads, whatever it shows. */
interface EmbedLook {
  /** The Supabase project; when left out, the results host's runtime-config.json says (docs/embedding.md). */
  supabaseUrl?: string;
  anonKey?: string;
  theme: EmbedTheme;
  hideChart: boolean;
  hideRounds: boolean;
  /** Hides the Play Count Animation button. */
  hideAnimation: boolean;
  /** BCP 47 language for numbers and dates; default: the page's language. */
  locale?: string;
}

/** What the embed shows: one poll, or a session's current question (docs/embedding.md, "A session"). */
export type EmbedOptions = EmbedLook & ({ pollId: string; sessionId?: undefined } | { sessionId: string; pollId?: undefined });

/** mount()'s options: a poll id or a session id, the rest optional; checked as the attributes are. */
export type EmbedInput = Partial<EmbedLook> & { pollId?: string; sessionId?: string };

/** The attributes of <runoff-results>, in the order docs/embedding.md lists them. */
export const EMBED_ATTRIBUTES = [
  'poll-id',
  'session-id',
  'theme',
  'hide-chart',
  'hide-rounds',
  'hide-animation',
  'lang',
  'supabase-url',
  'anon-key',
] as const;

export type EmbedAttribute = (typeof EMBED_ATTRIBUTES)[number];

/** A failure keeps the `lang` asked for, so its message is in that language too. */
/** Why a snippet's attributes cannot be used, as the embed's message id (worded in the reader's language). */
export type EmbedOptionsProblem =
  | 'embed.missingPollId'
  | 'embed.pollNotFound'
  | 'embed.sessionNotFound'
  | 'embed.pollOrSession'
  | 'embed.badSupabaseUrl'
  | 'embed.keyPair';

export type ParsedEmbedOptions = { ok: true; options: EmbedOptions; warnings: string[] } | { ok: false; error: EmbedOptionsProblem; locale?: string };

const THEMES: readonly EmbedTheme[] = ['light', 'dark', 'auto'];
const MAX_POLL_ID = 100;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** HTML boolean attributes: present means on; "false" is accepted as off for hand-written snippets. */
function flag(value: string | null): boolean {
  return value !== null && value.trim().toLowerCase() !== 'false';
}

/**
 * Reads the element's attributes. Page authors write them by hand, so anything unexpected either falls
 * back to the default with a warning (theme) or stops with a message the embed shows (a missing poll id).
 */
export function parseEmbedAttributes(attribute: (name: EmbedAttribute) => string | null): ParsedEmbedOptions {
  const warnings: string[] = [];
  const lang = attribute('lang')?.trim() || undefined;
  const failed = (error: EmbedOptionsProblem): ParsedEmbedOptions => ({ ok: false, error, ...(lang ? { locale: lang } : {}) });
  const pollId = attribute('poll-id')?.trim() ?? '';
  const sessionId = attribute('session-id')?.trim() ?? '';
  if (pollId !== '' && sessionId !== '') return failed('embed.pollOrSession');
  if (pollId === '' && sessionId === '') return failed('embed.missingPollId');
  if (pollId.length > MAX_POLL_ID) return failed('embed.pollNotFound');
  if (sessionId.length > MAX_POLL_ID) return failed('embed.sessionNotFound');

  const rawTheme = attribute('theme')?.trim().toLowerCase() ?? '';
  let theme: EmbedTheme = 'light';
  if (rawTheme !== '') {
    const known = THEMES.find((t) => t === rawTheme);
    if (known) theme = known;
    else warnings.push(`Unknown theme "${rawTheme}": use light, dark or auto. Showing light.`);
  }

  const supabaseUrl = attribute('supabase-url')?.trim() || undefined;
  if (supabaseUrl !== undefined && !isHttpUrl(supabaseUrl)) {
    return failed('embed.badSupabaseUrl');
  }
  const anonKey = attribute('anon-key')?.trim() || undefined;
  if ((supabaseUrl === undefined) !== (anonKey === undefined)) {
    return failed('embed.keyPair');
  }

  return {
    ok: true,
    warnings,
    options: {
      ...(sessionId !== '' ? { sessionId } : { pollId }),
      theme,
      hideChart: flag(attribute('hide-chart')),
      hideRounds: flag(attribute('hide-rounds')),
      hideAnimation: flag(attribute('hide-animation')),
      ...(supabaseUrl && anonKey ? { supabaseUrl, anonKey } : {}),
      ...(lang ? { locale: lang } : {}),
    },
  };
}

/** mount()'s options with the defaults filled in; the same rules as the attributes. */
export function embedOptionsFrom(input: EmbedInput): ParsedEmbedOptions {
  const get = (name: EmbedAttribute): string | null => {
    switch (name) {
      case 'poll-id':
        return input.pollId ?? null;
      case 'session-id':
        return input.sessionId ?? null;
      case 'theme':
        return input.theme ?? null;
      case 'hide-chart':
        return input.hideChart ? '' : null;
      case 'hide-rounds':
        return input.hideRounds ? '' : null;
      case 'hide-animation':
        return input.hideAnimation ? '' : null;
      case 'lang':
        return input.locale ?? null;
      case 'supabase-url':
        return input.supabaseUrl ?? null;
      case 'anon-key':
        return input.anonKey ?? null;
    }
  };
  return parseEmbedAttributes(get);
}

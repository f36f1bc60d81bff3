import type { englishElectionText } from '../../../lib/i18n/elections';
import type { AuditEntry } from '../api/poll-audit';

type Cell = string | number;
/** The election screens' catalog, where the audit trail's words live (the embed never loads them). */
type ElectionText = typeof englishElectionText;

/** The eight actions get_poll_audit records (docs/database-api.md); another is written as it came. */
const ACTIONS = ['created', 'list_changed', 'codes_issued', 'codes_revoked', 'voting_opened', 'voting_closed', 'participant_removed', 'ballots_published'] as const;
type Action = (typeof ACTIONS)[number];

function isAction(action: string): action is Action {
  return (ACTIONS as readonly string[]).includes(action);
}

/** A row's figures as `name: value` pairs, in the order the server wrote them; nested values as JSON. */
function details(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value)}`)
    .join('; ');
}

/**
 * The report's audit trail (issue 27), after the count: a title, a header and one row per host action,
 * oldest first, its time as the server wrote it (ISO, UTC), the action in the reader's words, its figures.
 */
export function auditLines(audit: readonly AuditEntry[], t: ElectionText): Cell[][] {
  return [
    [],
    [t('audit.title')],
    [t('audit.at'), t('audit.action'), t('audit.details')],
    ...audit.map((entry): Cell[] => [entry.at, isAction(entry.action) ? t(`auditAction.${entry.action}`) : entry.action, details(entry.details)]),
  ];
}

import { isRecord } from '@runoff/domain';

/** The actions get_poll_audit names (docs/database-api.md), each worded by the detail page. */
const AUDIT_ACTIONS = [
  'created',
  'list_changed',
  'codes_issued',
  'codes_revoked',
  'voting_opened',
  'voting_closed',
  'participant_removed',
  'ballots_published',
] as const;

type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of the trail: when, what, and the counts it carries (never who voted how). */
export interface AuditEntry {
  at: string;
  action: AuditAction;
  /** list_changed's `added` and `removed`; codes' `count`. */
  added: number;
  removed: number;
  count: number;
  /** created's setting. */
  voters: string | null;
  trackers: boolean;
  /** ballots_published's audience ('participants' | 'everyone') and fingerprint. */
  audience: string | null;
  fingerprint: string | null;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
const word = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 100) : null);

/**
 * get_poll_audit's answer, oldest first. A row whose action this page does not know (a newer server) is
 * left out rather than failing the page; anything else malformed is an error.
 */
export function parseAudit(value: unknown): AuditEntry[] {
  if (!Array.isArray(value)) throw new Error('The server sent no audit trail');
  return value.flatMap((row): AuditEntry[] => {
    if (!isRecord(row) || typeof row.at !== 'string') throw new Error('The server sent an audit row without a time');
    const action = AUDIT_ACTIONS.find((known) => known === row.action);
    if (!action) return [];
    const details = isRecord(row.details) ? row.details : {};
    return [
      {
        at: row.at,
        action,
        added: count(details.added),
        removed: count(details.removed),
        count: count(details.count),
        voters: word(details.voters),
        trackers: details.trackers === true,
        audience: word(details.audience),
        fingerprint: word(details.fingerprint),
      },
    ];
  });
}

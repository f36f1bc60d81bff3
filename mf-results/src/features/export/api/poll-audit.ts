import { isRecord } from '@runoff/domain';
import { callRpc } from '@runoff/platform/supabase';

/** One row of a poll's audit trail (get_poll_audit, docs/database-api.md): when, what, and its figures. */
export interface AuditEntry {
  at: string;
  action: string;
  details: Record<string, unknown>;
}

function parsePollAudit(value: unknown): AuditEntry[] {
  if (!Array.isArray(value)) throw new Error('The server sent no audit trail');
  return value.filter(isRecord).map((row) => ({
    at: typeof row.at === 'string' ? row.at : '',
    action: typeof row.action === 'string' ? row.action : '',
    details: isRecord(row.details) ? row.details : {},
  }));
}

/** The poll's audit trail, oldest first: the host only (`audit.not_host` for anyone else). */
export async function getPollAudit(pollId: string): Promise<AuditEntry[]> {
  return parsePollAudit(await callRpc('get_poll_audit', { poll_id: pollId }));
}

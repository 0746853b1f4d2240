/**
 * The audit log's action types as the Audit Logs screen filters and colours them
 * (ADR 081, "/admin/logs"). The log itself keeps finer actions; each
 * belongs to one type, and an action this list does not know is "other".
 */
export const AUDIT_TYPES = ['create', 'update', 'delete', 'login', 'logout'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];
export type AuditKind = AuditType | 'other';

/** The stored actions of each type: a status change, a verification or a rejection updates. */
export const AUDIT_TYPE_ACTIONS: Record<AuditType, readonly string[]> = {
  create: ['create'],
  update: ['update', 'status_change', 'verify', 'reject'],
  delete: ['delete'],
  login: ['login', 'login_failed'],
  logout: ['logout'],
};

export function auditKind(action: string): AuditKind {
  for (const type of AUDIT_TYPES) if (AUDIT_TYPE_ACTIONS[type].includes(action)) return type;
  return 'other';
}

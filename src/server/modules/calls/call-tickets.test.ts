import { describe, expect, it } from 'vitest';
import { hashTicket, isTicketShaped, newTicket } from './call-tickets';

const now = new Date('2026-12-01T10:00:00Z');

describe('call tickets', () => {
  it('are 32 random bytes in base64url, different every time, valid for 60 seconds', () => {
    const a = newTicket(now);
    const b = newTicket(now);
    expect(a.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.ticket, 'base64url')).toHaveLength(32);
    expect(a.ticket).not.toBe(b.ticket);
    expect(a.expiresAt.toISOString()).toBe('2026-12-01T10:01:00.000Z');
  });

  it('are kept only as their SHA-256, which does not give the ticket back', () => {
    const { ticket, hash } = newTicket(now);
    expect(hash).toBe(hashTicket(ticket));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(ticket);
    // One character other than the ticket's own last one (a ticket ending in A did fail here).
    const other = ticket.endsWith('A') ? 'B' : 'A';
    expect(hashTicket(`${ticket.slice(0, -1)}${other}`)).not.toBe(hash);
  });

  it('a forged or truncated ticket is not even looked up', () => {
    const { ticket } = newTicket(now);
    expect(isTicketShaped(ticket)).toBe(true);
    for (const forged of [undefined, null, '', ticket.slice(1), `${ticket}=`, `${ticket}x`]) {
      expect(isTicketShaped(forged)).toBe(false);
    }
    expect(isTicketShaped(`${ticket.slice(0, 42)}+`)).toBe(false);
  });
});

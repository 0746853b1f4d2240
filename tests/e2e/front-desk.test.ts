import { eq, isNotNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskMembers, users } from '#server/db/schema/index';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';
import { readCatalog } from '../support/message-scan';

const ur = readCatalog('ur').messages as Record<string, string>;
const urdu = (english: string) => {
  const text = ur[english];
  if (!text) throw new Error(`no Urdu for "${english}"`);
  return text;
};
const MEMBER = { name: 'Naseem Akhtar', email: `naseem.${Date.now()}@example.pk` };
const PASSWORD = 'Desk@Pass2026';

let e2e: E2E;
let doctor: Page;
let desk: Page;

beforeAll(async () => {
  e2e = await startE2E();
  ({ page: doctor } = await e2e.newPage());
  ({ page: desk } = await e2e.newPage());
});
afterAll(() => e2e?.close());

const memberRow = async () => {
  const [row] = await e2e.db
    .select({ acceptedAt: deskMembers.acceptedAt, revokedAt: deskMembers.revokedAt })
    .from(deskMembers)
    .innerJoin(users, eq(users.id, deskMembers.userId))
    .where(eq(users.email, MEMBER.email));
  return row;
};

describe('the front desk', () => {
  it('a doctor invites a desk member to a clinic practice', async () => {
    await e2e.signIn(doctor, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    await doctor.waitForURL('**/doctor/dashboard');
    await doctor.goto('/doctor/desk');
    await doctor.getByRole('heading', { name: 'Front Desk', level: 1 }).waitFor();
    const form = doctor.getByRole('region', { name: 'Invite a desk member' });
    await form.getByLabel('Name').fill(MEMBER.name);
    await form.getByLabel('Email Address').fill(MEMBER.email);
    await form.getByRole('checkbox').first().check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await doctor.getByText('Invitation sent').first().waitFor();
    const item = doctor.getByRole('listitem').filter({ hasText: MEMBER.name });
    await item.getByText('Invited').waitFor();
    expect((await memberRow())?.acceptedAt).toBeNull();
  });

  it('the member accepts the mailed link in Urdu, chooses a password and signs in to the desk', async () => {
    const outbox = await e2e.api('GET', '/dev/outbox');
    const mail = outbox.body.data.find((m: { to: string }) => m.to === MEMBER.email);
    const link = String(mail.text).match(/https?:\/\/\S+\/desk\/accept\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await desk.goto(new URL(link!).pathname);
    await desk.getByRole('heading', { name: 'Join the Front Desk' }).waitFor();
    await desk.getByRole('button', { name: 'اردو' }).last().click();
    await desk.getByRole('heading', { name: urdu('Join the Front Desk') }).waitFor();
    expect(await desk.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await desk.getByText(DEMO_ACCOUNTS.doctor.name).first().waitFor();
    await desk.getByLabel(new RegExp(`^${urdu('New Password')}`)).fill(PASSWORD);
    await desk.getByLabel(new RegExp(`^${urdu('Confirm New Password')}`)).fill(PASSWORD);
    await desk.getByRole('button', { name: urdu('Accept invitation') }).click();
    await desk.getByRole('link', { name: urdu('Sign In Now') }).click();
    await desk.waitForURL('**/sign-in**');
    await expect.poll(async () => (await memberRow())?.acceptedAt).not.toBeNull();

    await desk.getByRole('button', { name: 'English' }).last().click();
    await e2e.signIn(desk, MEMBER.email, PASSWORD);
    await desk.waitForURL('**/desk**');
    await desk.getByRole('heading', { name: 'Front Desk', level: 1 }).waitFor();
    // The member works the practice the doctor chose, and the doctor's list says so.
    await doctor.reload();
    await doctor
      .getByRole('listitem')
      .filter({ hasText: MEMBER.name })
      .getByText('Active')
      .waitFor();
  });

  it('revoking the member signs that desk out', async () => {
    await doctor.getByRole('button', { name: `Revoke the access of ${MEMBER.name}` }).click();
    const dialog = doctor.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Revoke access' }).click();
    await doctor.getByText('Access revoked').first().waitFor();
    await doctor
      .getByRole('listitem')
      .filter({ hasText: MEMBER.name })
      .waitFor({ state: 'detached' });
    expect(
      await e2e.db.select().from(deskMembers).where(isNotNull(deskMembers.revokedAt)),
    ).toHaveLength(1);

    // The desk's next request meets a session that has ended: it is sent to sign in.
    await desk.reload();
    await desk.waitForURL('**/sign-in**');
    expect(await desk.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

import type { Page } from 'playwright-core';

/**
 * The booking wizard asks Where first when the doctor has more than one practice with hours
 * (ADR 112). A journey that books answers with the practice of the slot it books (the
 * availability call names it), or the first practice when it books none; with one practice the
 * wizard opens on its details and this does nothing. By the form's fields, so in any language.
 */
export async function answerWhere(page: Page, slot?: { practiceId?: string }) {
  const choice = page.locator('input[name="practice"]');
  await page.locator('input[name="practice"], #booking-reason').first().waitFor();
  if ((await choice.count()) === 0) return;
  const wanted = slot?.practiceId
    ? page.locator(`input[name="practice"][value="${slot.practiceId}"]`)
    : choice.first();
  await wanted.check();
  await page.locator('form:has(input[name="practice"]) button[type="submit"]').click();
  await page.locator('#booking-reason').waitFor();
}

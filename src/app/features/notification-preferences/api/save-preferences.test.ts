// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '#app/lib/session';
import { localDb } from '#app/offline/local-db';
import {
  FakePreferencesApi,
  mount,
  PATIENT,
  preferences,
  unmount,
} from '#tests/support/harness/notification-preferences-harness';
import { PREFERENCES_SAVE_KIND } from './preferences-kind';
import { sendLanguage } from './save-preferences';

afterEach(() => unmount());

const queued = () =>
  localDb.outbox
    .where('userId')
    .equals(PATIENT._id)
    .filter((i) => i.kind === PREFERENCES_SAVE_KIND)
    .toArray();

describe('the reader’s language reaches the server', () => {
  it('a switch to Urdu queues the switches as the device holds them, with the language', async () => {
    const stored = preferences({ sms: { reminders: true, changes: false, prescriptions: false } });
    await mount(new FakePreferencesApi(stored));
    await sendLanguage('ur');
    const [item] = await queued();
    expect(item?.payload).toEqual({
      email: stored.email,
      sms: stored.sms,
      whatsapp: stored.whatsapp,
      push: stored.push,
      language: 'ur',
    });
  });

  it('the language the server already has is not sent again', async () => {
    await mount(new FakePreferencesApi(preferences({ language: 'ur' })));
    await sendLanguage('ur');
    expect(await queued()).toEqual([]);
  });

  it('nothing is sent while nobody is signed in', async () => {
    await mount(new FakePreferencesApi());
    useSession.setState({ token: null, user: null });
    await sendLanguage('ur');
    expect(await queued()).toEqual([]);
  });
});

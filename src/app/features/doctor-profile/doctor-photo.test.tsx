// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoctorPhoto } from '#app/features/doctor-profile/components/doctor-photo';
import { syncEngine } from '#app/offline/outbox';
import {
  FakeDoctorApi,
  mount,
  scheduleOnDevice,
  toastSays,
  unmount,
} from '#tests/support/harness/doctor-profile-harness';

const PICTURE = { url: '/api/uploads/ayesha.png' };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

/**
 * The doctor's server with a profile read that can be held: a read answers the profile as it
 * was when asked, which is what a slow network does to a refresh already under way.
 */
function slowServer() {
  const api = new FakeDoctorApi();
  let release = () => {};
  let held: Promise<void> | null = null;
  const uploads: string[] = [];
  let heldReads = 0;
  const fetch = api.fetch;
  api.fetch = async (input, init) => {
    const req = new Request(input, init);
    const path = new URL(req.url).pathname;
    if (req.method === 'POST' && path === '/api/upload/profile-picture') {
      uploads.push(path);
      api.profile = { ...api.profile, profilePicture: PICTURE };
      const body = {
        success: true,
        data: { profilePicture: PICTURE },
        message: 'Profile picture updated',
      };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    }
    if (req.method === 'GET' && path === '/api/doctors/profile' && held) {
      const asked = JSON.stringify({ success: true, data: api.profile });
      heldReads++;
      await held;
      return new Response(asked, { headers: { 'content-type': 'application/json' } });
    }
    return fetch(input, init);
  };
  const hold = () => {
    held = new Promise((resolve) => {
      release = () => {
        held = null;
        resolve();
      };
    });
  };
  return { api, uploads, hold, release: () => release(), heldReads: () => heldReads };
}

describe('the doctor’s profile photo', () => {
  it('an upload made while a refresh is under way still reaches the device copy', async () => {
    const server = slowServer();
    await mount(server.api, <DoctorPhoto name="Ayesha Khan" />);
    server.hold();
    // A background refresh asks for the profile before the photo exists.
    const refreshing = syncEngine.refresh('schedule');
    await waitFor(() => expect(server.heldReads()).toBe(1));
    fireEvent.change(screen.getByLabelText('Upload Photo'), { target: { files: [png()] } });
    await waitFor(() => expect(server.uploads).toHaveLength(1));
    // The answer reaches the screen while the earlier read is still on its way back.
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.release();
    await refreshing;
    await toastSays('Success: Profile picture updated');
    await waitFor(async () => expect((await scheduleOnDevice())?.profilePicture).toEqual(PICTURE));
  });

  it('refuses a file that is not an image in the doctor’s words, before any upload', async () => {
    const server = slowServer();
    await mount(server.api, <DoctorPhoto name="Ayesha Khan" />);
    fireEvent.change(screen.getByLabelText('Upload Photo'), {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Please select an image file.')).toBeTruthy();
    expect(server.uploads).toHaveLength(0);
  });

  it('offers Delete Photo only when there is a photo', async () => {
    await mount(new FakeDoctorApi(), <DoctorPhoto name="Ayesha Khan" url={PICTURE.url} />);
    expect(screen.getByRole('button', { name: 'Delete Photo' })).toBeTruthy();
    await unmount();
    await mount(new FakeDoctorApi(), <DoctorPhoto name="Ayesha Khan" />);
    expect(screen.queryByRole('button', { name: 'Delete Photo' })).toBeNull();
  });
});

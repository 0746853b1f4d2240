// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DoctorReviewsScreen } from '#app/features/doctor-patients/components/doctor-reviews-screen';
import { fetchDoctorReviews } from '#app/offline/collections/doctor-reviews';
import {
  FakeApi,
  mount,
  review,
  setOnline,
  unmount,
} from '#tests/support/harness/doctor-patients-harness';

afterEach(unmount);

const scene = () => {
  const api = new FakeApi();
  api.reviews = [
    review('r-1', 5),
    review('r-2', 2, { isAnonymous: true, patient: { _id: null, name: 'Anonymous' } }),
    review('r-3', 5, { doctorResponse: 'Thank you', responseDate: '2030-05-08T06:00:00.000Z' }),
  ];
  return api;
};

async function open(api: FakeApi) {
  const user = await mount(api, <DoctorReviewsScreen />);
  // The screen asks the server at once and shows what the device then holds.
  await screen.findByRole('region', { name: 'Summary' });
  return user;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('Patient Reviews (doctor)', () => {
  it('shows the summary and each review with its patient, or Anonymous, and clinic date', async () => {
    await open(scene());
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('4.3 out of 5');
    expect(summary.textContent).toContain('3 reviews');
    expect(within(card('Title r-1')).getByText(/Sana Malik/).textContent).toContain('May 7, 2030');
    expect(within(card('Title r-2')).getByText(/Anonymous/)).toBeTruthy();
    expect(card('Title r-2').textContent).not.toContain('Sana Malik');
  });

  it('shows the average with one decimal, also when it is whole', async () => {
    const api = scene();
    api.average = 4;
    await open(api);
    expect(screen.getByRole('region', { name: 'Summary' }).textContent).toContain('4.0 out of 5');
  });

  it('the rating filter shows only reviews of that rating', async () => {
    const user = await open(scene());
    await user.selectOptions(screen.getByLabelText('Filter by rating'), '2');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Title r-2')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Filter by rating'), '1');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });

  it('responding once shows the response and the form is gone; an answered review has no form', async () => {
    const api = scene();
    const user = await open(api);
    expect(within(card('Title r-3')).queryByLabelText('Your response')).toBeNull();
    expect(card('Title r-3').textContent).toContain('Thank you');
    const r1 = card('Title r-1');
    await user.click(within(r1).getByRole('button', { name: 'Submit Response' }));
    expect(within(r1).getByText('Please write a response')).toBeTruthy();
    expect(api.responses).toEqual([]);
    await user.type(within(r1).getByLabelText('Your response'), '  Glad it helped  ');
    await user.click(within(r1).getByRole('button', { name: 'Submit Response' }));
    // The answer replaces the review on the device; the form gives way to the response.
    await waitFor(() => expect(within(r1).queryByLabelText('Your response')).toBeNull());
    expect(within(r1).getByText('Glad it helped').tagName).toBe('P');
    expect(within(r1).queryByRole('button', { name: 'Submit Response' })).toBeNull();
    expect(api.responses).toEqual([
      { path: '/api/reviews/r-1/response', body: { response: 'Glad it helped' } },
    ]);
  });

  it('offline, it says plainly that responding needs a connection', async () => {
    setOnline(false);
    await open(scene());
    await act(async () => window.dispatchEvent(new Event('offline')));
    const r1 = card('Title r-1');
    expect(within(r1).getByText('You are offline. Responding needs a connection.')).toBeTruthy();
    expect(within(r1).getByRole('button', { name: 'Submit Response' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('a failed first load says so with ADR 078’s text', async () => {
    const api = scene();
    api.down = true;
    await mount(api, <DoctorReviewsScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load reviews. Please try again.',
    );
  });

  it('opens from the device with no network, after one visit online', async () => {
    const api = scene();
    vi.stubGlobal('fetch', api.fetch);
    const kept = await fetchDoctorReviews('token-1');
    api.down = true;
    await mount(api, <DoctorReviewsScreen />, { reviews: kept });
    expect(await screen.findByRole('article', { name: 'Title r-1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Summary' }).textContent).toContain('3 reviews');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

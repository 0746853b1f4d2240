// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormat } from '#app/lib/format';
import { loadPublicSettings, resetPublicSettings } from '#app/lib/public-settings';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';

afterEach(() => {
  localStorage.clear();
  resetPublicSettings();
});

function Shown() {
  const format = useFormat();
  return <p>{format.time('2030-01-07T10:00:00.000Z')}</p>;
}

describe('times without a named zone', () => {
  it("are shown in the administrator's clinic zone once the server has named it", async () => {
    render(<Shown />);
    expect(screen.getByText('3:00 PM')).toBeTruthy();
    await act(() =>
      loadPublicSettings(async () => ({
        ...toPublicSettings(DEFAULT_SETTINGS),
        timezone: 'Asia/Dubai',
      })),
    );
    expect(screen.getByText('2:00 PM')).toBeTruthy();
  });
});

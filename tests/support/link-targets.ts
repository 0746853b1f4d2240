import { screen, within } from '@testing-library/react';

/** Where each link of the navigation landmark `name` goes, in order. */
export const linkTargets = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, i18n, storedLocale } from '#app/lib/i18n';
import { router } from './router';
import './styles.css';

// A reader who chose Urdu sees Urdu from the first paint: its catalog loads before rendering.
const locale = storedLocale();
if (locale !== 'en') await activateLocale(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);

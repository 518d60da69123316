import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18n } from './locales/i18n';
import './app/app.css';
import { AppProviders } from './app/AppProviders';
import { queryClient } from './api/queryClient';
import { refetchOnLanguageChange } from './app/refetchOnLanguage';
import { router } from './app/router';
import { CLEARED_AT_START } from './session/storageKeys';
import { missingFeatures, unsupportedRedirect } from './features/static/browserSupport';

CLEARED_AT_START.forEach((key) => sessionStorage.removeItem(key));
refetchOnLanguageChange(i18n, queryClient);

/** Mounts the portal, unless the browser lacks what it needs: then it goes to /unsupported first. */
function start(): void {
  const redirect = unsupportedRedirect(missingFeatures(window), window.location.pathname);
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

start();

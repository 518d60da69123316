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

CLEARED_AT_START.forEach((key) => sessionStorage.removeItem(key));
refetchOnLanguageChange(i18n, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './locales/i18n';
import './app/app.css';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';
import { CLEARED_AT_START } from './session/storageKeys';

CLEARED_AT_START.forEach((key) => sessionStorage.removeItem(key));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleRoutes } from './app/ConsoleRoutes';
import { UiLanguageProvider } from './app/UiLanguage';
import { SessionProvider } from './features/session/SessionProvider';
import { initialUiLang } from './i18n/consoleI18n';
import './ui/console.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <UiLanguageProvider initial={initialUiLang()}>
        <BrowserRouter basename="/admin">
          <SessionProvider>
            <ConsoleRoutes />
          </SessionProvider>
        </BrowserRouter>
      </UiLanguageProvider>
    </StrictMode>,
  );
}

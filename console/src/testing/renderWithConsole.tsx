/** Renders a console screen as the app does: its i18n instance (English), a router, a session. */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { UiLanguageProvider } from '../app/UiLanguage';
import { SessionProvider } from '../features/session/SessionProvider';

export function renderWithConsole(ui: ReactNode, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <UiLanguageProvider initial="en">
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>{ui}</SessionProvider>
      </MemoryRouter>
    </UiLanguageProvider>,
  );
}

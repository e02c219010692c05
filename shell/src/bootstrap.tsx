import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mergeSiteConfig, type SiteConfig } from '@azi/shared/config/siteConfig';
import { addNamespace } from '@azi/shared/i18n/instance';
import '@azi/shared/styles/theme.css';
import { App } from './App';
import { CONTACT_NAMESPACE, contactResources } from './contact/contactText';
import { HOME_HERO_NAMESPACE, homeHeroResources } from './home/homeHeroText';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';
import { fetchRegistry, parseRegistry, registerRegistry } from './remotes/registry';
import './styles/shell.css';

async function fetchSiteConfig(): Promise<SiteConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    return mergeSiteConfig(response.ok ? await response.json() : undefined);
  } catch {
    return mergeSiteConfig(undefined);
  }
}

/** The configuration and registry the server put into the page, when it did (not under the dev server). */
function readBootData(): { config?: unknown; remotes?: unknown } | undefined {
  const element = document.getElementById('boot-data');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as { config?: unknown; remotes?: unknown };
  } catch {
    return undefined;
  }
}

async function start() {
  addNamespace('common', { zh, hk, en });
  addNamespace(CONTACT_NAMESPACE, contactResources);
  addNamespace(HOME_HERO_NAMESPACE, homeHeroResources);
  const boot = readBootData();
  const [config, registry] = boot
    ? [mergeSiteConfig(boot.config), parseRegistry(boot.remotes)]
    : await Promise.all([fetchSiteConfig(), fetchRegistry()]);
  registerRegistry(registry);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

void start();

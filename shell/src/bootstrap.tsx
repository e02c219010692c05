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
import { fetchRegistry, registerRegistry } from './remotes/registry';
import './styles/shell.css';

async function fetchSiteConfig(): Promise<SiteConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    return mergeSiteConfig(response.ok ? await response.json() : undefined);
  } catch {
    return mergeSiteConfig(undefined);
  }
}

async function start() {
  addNamespace('common', { zh, hk, en });
  addNamespace(CONTACT_NAMESPACE, contactResources);
  addNamespace(HOME_HERO_NAMESPACE, homeHeroResources);
  const [config, registry] = await Promise.all([fetchSiteConfig(), fetchRegistry()]);
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

import type { RenderResult } from '@testing-library/react';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import { renderRemoteSite } from '@azi/shared/testing/renderRemoteSite';
import remote from '../module';

/** The careers pages at `entries` (a visit's history, the last entry showing), as the shell shows them. */
export function renderCareersSite(entries: string[], config: Partial<SiteConfig> = {}): RenderResult {
  return renderRemoteSite(remote, entries, config);
}

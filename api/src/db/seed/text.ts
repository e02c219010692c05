import type { LocalizedText } from '../../content/contentWriter';

export const t = (zh: string, hk: string, en: string): LocalizedText => ({ zh, hk, en });

export const html = (zh: string[], hk: string[], en: string[]): LocalizedText => {
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
  return { zh: paragraphs(zh), hk: paragraphs(hk), en: paragraphs(en) };
};

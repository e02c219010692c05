/**
 * Composes the mails of the alerts feature: a plain-text part and an HTML part with the same
 * words, every link absolute (from PUBLIC_URL). Alerts carry RFC 8058's one-click headers.
 */
import { ALERT_TEXTS, type AlertCategory } from '@azi/shared/validation/alertSubscription';
import type { Lang } from '@azi/shared/i18n/languages';
import type { NewMail } from '../mail/outbox';
import { joinList } from '@azi/shared/i18n/joinList';
import { fill, MAIL_WORDS } from './mailText';

/** A label before its value: the full-width colon in Chinese (日期：…), ": " in English. */
const COLON: Record<Lang, string> = { zh: '：', hk: '：', en: ': ' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(
  lang: Lang,
  paragraphs: string[],
  button: { href: string; label: string } | undefined,
  footer: string[],
): string {
  const htmlLang = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' }[lang];
  return [
    `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    `<body style="margin:0;padding:24px;font-family:Arial,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2329;line-height:1.6">`,
    ...paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`),
    button
      ? `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:10px 20px;background:#0a3a7a;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button.label)}</a></p>`
      : '',
    footer.length > 0
      ? `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="margin:0;font-size:12px;color:#646a73">${footer.join('<br>')}</p>`
      : '',
    '</body></html>',
  ].join('');
}

export function confirmMail(
  lang: Lang,
  to: string,
  subscriberId: number,
  categories: AlertCategory[],
  confirmUrl: string,
): NewMail {
  const w = MAIL_WORDS[lang];
  const list = joinList(
    lang,
    categories.map((c) => ALERT_TEXTS[lang].categories[c]),
  );
  const intro = fill(w.confirmIntro, { categories: list });
  return {
    kind: 'confirm',
    recipient: to,
    subscriberId,
    lang,
    subject: w.confirmSubject,
    textBody: [
      intro,
      '',
      `${w.confirmButton}${COLON[lang]}${confirmUrl}`,
      '',
      w.confirmValidity,
      w.confirmIgnore,
      '',
    ].join('\n'),
    htmlBody: html(lang, [escapeHtml(intro)], { href: confirmUrl, label: w.confirmButton }, [
      escapeHtml(w.confirmValidity),
      escapeHtml(w.confirmIgnore),
    ]),
  };
}

export interface AlertItem {
  title: string;
  summary: string;
  /** YYYY-MM-DD, or YYYY-MM / YYYY when the item is only that precise. */
  date: string;
  url: string;
}

export interface UnsubscribeLinks {
  manageUrl: string;
  /** https: the one-click URL (a POST unsubscribes; a GET shows the manage page). */
  oneClickUrl: string;
  /** mailto: for mail programs that prefer it. */
  mailto: string;
}

export function alertMail(
  lang: Lang,
  to: string,
  subscriberId: number,
  category: AlertCategory,
  item: AlertItem,
  links: UnsubscribeLinks,
): NewMail {
  const w = MAIL_WORDS[lang];
  const categoryName = ALERT_TEXTS[lang].categories[category];
  const why = fill(w.footerWhy, { category: categoryName });
  return {
    kind: 'alert',
    recipient: to,
    subscriberId,
    lang,
    subject: fill(w.alertSubject, { category: categoryName, title: item.title }).slice(0, 250),
    textBody: [
      item.title,
      `${w.alertDate}${COLON[lang]}${item.date}`,
      '',
      ...(item.summary ? [item.summary, ''] : []),
      `${w.alertRead}${COLON[lang]}${item.url}`,
      '',
      '--',
      why,
      `${w.manage}${COLON[lang]}${links.manageUrl}`,
      `${w.unsubscribe}${COLON[lang]}${links.oneClickUrl}`,
      '',
    ].join('\n'),
    htmlBody: html(
      lang,
      [
        `<strong style="font-size:18px">${escapeHtml(item.title)}</strong><br><span style="color:#646a73">${escapeHtml(w.alertDate)}${COLON[lang]}${escapeHtml(item.date)}</span>`,
        ...(item.summary ? [escapeHtml(item.summary)] : []),
      ],
      { href: item.url, label: w.alertRead },
      [
        escapeHtml(why),
        `<a href="${escapeHtml(links.manageUrl)}">${escapeHtml(w.manage)}</a> · <a href="${escapeHtml(links.oneClickUrl)}">${escapeHtml(w.unsubscribe)}</a>`,
      ],
    ),
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>, <${links.mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function passwordResetMail(lang: Lang, to: string, resetUrl: string): NewMail {
  const w = MAIL_WORDS[lang];
  return {
    kind: 'passwordReset',
    recipient: to,
    lang,
    subject: w.resetSubject,
    textBody: [
      w.resetIntro,
      '',
      `${w.resetButton}${COLON[lang]}${resetUrl}`,
      '',
      w.resetValidity,
      w.resetIgnore,
      '',
    ].join('\n'),
    htmlBody: html(lang, [escapeHtml(w.resetIntro)], { href: resetUrl, label: w.resetButton }, [
      escapeHtml(w.resetValidity),
      escapeHtml(w.resetIgnore),
    ]),
  };
}

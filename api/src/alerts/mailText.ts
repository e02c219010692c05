/**
 * The words of every alert mail, in the subscriber's language (hk in Traditional Chinese as used
 * in Hong Kong). Kept beside the composer, not in the site's locale files: the API sends them.
 */
import type { Lang } from '@azi/shared/i18n/languages';

export interface MailWords {
  sender: string;
  confirmSubject: string;
  confirmIntro: string;
  confirmButton: string;
  confirmValidity: string;
  confirmIgnore: string;
  alertSubject: string;
  alertRead: string;
  alertDate: string;
  /** The day-before reminder of an investor event (issue 41): its title, and its time in Beijing. */
  reminderTitle: string;
  reminderTime: string;
  footerWhy: string;
  manage: string;
  unsubscribe: string;
  resetSubject: string;
  resetIntro: string;
  resetButton: string;
  resetValidity: string;
  resetIgnore: string;
}

export const MAIL_WORDS: Record<Lang, MailWords> = {
  zh: {
    sender: '中驰车福',
    confirmSubject: '请确认订阅中驰车福邮件提醒',
    confirmIntro: '您（或他人使用您的邮箱）在中驰车福网站订阅了以下类别的邮件提醒：{{categories}}。',
    confirmButton: '确认订阅',
    confirmValidity: '此链接 48 小时内有效。确认之前，我们不会向您发送任何其他邮件。',
    confirmIgnore: '如果这不是您本人的操作，请忽略此邮件，您的邮箱不会被订阅。',
    alertSubject: '【{{category}}】{{title}}',
    alertRead: '阅读全文',
    alertDate: '日期',
    reminderTitle: '活动提醒：{{title}}',
    reminderTime: '{{time}}（北京时间）',
    footerWhy: '您收到此邮件是因为您订阅了中驰车福的“{{category}}”邮件提醒。',
    manage: '管理订阅',
    unsubscribe: '退订',
    resetSubject: '重设中驰车福内容管理台密码',
    resetIntro: '有人请求重设此邮箱对应的内容管理台账户密码。',
    resetButton: '设置新密码',
    resetValidity: '此链接 30 分钟内有效，且只能使用一次。',
    resetIgnore: '如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。',
  },
  hk: {
    sender: '中馳車福',
    confirmSubject: '請確認訂閱中馳車福電郵提示',
    confirmIntro: '閣下（或他人使用閣下的電郵地址）在中馳車福網站訂閱了以下類別的電郵提示：{{categories}}。',
    confirmButton: '確認訂閱',
    confirmValidity: '此連結 48 小時內有效。確認之前，我們不會向閣下發送任何其他電郵。',
    confirmIgnore: '如非閣下本人操作，請忽略此電郵，閣下的電郵地址不會被訂閱。',
    alertSubject: '【{{category}}】{{title}}',
    alertRead: '閱讀全文',
    alertDate: '日期',
    reminderTitle: '活動提示：{{title}}',
    reminderTime: '{{time}}（北京時間）',
    footerWhy: '閣下收到此電郵，是因為閣下訂閱了中馳車福的「{{category}}」電郵提示。',
    manage: '管理訂閱',
    unsubscribe: '取消訂閱',
    resetSubject: '重設中馳車福內容管理台密碼',
    resetIntro: '有人要求重設此電郵地址對應的內容管理台帳戶密碼。',
    resetButton: '設定新密碼',
    resetValidity: '此連結 30 分鐘內有效，並只能使用一次。',
    resetIgnore: '如非閣下本人要求，請忽略此電郵，閣下的密碼不會改變。',
  },
  en: {
    sender: 'Autozi',
    confirmSubject: 'Please confirm your Autozi e-mail alerts',
    confirmIntro: 'You (or someone using your address) asked the Autozi website for e-mail alerts on: {{categories}}.',
    confirmButton: 'Confirm my subscription',
    confirmValidity: 'This link is valid for 48 hours. Until you confirm, we send you nothing else.',
    confirmIgnore: 'If this was not you, ignore this mail: your address will not be subscribed.',
    alertSubject: '[{{category}}] {{title}}',
    alertRead: 'Read it on our website',
    alertDate: 'Date',
    reminderTitle: 'Reminder: {{title}}',
    reminderTime: '{{time}} (Beijing time)',
    footerWhy: 'You receive this mail because you subscribed to Autozi e-mail alerts on "{{category}}".',
    manage: 'Manage your alerts',
    unsubscribe: 'Unsubscribe',
    resetSubject: 'Reset your Autozi console password',
    resetIntro: 'Someone asked to reset the password of the content console account of this address.',
    resetButton: 'Choose a new password',
    resetValidity: 'This link is valid for 30 minutes and works once.',
    resetIgnore: 'If this was not you, ignore this mail: your password stays as it is.',
  },
};

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

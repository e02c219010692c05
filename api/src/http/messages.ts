/** The API's own messages, in the request's language. Form messages come from the shared rules. */
import type { Lang } from '@azi/shared/i18n/languages';

export type ApiMessageKey =
  | 'ok'
  | 'badRequest'
  | 'invalidParam'
  | 'controlCharacter'
  | 'notFound'
  | 'unauthorized'
  | 'payloadTooLarge'
  | 'sizeLimit'
  | 'unsupportedMediaType'
  | 'rateLimited'
  | 'serverError';

export const API_MESSAGES: Record<Lang, Record<ApiMessageKey, string>> = {
  zh: {
    ok: 'ok',
    badRequest: '请求格式不正确',
    invalidParam: '参数不正确',
    controlCharacter: '含有不允许的控制字符',
    notFound: '未找到相关内容',
    unauthorized: '未授权',
    payloadTooLarge: '提交内容过大',
    sizeLimit: '上限',
    unsupportedMediaType: '不支持的内容类型',
    rateLimited: '提交过于频繁，请稍后再试',
    serverError: '服务暂时不可用，请稍后再试',
  },
  hk: {
    ok: 'ok',
    badRequest: '請求格式不正確',
    invalidParam: '參數不正確',
    controlCharacter: '含有不允許的控制字元',
    notFound: '找不到相關內容',
    unauthorized: '未授權',
    payloadTooLarge: '提交內容過大',
    sizeLimit: '上限',
    unsupportedMediaType: '不支援的內容類型',
    rateLimited: '提交過於頻繁，請稍後再試',
    serverError: '服務暫時無法使用，請稍後再試',
  },
  en: {
    ok: 'ok',
    badRequest: 'The request is malformed',
    invalidParam: 'Invalid parameter',
    controlCharacter: 'contains a control character that is not allowed',
    notFound: 'The requested content was not found',
    unauthorized: 'Unauthorized',
    payloadTooLarge: 'The submission is too large',
    sizeLimit: 'limit',
    unsupportedMediaType: 'Unsupported content type',
    rateLimited: 'Too many submissions; please try again later',
    serverError: 'The service is temporarily unavailable; please try again later',
  },
};

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
  | 'serverError'
  | 'forbidden'
  | 'csrfRefused'
  | 'originRefused'
  | 'signInFailed'
  | 'signInSlowed'
  | 'signInLocked'
  | 'passwordSlowed'
  | 'passwordLocked'
  | 'passwordRules'
  | 'lastAdmin'
  | 'emailTaken'
  | 'incomplete'
  | 'onlyPdf'
  | 'notPdf'
  | 'documentInUse'
  | 'unknownDocument'
  | 'onlyPicture'
  | 'notPicture'
  | 'pictureTooManyPixels'
  | 'pictureInUse'
  | 'unknownPicture'
  | 'salaryRange'
  | 'pictureWithoutWords'
  | 'bannerNeedsPicture'
  | 'conflict'
  | 'resetRequested'
  | 'resetInvalid';

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
    forbidden: '无权执行此操作',
    csrfRefused: '请求缺少有效的安全令牌（x-csrf-token），请刷新后重试',
    originRefused: '请求来源不被接受',
    signInFailed: '邮箱或密码不正确',
    signInSlowed: '登录失败次数过多，请在 {seconds} 秒后再试',
    signInLocked: '登录失败次数过多，已暂停登录，请在 {minutes} 分钟后再试',
    passwordSlowed: '当前密码错误次数过多，请在 {seconds} 秒后再试',
    passwordLocked: '当前密码错误次数过多，已退出登录，请在 {minutes} 分钟后再试',
    passwordRules: '请换一个密码：密码须为 12 至 256 个字符，不能是邮箱地址，也不能只重复同一个字符',
    lastAdmin: '不能停用或降级最后一个有效的管理员',
    emailTaken: '该邮箱已有账号',
    incomplete: '无法发布：以下语言的内容不完整：{langs}',
    onlyPdf: '只接受 PDF 文件（Content-Type: application/pdf）',
    notPdf: '文件不是 PDF（开头缺少 %PDF-）',
    documentInUse: '该文件仍被财务报告引用，无法删除',
    unknownDocument: '引用的文件不存在',
    onlyPicture: '只接受 JPEG、PNG 或 WebP 图片（Content-Type: image/…）',
    notPicture: '该文件不是 JPEG、PNG 或 WebP 图片',
    pictureTooManyPixels: '图片像素过多（最多 5000 万像素）',
    pictureInUse: '该图片仍在使用中，无法删除：{uses}',
    unknownPicture: '所选图片不在图片库中',
    salaryRange: '薪资上限不能低于薪资下限',
    pictureWithoutWords: '所选图片还没有替代文字：请先在图片库中填写中文、繁体和英文说明，或标记为装饰图片',
    bannerNeedsPicture: '横幅需要一张图片',
    conflict: '与当前状态冲突',
    resetRequested: '如果此邮箱属于内容管理台账户，我们已发送一封重设密码的邮件，链接 30 分钟内有效。',
    resetInvalid: '此重设链接无效、已使用或已过期，请重新申请。',
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
    forbidden: '無權執行此操作',
    csrfRefused: '請求缺少有效的安全權杖（x-csrf-token），請重新整理後再試',
    originRefused: '請求來源不被接受',
    signInFailed: '電郵或密碼不正確',
    signInSlowed: '登入失敗次數過多，請在 {seconds} 秒後再試',
    signInLocked: '登入失敗次數過多，已暫停登入，請在 {minutes} 分鐘後再試',
    passwordSlowed: '目前密碼錯誤次數過多，請在 {seconds} 秒後再試',
    passwordLocked: '目前密碼錯誤次數過多，已登出，請在 {minutes} 分鐘後再試',
    passwordRules: '請換一個密碼：密碼須為 12 至 256 個字元，不能是電郵地址，也不能只重複同一個字元',
    lastAdmin: '不能停用或降級最後一個有效的管理員',
    emailTaken: '該電郵已有帳號',
    incomplete: '無法發佈：以下語言的內容不完整：{langs}',
    onlyPdf: '只接受 PDF 檔案（Content-Type: application/pdf）',
    notPdf: '檔案不是 PDF（開頭缺少 %PDF-）',
    documentInUse: '該檔案仍被財務報告引用，無法刪除',
    unknownDocument: '引用的檔案不存在',
    onlyPicture: '只接受 JPEG、PNG 或 WebP 圖片（Content-Type: image/…）',
    notPicture: '該檔案不是 JPEG、PNG 或 WebP 圖片',
    pictureTooManyPixels: '圖片像素過多（最多 5000 萬像素）',
    pictureInUse: '該圖片仍在使用中，無法刪除：{uses}',
    unknownPicture: '所選圖片不在圖片庫中',
    salaryRange: '薪酬上限不能低於薪酬下限',
    pictureWithoutWords: '所選圖片還沒有替代文字：請先在圖片庫中填寫簡體、繁體和英文說明，或標記為裝飾圖片',
    bannerNeedsPicture: '橫幅需要一張圖片',
    conflict: '與目前狀態衝突',
    resetRequested: '如此電郵地址屬於內容管理台帳戶，我們已發送一封重設密碼的電郵，連結 30 分鐘內有效。',
    resetInvalid: '此重設連結無效、已使用或已過期，請重新申請。',
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
    forbidden: 'Your role may not do this',
    csrfRefused: 'The request lacks a valid security token (x-csrf-token); reload and try again',
    originRefused: 'Requests from this origin are not accepted',
    signInFailed: 'The e-mail address or password is incorrect',
    signInSlowed: 'Too many failed sign-ins; try again in {seconds} seconds',
    signInLocked: 'Too many failed sign-ins: signing in is refused for now; try again in {minutes} minutes',
    passwordSlowed: 'Too many wrong current passwords; try again in {seconds} seconds',
    passwordLocked: 'Too many wrong current passwords: you have been signed out; try again in {minutes} minutes',
    passwordRules:
      'Please choose another password: it needs 12 to 256 characters and may not be the e-mail address or one character repeated',
    lastAdmin: 'The last active admin cannot be disabled or given another role',
    emailTaken: 'An account with this e-mail address exists already',
    incomplete: 'Cannot publish: the texts are incomplete in {langs}',
    onlyPdf: 'Only PDF files are accepted (Content-Type: application/pdf)',
    notPdf: 'The file is not a PDF (it does not start with %PDF-)',
    documentInUse: 'The document is still attached to a financial report and cannot be deleted',
    unknownDocument: 'The attached document does not exist',
    onlyPicture: 'Only JPEG, PNG or WebP pictures are accepted (Content-Type: image/…)',
    notPicture: 'The file is not a JPEG, PNG or WebP picture',
    pictureTooManyPixels: 'The picture has too many pixels (at most 50 million)',
    pictureInUse: 'The picture is still in use and cannot be deleted: {uses}',
    unknownPicture: 'The chosen picture is not in the picture library',
    salaryRange: 'The salary up to must not be less than the salary from',
    pictureWithoutWords:
      'The chosen picture has no alternative text yet: give it its words in zh, hk and en in the picture library, or mark it decorative',
    bannerNeedsPicture: 'A banner needs a picture',
    conflict: 'This conflicts with the current state',
    resetRequested:
      'If this address belongs to a console account, we have sent it a mail to reset the password; its link is valid for 30 minutes.',
    resetInvalid: 'This reset link is not valid, was used already or has expired; please ask for a new one.',
  },
};

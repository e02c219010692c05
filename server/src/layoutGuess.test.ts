import { looksLikePhone } from './layoutGuess';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const IPAD_WECHAT =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

it('takes the client hint first', () => {
  expect(looksLikePhone({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe(true);
  expect(looksLikePhone({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID_PHONE })).toBe(false);
});

it('recognises phones by their User-Agent and leaves tablets and desktops alone', () => {
  expect(looksLikePhone({ 'user-agent': IPHONE })).toBe(true);
  expect(looksLikePhone({ 'user-agent': ANDROID_PHONE })).toBe(true);
  expect(looksLikePhone({ 'user-agent': ANDROID_TABLET })).toBe(false);
  expect(looksLikePhone({ 'user-agent': IPAD })).toBe(false);
  expect(looksLikePhone({ 'user-agent': IPAD_WECHAT })).toBe(false);
  expect(looksLikePhone({ 'user-agent': DESKTOP })).toBe(false);
  expect(looksLikePhone({})).toBe(false);
});

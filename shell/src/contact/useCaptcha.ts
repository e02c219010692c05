import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '@azi/shared/api/get-captcha';
import type { Captcha } from '@azi/shared/api/schemas/forms';

export type CaptchaState =
  { status: 'loading'; previous?: Captcha } | { status: 'ready'; captcha: Captcha } | { status: 'failed' };

/** The captcha challenge from the API; refresh() asks for a new one (the last request wins). */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ status: 'loading' });
  const latest = useRef(0);

  // Asks for a challenge; only the answer to the latest request is kept.
  const ask = useCallback(() => {
    const request = ++latest.current;
    getCaptcha().then(
      (captcha) => {
        if (request === latest.current) setState({ status: 'ready', captcha });
      },
      () => {
        if (request === latest.current) setState({ status: 'failed' });
      },
    );
  }, []);

  const refresh = useCallback(() => {
    setState((current) => ({ status: 'loading', previous: current.status === 'ready' ? current.captcha : undefined }));
    ask();
  }, [ask]);

  // The first challenge: the state starts as loading.
  useEffect(() => {
    ask();
    return () => {
      // An answer arriving after unmount is ignored.
      latest.current += 1;
    };
  }, [ask]);

  return { state, refresh, captchaId: state.status === 'ready' ? state.captcha.captchaId : undefined };
}

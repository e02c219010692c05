import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '@azi/shared/api/get-captcha';
import type { Captcha } from '@azi/shared/api/schemas/forms';

export type CaptchaState = { status: 'loading'; previous?: Captcha } | { status: 'ready'; captcha: Captcha } | { status: 'failed' };

/** The captcha challenge from the API; refresh() asks for a new one (the last request wins). */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ status: 'loading' });
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    setState((current) => ({ status: 'loading', previous: current.status === 'ready' ? current.captcha : undefined }));
    getCaptcha().then(
      (captcha) => {
        if (request === latest.current) setState({ status: 'ready', captcha });
      },
      () => {
        if (request === latest.current) setState({ status: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    refresh();
    return () => {
      // An answer arriving after unmount is ignored.
      latest.current += 1;
    };
  }, [refresh]);

  return { state, refresh, captchaId: state.status === 'ready' ? state.captcha.captchaId : undefined };
}

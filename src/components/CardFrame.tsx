'use client';

import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';

export type CardTokenResult =
  | { type: 'token'; token: string; brand: string; last4: string }
  | { type: 'invalid'; fields: Record<string, string> }
  | { type: 'error' };

export interface CardFrameHandle {
  /** Ask the frame to check and tokenise the card; the answer comes back by postMessage. */
  tokenize(): Promise<CardTokenResult>;
}

/**
 * The payment gateway's card fields, in their own frame (decision 014): this page never sees
 * the card number, only the token the frame answers. Shared by checkout and the wallet's add-card form.
 */
export const CardFrame = forwardRef<CardFrameHandle, { src: string; title: string; onSubmit: () => void }>(function CardFrame({ src, title, onSubmit }, ref) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(260);
  const pending = useRef<((result: CardTokenResult) => void) | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: string; height?: number };
      if (data.type === 'ready' && typeof data.height === 'number') setHeight(Math.ceil(data.height) + 8);
      else if (data.type === 'submit') onSubmit();
      else if ((data.type === 'token' || data.type === 'invalid' || data.type === 'error') && pending.current) {
        // The frame focused the field in error; the page scrolled to it without knowing of the sticky
        // header, which may now cover the field's label: bring the whole frame clear of it (scroll-padding).
        if (data.type === 'invalid') frame.current?.scrollIntoView({ block: 'nearest' });
        pending.current(data as unknown as CardTokenResult);
        pending.current = null;
      }
    };
    window.addEventListener('message', onMessage);
    // The frame announces its height when it loads, which may be before this page hydrated and
    // listened: ask again now (a frame still loading announces itself when it has).
    frame.current?.contentWindow?.postMessage({ type: 'measure' }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [onSubmit]);

  useImperativeHandle(ref, () => ({
    tokenize: () =>
      new Promise<CardTokenResult>((resolve) => {
        pending.current = resolve;
        frame.current?.contentWindow?.postMessage({ type: 'tokenize' }, window.location.origin);
      }),
  }));

  return <iframe ref={frame} src={src} title={title} style={{ height }} className="w-full border-0" data-testid="card-frame" />;
});

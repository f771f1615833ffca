'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const canShare = () => typeof navigator.share === 'function';
const serverCanShare = () => false;

/**
 * The Web Share API's button (the phone's own share sheet), shown only where the browser has navigator.share: the
 * server renders nothing, so without JavaScript and on browsers without it only the plain links remain.
 */
export function NativeShareButton({
  url,
  title,
  label,
  className,
}: {
  url: string;
  title: string;
  label: string;
  className?: string;
}) {
  const supported = useSyncExternalStore(subscribe, canShare, serverCanShare);
  if (!supported) return null;
  return (
    <button
      type="button"
      className={className}
      // Closing the sheet without sharing rejects with AbortError: nothing to tell the visitor.
      onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
    >
      {label}
    </button>
  );
}

import { useState } from 'react';
import { useT } from '#app/lib/i18n';
import type { MediaProblem } from '../hooks/use-local-media';
import { inAppBrowser, openInBrowserHref } from '../in-app-browser';

type Props = { problem: MediaProblem | null; canAudioOnly: boolean; onAudioOnly(): void };

/** What to do when the camera or microphone cannot be used: permissions, a missing device. */
export function MediaHelp({ problem, canAudioOnly, onAudioOnly }: Props) {
  const t = useT();
  if (!problem) return null;
  return (
    <div className="banner banner-warning call-help" role="alert">
      {problem === 'denied' ? (
        <>
          <p>
            <strong>{t('The camera or microphone is blocked for this site.')}</strong>
          </p>
          <p>
            {t(
              'Android, Chrome: tap the icon at the left of the address, then Permissions, allow Camera and Microphone, and reload the page.',
            )}
          </p>
          <p>
            {t(
              'iPhone, Safari: tap aA in the address bar, then Website Settings, allow Camera and Microphone, and reload the page.',
            )}
          </p>
        </>
      ) : problem === 'missing' ? (
        <p>{t('No camera or microphone was found on this device.')}</p>
      ) : (
        <p>{t('The camera or microphone cannot be used in this browser right now.')}</p>
      )}
      {canAudioOnly && (
        <button type="button" className="btn btn-light" onClick={onAudioOnly}>
          {t('Join with audio only')}
        </button>
      )}
    </div>
  );
}

/** Facebook, Instagram and other apps' own browsers block the camera: open the page in a real one. */
export function InAppBrowserNotice({ userAgent, url }: { userAgent: string; url: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const app = inAppBrowser(userAgent);
  if (!app) return null;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="banner banner-warning call-help" role="alert">
      <p>
        {t(
          'This page is open inside {app}, whose browser blocks the camera and microphone. Open it in Chrome or Safari for the video visit.',
          { app },
        )}
      </p>
      <div className="row">
        <a className="btn btn-primary" href={openInBrowserHref(url, userAgent)}>
          {t('Open in Chrome/Safari')}
        </a>
        <button type="button" className="btn btn-light" onClick={() => void copy()}>
          {t('Copy link')}
        </button>
        <span role="status">{copied ? t('Link copied') : ''}</span>
      </div>
    </div>
  );
}

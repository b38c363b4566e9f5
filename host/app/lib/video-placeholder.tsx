/**
 * A video that loads nothing until the visitor asks for it: a drawn poster (from the site) and a
 * play button. With a `src` (a video file on the site's own origin; the CSP allows no third-party
 * frame) the click puts the player in its place and starts it; without one the click says,
 * honestly, that the recording is not published yet and points at `children` (the page's offer).
 */
import { useState, type ReactNode } from 'react';
import { useCopy } from '../i18n';

export const COPY = {
  es: { play: 'Reproducir el video', soon: 'El video se publicará aquí muy pronto. Mientras tanto:', duration: 'Video' },
  en: { play: 'Play the video', soon: 'The video will be published here very soon. Meanwhile:', duration: 'Video' },
} as const;

export function VideoPlaceholder({ title, src, children }: { title: string; src?: string; children?: ReactNode }) {
  const t = useCopy(COPY);
  const [state, setState] = useState<'idle' | 'playing' | 'unavailable'>('idle');
  if (state === 'playing' && src) {
    return (
      <div className="video">
        {/* The business's own recording: captions belong in the file's text track. */}
        <video className="video__player" src={src} controls autoPlay playsInline aria-label={title} />
      </div>
    );
  }
  return (
    <div className="video">
      <svg className="video__poster" viewBox="0 0 640 360" width="640" height="360" aria-hidden="true" focusable="false">
        <rect width="640" height="360" fill="#0f172a" />
        <rect x="40" y="40" width="360" height="220" rx="12" fill="#1e293b" />
        <path
          d="M70 84h140M70 112h220M70 140h180M90 168h150M90 196h200M70 224h110"
          stroke="#6366f1"
          strokeWidth="10"
          strokeLinecap="round"
        />
        <circle cx="510" cy="130" r="56" fill="#1e293b" />
        <circle cx="510" cy="116" r="22" fill="#475569" />
        <path d="M472 170a38 30 0 0 1 76 0" fill="#475569" />
        <path d="M40 300h560" stroke="#334155" strokeWidth="8" strokeLinecap="round" />
        <path d="M40 300h140" stroke="#818cf8" strokeWidth="8" strokeLinecap="round" />
      </svg>
      {state === 'unavailable' ? (
        <div className="video__note" role="status">
          <p>{t.soon}</p>
          {children}
        </div>
      ) : (
        <button type="button" className="video__play" onClick={() => setState(src ? 'playing' : 'unavailable')}>
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="24" fill="#4338ca" />
            <path d="M19 15v18l15-9z" fill="#fff" />
          </svg>
          <span>
            {t.play}
            <span className="visually-hidden">: {title}</span>
          </span>
        </button>
      )}
    </div>
  );
}

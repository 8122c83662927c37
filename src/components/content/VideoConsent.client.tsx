'use client'

import { useSyncExternalStore } from 'react'
import { grantConsent, hasConsent, subscribeConsent } from '@/components/state/consent.client'
import styles from './Content.module.css'

export interface VideoConsentLabels {
  placeholder: string
  allow: string
  watchOn: string
  newTab: string
}

/**
 * YouTube video behind the video consent (spec §6): a text placeholder (no thumbnail,
 * nothing loaded from YouTube) until the visitor allows videos; then the
 * youtube-nocookie.com player. The choice is the site's video consent: allowing one
 * video allows them all, and a later refusal in the cookie preferences removes them.
 */
export function VideoConsent({ youtubeId, title, labels }: { youtubeId: string; title: string; labels: VideoConsentLabels }) {
  // Refused on the server and until the banner reports a choice.
  const allowed = useSyncExternalStore(
    subscribeConsent,
    () => hasConsent('video'),
    () => false,
  )
  if (allowed) {
    return (
      <div className={styles.player}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    )
  }
  return (
    <div className={styles.videoPlaceholder}>
      <p>{labels.placeholder}</p>
      <p className={styles.videoActions}>
        <button type="button" className="button" onClick={() => grantConsent('video')}>
          {labels.allow}
        </button>
        <a href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`} target="_blank" rel="noopener noreferrer">
          {labels.watchOn}
          <span className="visually-hidden"> {labels.newTab}</span>
        </a>
      </p>
    </div>
  )
}

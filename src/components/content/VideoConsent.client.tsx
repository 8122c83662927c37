'use client'

import { useState } from 'react'
import styles from './Content.module.css'

export interface VideoConsentLabels {
  placeholder: string
  allow: string
  watchOn: string
}

/**
 * YouTube video behind the video consent (spec §6): a text placeholder (no thumbnail,
 * nothing loaded from YouTube) until the visitor allows videos; then the
 * youtube-nocookie.com player.
 */
export function VideoConsent({ youtubeId, title, labels }: { youtubeId: string; title: string; labels: VideoConsentLabels }) {
  const [allowed, setAllowed] = useState(false)
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
        <button type="button" className="button" onClick={() => setAllowed(true)}>
          {labels.allow}
        </button>
        <a href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`} target="_blank" rel="noopener noreferrer">
          {labels.watchOn}
        </a>
      </p>
    </div>
  )
}

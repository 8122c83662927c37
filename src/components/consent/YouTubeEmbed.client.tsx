'use client'
import { useSyncExternalStore } from 'react'
import { grantConsent, hasConsent, openConsentPreferences, subscribeConsent } from '@/components/state/consent.client'
import styles from './YouTubeEmbed.module.css'

/** The YouTube consent flag of spec §3: true only when video cookies are accepted. */
export function useVideoConsent(): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => hasConsent('video'),
    () => false,
  )
}

export interface YouTubeEmbedTexts {
  placeholder: string
  accept: string
  settings: string
  watchOn: string
}

/**
 * A YouTube video (privacy-enhanced host) shown only after video consent; before, a
 * placeholder explains why and offers to accept, so no request reaches YouTube.
 */
export function YouTubeEmbed({ videoId, title, texts }: { videoId: string; title: string; texts: YouTubeEmbedTexts }) {
  const allowed = useVideoConsent()
  const id = encodeURIComponent(videoId)
  if (allowed) {
    return (
      <div className={styles.frame}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}`}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    )
  }
  return (
    <div className={`${styles.frame} ${styles.placeholder}`} data-consent-placeholder="video">
      <p className={styles.title}>{title}</p>
      <p>{texts.placeholder}</p>
      <p className={styles.actions}>
        <button type="button" className="button" onClick={() => grantConsent('video')}>
          {texts.accept}
        </button>
        <button type="button" className={styles.linkButton} onClick={openConsentPreferences}>
          {texts.settings}
        </button>
      </p>
      <p>
        <a href={`https://www.youtube.com/watch?v=${id}`} target="_blank" rel="noopener noreferrer">
          {texts.watchOn}
        </a>
      </p>
    </div>
  )
}

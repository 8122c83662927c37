export interface TitlePart {
  text: string
  /** true for a registered trademark sign, shown as a superscript (spec §5). */
  sup: boolean
}

/**
 * Splits a title so that each ® is its own `{ text: '®', sup: true }` part; the
 * text around it is kept as `sup: false` parts. Empty parts are omitted.
 */
export function splitTrademark(title: string): TitlePart[] {
  const parts: TitlePart[] = []
  for (const piece of title.split(/(®)/)) {
    if (piece === '') continue
    parts.push({ text: piece, sup: piece === '®' })
  }
  return parts
}

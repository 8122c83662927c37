import { splitTrademark } from '@/domain/format/trademark'

/** A title whose ® signs are shown as superscripts (spec §5). */
export function Trademark({ text }: { text: string }) {
  return (
    <>{splitTrademark(text).map((part, index) => (part.sup ? <sup key={index}>{part.text}</sup> : <span key={index}>{part.text}</span>))}</>
  )
}

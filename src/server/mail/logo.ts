import 'server-only'
import sharp from 'sharp'
import { logoSvg } from '@/brand/logo'
import { BRAND_COLOURS } from '@/brand/tokens'
import { MAIL_LOGO_CID, MAIL_LOGO_SIZE } from '@/domain/mail/template'

/**
 * The logo of the e-mails (decision 099): the drawing of src/brand/logo.ts rendered once per
 * process to a PNG at twice its displayed size, on white (some clients show transparency on a
 * dark background), attached inline under MAIL_LOGO_CID. PNG rather than SVG: Gmail and Outlook
 * show no SVG; inline rather than hosted: clients block remote images until the reader allows them.
 */
let png: Promise<Buffer> | null = null

export function mailLogoPng(): Promise<Buffer> {
  png ??= sharp(Buffer.from(logoSvg({ height: MAIL_LOGO_SIZE.height * 2 })))
    .flatten({ background: BRAND_COLOURS.white })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
  return png
}

/** The inline attachment of a message whose HTML shows the logo; none otherwise. */
export async function mailLogoAttachments(
  html: string | undefined,
): Promise<{ filename: string; content: Buffer; contentType: string; cid: string }[]> {
  if (!html?.includes(`cid:${MAIL_LOGO_CID}`)) return []
  return [{ filename: 'ardalis.png', content: await mailLogoPng(), contentType: 'image/png', cid: MAIL_LOGO_CID }]
}

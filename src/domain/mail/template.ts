/**
 * E-mail layout shared by every message the site sends: one function gives the HTML
 * (inline styles only, as mail clients require) and the plain-text part from the same
 * content, so that both always say the same thing.
 */
import { BRAND_COLOURS } from '@/brand/tokens'

export type MailItem = { label: string; href?: string | null; detail?: string | null }

export type MailContent = {
  brand: string
  /** Title shown at the top of the message (also a good subject). */
  title: string
  /** Paragraphs before the list. */
  paragraphs?: string[]
  /** Optional list (products, answers of a form…). */
  items?: MailItem[]
  /** Optional label/value table (a form's answers). */
  fields?: { label: string; value: string }[]
  /** Paragraphs after the list. */
  closing?: string[]
  /** Optional main link. */
  action?: { label: string; href: string }
}

export type RenderedMail = { html: string; text: string }

/**
 * Content-ID of the logo at the top of every message (decision 099): the SMTP step attaches
 * the logo as an inline PNG under this id whenever the HTML refers to it, so that mail clients
 * show it without fetching a remote image (which most block by default). Its alt text is the brand.
 */
export const MAIL_LOGO_CID = 'logo@ardalis'
/** The logo's size in the message, in CSS pixels (the PNG has twice as many, for sharp screens). */
export const MAIL_LOGO_SIZE = { width: 174, height: 48 } as const

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)
}

function safeHref(href: string): string | null {
  return /^(https?:|mailto:|tel:)/i.test(href) ? href : null
}

export function renderMail(content: MailContent): RenderedMail {
  const paragraphs = content.paragraphs ?? []
  const closing = content.closing ?? []
  const items = content.items ?? []
  const fields = content.fields ?? []
  const p = (text: string) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`

  const itemHtml = items
    .map((item) => {
      const href = item.href ? safeHref(item.href) : null
      const label = href
        ? `<a href="${escapeHtml(href)}" style="color:${BRAND_COLOURS.navyLink}">${escapeHtml(item.label)}</a>`
        : escapeHtml(item.label)
      const detail = item.detail ? `<br><span style="color:#555">${escapeHtml(item.detail)}</span>` : ''
      return `<li style="margin:0 0 8px">${label}${detail}</li>`
    })
    .join('')
  const fieldHtml = fields
    .map(
      (f) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(f.label)}</th><td style="padding:4px 0">${escapeHtml(f.value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')
  const actionHref = content.action ? safeHref(content.action.href) : null
  const html = [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>',
    escapeHtml(content.title),
    '</title></head><body style="margin:0;padding:24px;background:#f4f4f2;font-family:Arial,Helvetica,sans-serif;color:#1d1d1b">',
    '<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">',
    `<p style="margin:0 0 20px"><img src="cid:${MAIL_LOGO_CID}" alt="${escapeHtml(content.brand)}" width="${MAIL_LOGO_SIZE.width}" height="${MAIL_LOGO_SIZE.height}" style="display:block;border:0;width:${MAIL_LOGO_SIZE.width}px;height:${MAIL_LOGO_SIZE.height}px;font-weight:bold;font-size:20px;color:${BRAND_COLOURS.navy}"></p>`,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.title)}</h1>`,
    paragraphs.map(p).join(''),
    items.length ? `<ul style="padding-left:20px;margin:0 0 16px">${itemHtml}</ul>` : '',
    fields.length ? `<table style="border-collapse:collapse;margin:0 0 16px">${fieldHtml}</table>` : '',
    content.action && actionHref
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(actionHref)}" style="display:inline-block;background:${BRAND_COLOURS.navyLink};color:#fff;padding:10px 16px;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`
      : '',
    closing.map(p).join(''),
    '</div></body></html>',
  ].join('')

  const text = [
    content.brand,
    '',
    content.title,
    '',
    ...paragraphs.flatMap((t) => [t, '']),
    ...items.flatMap((item) => [`- ${item.label}${item.detail ? ` (${item.detail})` : ''}${item.href ? `\n  ${item.href}` : ''}`]),
    ...(items.length ? [''] : []),
    ...fields.map((f) => `${f.label} : ${f.value}`),
    ...(fields.length ? [''] : []),
    ...(content.action ? [`${content.action.label} : ${content.action.href}`, ''] : []),
    ...closing.flatMap((t) => [t, '']),
  ]
    .join('\n')
    .trimEnd()
  return { html, text: `${text}\n` }
}

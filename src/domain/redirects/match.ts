/**
 * Legacy redirects (spec §2 "Legacy redirects"): literal matching of several hundred
 * `from → to` rules, CSV import / export, and host alias redirects.
 *
 * Matching is literal after normalising both the rule and the request:
 * - the fragment is dropped; the query string is split at the first `?`;
 * - valid percent-encoded UTF-8 is decoded (`%C3%AA` ≡ `ê`, hex case ignored) and
 *   the text is put in Unicode NFC; characters that would change the structure stay
 *   encoded (upper-case hex): `/ ? # %` in the path, `& = # % +` in the query;
 *   invalid sequences (e.g. Latin-1 `%E9`) are kept as written (upper-case hex);
 * - trailing slashes of the path are ignored (except for `/` itself);
 * - everything else is compared as written: case, parameter order, `(`, `-0`, `.html`…
 * Lookup tries the exact path + query first, then the path alone (the request query
 * is ignored) against rules written without a query string.
 */

export interface RedirectRule {
  from: string
  to: string
  code: 301 | 302
}

export interface RedirectIndex {
  lookup(pathAndQuery: string): RedirectRule | undefined
  /** Number of distinct normalised `from` keys (the first rule wins on duplicates). */
  size: number
}

const PATH_KEPT_ENCODED: ReadonlySet<string> = new Set(['/', '?', '#', '%'])
const QUERY_KEPT_ENCODED: ReadonlySet<string> = new Set(['&', '=', '#', '%', '+'])

function hex(byte: number): string {
  return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
}

/** Length of the UTF-8 sequence announced by a lead byte, 0 for an invalid lead byte. */
function utf8Length(lead: number): number {
  if (lead < 0x80) return 1
  if (lead >= 0xc2 && lead <= 0xdf) return 2
  if (lead >= 0xe0 && lead <= 0xef) return 3
  if (lead >= 0xf0 && lead <= 0xf4) return 4
  return 0
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** Decodes one run of `%XX` escapes, keeping invalid bytes and `kept` characters encoded. */
function decodeRun(run: string, kept: ReadonlySet<string>): string {
  const bytes: number[] = []
  for (let index = 0; index < run.length; index += 3) {
    bytes.push(parseInt(run.slice(index + 1, index + 3), 16))
  }
  let out = ''
  let index = 0
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0
    const length = utf8Length(lead)
    let decoded: string | null = null
    if (length > 0 && index + length <= bytes.length) {
      try {
        decoded = strictUtf8.decode(Uint8Array.from(bytes.slice(index, index + length)))
      } catch {
        decoded = null
      }
    }
    if (decoded === null) {
      out += hex(lead)
      index += 1
    } else {
      out += kept.has(decoded) ? hex(lead) : decoded
      index += length
    }
  }
  return out
}

function normaliseEncoding(text: string, kept: ReadonlySet<string>): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => decodeRun(run, kept)).normalize('NFC')
}

/**
 * Normalised form of a `path?query` used as a lookup key (see the module comment).
 * Returns the normalised path and query (query '' when absent or empty).
 */
export function normaliseRedirectSource(pathAndQuery: string): { path: string; query: string } {
  const withoutFragment = pathAndQuery.split('#', 1)[0] ?? ''
  const questionMark = withoutFragment.indexOf('?')
  const rawPath = questionMark === -1 ? withoutFragment : withoutFragment.slice(0, questionMark)
  const rawQuery = questionMark === -1 ? '' : withoutFragment.slice(questionMark + 1)
  const path = normaliseEncoding(rawPath, PATH_KEPT_ENCODED).replace(/\/+$/, '') || '/'
  return { path, query: normaliseEncoding(rawQuery, QUERY_KEPT_ENCODED) }
}

function keyOf(source: { path: string; query: string }): string {
  return source.query === '' ? source.path : `${source.path}?${source.query}`
}

/** Normalised lookup key of a `path?query`. */
export function redirectKey(pathAndQuery: string): string {
  return keyOf(normaliseRedirectSource(pathAndQuery))
}

export function createRedirectIndex(rules: readonly RedirectRule[]): RedirectIndex {
  const byKey = new Map<string, RedirectRule>()
  for (const rule of rules) {
    const key = redirectKey(rule.from)
    if (!byKey.has(key)) byKey.set(key, rule)
  }
  return {
    size: byKey.size,
    lookup(pathAndQuery: string): RedirectRule | undefined {
      const source = normaliseRedirectSource(pathAndQuery)
      const exact = byKey.get(keyOf(source))
      if (exact !== undefined || source.query === '') return exact
      // Keys of rules written with a query contain `?`, the bare path cannot hit them.
      return byKey.get(source.path)
    },
  }
}

/* ------------------------------------------------------------------ */
/* CSV                                                                 */
/* ------------------------------------------------------------------ */

export interface CsvError {
  /** 1-based physical line where the faulty record starts (the header is line 1). */
  line: number
  message: string
}

interface CsvRecord {
  line: number
  fields: string[]
}

/** RFC 4180 records (CRLF, LF or CR line breaks; quoted fields may span lines). Blank lines are skipped. */
function readCsvRecords(text: string): { records: CsvRecord[]; error?: CsvError } {
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let index = 0
  const endRecord = (): void => {
    const blank = fields.length === 0 && field === '' && !quoted
    fields.push(field)
    if (!blank) records.push({ line: recordLine, fields })
    fields = []
    field = ''
    quoted = false
  }
  while (index < text.length) {
    const char = text[index]
    if (char === '"' && field === '' && !quoted) {
      const startLine = line
      quoted = true
      index += 1
      for (;;) {
        if (index >= text.length) {
          return { records, error: { line: startLine, message: 'unterminated quoted field' } }
        }
        const inner = text[index]
        if (inner === '"') {
          if (text[index + 1] === '"') {
            field += '"'
            index += 2
            continue
          }
          index += 1
          break
        }
        if (inner === '\n' || (inner === '\r' && text[index + 1] !== '\n')) line += 1
        field += inner
        index += 1
      }
      const next = text[index]
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        return { records, error: { line, message: 'unexpected character after a closing quote' } }
      }
      continue
    }
    if (char === ',') {
      fields.push(field)
      field = ''
      quoted = false
      index += 1
      continue
    }
    if (char === '\r' || char === '\n') {
      endRecord()
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1
      line += 1
      recordLine = line
      continue
    }
    field += char
    index += 1
  }
  if (field !== '' || quoted || fields.length > 0) endRecord()
  return { records }
}

const HEADER = ['from', 'to', 'code'] as const

function isValidTarget(to: string): boolean {
  if (to.startsWith('/')) return !to.startsWith('//') && !to.startsWith('/\\')
  if (!/^https?:\/\//i.test(to)) return false
  try {
    const url = new URL(to)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * Parses a redirect CSV with a `from,to,code` header (columns in any order, names
 * case-insensitive). Fields are trimmed. Each faulty record gives an error and is
 * skipped: wrong field count, code other than 301/302, `from` not starting with `/`,
 * `to` neither a path starting with `/` (not `//`) nor an absolute http(s) URL,
 * `to` equal to `from` (loop), or a `from` already listed (same normalised key).
 */
export function parseRedirectCsv(text: string): {
  rules: RedirectRule[]
  errors: { line: number; message: string }[]
} {
  const { records, error } = readCsvRecords(text.replace(/^\uFEFF/, ''))
  const rules: RedirectRule[] = []
  const errors: CsvError[] = []
  const [header, ...rows] = records
  if (header === undefined) {
    return { rules, errors: error ? [error] : [{ line: 1, message: 'missing header "from,to,code"' }] }
  }
  const names = header.fields.map((name) => name.trim().toLowerCase())
  const columns = HEADER.map((name) => names.indexOf(name))
  if (names.length !== HEADER.length || columns.some((column) => column === -1)) {
    errors.push({
      line: header.line,
      message: `expected the header "from,to,code", got "${header.fields.join(',')}"`,
    })
    return { rules, errors }
  }
  const [fromColumn = 0, toColumn = 1, codeColumn = 2] = columns
  const seen = new Map<string, number>()
  for (const row of rows) {
    if (row.fields.length !== HEADER.length) {
      errors.push({ line: row.line, message: `expected 3 fields, got ${row.fields.length}` })
      continue
    }
    const from = (row.fields[fromColumn] ?? '').trim()
    const to = (row.fields[toColumn] ?? '').trim()
    const code = (row.fields[codeColumn] ?? '').trim()
    if (code !== '301' && code !== '302') {
      errors.push({ line: row.line, message: `code must be 301 or 302, got "${code}"` })
      continue
    }
    if (!from.startsWith('/')) {
      errors.push({ line: row.line, message: `from must start with "/", got "${from}"` })
      continue
    }
    if (!isValidTarget(to)) {
      errors.push({
        line: row.line,
        message: `to must be a path starting with "/" or an absolute http(s) URL, got "${to}"`,
      })
      continue
    }
    const key = redirectKey(from)
    if (to.startsWith('/') && redirectKey(to) === key) {
      errors.push({ line: row.line, message: `redirect loop: "${from}" redirects to itself` })
      continue
    }
    const firstLine = seen.get(key)
    if (firstLine !== undefined) {
      errors.push({ line: row.line, message: `duplicate from "${from}" (first at line ${firstLine})` })
      continue
    }
    seen.set(key, row.line)
    rules.push({ from, to, code: code === '301' ? 301 : 302 })
  }
  if (error) errors.push(error)
  return { rules, errors }
}

function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** CSV text with a `from,to,code` header, LF line breaks and a final line break. */
export function toRedirectCsv(rules: readonly RedirectRule[]): string {
  const lines = ['from,to,code']
  for (const rule of rules) {
    lines.push([csvField(rule.from), csvField(rule.to), String(rule.code)].join(','))
  }
  return `${lines.join('\n')}\n`
}

/* ------------------------------------------------------------------ */
/* Host aliases                                                        */
/* ------------------------------------------------------------------ */

/** Lower-case host without port and trailing dot (`[::1]:3000` → `[::1]`). */
export function normaliseHost(host: string): string {
  let value = host.trim().toLowerCase()
  if (value.startsWith('[')) {
    const end = value.indexOf(']')
    value = end === -1 ? value : value.slice(0, end + 1)
  } else if (value.split(':').length === 2) {
    value = value.slice(0, value.indexOf(':'))
  }
  return value.replace(/\.$/, '')
}

/**
 * Main host to redirect to (301, same path) when `host` is one of the company's alias
 * host names (www.* or bare .fr…), compared without port and case; null otherwise,
 * and null when `host` already is the main host (no loop).
 */
export function hostAliasRedirect(host: string, mainHost: string, aliasHosts: readonly string[]): string | null {
  const current = normaliseHost(host)
  if (current === '' || current === normaliseHost(mainHost)) return null
  return aliasHosts.some((alias) => normaliseHost(alias) === current) ? mainHost : null
}

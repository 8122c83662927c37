#!/usr/bin/env node
/**
 * Local SMTP catcher for development, the demo and the tests: accepts every message on
 * SMTP (no auth, no TLS), keeps the last 500 in memory and shows them over HTTP:
 *   GET    /messages        JSON list, newest last (from, to, subject, text, html, attachments)
 *   DELETE /messages        empties the box
 *   POST   /smtp/stop       closes the SMTP port (a server that is down: connections refused)
 *   POST   /smtp/stall      the SMTP port accepts connections and never greets (a stuck server)
 *   POST   /smtp/start      SMTP back on the same port (the tests of the mail outbox, decision 092)
 *   GET    /                a plain HTML page listing the messages (demo)
 * Usage: node scripts/smtp-catcher.mjs [--smtp 1025] [--http 1080]
 * or import { startCatcher } from this file.
 */
import http from 'node:http'
import net from 'node:net'
import { SMTPServer } from 'smtp-server'
import PostalMime from 'postal-mime'

const LIMIT = 500

function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c])
}

export async function startCatcher({ smtpPort = 1025, httpPort = 1080, host = '127.0.0.1', quiet = false } = {}) {
  const messages = []
  let nextId = 1

  const smtpOptions = {
    authOptional: true,
    closeTimeout: 1000,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks)
          const email = await PostalMime.parse(raw)
          messages.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            envelope: { from: session.envelope.mailFrom?.address ?? null, to: session.envelope.rcptTo.map((r) => r.address) },
            from: email.from?.address ?? null,
            to: (email.to ?? []).map((a) => a.address),
            cc: (email.cc ?? []).map((a) => a.address),
            replyTo: (email.replyTo ?? []).map((a) => a.address),
            subject: email.subject ?? '',
            text: email.text ?? '',
            html: email.html ?? '',
            attachments: (email.attachments ?? []).map((a) => ({
              filename: a.filename,
              contentType: a.mimeType,
              // Inline parts (the logo, decision 099) apart from the files a reader downloads.
              disposition: a.disposition ?? null,
              contentId: a.contentId ?? null,
              size: typeof a.content === 'string' ? a.content.length : a.content.byteLength,
            })),
          })
          if (messages.length > LIMIT) messages.splice(0, messages.length - LIMIT)
          if (!quiet) console.log(`✉  ${email.subject ?? ''} → ${session.envelope.rcptTo.map((r) => r.address).join(', ')}`)
          callback()
        } catch (error) {
          callback(error)
        }
      })
    },
  }
  /**
   * A client that drops its connection (ECONNRESET, a test stopping a server mid-mail) is that
   * client's business: without a listener, smtp-server's 'error' event would end the process,
   * and with it every test of the run sharing this catcher.
   */
  const createSmtp = () => {
    const server = new SMTPServer(smtpOptions)
    server.on('error', (error) => {
      if (!quiet) console.log(`✉  connexion SMTP interrompue : ${error.code ?? error.message}`)
    })
    return server
  }
  let smtp = createSmtp()
  /** While stalled: the raw TCP server that takes connections and says nothing, and its sockets. */
  let stall = null
  const stalledSockets = new Set()
  let port = smtpPort

  const listen = (server) => new Promise((resolve, reject) => server.listen(port, host, resolve).once('error', reject))
  async function stopSmtp() {
    if (smtp) await new Promise((resolve) => smtp.close(resolve))
    smtp = null
    if (stall) {
      for (const socket of stalledSockets) socket.destroy()
      stalledSockets.clear()
      await new Promise((resolve) => stall.close(resolve))
      stall = null
    }
  }
  async function control(action) {
    await stopSmtp()
    if (action === 'start') {
      smtp = createSmtp()
      await listen(smtp.server)
    } else if (action === 'stall') {
      stall = net.createServer((socket) => {
        stalledSockets.add(socket)
        socket.on('close', () => stalledSockets.delete(socket))
        socket.on('error', () => undefined)
      })
      await listen(stall)
    }
  }

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher')
    if (url.pathname === '/messages' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(messages))
      return
    }
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages.length = 0
      res.writeHead(204).end()
      return
    }
    const action = /^\/smtp\/(stop|stall|start)$/.exec(url.pathname)?.[1]
    if (action && req.method === 'POST') {
      control(action).then(
        () => res.writeHead(204).end(),
        (error) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error)),
      )
      return
    }
    if (url.pathname === '/' && req.method === 'GET') {
      const rows = [...messages]
        .reverse()
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>${escapeHtml(m.receivedAt)} — de ${escapeHtml(m.from)} à ${escapeHtml(m.to.join(', '))}</p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('')
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Courriels reçus</title><h1>Courriels reçus (${messages.length})</h1>${rows}</html>`,
      )
      return
    }
    res.writeHead(404).end()
  })

  await new Promise((resolve, reject) => smtp.listen(smtpPort, host, resolve).once('error', reject))
  await new Promise((resolve, reject) => web.listen(httpPort, host, resolve).once('error', reject))
  // Port 0 asked for any free port: /smtp/start reopens that same one.
  port = smtp.server.address().port
  const ports = { smtp: port, http: web.address().port }
  if (!quiet) console.log(`SMTP de test sur ${host}:${ports.smtp}, courriels lisibles sur http://${host}:${ports.http}/`)
  return {
    messages,
    ports,
    smtpUrl: `smtp://${host}:${ports.smtp}`,
    httpUrl: `http://${host}:${ports.http}`,
    /** `stop`, `stall` or `start` the SMTP side (as the HTTP API's /smtp/… does). */
    control,
    async close() {
      await stopSmtp()
      await new Promise((resolve) => web.close(resolve))
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(name)
    return index > -1 ? Number(process.argv[index + 1]) : fallback
  }
  await startCatcher({
    smtpPort: arg('--smtp', Number(process.env.CATCHER_SMTP_PORT ?? 1025)),
    httpPort: arg('--http', Number(process.env.CATCHER_HTTP_PORT ?? 1080)),
  })
}

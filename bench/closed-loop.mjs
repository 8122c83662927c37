// Closed-loop HTTP load shared by the benchmarks: `clients` loops, each sends its next
// request as soon as the previous answer has ended. Records the round trip of every
// answer and the server's own time when it says it (`Server-Timing: app;dur=` from the
// site's API, `x-server-ms` from the bare search server).
import http from 'node:http'

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

function serverTimeOf(res) {
  const timing = /app;dur=([0-9.]+)/.exec(String(res.headers['server-timing'] ?? ''))
  if (timing) return Number(timing[1])
  const legacy = res.headers['x-server-ms']
  return legacy ? Number(legacy) : undefined
}

/** @returns {Promise<{ latencies: number[], serverTimes: number[], errors: number }>} both lists sorted */
export async function closedLoop({ clients, seconds, nextUrl }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const latencies = []
  const serverTimes = []
  let errors = 0
  const end = Date.now() + seconds * 1000
  async function client() {
    while (Date.now() < end) {
      const start = performance.now()
      await new Promise((resolve) => {
        http
          .get(nextUrl(), { agent }, (res) => {
            res.resume()
            res.on('end', () => {
              if (res.statusCode !== 200) errors++
              latencies.push(performance.now() - start)
              const server = serverTimeOf(res)
              if (server !== undefined) serverTimes.push(server)
              resolve()
            })
          })
          .on('error', () => {
            errors++
            resolve()
          })
      })
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  serverTimes.sort((a, b) => a - b)
  return { latencies, serverTimes, errors }
}

import type { Payload } from 'payload'

/** The demo's back-office account. Created only when DEMO=true (never in production). */
export const DEMO_ADMIN = { email: 'admin@ardalis.example', password: 'Demo-Ardalis-2026!' } as const

export async function ensureDemoAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: DEMO_ADMIN.email } } })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: 'Administrateur démo', role: 'admin' },
  })
}

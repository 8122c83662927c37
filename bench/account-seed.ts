/**
 * Benchmark data: one verified customer with two addresses in the database named by
 * DATABASE_URL (the bench's own copy), for bench/account.mjs.
 */
import { getPayload } from 'payload'
import config from '../src/payload.config'

const BENCH_CUSTOMER = { email: 'banc.essai@exemple.fr', password: 'Banc-Essai-Enduit-2026' }

const payload = await getPayload({ config })
await payload.delete({ collection: 'customers', where: { email: { equals: BENCH_CUSTOMER.email } } })
const customer = await payload.create({
  collection: 'customers',
  data: { ...BENCH_CUSTOMER, audience: 'pro', lastname: 'Essai', firstname: 'Banc', company: 'Banc d’essai', _verified: true },
  disableVerificationEmail: true,
})
const addresses: { label: string; city: string; zipcode: string }[] = [
  { label: 'Dépôt', city: 'Orléans', zipcode: '45000' },
  { label: 'Chantier', city: 'Bourges', zipcode: '18000' },
]
for (const { label, city, zipcode } of addresses) {
  await payload.create({
    collection: 'customer-addresses',
    data: {
      owner: customer.id,
      label,
      civility: 'm',
      lastname: 'Essai',
      firstname: 'Banc',
      address: '1 rue du Banc',
      zipcode,
      city,
      country: 'FR',
      phone: '02 38 00 00 00',
    },
  })
}
console.log(`Client de banc d’essai : ${BENCH_CUSTOMER.email}`)
process.exit(0)

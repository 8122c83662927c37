/**
 * Benchmark data for bench/commerce.mjs: 20 verified private customers, each with one delivery
 * address, in the database named by DATABASE_URL (the bench's own copy). One customer per
 * client, so that each places its own orders from its own cart.
 */
import { getPayload } from 'payload'
import config from '../src/payload.config'

const BENCH_BUYERS = 20
const PASSWORD = 'Banc-Commande-Enduit-2026'

const payload = await getPayload({ config })
for (let i = 0; i < BENCH_BUYERS; i++) {
  const email = `banc.commande.${i}@exemple.fr`
  await payload.delete({ collection: 'customers', where: { email: { equals: email } } })
  const customer = await payload.create({
    collection: 'customers',
    data: { email, password: PASSWORD, audience: 'part', lastname: 'Commande', firstname: `Banc ${i}`, _verified: true },
    disableVerificationEmail: true,
  })
  await payload.create({
    collection: 'customer-addresses',
    data: {
      owner: customer.id,
      label: 'Maison',
      civility: 'mme',
      lastname: 'Commande',
      firstname: `Banc ${i}`,
      address: `${i + 1} rue des Enduits`,
      zipcode: '45000',
      city: 'Orléans',
      country: 'FR',
      phone: '02 38 00 00 00',
      defaultDelivery: true,
      defaultBilling: true,
    },
  })
}
console.log(`Clients de banc d’essai des commandes : ${BENCH_BUYERS}`)
process.exit(0)

/**
 * Benchmark data for bench/commerce.mjs: 20 verified private customers, each with one delivery
 * address, in the database named by DATABASE_URL (the bench's own copy). One customer per
 * client, so that each places its own orders from its own cart.
 */
import { getPayload } from 'payload'
import config from '../src/payload.config'

const BENCH_BUYERS = 20
const PASSWORD = 'Banc-Commande-Enduit-2026'
/** Invented names, so that the screenshots of the cart and the checkout (the first buyer's) read like a customer's. */
const NAMES = [
  ['mme', 'Claire', 'Moreau'],
  ['m', 'Julien', 'Garnier'],
  ['mme', 'Sophie', 'Lefèvre'],
  ['m', 'Thomas', 'Rousseau'],
  ['mme', 'Camille', 'Fournier'],
] as const

const payload = await getPayload({ config })
for (let i = 0; i < BENCH_BUYERS; i++) {
  const email = `banc.commande.${i}@exemple.fr`
  const [civility, firstname, lastname] = NAMES[i % NAMES.length] ?? NAMES[0]
  await payload.delete({ collection: 'customers', where: { email: { equals: email } } })
  const customer = await payload.create({
    collection: 'customers',
    data: { email, password: PASSWORD, audience: 'part', lastname, firstname, _verified: true },
    disableVerificationEmail: true,
  })
  await payload.create({
    collection: 'customer-addresses',
    data: {
      owner: customer.id,
      label: 'Maison',
      civility,
      lastname,
      firstname,
      address: `${i + 1} rue des Carmes`,
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

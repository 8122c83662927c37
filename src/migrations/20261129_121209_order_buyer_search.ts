import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`customer_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`customer_email\` text;`)
  // Backfill (decision 138), by the rule of src/payload/collections/orders/buyer.ts: each order
  // takes its account's e-mail and name (« Prénom Nom (Société) »), an order without an account
  // the name of its billing address; a private account keeps no « Compte professionnel » state.
  await db.run(sql`
  UPDATE orders SET
    customer_email = (SELECT c.email FROM customers c WHERE c.id = orders.customer_id),
    customer_name = (
      SELECT CASE WHEN coalesce(trim(c.company), '') = '' THEN nullif(trim(coalesce(c.firstname, '') || ' ' || coalesce(c.lastname, '')), '')
             WHEN trim(coalesce(c.firstname, '') || ' ' || coalesce(c.lastname, '')) = '' THEN trim(c.company)
             ELSE trim(coalesce(c.firstname, '') || ' ' || coalesce(c.lastname, '')) || ' (' || trim(c.company) || ')' END
      FROM customers c WHERE c.id = orders.customer_id)
  WHERE customer_id IS NOT NULL;
  `)
  await db.run(sql`
  UPDATE orders SET customer_name =
    CASE WHEN coalesce(trim(billing_address_company), '') = '' THEN nullif(trim(coalesce(billing_address_firstname, '') || ' ' || coalesce(billing_address_lastname, '')), '')
         WHEN trim(coalesce(billing_address_firstname, '') || ' ' || coalesce(billing_address_lastname, '')) = '' THEN trim(billing_address_company)
         ELSE trim(coalesce(billing_address_firstname, '') || ' ' || coalesce(billing_address_lastname, '')) || ' (' || trim(billing_address_company) || ')' END
  WHERE customer_id IS NULL;
  `)
  await db.run(sql`
  UPDATE customers SET pro_status = NULL WHERE audience <> 'pro';
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Every account had a state before (Payload's default).
  await db.run(sql`UPDATE customers SET pro_status = 'pending' WHERE pro_status IS NULL;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`customer_name\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`customer_email\`;`)
}

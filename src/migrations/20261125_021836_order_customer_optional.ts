import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`placed_at\` text NOT NULL,
  	\`customer_id\` integer,
  	\`cart_id\` integer NOT NULL,
  	\`target\` text NOT NULL,
  	\`status\` text DEFAULT 'awaiting_payment' NOT NULL,
  	\`payment_method\` text NOT NULL,
  	\`payment_status\` text DEFAULT 'awaiting' NOT NULL,
  	\`paid_at\` text,
  	\`due_date\` text,
  	\`provider_session\` text,
  	\`totals_goods\` numeric NOT NULL,
  	\`totals_discount\` numeric NOT NULL,
  	\`totals_shipping\` numeric NOT NULL,
  	\`totals_ht\` numeric NOT NULL,
  	\`totals_tax\` numeric NOT NULL,
  	\`totals_ttc\` numeric NOT NULL,
  	\`discount_code\` text,
  	\`discount_description\` text,
  	\`carrier_code\` text,
  	\`carrier_name\` text,
  	\`carrier_kind\` text,
  	\`carrier_delay\` text,
  	\`shipping_address_label\` text,
  	\`shipping_address_civility\` text,
  	\`shipping_address_firstname\` text,
  	\`shipping_address_lastname\` text,
  	\`shipping_address_company\` text,
  	\`shipping_address_address\` text,
  	\`shipping_address_address2\` text,
  	\`shipping_address_zipcode\` text,
  	\`shipping_address_city\` text,
  	\`shipping_address_country\` text,
  	\`shipping_address_phone\` text,
  	\`billing_address_label\` text,
  	\`billing_address_civility\` text,
  	\`billing_address_firstname\` text,
  	\`billing_address_lastname\` text,
  	\`billing_address_company\` text,
  	\`billing_address_address\` text,
  	\`billing_address_address2\` text,
  	\`billing_address_zipcode\` text,
  	\`billing_address_city\` text,
  	\`billing_address_country\` text,
  	\`billing_address_phone\` text,
  	\`relay_name\` text,
  	\`relay_address\` text,
  	\`relay_postcode\` text,
  	\`relay_city\` text,
  	\`store_name\` text,
  	\`store_address\` text,
  	\`store_postcode\` text,
  	\`store_city\` text,
  	\`phone\` text,
  	\`asm_code\` text,
  	\`terms_accepted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "number", "placed_at", "customer_id", "cart_id", "target", "status", "payment_method", "payment_status", "paid_at", "due_date", "provider_session", "totals_goods", "totals_discount", "totals_shipping", "totals_ht", "totals_tax", "totals_ttc", "discount_code", "discount_description", "carrier_code", "carrier_name", "carrier_kind", "carrier_delay", "shipping_address_label", "shipping_address_civility", "shipping_address_firstname", "shipping_address_lastname", "shipping_address_company", "shipping_address_address", "shipping_address_address2", "shipping_address_zipcode", "shipping_address_city", "shipping_address_country", "shipping_address_phone", "billing_address_label", "billing_address_civility", "billing_address_firstname", "billing_address_lastname", "billing_address_company", "billing_address_address", "billing_address_address2", "billing_address_zipcode", "billing_address_city", "billing_address_country", "billing_address_phone", "relay_name", "relay_address", "relay_postcode", "relay_city", "store_name", "store_address", "store_postcode", "store_city", "phone", "asm_code", "terms_accepted_at", "updated_at", "created_at") SELECT "id", "number", "placed_at", "customer_id", "cart_id", "target", "status", "payment_method", "payment_status", "paid_at", "due_date", "provider_session", "totals_goods", "totals_discount", "totals_shipping", "totals_ht", "totals_tax", "totals_ttc", "discount_code", "discount_description", "carrier_code", "carrier_name", "carrier_kind", "carrier_delay", "shipping_address_label", "shipping_address_civility", "shipping_address_firstname", "shipping_address_lastname", "shipping_address_company", "shipping_address_address", "shipping_address_address2", "shipping_address_zipcode", "shipping_address_city", "shipping_address_country", "shipping_address_phone", "billing_address_label", "billing_address_civility", "billing_address_firstname", "billing_address_lastname", "billing_address_company", "billing_address_address", "billing_address_address2", "billing_address_zipcode", "billing_address_city", "billing_address_country", "billing_address_phone", "relay_name", "relay_address", "relay_postcode", "relay_city", "store_name", "store_address", "store_postcode", "store_city", "phone", "asm_code", "terms_accepted_at", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_provider_session_idx\` ON \`orders\` (\`provider_session\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`placed_at\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`cart_id\` integer NOT NULL,
  	\`target\` text NOT NULL,
  	\`status\` text DEFAULT 'awaiting_payment' NOT NULL,
  	\`payment_method\` text NOT NULL,
  	\`payment_status\` text DEFAULT 'awaiting' NOT NULL,
  	\`paid_at\` text,
  	\`due_date\` text,
  	\`provider_session\` text,
  	\`totals_goods\` numeric NOT NULL,
  	\`totals_discount\` numeric NOT NULL,
  	\`totals_shipping\` numeric NOT NULL,
  	\`totals_ht\` numeric NOT NULL,
  	\`totals_tax\` numeric NOT NULL,
  	\`totals_ttc\` numeric NOT NULL,
  	\`discount_code\` text,
  	\`discount_description\` text,
  	\`carrier_code\` text,
  	\`carrier_name\` text,
  	\`carrier_kind\` text,
  	\`carrier_delay\` text,
  	\`shipping_address_label\` text,
  	\`shipping_address_civility\` text,
  	\`shipping_address_firstname\` text,
  	\`shipping_address_lastname\` text,
  	\`shipping_address_company\` text,
  	\`shipping_address_address\` text,
  	\`shipping_address_address2\` text,
  	\`shipping_address_zipcode\` text,
  	\`shipping_address_city\` text,
  	\`shipping_address_country\` text,
  	\`shipping_address_phone\` text,
  	\`billing_address_label\` text,
  	\`billing_address_civility\` text,
  	\`billing_address_firstname\` text,
  	\`billing_address_lastname\` text,
  	\`billing_address_company\` text,
  	\`billing_address_address\` text,
  	\`billing_address_address2\` text,
  	\`billing_address_zipcode\` text,
  	\`billing_address_city\` text,
  	\`billing_address_country\` text,
  	\`billing_address_phone\` text,
  	\`relay_name\` text,
  	\`relay_address\` text,
  	\`relay_postcode\` text,
  	\`relay_city\` text,
  	\`store_name\` text,
  	\`store_address\` text,
  	\`store_postcode\` text,
  	\`store_city\` text,
  	\`phone\` text,
  	\`asm_code\` text,
  	\`terms_accepted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "number", "placed_at", "customer_id", "cart_id", "target", "status", "payment_method", "payment_status", "paid_at", "due_date", "provider_session", "totals_goods", "totals_discount", "totals_shipping", "totals_ht", "totals_tax", "totals_ttc", "discount_code", "discount_description", "carrier_code", "carrier_name", "carrier_kind", "carrier_delay", "shipping_address_label", "shipping_address_civility", "shipping_address_firstname", "shipping_address_lastname", "shipping_address_company", "shipping_address_address", "shipping_address_address2", "shipping_address_zipcode", "shipping_address_city", "shipping_address_country", "shipping_address_phone", "billing_address_label", "billing_address_civility", "billing_address_firstname", "billing_address_lastname", "billing_address_company", "billing_address_address", "billing_address_address2", "billing_address_zipcode", "billing_address_city", "billing_address_country", "billing_address_phone", "relay_name", "relay_address", "relay_postcode", "relay_city", "store_name", "store_address", "store_postcode", "store_city", "phone", "asm_code", "terms_accepted_at", "updated_at", "created_at") SELECT "id", "number", "placed_at", "customer_id", "cart_id", "target", "status", "payment_method", "payment_status", "paid_at", "due_date", "provider_session", "totals_goods", "totals_discount", "totals_shipping", "totals_ht", "totals_tax", "totals_ttc", "discount_code", "discount_description", "carrier_code", "carrier_name", "carrier_kind", "carrier_delay", "shipping_address_label", "shipping_address_civility", "shipping_address_firstname", "shipping_address_lastname", "shipping_address_company", "shipping_address_address", "shipping_address_address2", "shipping_address_zipcode", "shipping_address_city", "shipping_address_country", "shipping_address_phone", "billing_address_label", "billing_address_civility", "billing_address_firstname", "billing_address_lastname", "billing_address_company", "billing_address_address", "billing_address_address2", "billing_address_zipcode", "billing_address_city", "billing_address_country", "billing_address_phone", "relay_name", "relay_address", "relay_postcode", "relay_city", "store_name", "store_address", "store_postcode", "store_city", "phone", "asm_code", "terms_accepted_at", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_provider_session_idx\` ON \`orders\` (\`provider_session\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
}

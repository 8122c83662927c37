import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`price_groups_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`percent\` numeric DEFAULT 0 NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`price_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_groups_rates_order_idx\` ON \`price_groups_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_groups_rates_parent_id_idx\` ON \`price_groups_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`price_groups_rates_category_idx\` ON \`price_groups_rates\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`price_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`default_percent\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`price_groups_name_idx\` ON \`price_groups\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`price_groups_updated_at_idx\` ON \`price_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_groups_created_at_idx\` ON \`price_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`target\` text NOT NULL,
  	\`customer_id\` integer,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`discount_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`discount_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_token_hash_idx\` ON \`carts\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`carts_customer_idx\` ON \`carts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_status_idx\` ON \`carts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`carts_expires_at_idx\` ON \`carts\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_discount_idx\` ON \`carts\` (\`discount_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cart_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cart_id\` integer NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`variant\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`free\` integer DEFAULT false NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cart_items_cart_idx\` ON \`cart_items\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`cart_items_product_idx\` ON \`cart_items\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`cart_items_updated_at_idx\` ON \`cart_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cart_items_created_at_idx\` ON \`cart_items\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cart_product_variant_free_idx\` ON \`cart_items\` (\`cart_id\`,\`product_id\`,\`variant\`,\`free\`);`)
  await db.run(sql`CREATE TABLE \`discount_codes_targets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`discount_codes_targets_order_idx\` ON \`discount_codes_targets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_targets_parent_idx\` ON \`discount_codes_targets\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`discount_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`kind\` text DEFAULT 'cart_discount' NOT NULL,
  	\`value\` numeric DEFAULT 0,
  	\`unit\` text DEFAULT 'percent',
  	\`free_product_id\` integer,
  	\`free_variant\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`min_amount\` numeric DEFAULT 0,
  	\`max_uses\` numeric,
  	\`used\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`free_product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`discount_codes_code_idx\` ON \`discount_codes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_free_product_idx\` ON \`discount_codes\` (\`free_product_id\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_updated_at_idx\` ON \`discount_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_created_at_idx\` ON \`discount_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`discount_codes_locales\` (
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`discount_codes_locales_locale_parent_id_unique\` ON \`discount_codes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`carriers_targets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`carriers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`carriers_targets_order_idx\` ON \`carriers_targets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`carriers_targets_parent_idx\` ON \`carriers_targets\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`carriers_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`zone\` text DEFAULT 'metropole' NOT NULL,
  	\`max_weight_grams\` numeric NOT NULL,
  	\`price_ht\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`carriers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`carriers_rates_order_idx\` ON \`carriers_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`carriers_rates_parent_id_idx\` ON \`carriers_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`carriers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`kind\` text DEFAULT 'home' NOT NULL,
  	\`free_from\` numeric,
  	\`active\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carriers_code_idx\` ON \`carriers\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`carriers_updated_at_idx\` ON \`carriers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carriers_created_at_idx\` ON \`carriers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`carriers_locales\` (
  	\`name\` text NOT NULL,
  	\`delay\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`carriers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carriers_locales_locale_parent_id_unique\` ON \`carriers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`relay_points\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`postcode\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`latitude\` numeric NOT NULL,
  	\`longitude\` numeric NOT NULL,
  	\`opening_hours\` text,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`relay_points_postcode_idx\` ON \`relay_points\` (\`postcode\`);`)
  await db.run(sql`CREATE INDEX \`relay_points_active_idx\` ON \`relay_points\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`relay_points_updated_at_idx\` ON \`relay_points\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`relay_points_created_at_idx\` ON \`relay_points\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`name\` text NOT NULL,
  	\`reference\` text,
  	\`variant\` text NOT NULL,
  	\`pack\` text,
  	\`quantity\` numeric NOT NULL,
  	\`unit_price\` numeric NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`price_with_tax\` numeric NOT NULL,
  	\`free\` integer DEFAULT false,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_product_idx\` ON \`orders_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_provider_session_idx\` ON \`orders\` (\`provider_session\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`order_counters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`last\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`order_counters_year_idx\` ON \`order_counters\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`order_counters_updated_at_idx\` ON \`order_counters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`order_counters_created_at_idx\` ON \`order_counters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`order_id\` integer,
  	\`kind\` text NOT NULL,
  	\`received_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_events_key_idx\` ON \`payment_events\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_order_idx\` ON \`payment_events\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_updated_at_idx\` ON \`payment_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_created_at_idx\` ON \`payment_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`price_pro\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`price_part\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`weight_grams\` numeric;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`price_group_id\` integer REFERENCES price_groups(id);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`payment_term_days\` numeric DEFAULT 30;`)
  await db.run(sql`CREATE INDEX \`customers_price_group_idx\` ON \`customers\` (\`price_group_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_groups_id\` integer REFERENCES price_groups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`carts_id\` integer REFERENCES carts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cart_items_id\` integer REFERENCES cart_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`discount_codes_id\` integer REFERENCES discount_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`carriers_id\` integer REFERENCES carriers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`relay_points_id\` integer REFERENCES relay_points(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`order_counters_id\` integer REFERENCES order_counters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_events_id\` integer REFERENCES payment_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`price_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_items_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discount_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`discount_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carriers_id_idx\` ON \`payload_locked_documents_rels\` (\`carriers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_relay_points_id_idx\` ON \`payload_locked_documents_rels\` (\`relay_points_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`order_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`price_groups_rates\`;`)
  await db.run(sql`DROP TABLE \`price_groups\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`DROP TABLE \`cart_items\`;`)
  await db.run(sql`DROP TABLE \`discount_codes_targets\`;`)
  await db.run(sql`DROP TABLE \`discount_codes\`;`)
  await db.run(sql`DROP TABLE \`discount_codes_locales\`;`)
  await db.run(sql`DROP TABLE \`carriers_targets\`;`)
  await db.run(sql`DROP TABLE \`carriers_rates\`;`)
  await db.run(sql`DROP TABLE \`carriers\`;`)
  await db.run(sql`DROP TABLE \`carriers_locales\`;`)
  await db.run(sql`DROP TABLE \`relay_points\`;`)
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`order_counters\`;`)
  await db.run(sql`DROP TABLE \`payment_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`audience\` text DEFAULT 'part' NOT NULL,
  	\`pro_status\` text DEFAULT 'pending',
  	\`blocked\` integer DEFAULT false,
  	\`civility\` text,
  	\`lastname\` text NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`phone\` text,
  	\`company\` text,
  	\`siret\` text,
  	\`function\` text,
  	\`terms_accepted_at\` text,
  	\`favourites\` text,
  	\`pending_email\` text,
  	\`pending_email_expires_at\` text,
  	\`pending_email_token\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`_verified\` integer,
  	\`_verificationtoken\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_customers\`("id", "audience", "pro_status", "blocked", "civility", "lastname", "firstname", "phone", "company", "siret", "function", "terms_accepted_at", "favourites", "pending_email", "pending_email_expires_at", "pending_email_token", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "_verified", "_verificationtoken", "login_attempts", "lock_until") SELECT "id", "audience", "pro_status", "blocked", "civility", "lastname", "firstname", "phone", "company", "siret", "function", "terms_accepted_at", "favourites", "pending_email", "pending_email_expires_at", "pending_email_token", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "_verified", "_verificationtoken", "login_attempts", "lock_until" FROM \`customers\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`ALTER TABLE \`__new_customers\` RENAME TO \`customers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`customers_siret_idx\` ON \`customers\` (\`siret\`);`)
  await db.run(sql`CREATE INDEX \`customers_pending_email_token_idx\` ON \`customers\` (\`pending_email_token\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`characteristics_id\` integer,
  	\`pages_id\` integer,
  	\`dossiers_id\` integer,
  	\`faq_id\` integer,
  	\`menus_id\` integer,
  	\`settings_id\` integer,
  	\`sites_id\` integer,
  	\`sales_plans_id\` integer,
  	\`redirects_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	\`customer_addresses_id\` integer,
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
  	\`cvs_id\` integer,
  	\`training_sessions_id\` integer,
  	\`training_registrations_id\` integer,
  	\`contact_requests_id\` integer,
  	\`worksite_starts_id\` integer,
  	\`landings_id\` integer,
  	\`landing_entries_id\` integer,
  	\`stores_id\` integer,
  	\`teintes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`characteristics_id\`) REFERENCES \`characteristics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dossiers_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`settings_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sales_plans_id\`) REFERENCES \`sales_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_addresses_id\`) REFERENCES \`customer_addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cvs_id\`) REFERENCES \`cvs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`training_sessions_id\`) REFERENCES \`training_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`training_registrations_id\`) REFERENCES \`training_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`worksite_starts_id\`) REFERENCES \`worksite_starts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landings_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landing_entries_id\`) REFERENCES \`landing_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stores_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`teintes_id\`) REFERENCES \`teintes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "characteristics_id", "pages_id", "dossiers_id", "faq_id", "menus_id", "settings_id", "sites_id", "sales_plans_id", "redirects_id", "media_id", "documents_id", "users_id", "customers_id", "customer_addresses_id", "jobs_id", "job_applications_id", "cvs_id", "training_sessions_id", "training_registrations_id", "contact_requests_id", "worksite_starts_id", "landings_id", "landing_entries_id", "stores_id", "teintes_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "characteristics_id", "pages_id", "dossiers_id", "faq_id", "menus_id", "settings_id", "sites_id", "sales_plans_id", "redirects_id", "media_id", "documents_id", "users_id", "customers_id", "customer_addresses_id", "jobs_id", "job_applications_id", "cvs_id", "training_sessions_id", "training_registrations_id", "contact_requests_id", "worksite_starts_id", "landings_id", "landing_entries_id", "stores_id", "teintes_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_characteristics_id_idx\` ON \`payload_locked_documents_rels\` (\`characteristics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dossiers_id_idx\` ON \`payload_locked_documents_rels\` (\`dossiers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cvs_id_idx\` ON \`payload_locked_documents_rels\` (\`cvs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`training_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`training_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_worksite_starts_id_idx\` ON \`payload_locked_documents_rels\` (\`worksite_starts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landings_id_idx\` ON \`payload_locked_documents_rels\` (\`landings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landing_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stores_id_idx\` ON \`payload_locked_documents_rels\` (\`stores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teintes_id_idx\` ON \`payload_locked_documents_rels\` (\`teintes_id\`);`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`price_pro\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`price_part\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`weight_grams\`;`)
}

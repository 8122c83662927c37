import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stores_targets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_targets_order_idx\` ON \`stores_targets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`stores_targets_parent_idx\` ON \`stores_targets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_targets_value_idx\` ON \`stores_targets\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`stores_ranges\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_ranges_order_idx\` ON \`stores_ranges\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`stores_ranges_parent_idx\` ON \`stores_ranges\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'negoce' NOT NULL,
  	\`address\` text NOT NULL,
  	\`postcode\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country\` text DEFAULT 'FR' NOT NULL,
  	\`latitude\` numeric NOT NULL,
  	\`longitude\` numeric NOT NULL,
  	\`phone\` text,
  	\`opening_hours\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_type_idx\` ON \`stores\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`stores_postcode_idx\` ON \`stores\` (\`postcode\`);`)
  await db.run(sql`CREATE INDEX \`stores_updated_at_idx\` ON \`stores\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stores_created_at_idx\` ON \`stores\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`teintes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`color\` text NOT NULL,
  	\`family\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`teintes_code_idx\` ON \`teintes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`teintes_family_idx\` ON \`teintes\` (\`family\`);`)
  await db.run(sql`CREATE INDEX \`teintes_updated_at_idx\` ON \`teintes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`teintes_created_at_idx\` ON \`teintes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`teintes_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`teintes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`teintes_locales_locale_parent_id_unique\` ON \`teintes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`teintes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`teintes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`teintes_rels_order_idx\` ON \`teintes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`teintes_rels_parent_idx\` ON \`teintes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`teintes_rels_path_idx\` ON \`teintes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`teintes_rels_products_id_idx\` ON \`teintes_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stores_id\` integer REFERENCES stores(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`teintes_id\` integer REFERENCES teintes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stores_id_idx\` ON \`payload_locked_documents_rels\` (\`stores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teintes_id_idx\` ON \`payload_locked_documents_rels\` (\`teintes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stores_targets\`;`)
  await db.run(sql`DROP TABLE \`stores_ranges\`;`)
  await db.run(sql`DROP TABLE \`stores\`;`)
  await db.run(sql`DROP TABLE \`teintes\`;`)
  await db.run(sql`DROP TABLE \`teintes_locales\`;`)
  await db.run(sql`DROP TABLE \`teintes_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
  	\`cvs_id\` integer,
  	\`training_sessions_id\` integer,
  	\`training_registrations_id\` integer,
  	\`contact_requests_id\` integer,
  	\`worksite_starts_id\` integer,
  	\`landings_id\` integer,
  	\`landing_entries_id\` integer,
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
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cvs_id\`) REFERENCES \`cvs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`training_sessions_id\`) REFERENCES \`training_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`training_registrations_id\`) REFERENCES \`training_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`worksite_starts_id\`) REFERENCES \`worksite_starts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landings_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landing_entries_id\`) REFERENCES \`landing_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "characteristics_id", "pages_id", "dossiers_id", "faq_id", "menus_id", "settings_id", "sites_id", "sales_plans_id", "redirects_id", "media_id", "documents_id", "users_id", "jobs_id", "job_applications_id", "cvs_id", "training_sessions_id", "training_registrations_id", "contact_requests_id", "worksite_starts_id", "landings_id", "landing_entries_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "characteristics_id", "pages_id", "dossiers_id", "faq_id", "menus_id", "settings_id", "sites_id", "sales_plans_id", "redirects_id", "media_id", "documents_id", "users_id", "jobs_id", "job_applications_id", "cvs_id", "training_sessions_id", "training_registrations_id", "contact_requests_id", "worksite_starts_id", "landings_id", "landing_entries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cvs_id_idx\` ON \`payload_locked_documents_rels\` (\`cvs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`training_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_training_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`training_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_worksite_starts_id_idx\` ON \`payload_locked_documents_rels\` (\`worksite_starts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landings_id_idx\` ON \`payload_locked_documents_rels\` (\`landings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landing_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_entries_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`published_at\` text,
  	\`contract\` text NOT NULL,
  	\`function\` text NOT NULL,
  	\`experience\` text NOT NULL,
  	\`place\` text NOT NULL,
  	\`summary\` text,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_slug_idx\` ON \`jobs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`jobs_active_idx\` ON \`jobs\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`jobs_contract_idx\` ON \`jobs\` (\`contract\`);`)
  await db.run(sql`CREATE INDEX \`jobs_function_idx\` ON \`jobs\` (\`function\`);`)
  await db.run(sql`CREATE INDEX \`jobs_experience_idx\` ON \`jobs\` (\`experience\`);`)
  await db.run(sql`CREATE INDEX \`jobs_place_idx\` ON \`jobs\` (\`place\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`job_id\` integer,
  	\`civility\` text,
  	\`lastname\` text NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`function\` text,
  	\`zipcode\` text,
  	\`city\` text,
  	\`message\` text,
  	\`cv_id\` integer,
  	\`last_contact_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`cvs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_job_idx\` ON \`job_applications\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_email_idx\` ON \`job_applications\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_cv_idx\` ON \`job_applications\` (\`cv_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_last_contact_at_idx\` ON \`job_applications\` (\`last_contact_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cvs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`cvs_updated_at_idx\` ON \`cvs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cvs_created_at_idx\` ON \`cvs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cvs_filename_idx\` ON \`cvs\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`training_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`starts_at\` text NOT NULL,
  	\`duration\` text DEFAULT '1 jour',
  	\`place\` text NOT NULL,
  	\`seats\` numeric DEFAULT 12 NOT NULL,
  	\`booked\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`training_sessions_starts_at_idx\` ON \`training_sessions\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`training_sessions_updated_at_idx\` ON \`training_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`training_sessions_created_at_idx\` ON \`training_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`training_registrations_participants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`civility\` text,
  	\`lastname\` text NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`function\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`training_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`training_registrations_participants_order_idx\` ON \`training_registrations_participants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`training_registrations_participants_parent_id_idx\` ON \`training_registrations_participants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`training_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`session_id\` integer NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`company\` text NOT NULL,
  	\`siret\` text NOT NULL,
  	\`function\` text,
  	\`civility\` text,
  	\`lastname\` text NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`session_id\`) REFERENCES \`training_sessions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`training_registrations_session_idx\` ON \`training_registrations\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`training_registrations_email_idx\` ON \`training_registrations\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`training_registrations_updated_at_idx\` ON \`training_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`training_registrations_created_at_idx\` ON \`training_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`profile\` text NOT NULL,
  	\`sent_to\` text,
  	\`civility\` text,
  	\`lastname\` text NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`company\` text,
  	\`zipcode\` text,
  	\`city\` text,
  	\`country\` text,
  	\`message\` text NOT NULL,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_requests_email_idx\` ON \`contact_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_updated_at_idx\` ON \`contact_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_created_at_idx\` ON \`contact_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`worksite_starts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`worksite_company\` text NOT NULL,
  	\`siret\` text NOT NULL,
  	\`civility\` text,
  	\`lastname\` text NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`zipcode\` text,
  	\`city\` text,
  	\`period\` text,
  	\`surface\` numeric,
  	\`message\` text,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`worksite_starts_email_idx\` ON \`worksite_starts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`worksite_starts_updated_at_idx\` ON \`worksite_starts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`worksite_starts_created_at_idx\` ON \`worksite_starts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`landings_stores\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`city\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_stores_order_idx\` ON \`landings_stores\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_stores_parent_id_idx\` ON \`landings_stores\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`technical_name\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`question\` text NOT NULL,
  	\`opens_at\` text NOT NULL,
  	\`closes_at\` text NOT NULL,
  	\`rules\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landings_technical_name_idx\` ON \`landings\` (\`technical_name\`);`)
  await db.run(sql`CREATE INDEX \`landings_updated_at_idx\` ON \`landings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`landings_created_at_idx\` ON \`landings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`landing_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`landing_id\` integer NOT NULL,
  	\`civility\` text,
  	\`lastname\` text NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`zipcode\` text,
  	\`city\` text,
  	\`store\` text,
  	\`answer\` text,
  	\`newsletter\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`landing_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_entries_landing_idx\` ON \`landing_entries\` (\`landing_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_entries_email_idx\` ON \`landing_entries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`landing_entries_updated_at_idx\` ON \`landing_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_entries_created_at_idx\` ON \`landing_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`jobs_id\` integer REFERENCES jobs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_applications_id\` integer REFERENCES job_applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cvs_id\` integer REFERENCES cvs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`training_sessions_id\` integer REFERENCES training_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`training_registrations_id\` integer REFERENCES training_registrations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_requests_id\` integer REFERENCES contact_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`worksite_starts_id\` integer REFERENCES worksite_starts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`landings_id\` integer REFERENCES landings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`landing_entries_id\` integer REFERENCES landing_entries(id);`)
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

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`cvs\`;`)
  await db.run(sql`DROP TABLE \`training_sessions\`;`)
  await db.run(sql`DROP TABLE \`training_registrations_participants\`;`)
  await db.run(sql`DROP TABLE \`training_registrations\`;`)
  await db.run(sql`DROP TABLE \`contact_requests\`;`)
  await db.run(sql`DROP TABLE \`worksite_starts\`;`)
  await db.run(sql`DROP TABLE \`landings_stores\`;`)
  await db.run(sql`DROP TABLE \`landings\`;`)
  await db.run(sql`DROP TABLE \`landing_entries\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "characteristics_id", "pages_id", "dossiers_id", "faq_id", "menus_id", "settings_id", "sites_id", "sales_plans_id", "redirects_id", "media_id", "documents_id", "users_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "characteristics_id", "pages_id", "dossiers_id", "faq_id", "menus_id", "settings_id", "sites_id", "sales_plans_id", "redirects_id", "media_id", "documents_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`youtube_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_locales\` (
  	\`title\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_locales_locale_parent_id_unique\` ON \`pages_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_order_idx\` ON \`pages_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_parent_id_idx\` ON \`pages_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_downloads_path_idx\` ON \`pages_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_downloads_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_downloads_locales_locale_parent_id_unique\` ON \`pages_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_extract\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tag\` text,
  	\`limit\` numeric DEFAULT 5,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_extract_order_idx\` ON \`pages_blocks_faq_extract\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_extract_parent_id_idx\` ON \`pages_blocks_faq_extract\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_extract_path_idx\` ON \`pages_blocks_faq_extract\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_extract_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq_extract\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_faq_extract_locales_locale_parent_id_unique\` ON \`pages_blocks_faq_extract_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonies_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonies_items_order_idx\` ON \`pages_blocks_testimonies_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonies_items_parent_id_idx\` ON \`pages_blocks_testimonies_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonies_items_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonies_items_locales_locale_parent_id_uniq\` ON \`pages_blocks_testimonies_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonies_order_idx\` ON \`pages_blocks_testimonies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonies_parent_id_idx\` ON \`pages_blocks_testimonies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonies_path_idx\` ON \`pages_blocks_testimonies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonies_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_testimonies_locales_locale_parent_id_unique\` ON \`pages_blocks_testimonies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_order_idx\` ON \`pages_blocks_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_parent_id_idx\` ON \`pages_blocks_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_image_idx\` ON \`pages_blocks_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider_slides_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`label_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slider_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_slider_slides_locales_locale_parent_id_unique\` ON \`pages_blocks_slider_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_order_idx\` ON \`pages_blocks_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_parent_id_idx\` ON \`pages_blocks_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_path_idx\` ON \`pages_blocks_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_slider_locales_locale_parent_id_unique\` ON \`pages_blocks_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`faq_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_documents_id_idx\` ON \`pages_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_faq_id_idx\` ON \`pages_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`youtube_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_locales\` (
  	\`title\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_order_idx\` ON \`_pages_v_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_parent_id_idx\` ON \`_pages_v_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_downloads_path_idx\` ON \`_pages_v_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_downloads_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_downloads_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_extract\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tag\` text,
  	\`limit\` numeric DEFAULT 5,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_extract_order_idx\` ON \`_pages_v_blocks_faq_extract\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_extract_parent_id_idx\` ON \`_pages_v_blocks_faq_extract\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_extract_path_idx\` ON \`_pages_v_blocks_faq_extract\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_extract_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq_extract\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_faq_extract_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_faq_extract_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonies_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonies_items_order_idx\` ON \`_pages_v_blocks_testimonies_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonies_items_parent_id_idx\` ON \`_pages_v_blocks_testimonies_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonies_items_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_testimonies_items_locales_locale_parent_id_u\` ON \`_pages_v_blocks_testimonies_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonies_order_idx\` ON \`_pages_v_blocks_testimonies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonies_parent_id_idx\` ON \`_pages_v_blocks_testimonies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonies_path_idx\` ON \`_pages_v_blocks_testimonies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonies_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_testimonies_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_testimonies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_order_idx\` ON \`_pages_v_blocks_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_image_idx\` ON \`_pages_v_blocks_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider_slides_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`label_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_slider_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_slider_slides_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_slider_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_order_idx\` ON \`_pages_v_blocks_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_parent_id_idx\` ON \`_pages_v_blocks_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_path_idx\` ON \`_pages_v_blocks_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_slider_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`faq_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_documents_id_idx\` ON \`_pages_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_faq_id_idx\` ON \`_pages_v_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_targets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_targets_order_idx\` ON \`dossiers_targets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_targets_parent_idx\` ON \`dossiers_targets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_targets_value_idx\` ON \`dossiers_targets\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_rich_text_order_idx\` ON \`dossiers_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_rich_text_parent_id_idx\` ON \`dossiers_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_rich_text_path_idx\` ON \`dossiers_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_rich_text_locales_locale_parent_id_unique\` ON \`dossiers_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_image_order_idx\` ON \`dossiers_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_image_parent_id_idx\` ON \`dossiers_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_image_path_idx\` ON \`dossiers_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_image_image_idx\` ON \`dossiers_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_image_locales_locale_parent_id_unique\` ON \`dossiers_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_pushes_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`visuel_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`visuel_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_pushes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_pushes_items_order_idx\` ON \`dossiers_blocks_pushes_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_pushes_items_parent_id_idx\` ON \`dossiers_blocks_pushes_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_pushes_items_visuel_idx\` ON \`dossiers_blocks_pushes_items\` (\`visuel_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_pushes_items_locales\` (
  	\`titre\` text,
  	\`text\` text,
  	\`label_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_pushes_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_pushes_items_locales_locale_parent_id_unique\` ON \`dossiers_blocks_pushes_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_pushes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_pushes_order_idx\` ON \`dossiers_blocks_pushes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_pushes_parent_id_idx\` ON \`dossiers_blocks_pushes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_pushes_path_idx\` ON \`dossiers_blocks_pushes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_pushes_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_pushes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_pushes_locales_locale_parent_id_unique\` ON \`dossiers_blocks_pushes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_cta_order_idx\` ON \`dossiers_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_cta_parent_id_idx\` ON \`dossiers_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_cta_path_idx\` ON \`dossiers_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_cta_locales\` (
  	\`text\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_cta_locales_locale_parent_id_unique\` ON \`dossiers_blocks_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`youtube_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_video_order_idx\` ON \`dossiers_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_video_parent_id_idx\` ON \`dossiers_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_video_path_idx\` ON \`dossiers_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_video_locales\` (
  	\`title\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_video_locales_locale_parent_id_unique\` ON \`dossiers_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_downloads_order_idx\` ON \`dossiers_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_downloads_parent_id_idx\` ON \`dossiers_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_downloads_path_idx\` ON \`dossiers_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_downloads_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_downloads_locales_locale_parent_id_unique\` ON \`dossiers_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_faq_extract\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tag\` text,
  	\`limit\` numeric DEFAULT 5,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_faq_extract_order_idx\` ON \`dossiers_blocks_faq_extract\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_faq_extract_parent_id_idx\` ON \`dossiers_blocks_faq_extract\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_faq_extract_path_idx\` ON \`dossiers_blocks_faq_extract\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_faq_extract_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_faq_extract\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_faq_extract_locales_locale_parent_id_unique\` ON \`dossiers_blocks_faq_extract_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_testimonies_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_testimonies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_testimonies_items_order_idx\` ON \`dossiers_blocks_testimonies_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_testimonies_items_parent_id_idx\` ON \`dossiers_blocks_testimonies_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_testimonies_items_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_testimonies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_testimonies_items_locales_locale_parent_id_u\` ON \`dossiers_blocks_testimonies_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_testimonies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_testimonies_order_idx\` ON \`dossiers_blocks_testimonies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_testimonies_parent_id_idx\` ON \`dossiers_blocks_testimonies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_testimonies_path_idx\` ON \`dossiers_blocks_testimonies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_testimonies_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_testimonies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_testimonies_locales_locale_parent_id_unique\` ON \`dossiers_blocks_testimonies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_slider_slides_order_idx\` ON \`dossiers_blocks_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_slider_slides_parent_id_idx\` ON \`dossiers_blocks_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_slider_slides_image_idx\` ON \`dossiers_blocks_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_slider_slides_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`label_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_slider_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_slider_slides_locales_locale_parent_id_uniqu\` ON \`dossiers_blocks_slider_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_slider_order_idx\` ON \`dossiers_blocks_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_slider_parent_id_idx\` ON \`dossiers_blocks_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_blocks_slider_path_idx\` ON \`dossiers_blocks_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_blocks_slider_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_blocks_slider_locales_locale_parent_id_unique\` ON \`dossiers_blocks_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`type\` text DEFAULT 'fiche-pratique',
  	\`published_at\` text,
  	\`cover_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_slug_idx\` ON \`dossiers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_type_idx\` ON \`dossiers\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_cover_idx\` ON \`dossiers\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_updated_at_idx\` ON \`dossiers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_created_at_idx\` ON \`dossiers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`dossiers__status_idx\` ON \`dossiers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dossiers_locales_locale_parent_id_unique\` ON \`dossiers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_texts_order_parent\` ON \`dossiers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dossiers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`faq_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dossiers_rels_order_idx\` ON \`dossiers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_rels_parent_idx\` ON \`dossiers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_rels_path_idx\` ON \`dossiers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_rels_documents_id_idx\` ON \`dossiers_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`dossiers_rels_faq_id_idx\` ON \`dossiers_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_version_targets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_version_targets_order_idx\` ON \`_dossiers_v_version_targets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_version_targets_parent_idx\` ON \`_dossiers_v_version_targets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_version_targets_value_idx\` ON \`_dossiers_v_version_targets\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_rich_text_order_idx\` ON \`_dossiers_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_rich_text_parent_id_idx\` ON \`_dossiers_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_rich_text_path_idx\` ON \`_dossiers_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_dossiers_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_image_order_idx\` ON \`_dossiers_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_image_parent_id_idx\` ON \`_dossiers_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_image_path_idx\` ON \`_dossiers_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_image_image_idx\` ON \`_dossiers_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_image_locales_locale_parent_id_unique\` ON \`_dossiers_v_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_pushes_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`visuel_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`visuel_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_pushes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_pushes_items_order_idx\` ON \`_dossiers_v_blocks_pushes_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_pushes_items_parent_id_idx\` ON \`_dossiers_v_blocks_pushes_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_pushes_items_visuel_idx\` ON \`_dossiers_v_blocks_pushes_items\` (\`visuel_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_pushes_items_locales\` (
  	\`titre\` text,
  	\`text\` text,
  	\`label_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_pushes_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_pushes_items_locales_locale_parent_id_uni\` ON \`_dossiers_v_blocks_pushes_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_pushes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_pushes_order_idx\` ON \`_dossiers_v_blocks_pushes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_pushes_parent_id_idx\` ON \`_dossiers_v_blocks_pushes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_pushes_path_idx\` ON \`_dossiers_v_blocks_pushes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_pushes_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_pushes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_pushes_locales_locale_parent_id_unique\` ON \`_dossiers_v_blocks_pushes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_cta_order_idx\` ON \`_dossiers_v_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_cta_parent_id_idx\` ON \`_dossiers_v_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_cta_path_idx\` ON \`_dossiers_v_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_cta_locales\` (
  	\`text\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_cta_locales_locale_parent_id_unique\` ON \`_dossiers_v_blocks_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`youtube_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_video_order_idx\` ON \`_dossiers_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_video_parent_id_idx\` ON \`_dossiers_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_video_path_idx\` ON \`_dossiers_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_video_locales\` (
  	\`title\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_video_locales_locale_parent_id_unique\` ON \`_dossiers_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_downloads_order_idx\` ON \`_dossiers_v_blocks_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_downloads_parent_id_idx\` ON \`_dossiers_v_blocks_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_downloads_path_idx\` ON \`_dossiers_v_blocks_downloads\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_downloads_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_downloads_locales_locale_parent_id_unique\` ON \`_dossiers_v_blocks_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_faq_extract\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tag\` text,
  	\`limit\` numeric DEFAULT 5,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_faq_extract_order_idx\` ON \`_dossiers_v_blocks_faq_extract\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_faq_extract_parent_id_idx\` ON \`_dossiers_v_blocks_faq_extract\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_faq_extract_path_idx\` ON \`_dossiers_v_blocks_faq_extract\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_faq_extract_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_faq_extract\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_faq_extract_locales_locale_parent_id_uniq\` ON \`_dossiers_v_blocks_faq_extract_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_testimonies_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_testimonies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_testimonies_items_order_idx\` ON \`_dossiers_v_blocks_testimonies_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_testimonies_items_parent_id_idx\` ON \`_dossiers_v_blocks_testimonies_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_testimonies_items_locales\` (
  	\`quote\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_testimonies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_testimonies_items_locales_locale_parent_i\` ON \`_dossiers_v_blocks_testimonies_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_testimonies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_testimonies_order_idx\` ON \`_dossiers_v_blocks_testimonies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_testimonies_parent_id_idx\` ON \`_dossiers_v_blocks_testimonies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_testimonies_path_idx\` ON \`_dossiers_v_blocks_testimonies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_testimonies_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_testimonies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_testimonies_locales_locale_parent_id_uniq\` ON \`_dossiers_v_blocks_testimonies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_slider_slides_order_idx\` ON \`_dossiers_v_blocks_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_slider_slides_parent_id_idx\` ON \`_dossiers_v_blocks_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_slider_slides_image_idx\` ON \`_dossiers_v_blocks_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_slider_slides_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`label_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_slider_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_slider_slides_locales_locale_parent_id_un\` ON \`_dossiers_v_blocks_slider_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_slider_order_idx\` ON \`_dossiers_v_blocks_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_slider_parent_id_idx\` ON \`_dossiers_v_blocks_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_blocks_slider_path_idx\` ON \`_dossiers_v_blocks_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_blocks_slider_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_blocks_slider_locales_locale_parent_id_unique\` ON \`_dossiers_v_blocks_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_type\` text DEFAULT 'fiche-pratique',
  	\`version_published_at\` text,
  	\`version_cover_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dossiers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_parent_idx\` ON \`_dossiers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_version_version_slug_idx\` ON \`_dossiers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_version_version_type_idx\` ON \`_dossiers_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_version_version_cover_idx\` ON \`_dossiers_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_version_version_updated_at_idx\` ON \`_dossiers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_version_version_created_at_idx\` ON \`_dossiers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_version_version__status_idx\` ON \`_dossiers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_created_at_idx\` ON \`_dossiers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_updated_at_idx\` ON \`_dossiers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_snapshot_idx\` ON \`_dossiers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_published_locale_idx\` ON \`_dossiers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_latest_idx\` ON \`_dossiers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_dossiers_v_locales_locale_parent_id_unique\` ON \`_dossiers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_texts_order_parent\` ON \`_dossiers_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dossiers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`faq_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_dossiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dossiers_v_rels_order_idx\` ON \`_dossiers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_rels_parent_idx\` ON \`_dossiers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_rels_path_idx\` ON \`_dossiers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_rels_documents_id_idx\` ON \`_dossiers_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`_dossiers_v_rels_faq_id_idx\` ON \`_dossiers_v_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_targets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_targets_order_idx\` ON \`faq_targets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_targets_parent_idx\` ON \`faq_targets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_targets_value_idx\` ON \`faq_targets\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_order_idx\` ON \`faq\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_updated_at_idx\` ON \`faq\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_created_at_idx\` ON \`faq\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq__status_idx\` ON \`faq\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`faq_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_locales_locale_parent_id_unique\` ON \`faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_texts_order_parent\` ON \`faq_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_texts_text_idx\` ON \`faq_texts\` (\`text\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_version_targets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_version_targets_order_idx\` ON \`_faq_v_version_targets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_targets_parent_idx\` ON \`_faq_v_version_targets\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_targets_value_idx\` ON \`_faq_v_version_targets\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_parent_idx\` ON \`_faq_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_order_idx\` ON \`_faq_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_updated_at_idx\` ON \`_faq_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_created_at_idx\` ON \`_faq_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version__status_idx\` ON \`_faq_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_created_at_idx\` ON \`_faq_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_updated_at_idx\` ON \`_faq_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_snapshot_idx\` ON \`_faq_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_published_locale_idx\` ON \`_faq_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_latest_idx\` ON \`_faq_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_v_locales_locale_parent_id_unique\` ON \`_faq_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_texts_order_parent\` ON \`_faq_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`dossiers_id\` integer REFERENCES dossiers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faq_id\` integer REFERENCES faq(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dossiers_id_idx\` ON \`payload_locked_documents_rels\` (\`dossiers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_extract\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_extract_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonies_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonies_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonies\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonies_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_extract\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_extract_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonies_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonies_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonies\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonies_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`dossiers_targets\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_pushes_items\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_pushes_items_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_pushes\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_pushes_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_faq_extract\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_faq_extract_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_testimonies_items\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_testimonies_items_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_testimonies\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_testimonies_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_slider_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_slider\`;`)
  await db.run(sql`DROP TABLE \`dossiers_blocks_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers\`;`)
  await db.run(sql`DROP TABLE \`dossiers_locales\`;`)
  await db.run(sql`DROP TABLE \`dossiers_texts\`;`)
  await db.run(sql`DROP TABLE \`dossiers_rels\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_version_targets\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_pushes_items\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_pushes_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_pushes\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_pushes_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_cta_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_downloads\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_faq_extract\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_faq_extract_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_testimonies_items\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_testimonies_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_testimonies\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_testimonies_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_slider_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_slider\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_blocks_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_dossiers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`faq_targets\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`faq_locales\`;`)
  await db.run(sql`DROP TABLE \`faq_texts\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_version_targets\`;`)
  await db.run(sql`DROP TABLE \`_faq_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_texts\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "characteristics_id", "pages_id", "menus_id", "settings_id", "sites_id", "sales_plans_id", "redirects_id", "media_id", "documents_id", "users_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "characteristics_id", "pages_id", "menus_id", "settings_id", "sites_id", "sales_plans_id", "redirects_id", "media_id", "documents_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_products_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_products_medias_kind" AS ENUM('visuel', 'AMBIANCE', 'PICTO', 'MEDIA');
  CREATE TYPE "public"."enum_products_variants_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_products_variants_packaging" AS ENUM('sac', 'seau', 'tube', 'cartouche', 'boite');
  CREATE TYPE "public"."enum_products_variants_pack_unit" AS ENUM('kg', 'g', 'L', 'ml');
  CREATE TYPE "public"."enum_products_consumption_mode" AS ENUM('none', 'thickness', 'coat');
  CREATE TYPE "public"."enum_categories_target" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_characteristics_kind" AS ENUM('enum', 'number', 'text');
  CREATE TYPE "public"."enum_pages_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_pages_type" AS ENUM('generic', 'actualite', 'job');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum__pages_v_version_type" AS ENUM('generic', 'actualite', 'job');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_dossiers_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_dossiers_type" AS ENUM('video', 'fiche-pratique', 'tutoriel');
  CREATE TYPE "public"."enum_dossiers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__dossiers_v_version_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum__dossiers_v_version_type" AS ENUM('video', 'fiche-pratique', 'tutoriel');
  CREATE TYPE "public"."enum__dossiers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__dossiers_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_faq_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_faq_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_version_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum__faq_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_menus_items_childs_links_type" AS ENUM('slug', 'code', 'cms_page', 'external_url', 'no_destination');
  CREATE TYPE "public"."enum_menus_items_childs_type" AS ENUM('slug', 'code', 'cms_page', 'external_url', 'no_destination');
  CREATE TYPE "public"."enum_menus_items_type" AS ENUM('slug', 'code', 'cms_page', 'external_url', 'no_destination');
  CREATE TYPE "public"."enum_sales_plans_target" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_redirects_code" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_documents_kind" AS ENUM('FICHES_QCE', 'FDS', 'DOP', 'FDES', 'BROCHURE');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_jobs_contract" AS ENUM('cdi', 'cdd', 'alternance', 'stage', 'interim');
  CREATE TYPE "public"."enum_jobs_function" AS ENUM('commercial', 'technique', 'production', 'logistique', 'recherche', 'administration');
  CREATE TYPE "public"."enum_jobs_experience" AS ENUM('debutant', 'confirme', 'experimente');
  CREATE TYPE "public"."enum_job_applications_civility" AS ENUM('mme', 'm');
  CREATE TYPE "public"."enum_training_registrations_participants_civility" AS ENUM('mme', 'm');
  CREATE TYPE "public"."enum_training_registrations_civility" AS ENUM('mme', 'm');
  CREATE TYPE "public"."enum_contact_requests_subject" AS ENUM('technical', 'quote', 'distribution', 'training', 'careers', 'other');
  CREATE TYPE "public"."enum_contact_requests_profile" AS ENUM('painting-company', 'decoration-company', 'building-company', 'merchant', 'other');
  CREATE TYPE "public"."enum_contact_requests_civility" AS ENUM('mme', 'm');
  CREATE TYPE "public"."enum_contact_requests_country" AS ENUM('FR', 'BE', 'NL', 'GB', 'CH', 'ES', 'PL', 'TN', 'AE', 'LB', 'MA');
  CREATE TYPE "public"."enum_worksite_starts_civility" AS ENUM('mme', 'm');
  CREATE TYPE "public"."enum_landing_entries_civility" AS ENUM('mme', 'm');
  CREATE TYPE "public"."enum_stores_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_stores_ranges" AS ENUM('preparation', 'rebouchage', 'lissage', 'joints', 'exterieur', 'bois', 'decoratifs', 'airless');
  CREATE TYPE "public"."enum_stores_type" AS ENUM('negoce', 'distributeur-peinture', 'grande-surface-bricolage', 'magasin-decoration');
  CREATE TYPE "public"."enum_stores_country" AS ENUM('FR', 'BE', 'CH', 'LU');
  CREATE TYPE "public"."enum_teintes_family" AS ENUM('blancs', 'gris', 'beiges', 'terres', 'bois', 'couleurs');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_locale" AS ENUM('all', 'fr', 'en');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeApplications', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeApplications', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  CREATE TABLE "products_targets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_medias" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_products_medias_kind" DEFAULT 'visuel' NOT NULL,
  	"title" varchar,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "products_caracteristics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"characteristic_id" integer NOT NULL
  );
  
  CREATE TABLE "products_variants_targets" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_products_variants_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"gtin" varchar NOT NULL,
  	"packaging" "enum_products_variants_packaging" DEFAULT 'sac' NOT NULL,
  	"pack_size" numeric NOT NULL,
  	"pack_unit" "enum_products_variants_pack_unit" DEFAULT 'kg' NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"reference" varchar NOT NULL,
  	"promoted" boolean DEFAULT false,
  	"promoted_order" numeric,
  	"consumption_mode" "enum_products_consumption_mode" DEFAULT 'none' NOT NULL,
  	"consumption_rate" numeric,
  	"consumption_max_thickness" numeric,
  	"consumption_coats" numeric,
  	"consumption_tape_per_m2" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar NOT NULL,
  	"summary" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer,
  	"products_id" integer,
  	"documents_id" integer
  );
  
  CREATE TABLE "categories_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"doc_id" integer,
  	"url" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"target" "enum_categories_target" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"cover_id" integer,
  	"parent_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"summary" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "characteristics_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar
  );
  
  CREATE TABLE "characteristics_values_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "characteristics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"technical_name" varchar NOT NULL,
  	"kind" "enum_characteristics_kind" DEFAULT 'enum' NOT NULL,
  	"unit" varchar,
  	"order" numeric DEFAULT 0,
  	"pro_product" boolean DEFAULT true,
  	"pro_filter" boolean DEFAULT false,
  	"pro_compare" boolean DEFAULT false,
  	"pro_guide" boolean DEFAULT false,
  	"pro_guide_order" numeric,
  	"part_product" boolean DEFAULT true,
  	"part_filter" boolean DEFAULT false,
  	"part_compare" boolean DEFAULT false,
  	"part_guide" boolean DEFAULT false,
  	"part_guide_order" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "characteristics_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_targets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pushes_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"visuel_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_pushes_items_locales" (
  	"titre" varchar,
  	"text" varchar,
  	"label_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pushes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pushes_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_locales" (
  	"text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"youtube_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_locales" (
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_downloads_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_extract" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" varchar,
  	"limit" numeric DEFAULT 5,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_extract_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonies_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonies_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_slides_locales" (
  	"title" varchar,
  	"text" varchar,
  	"label_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"type" "enum_pages_type" DEFAULT 'generic',
  	"published_at" timestamp(3) with time zone,
  	"cover_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"faq_id" integer
  );
  
  CREATE TABLE "_pages_v_version_targets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pushes_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"visuel_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pushes_items_locales" (
  	"titre" varchar,
  	"text" varchar,
  	"label_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pushes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pushes_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_locales" (
  	"text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"youtube_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_locales" (
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_extract" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" varchar,
  	"limit" numeric DEFAULT 5,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_extract_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonies_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonies_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_slides_locales" (
  	"title" varchar,
  	"text" varchar,
  	"label_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_type" "enum__pages_v_version_type" DEFAULT 'generic',
  	"version_published_at" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"faq_id" integer
  );
  
  CREATE TABLE "dossiers_targets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_dossiers_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "dossiers_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "dossiers_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_pushes_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"visuel_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "dossiers_blocks_pushes_items_locales" (
  	"titre" varchar,
  	"text" varchar,
  	"label_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_pushes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "dossiers_blocks_pushes_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "dossiers_blocks_cta_locales" (
  	"text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"youtube_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "dossiers_blocks_video_locales" (
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "dossiers_blocks_downloads_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_faq_extract" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" varchar,
  	"limit" numeric DEFAULT 5,
  	"block_name" varchar
  );
  
  CREATE TABLE "dossiers_blocks_faq_extract_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_testimonies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar
  );
  
  CREATE TABLE "dossiers_blocks_testimonies_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_testimonies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "dossiers_blocks_testimonies_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "dossiers_blocks_slider_slides_locales" (
  	"title" varchar,
  	"text" varchar,
  	"label_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "dossiers_blocks_slider_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "dossiers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"type" "enum_dossiers_type" DEFAULT 'fiche-pratique',
  	"published_at" timestamp(3) with time zone,
  	"cover_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_dossiers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "dossiers_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "dossiers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "dossiers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"faq_id" integer
  );
  
  CREATE TABLE "_dossiers_v_version_targets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__dossiers_v_version_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_pushes_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"visuel_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_pushes_items_locales" (
  	"titre" varchar,
  	"text" varchar,
  	"label_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_pushes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_pushes_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_cta_locales" (
  	"text" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"youtube_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_video_locales" (
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_downloads_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_faq_extract" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" varchar,
  	"limit" numeric DEFAULT 5,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_faq_extract_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_testimonies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_testimonies_items_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_testimonies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_testimonies_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_slider_slides_locales" (
  	"title" varchar,
  	"text" varchar,
  	"label_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dossiers_v_blocks_slider_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_type" "enum__dossiers_v_version_type" DEFAULT 'fiche-pratique',
  	"version_published_at" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__dossiers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__dossiers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_dossiers_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dossiers_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_dossiers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer,
  	"faq_id" integer
  );
  
  CREATE TABLE "faq_targets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faq_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faq_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_faq_v_version_targets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__faq_v_version_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_faq_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faq_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faq_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_faq_v_locales" (
  	"version_question" varchar,
  	"version_answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "menus_items_pushes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"visuel_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "menus_items_pushes_locales" (
  	"titre" varchar NOT NULL,
  	"text" varchar,
  	"label_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_items_childs_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_items_childs_links_type" DEFAULT 'slug' NOT NULL,
  	"color" varchar,
  	"slug" varchar,
  	"code" varchar,
  	"url" varchar,
  	"page_id" integer,
  	"cover_id" integer
  );
  
  CREATE TABLE "menus_items_childs_links_locales" (
  	"label" varchar NOT NULL,
  	"extract" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_items_childs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_items_childs_type" DEFAULT 'slug' NOT NULL,
  	"color" varchar,
  	"slug" varchar,
  	"code" varchar,
  	"url" varchar,
  	"page_id" integer,
  	"cover_id" integer
  );
  
  CREATE TABLE "menus_items_childs_locales" (
  	"label" varchar NOT NULL,
  	"extract" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_menus_items_type" DEFAULT 'slug' NOT NULL,
  	"color" varchar,
  	"slug" varchar,
  	"code" varchar,
  	"url" varchar,
  	"page_id" integer,
  	"cover_id" integer
  );
  
  CREATE TABLE "menus_items_locales" (
  	"label" varchar NOT NULL,
  	"extract" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "settings_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "settings_values_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sites_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"enabled" boolean DEFAULT false
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sites_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sales_plans_id" integer
  );
  
  CREATE TABLE "sales_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" "enum_sales_plans_target" NOT NULL,
  	"currency_symbol" varchar DEFAULT '€' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sales_plans_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"code" "enum_redirects_code" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_card_webp_url" varchar,
  	"sizes_card_webp_width" numeric,
  	"sizes_card_webp_height" numeric,
  	"sizes_card_webp_mime_type" varchar,
  	"sizes_card_webp_filesize" numeric,
  	"sizes_card_webp_filename" varchar,
  	"sizes_push_url" varchar,
  	"sizes_push_width" numeric,
  	"sizes_push_height" numeric,
  	"sizes_push_mime_type" varchar,
  	"sizes_push_filesize" numeric,
  	"sizes_push_filename" varchar,
  	"sizes_push_webp_url" varchar,
  	"sizes_push_webp_width" numeric,
  	"sizes_push_webp_height" numeric,
  	"sizes_push_webp_mime_type" varchar,
  	"sizes_push_webp_filesize" numeric,
  	"sizes_push_webp_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar,
  	"sizes_large_webp_url" varchar,
  	"sizes_large_webp_width" numeric,
  	"sizes_large_webp_height" numeric,
  	"sizes_large_webp_mime_type" varchar,
  	"sizes_large_webp_filesize" numeric,
  	"sizes_large_webp_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_documents_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"published_at" timestamp(3) with time zone,
  	"contract" "enum_jobs_contract" NOT NULL,
  	"function" "enum_jobs_function" NOT NULL,
  	"experience" "enum_jobs_experience" NOT NULL,
  	"place" varchar NOT NULL,
  	"summary" varchar,
  	"description" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_id" integer,
  	"civility" "enum_job_applications_civility",
  	"lastname" varchar NOT NULL,
  	"firstname" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"function" varchar,
  	"zipcode" varchar,
  	"city" varchar,
  	"message" varchar,
  	"cv_id" integer,
  	"last_contact_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cvs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "training_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"duration" varchar DEFAULT '1 jour',
  	"place" varchar NOT NULL,
  	"seats" numeric DEFAULT 12 NOT NULL,
  	"booked" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "training_registrations_participants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"civility" "enum_training_registrations_participants_civility",
  	"lastname" varchar NOT NULL,
  	"firstname" varchar NOT NULL,
  	"function" varchar
  );
  
  CREATE TABLE "training_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_id" integer NOT NULL,
  	"count" numeric NOT NULL,
  	"company" varchar NOT NULL,
  	"siret" varchar NOT NULL,
  	"function" varchar,
  	"civility" "enum_training_registrations_civility",
  	"lastname" varchar NOT NULL,
  	"firstname" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" "enum_contact_requests_subject" NOT NULL,
  	"profile" "enum_contact_requests_profile" NOT NULL,
  	"sent_to" varchar,
  	"civility" "enum_contact_requests_civility",
  	"lastname" varchar NOT NULL,
  	"firstname" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"company" varchar,
  	"zipcode" varchar,
  	"city" varchar,
  	"country" "enum_contact_requests_country",
  	"message" varchar NOT NULL,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "worksite_starts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"worksite_company" varchar NOT NULL,
  	"siret" varchar NOT NULL,
  	"civility" "enum_worksite_starts_civility",
  	"lastname" varchar NOT NULL,
  	"firstname" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"zipcode" varchar,
  	"city" varchar,
  	"period" varchar,
  	"surface" numeric,
  	"message" varchar,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "landings_stores" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"city" varchar NOT NULL
  );
  
  CREATE TABLE "landings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"technical_name" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"question" varchar NOT NULL,
  	"opens_at" timestamp(3) with time zone NOT NULL,
  	"closes_at" timestamp(3) with time zone NOT NULL,
  	"rules" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "landing_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"landing_id" integer NOT NULL,
  	"civility" "enum_landing_entries_civility",
  	"lastname" varchar NOT NULL,
  	"firstname" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"zipcode" varchar,
  	"city" varchar,
  	"store" varchar,
  	"answer" varchar,
  	"newsletter" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stores_targets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_stores_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "stores_ranges" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_stores_ranges",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "stores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_stores_type" DEFAULT 'negoce' NOT NULL,
  	"address" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country" "enum_stores_country" DEFAULT 'FR' NOT NULL,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"phone" varchar,
  	"opening_hours" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "teintes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"color" varchar NOT NULL,
  	"family" "enum_teintes_family" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "teintes_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "teintes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"locale" "enum_exports_locale" DEFAULT 'all',
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'redirects' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar DEFAULT 'redirects' NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"categories_id" integer,
  	"characteristics_id" integer,
  	"pages_id" integer,
  	"dossiers_id" integer,
  	"faq_id" integer,
  	"menus_id" integer,
  	"settings_id" integer,
  	"sites_id" integer,
  	"sales_plans_id" integer,
  	"redirects_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"users_id" integer,
  	"jobs_id" integer,
  	"job_applications_id" integer,
  	"cvs_id" integer,
  	"training_sessions_id" integer,
  	"training_registrations_id" integer,
  	"contact_requests_id" integer,
  	"worksite_starts_id" integer,
  	"landings_id" integer,
  	"landing_entries_id" integer,
  	"stores_id" integer,
  	"teintes_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "products_targets" ADD CONSTRAINT "products_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_benefits" ADD CONSTRAINT "products_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_benefits_locales" ADD CONSTRAINT "products_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_medias" ADD CONSTRAINT "products_medias_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_medias" ADD CONSTRAINT "products_medias_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_caracteristics" ADD CONSTRAINT "products_caracteristics_characteristic_id_characteristics_id_fk" FOREIGN KEY ("characteristic_id") REFERENCES "public"."characteristics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_caracteristics" ADD CONSTRAINT "products_caracteristics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_variants_targets" ADD CONSTRAINT "products_variants_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_variants" ADD CONSTRAINT "products_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_texts" ADD CONSTRAINT "products_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_breadcrumbs" ADD CONSTRAINT "categories_breadcrumbs_doc_id_categories_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_breadcrumbs" ADD CONSTRAINT "categories_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "characteristics_values" ADD CONSTRAINT "characteristics_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."characteristics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "characteristics_values_locales" ADD CONSTRAINT "characteristics_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."characteristics_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "characteristics_locales" ADD CONSTRAINT "characteristics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."characteristics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_targets" ADD CONSTRAINT "pages_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_locales" ADD CONSTRAINT "pages_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pushes_items" ADD CONSTRAINT "pages_blocks_pushes_items_visuel_id_media_id_fk" FOREIGN KEY ("visuel_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_pushes_items" ADD CONSTRAINT "pages_blocks_pushes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pushes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pushes_items_locales" ADD CONSTRAINT "pages_blocks_pushes_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pushes_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pushes" ADD CONSTRAINT "pages_blocks_pushes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pushes_locales" ADD CONSTRAINT "pages_blocks_pushes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pushes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_locales" ADD CONSTRAINT "pages_blocks_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_locales" ADD CONSTRAINT "pages_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads" ADD CONSTRAINT "pages_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_locales" ADD CONSTRAINT "pages_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_extract" ADD CONSTRAINT "pages_blocks_faq_extract_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_extract_locales" ADD CONSTRAINT "pages_blocks_faq_extract_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_extract"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonies_items" ADD CONSTRAINT "pages_blocks_testimonies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonies_items_locales" ADD CONSTRAINT "pages_blocks_testimonies_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonies" ADD CONSTRAINT "pages_blocks_testimonies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonies_locales" ADD CONSTRAINT "pages_blocks_testimonies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides_locales" ADD CONSTRAINT "pages_blocks_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider" ADD CONSTRAINT "pages_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_locales" ADD CONSTRAINT "pages_blocks_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_targets" ADD CONSTRAINT "_pages_v_version_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_locales" ADD CONSTRAINT "_pages_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pushes_items" ADD CONSTRAINT "_pages_v_blocks_pushes_items_visuel_id_media_id_fk" FOREIGN KEY ("visuel_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pushes_items" ADD CONSTRAINT "_pages_v_blocks_pushes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pushes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pushes_items_locales" ADD CONSTRAINT "_pages_v_blocks_pushes_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pushes_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pushes" ADD CONSTRAINT "_pages_v_blocks_pushes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pushes_locales" ADD CONSTRAINT "_pages_v_blocks_pushes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pushes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_locales" ADD CONSTRAINT "_pages_v_blocks_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_locales" ADD CONSTRAINT "_pages_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads" ADD CONSTRAINT "_pages_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_locales" ADD CONSTRAINT "_pages_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_extract" ADD CONSTRAINT "_pages_v_blocks_faq_extract_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_extract_locales" ADD CONSTRAINT "_pages_v_blocks_faq_extract_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_extract"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonies_items" ADD CONSTRAINT "_pages_v_blocks_testimonies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonies_items_locales" ADD CONSTRAINT "_pages_v_blocks_testimonies_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonies" ADD CONSTRAINT "_pages_v_blocks_testimonies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonies_locales" ADD CONSTRAINT "_pages_v_blocks_testimonies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides_locales" ADD CONSTRAINT "_pages_v_blocks_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider" ADD CONSTRAINT "_pages_v_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_locales" ADD CONSTRAINT "_pages_v_blocks_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_targets" ADD CONSTRAINT "dossiers_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_rich_text" ADD CONSTRAINT "dossiers_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_rich_text_locales" ADD CONSTRAINT "dossiers_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_image" ADD CONSTRAINT "dossiers_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_image" ADD CONSTRAINT "dossiers_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_image_locales" ADD CONSTRAINT "dossiers_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_pushes_items" ADD CONSTRAINT "dossiers_blocks_pushes_items_visuel_id_media_id_fk" FOREIGN KEY ("visuel_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_pushes_items" ADD CONSTRAINT "dossiers_blocks_pushes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_pushes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_pushes_items_locales" ADD CONSTRAINT "dossiers_blocks_pushes_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_pushes_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_pushes" ADD CONSTRAINT "dossiers_blocks_pushes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_pushes_locales" ADD CONSTRAINT "dossiers_blocks_pushes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_pushes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_cta" ADD CONSTRAINT "dossiers_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_cta_locales" ADD CONSTRAINT "dossiers_blocks_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_video" ADD CONSTRAINT "dossiers_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_video_locales" ADD CONSTRAINT "dossiers_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_downloads" ADD CONSTRAINT "dossiers_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_downloads_locales" ADD CONSTRAINT "dossiers_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_faq_extract" ADD CONSTRAINT "dossiers_blocks_faq_extract_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_faq_extract_locales" ADD CONSTRAINT "dossiers_blocks_faq_extract_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_faq_extract"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_testimonies_items" ADD CONSTRAINT "dossiers_blocks_testimonies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_testimonies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_testimonies_items_locales" ADD CONSTRAINT "dossiers_blocks_testimonies_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_testimonies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_testimonies" ADD CONSTRAINT "dossiers_blocks_testimonies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_testimonies_locales" ADD CONSTRAINT "dossiers_blocks_testimonies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_testimonies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_slider_slides" ADD CONSTRAINT "dossiers_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_slider_slides" ADD CONSTRAINT "dossiers_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_slider_slides_locales" ADD CONSTRAINT "dossiers_blocks_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_slider" ADD CONSTRAINT "dossiers_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_blocks_slider_locales" ADD CONSTRAINT "dossiers_blocks_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dossiers_locales" ADD CONSTRAINT "dossiers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_texts" ADD CONSTRAINT "dossiers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_rels" ADD CONSTRAINT "dossiers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_rels" ADD CONSTRAINT "dossiers_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dossiers_rels" ADD CONSTRAINT "dossiers_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_version_targets" ADD CONSTRAINT "_dossiers_v_version_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_rich_text" ADD CONSTRAINT "_dossiers_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_rich_text_locales" ADD CONSTRAINT "_dossiers_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_image" ADD CONSTRAINT "_dossiers_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_image" ADD CONSTRAINT "_dossiers_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_image_locales" ADD CONSTRAINT "_dossiers_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_pushes_items" ADD CONSTRAINT "_dossiers_v_blocks_pushes_items_visuel_id_media_id_fk" FOREIGN KEY ("visuel_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_pushes_items" ADD CONSTRAINT "_dossiers_v_blocks_pushes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_pushes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_pushes_items_locales" ADD CONSTRAINT "_dossiers_v_blocks_pushes_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_pushes_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_pushes" ADD CONSTRAINT "_dossiers_v_blocks_pushes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_pushes_locales" ADD CONSTRAINT "_dossiers_v_blocks_pushes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_pushes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_cta" ADD CONSTRAINT "_dossiers_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_cta_locales" ADD CONSTRAINT "_dossiers_v_blocks_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_video" ADD CONSTRAINT "_dossiers_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_video_locales" ADD CONSTRAINT "_dossiers_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_downloads" ADD CONSTRAINT "_dossiers_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_downloads_locales" ADD CONSTRAINT "_dossiers_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_faq_extract" ADD CONSTRAINT "_dossiers_v_blocks_faq_extract_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_faq_extract_locales" ADD CONSTRAINT "_dossiers_v_blocks_faq_extract_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_faq_extract"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_testimonies_items" ADD CONSTRAINT "_dossiers_v_blocks_testimonies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_testimonies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_testimonies_items_locales" ADD CONSTRAINT "_dossiers_v_blocks_testimonies_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_testimonies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_testimonies" ADD CONSTRAINT "_dossiers_v_blocks_testimonies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_testimonies_locales" ADD CONSTRAINT "_dossiers_v_blocks_testimonies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_testimonies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_slider_slides" ADD CONSTRAINT "_dossiers_v_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_slider_slides" ADD CONSTRAINT "_dossiers_v_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_slider_slides_locales" ADD CONSTRAINT "_dossiers_v_blocks_slider_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_slider" ADD CONSTRAINT "_dossiers_v_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_blocks_slider_locales" ADD CONSTRAINT "_dossiers_v_blocks_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v" ADD CONSTRAINT "_dossiers_v_parent_id_dossiers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dossiers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_dossiers_v" ADD CONSTRAINT "_dossiers_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_dossiers_v_locales" ADD CONSTRAINT "_dossiers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_texts" ADD CONSTRAINT "_dossiers_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_rels" ADD CONSTRAINT "_dossiers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_dossiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_rels" ADD CONSTRAINT "_dossiers_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dossiers_v_rels" ADD CONSTRAINT "_dossiers_v_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_targets" ADD CONSTRAINT "faq_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_locales" ADD CONSTRAINT "faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_texts" ADD CONSTRAINT "faq_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_version_targets" ADD CONSTRAINT "_faq_v_version_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v" ADD CONSTRAINT "_faq_v_parent_id_faq_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_v_locales" ADD CONSTRAINT "_faq_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_texts" ADD CONSTRAINT "_faq_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_pushes" ADD CONSTRAINT "menus_items_pushes_visuel_id_media_id_fk" FOREIGN KEY ("visuel_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items_pushes" ADD CONSTRAINT "menus_items_pushes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_pushes_locales" ADD CONSTRAINT "menus_items_pushes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items_pushes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_childs_links" ADD CONSTRAINT "menus_items_childs_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items_childs_links" ADD CONSTRAINT "menus_items_childs_links_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items_childs_links" ADD CONSTRAINT "menus_items_childs_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items_childs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_childs_links_locales" ADD CONSTRAINT "menus_items_childs_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items_childs_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_childs" ADD CONSTRAINT "menus_items_childs_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items_childs" ADD CONSTRAINT "menus_items_childs_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items_childs" ADD CONSTRAINT "menus_items_childs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_childs_locales" ADD CONSTRAINT "menus_items_childs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items_childs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_locales" ADD CONSTRAINT "menus_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_locales" ADD CONSTRAINT "menus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_values" ADD CONSTRAINT "settings_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_values_locales" ADD CONSTRAINT "settings_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_languages" ADD CONSTRAINT "sites_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_sales_plans_fk" FOREIGN KEY ("sales_plans_id") REFERENCES "public"."sales_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_plans_locales" ADD CONSTRAINT "sales_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sales_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "training_registrations_participants" ADD CONSTRAINT "training_registrations_participants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."training_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landings_stores" ADD CONSTRAINT "landings_stores_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_entries" ADD CONSTRAINT "landing_entries_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores_targets" ADD CONSTRAINT "stores_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_ranges" ADD CONSTRAINT "stores_ranges_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "teintes_locales" ADD CONSTRAINT "teintes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."teintes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "teintes_rels" ADD CONSTRAINT "teintes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."teintes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "teintes_rels" ADD CONSTRAINT "teintes_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_characteristics_fk" FOREIGN KEY ("characteristics_id") REFERENCES "public"."characteristics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dossiers_fk" FOREIGN KEY ("dossiers_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_settings_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sales_plans_fk" FOREIGN KEY ("sales_plans_id") REFERENCES "public"."sales_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cvs_fk" FOREIGN KEY ("cvs_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_training_sessions_fk" FOREIGN KEY ("training_sessions_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_training_registrations_fk" FOREIGN KEY ("training_registrations_id") REFERENCES "public"."training_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_worksite_starts_fk" FOREIGN KEY ("worksite_starts_id") REFERENCES "public"."worksite_starts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_landings_fk" FOREIGN KEY ("landings_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_landing_entries_fk" FOREIGN KEY ("landing_entries_id") REFERENCES "public"."landing_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_teintes_fk" FOREIGN KEY ("teintes_id") REFERENCES "public"."teintes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_targets_order_idx" ON "products_targets" USING btree ("order");
  CREATE INDEX "products_targets_parent_idx" ON "products_targets" USING btree ("parent_id");
  CREATE INDEX "products_targets_value_idx" ON "products_targets" USING btree ("value");
  CREATE INDEX "products_benefits_order_idx" ON "products_benefits" USING btree ("_order");
  CREATE INDEX "products_benefits_parent_id_idx" ON "products_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_benefits_locales_locale_parent_id_unique" ON "products_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_medias_order_idx" ON "products_medias" USING btree ("_order");
  CREATE INDEX "products_medias_parent_id_idx" ON "products_medias" USING btree ("_parent_id");
  CREATE INDEX "products_medias_image_idx" ON "products_medias" USING btree ("image_id");
  CREATE INDEX "products_caracteristics_order_idx" ON "products_caracteristics" USING btree ("_order");
  CREATE INDEX "products_caracteristics_parent_id_idx" ON "products_caracteristics" USING btree ("_parent_id");
  CREATE INDEX "products_caracteristics_characteristic_idx" ON "products_caracteristics" USING btree ("characteristic_id");
  CREATE INDEX "products_variants_targets_order_idx" ON "products_variants_targets" USING btree ("order");
  CREATE INDEX "products_variants_targets_parent_idx" ON "products_variants_targets" USING btree ("parent_id");
  CREATE INDEX "products_variants_order_idx" ON "products_variants" USING btree ("_order");
  CREATE INDEX "products_variants_parent_id_idx" ON "products_variants" USING btree ("_parent_id");
  CREATE INDEX "products_variants_gtin_idx" ON "products_variants" USING btree ("gtin");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE UNIQUE INDEX "products_reference_idx" ON "products" USING btree ("reference");
  CREATE INDEX "products_promoted_idx" ON "products" USING btree ("promoted");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_texts_order_parent" ON "products_texts" USING btree ("order","parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_categories_id_idx" ON "products_rels" USING btree ("categories_id");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE INDEX "products_rels_documents_id_idx" ON "products_rels" USING btree ("documents_id");
  CREATE INDEX "categories_breadcrumbs_order_idx" ON "categories_breadcrumbs" USING btree ("_order");
  CREATE INDEX "categories_breadcrumbs_parent_id_idx" ON "categories_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "categories_breadcrumbs_locale_idx" ON "categories_breadcrumbs" USING btree ("_locale");
  CREATE INDEX "categories_breadcrumbs_doc_idx" ON "categories_breadcrumbs" USING btree ("doc_id");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_target_idx" ON "categories" USING btree ("target");
  CREATE INDEX "categories_cover_idx" ON "categories" USING btree ("cover_id");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "characteristics_values_order_idx" ON "characteristics_values" USING btree ("_order");
  CREATE INDEX "characteristics_values_parent_id_idx" ON "characteristics_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "characteristics_values_locales_locale_parent_id_unique" ON "characteristics_values_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "characteristics_technical_name_idx" ON "characteristics" USING btree ("technical_name");
  CREATE INDEX "characteristics_updated_at_idx" ON "characteristics" USING btree ("updated_at");
  CREATE INDEX "characteristics_created_at_idx" ON "characteristics" USING btree ("created_at");
  CREATE UNIQUE INDEX "characteristics_locales_locale_parent_id_unique" ON "characteristics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_targets_order_idx" ON "pages_targets" USING btree ("order");
  CREATE INDEX "pages_targets_parent_idx" ON "pages_targets" USING btree ("parent_id");
  CREATE INDEX "pages_targets_value_idx" ON "pages_targets" USING btree ("value");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_locales_locale_parent_id_unique" ON "pages_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_pushes_items_order_idx" ON "pages_blocks_pushes_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_pushes_items_parent_id_idx" ON "pages_blocks_pushes_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pushes_items_visuel_idx" ON "pages_blocks_pushes_items" USING btree ("visuel_id");
  CREATE UNIQUE INDEX "pages_blocks_pushes_items_locales_locale_parent_id_unique" ON "pages_blocks_pushes_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_pushes_order_idx" ON "pages_blocks_pushes" USING btree ("_order");
  CREATE INDEX "pages_blocks_pushes_parent_id_idx" ON "pages_blocks_pushes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pushes_path_idx" ON "pages_blocks_pushes" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_pushes_locales_locale_parent_id_unique" ON "pages_blocks_pushes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_cta_locales_locale_parent_id_unique" ON "pages_blocks_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_video_locales_locale_parent_id_unique" ON "pages_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_downloads_order_idx" ON "pages_blocks_downloads" USING btree ("_order");
  CREATE INDEX "pages_blocks_downloads_parent_id_idx" ON "pages_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_downloads_path_idx" ON "pages_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_downloads_locales_locale_parent_id_unique" ON "pages_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_extract_order_idx" ON "pages_blocks_faq_extract" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_extract_parent_id_idx" ON "pages_blocks_faq_extract" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_extract_path_idx" ON "pages_blocks_faq_extract" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_faq_extract_locales_locale_parent_id_unique" ON "pages_blocks_faq_extract_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonies_items_order_idx" ON "pages_blocks_testimonies_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonies_items_parent_id_idx" ON "pages_blocks_testimonies_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonies_items_locales_locale_parent_id_uniq" ON "pages_blocks_testimonies_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonies_order_idx" ON "pages_blocks_testimonies" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonies_parent_id_idx" ON "pages_blocks_testimonies" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonies_path_idx" ON "pages_blocks_testimonies" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_testimonies_locales_locale_parent_id_unique" ON "pages_blocks_testimonies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_slider_slides_order_idx" ON "pages_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_slides_parent_id_idx" ON "pages_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_slides_image_idx" ON "pages_blocks_slider_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_slider_slides_locales_locale_parent_id_unique" ON "pages_blocks_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_slider_order_idx" ON "pages_blocks_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_parent_id_idx" ON "pages_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_path_idx" ON "pages_blocks_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_slider_locales_locale_parent_id_unique" ON "pages_blocks_slider_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_type_idx" ON "pages" USING btree ("type");
  CREATE INDEX "pages_cover_idx" ON "pages" USING btree ("cover_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_documents_id_idx" ON "pages_rels" USING btree ("documents_id");
  CREATE INDEX "pages_rels_faq_id_idx" ON "pages_rels" USING btree ("faq_id");
  CREATE INDEX "_pages_v_version_targets_order_idx" ON "_pages_v_version_targets" USING btree ("order");
  CREATE INDEX "_pages_v_version_targets_parent_idx" ON "_pages_v_version_targets" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_targets_value_idx" ON "_pages_v_version_targets" USING btree ("value");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_locales_locale_parent_id_unique" ON "_pages_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_pushes_items_order_idx" ON "_pages_v_blocks_pushes_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pushes_items_parent_id_idx" ON "_pages_v_blocks_pushes_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pushes_items_visuel_idx" ON "_pages_v_blocks_pushes_items" USING btree ("visuel_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_pushes_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_pushes_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_pushes_order_idx" ON "_pages_v_blocks_pushes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pushes_parent_id_idx" ON "_pages_v_blocks_pushes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pushes_path_idx" ON "_pages_v_blocks_pushes" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_pushes_locales_locale_parent_id_unique" ON "_pages_v_blocks_pushes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_cta_locales_locale_parent_id_unique" ON "_pages_v_blocks_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_order_idx" ON "_pages_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_downloads_parent_id_idx" ON "_pages_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_path_idx" ON "_pages_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_downloads_locales_locale_parent_id_unique" ON "_pages_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_extract_order_idx" ON "_pages_v_blocks_faq_extract" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_extract_parent_id_idx" ON "_pages_v_blocks_faq_extract" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_extract_path_idx" ON "_pages_v_blocks_faq_extract" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_extract_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_extract_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonies_items_order_idx" ON "_pages_v_blocks_testimonies_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonies_items_parent_id_idx" ON "_pages_v_blocks_testimonies_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonies_items_locales_locale_parent_id_u" ON "_pages_v_blocks_testimonies_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonies_order_idx" ON "_pages_v_blocks_testimonies" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonies_parent_id_idx" ON "_pages_v_blocks_testimonies" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonies_path_idx" ON "_pages_v_blocks_testimonies" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonies_locales_locale_parent_id_unique" ON "_pages_v_blocks_testimonies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_order_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_slides_parent_id_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_image_idx" ON "_pages_v_blocks_slider_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_slider_slides_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_order_idx" ON "_pages_v_blocks_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_parent_id_idx" ON "_pages_v_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_path_idx" ON "_pages_v_blocks_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_slider_locales_locale_parent_id_unique" ON "_pages_v_blocks_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_type_idx" ON "_pages_v" USING btree ("version_type");
  CREATE INDEX "_pages_v_version_version_cover_idx" ON "_pages_v" USING btree ("version_cover_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_documents_id_idx" ON "_pages_v_rels" USING btree ("documents_id");
  CREATE INDEX "_pages_v_rels_faq_id_idx" ON "_pages_v_rels" USING btree ("faq_id");
  CREATE INDEX "dossiers_targets_order_idx" ON "dossiers_targets" USING btree ("order");
  CREATE INDEX "dossiers_targets_parent_idx" ON "dossiers_targets" USING btree ("parent_id");
  CREATE INDEX "dossiers_targets_value_idx" ON "dossiers_targets" USING btree ("value");
  CREATE INDEX "dossiers_blocks_rich_text_order_idx" ON "dossiers_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_rich_text_parent_id_idx" ON "dossiers_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_rich_text_path_idx" ON "dossiers_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "dossiers_blocks_rich_text_locales_locale_parent_id_unique" ON "dossiers_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_image_order_idx" ON "dossiers_blocks_image" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_image_parent_id_idx" ON "dossiers_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_image_path_idx" ON "dossiers_blocks_image" USING btree ("_path");
  CREATE INDEX "dossiers_blocks_image_image_idx" ON "dossiers_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "dossiers_blocks_image_locales_locale_parent_id_unique" ON "dossiers_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_pushes_items_order_idx" ON "dossiers_blocks_pushes_items" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_pushes_items_parent_id_idx" ON "dossiers_blocks_pushes_items" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_pushes_items_visuel_idx" ON "dossiers_blocks_pushes_items" USING btree ("visuel_id");
  CREATE UNIQUE INDEX "dossiers_blocks_pushes_items_locales_locale_parent_id_unique" ON "dossiers_blocks_pushes_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_pushes_order_idx" ON "dossiers_blocks_pushes" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_pushes_parent_id_idx" ON "dossiers_blocks_pushes" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_pushes_path_idx" ON "dossiers_blocks_pushes" USING btree ("_path");
  CREATE UNIQUE INDEX "dossiers_blocks_pushes_locales_locale_parent_id_unique" ON "dossiers_blocks_pushes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_cta_order_idx" ON "dossiers_blocks_cta" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_cta_parent_id_idx" ON "dossiers_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_cta_path_idx" ON "dossiers_blocks_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "dossiers_blocks_cta_locales_locale_parent_id_unique" ON "dossiers_blocks_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_video_order_idx" ON "dossiers_blocks_video" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_video_parent_id_idx" ON "dossiers_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_video_path_idx" ON "dossiers_blocks_video" USING btree ("_path");
  CREATE UNIQUE INDEX "dossiers_blocks_video_locales_locale_parent_id_unique" ON "dossiers_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_downloads_order_idx" ON "dossiers_blocks_downloads" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_downloads_parent_id_idx" ON "dossiers_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_downloads_path_idx" ON "dossiers_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "dossiers_blocks_downloads_locales_locale_parent_id_unique" ON "dossiers_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_faq_extract_order_idx" ON "dossiers_blocks_faq_extract" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_faq_extract_parent_id_idx" ON "dossiers_blocks_faq_extract" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_faq_extract_path_idx" ON "dossiers_blocks_faq_extract" USING btree ("_path");
  CREATE UNIQUE INDEX "dossiers_blocks_faq_extract_locales_locale_parent_id_unique" ON "dossiers_blocks_faq_extract_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_testimonies_items_order_idx" ON "dossiers_blocks_testimonies_items" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_testimonies_items_parent_id_idx" ON "dossiers_blocks_testimonies_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "dossiers_blocks_testimonies_items_locales_locale_parent_id_u" ON "dossiers_blocks_testimonies_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_testimonies_order_idx" ON "dossiers_blocks_testimonies" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_testimonies_parent_id_idx" ON "dossiers_blocks_testimonies" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_testimonies_path_idx" ON "dossiers_blocks_testimonies" USING btree ("_path");
  CREATE UNIQUE INDEX "dossiers_blocks_testimonies_locales_locale_parent_id_unique" ON "dossiers_blocks_testimonies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_slider_slides_order_idx" ON "dossiers_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_slider_slides_parent_id_idx" ON "dossiers_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_slider_slides_image_idx" ON "dossiers_blocks_slider_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "dossiers_blocks_slider_slides_locales_locale_parent_id_uniqu" ON "dossiers_blocks_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_blocks_slider_order_idx" ON "dossiers_blocks_slider" USING btree ("_order");
  CREATE INDEX "dossiers_blocks_slider_parent_id_idx" ON "dossiers_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "dossiers_blocks_slider_path_idx" ON "dossiers_blocks_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "dossiers_blocks_slider_locales_locale_parent_id_unique" ON "dossiers_blocks_slider_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "dossiers_slug_idx" ON "dossiers" USING btree ("slug");
  CREATE INDEX "dossiers_type_idx" ON "dossiers" USING btree ("type");
  CREATE INDEX "dossiers_cover_idx" ON "dossiers" USING btree ("cover_id");
  CREATE INDEX "dossiers_updated_at_idx" ON "dossiers" USING btree ("updated_at");
  CREATE INDEX "dossiers_created_at_idx" ON "dossiers" USING btree ("created_at");
  CREATE INDEX "dossiers__status_idx" ON "dossiers" USING btree ("_status");
  CREATE UNIQUE INDEX "dossiers_locales_locale_parent_id_unique" ON "dossiers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dossiers_texts_order_parent" ON "dossiers_texts" USING btree ("order","parent_id");
  CREATE INDEX "dossiers_rels_order_idx" ON "dossiers_rels" USING btree ("order");
  CREATE INDEX "dossiers_rels_parent_idx" ON "dossiers_rels" USING btree ("parent_id");
  CREATE INDEX "dossiers_rels_path_idx" ON "dossiers_rels" USING btree ("path");
  CREATE INDEX "dossiers_rels_documents_id_idx" ON "dossiers_rels" USING btree ("documents_id");
  CREATE INDEX "dossiers_rels_faq_id_idx" ON "dossiers_rels" USING btree ("faq_id");
  CREATE INDEX "_dossiers_v_version_targets_order_idx" ON "_dossiers_v_version_targets" USING btree ("order");
  CREATE INDEX "_dossiers_v_version_targets_parent_idx" ON "_dossiers_v_version_targets" USING btree ("parent_id");
  CREATE INDEX "_dossiers_v_version_targets_value_idx" ON "_dossiers_v_version_targets" USING btree ("value");
  CREATE INDEX "_dossiers_v_blocks_rich_text_order_idx" ON "_dossiers_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_rich_text_parent_id_idx" ON "_dossiers_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_rich_text_path_idx" ON "_dossiers_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_dossiers_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_image_order_idx" ON "_dossiers_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_image_parent_id_idx" ON "_dossiers_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_image_path_idx" ON "_dossiers_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_dossiers_v_blocks_image_image_idx" ON "_dossiers_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_image_locales_locale_parent_id_unique" ON "_dossiers_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_pushes_items_order_idx" ON "_dossiers_v_blocks_pushes_items" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_pushes_items_parent_id_idx" ON "_dossiers_v_blocks_pushes_items" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_pushes_items_visuel_idx" ON "_dossiers_v_blocks_pushes_items" USING btree ("visuel_id");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_pushes_items_locales_locale_parent_id_uni" ON "_dossiers_v_blocks_pushes_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_pushes_order_idx" ON "_dossiers_v_blocks_pushes" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_pushes_parent_id_idx" ON "_dossiers_v_blocks_pushes" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_pushes_path_idx" ON "_dossiers_v_blocks_pushes" USING btree ("_path");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_pushes_locales_locale_parent_id_unique" ON "_dossiers_v_blocks_pushes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_cta_order_idx" ON "_dossiers_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_cta_parent_id_idx" ON "_dossiers_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_cta_path_idx" ON "_dossiers_v_blocks_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_cta_locales_locale_parent_id_unique" ON "_dossiers_v_blocks_cta_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_video_order_idx" ON "_dossiers_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_video_parent_id_idx" ON "_dossiers_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_video_path_idx" ON "_dossiers_v_blocks_video" USING btree ("_path");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_video_locales_locale_parent_id_unique" ON "_dossiers_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_downloads_order_idx" ON "_dossiers_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_downloads_parent_id_idx" ON "_dossiers_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_downloads_path_idx" ON "_dossiers_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_downloads_locales_locale_parent_id_unique" ON "_dossiers_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_faq_extract_order_idx" ON "_dossiers_v_blocks_faq_extract" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_faq_extract_parent_id_idx" ON "_dossiers_v_blocks_faq_extract" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_faq_extract_path_idx" ON "_dossiers_v_blocks_faq_extract" USING btree ("_path");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_faq_extract_locales_locale_parent_id_uniq" ON "_dossiers_v_blocks_faq_extract_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_testimonies_items_order_idx" ON "_dossiers_v_blocks_testimonies_items" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_testimonies_items_parent_id_idx" ON "_dossiers_v_blocks_testimonies_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_testimonies_items_locales_locale_parent_i" ON "_dossiers_v_blocks_testimonies_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_testimonies_order_idx" ON "_dossiers_v_blocks_testimonies" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_testimonies_parent_id_idx" ON "_dossiers_v_blocks_testimonies" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_testimonies_path_idx" ON "_dossiers_v_blocks_testimonies" USING btree ("_path");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_testimonies_locales_locale_parent_id_uniq" ON "_dossiers_v_blocks_testimonies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_slider_slides_order_idx" ON "_dossiers_v_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_slider_slides_parent_id_idx" ON "_dossiers_v_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_slider_slides_image_idx" ON "_dossiers_v_blocks_slider_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_slider_slides_locales_locale_parent_id_un" ON "_dossiers_v_blocks_slider_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_blocks_slider_order_idx" ON "_dossiers_v_blocks_slider" USING btree ("_order");
  CREATE INDEX "_dossiers_v_blocks_slider_parent_id_idx" ON "_dossiers_v_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "_dossiers_v_blocks_slider_path_idx" ON "_dossiers_v_blocks_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_dossiers_v_blocks_slider_locales_locale_parent_id_unique" ON "_dossiers_v_blocks_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_parent_idx" ON "_dossiers_v" USING btree ("parent_id");
  CREATE INDEX "_dossiers_v_version_version_slug_idx" ON "_dossiers_v" USING btree ("version_slug");
  CREATE INDEX "_dossiers_v_version_version_type_idx" ON "_dossiers_v" USING btree ("version_type");
  CREATE INDEX "_dossiers_v_version_version_cover_idx" ON "_dossiers_v" USING btree ("version_cover_id");
  CREATE INDEX "_dossiers_v_version_version_updated_at_idx" ON "_dossiers_v" USING btree ("version_updated_at");
  CREATE INDEX "_dossiers_v_version_version_created_at_idx" ON "_dossiers_v" USING btree ("version_created_at");
  CREATE INDEX "_dossiers_v_version_version__status_idx" ON "_dossiers_v" USING btree ("version__status");
  CREATE INDEX "_dossiers_v_created_at_idx" ON "_dossiers_v" USING btree ("created_at");
  CREATE INDEX "_dossiers_v_updated_at_idx" ON "_dossiers_v" USING btree ("updated_at");
  CREATE INDEX "_dossiers_v_snapshot_idx" ON "_dossiers_v" USING btree ("snapshot");
  CREATE INDEX "_dossiers_v_published_locale_idx" ON "_dossiers_v" USING btree ("published_locale");
  CREATE INDEX "_dossiers_v_latest_idx" ON "_dossiers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_dossiers_v_locales_locale_parent_id_unique" ON "_dossiers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dossiers_v_texts_order_parent" ON "_dossiers_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_dossiers_v_rels_order_idx" ON "_dossiers_v_rels" USING btree ("order");
  CREATE INDEX "_dossiers_v_rels_parent_idx" ON "_dossiers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_dossiers_v_rels_path_idx" ON "_dossiers_v_rels" USING btree ("path");
  CREATE INDEX "_dossiers_v_rels_documents_id_idx" ON "_dossiers_v_rels" USING btree ("documents_id");
  CREATE INDEX "_dossiers_v_rels_faq_id_idx" ON "_dossiers_v_rels" USING btree ("faq_id");
  CREATE INDEX "faq_targets_order_idx" ON "faq_targets" USING btree ("order");
  CREATE INDEX "faq_targets_parent_idx" ON "faq_targets" USING btree ("parent_id");
  CREATE INDEX "faq_targets_value_idx" ON "faq_targets" USING btree ("value");
  CREATE INDEX "faq_order_idx" ON "faq" USING btree ("order");
  CREATE INDEX "faq_updated_at_idx" ON "faq" USING btree ("updated_at");
  CREATE INDEX "faq_created_at_idx" ON "faq" USING btree ("created_at");
  CREATE INDEX "faq__status_idx" ON "faq" USING btree ("_status");
  CREATE UNIQUE INDEX "faq_locales_locale_parent_id_unique" ON "faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_texts_order_parent" ON "faq_texts" USING btree ("order","parent_id");
  CREATE INDEX "faq_texts_text_idx" ON "faq_texts" USING btree ("text");
  CREATE INDEX "_faq_v_version_targets_order_idx" ON "_faq_v_version_targets" USING btree ("order");
  CREATE INDEX "_faq_v_version_targets_parent_idx" ON "_faq_v_version_targets" USING btree ("parent_id");
  CREATE INDEX "_faq_v_version_targets_value_idx" ON "_faq_v_version_targets" USING btree ("value");
  CREATE INDEX "_faq_v_parent_idx" ON "_faq_v" USING btree ("parent_id");
  CREATE INDEX "_faq_v_version_version_order_idx" ON "_faq_v" USING btree ("version_order");
  CREATE INDEX "_faq_v_version_version_updated_at_idx" ON "_faq_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_v_version_version_created_at_idx" ON "_faq_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_v_version_version__status_idx" ON "_faq_v" USING btree ("version__status");
  CREATE INDEX "_faq_v_created_at_idx" ON "_faq_v" USING btree ("created_at");
  CREATE INDEX "_faq_v_updated_at_idx" ON "_faq_v" USING btree ("updated_at");
  CREATE INDEX "_faq_v_snapshot_idx" ON "_faq_v" USING btree ("snapshot");
  CREATE INDEX "_faq_v_published_locale_idx" ON "_faq_v" USING btree ("published_locale");
  CREATE INDEX "_faq_v_latest_idx" ON "_faq_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_faq_v_locales_locale_parent_id_unique" ON "_faq_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_v_texts_order_parent" ON "_faq_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "menus_items_pushes_order_idx" ON "menus_items_pushes" USING btree ("_order");
  CREATE INDEX "menus_items_pushes_parent_id_idx" ON "menus_items_pushes" USING btree ("_parent_id");
  CREATE INDEX "menus_items_pushes_visuel_idx" ON "menus_items_pushes" USING btree ("visuel_id");
  CREATE UNIQUE INDEX "menus_items_pushes_locales_locale_parent_id_unique" ON "menus_items_pushes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_items_childs_links_order_idx" ON "menus_items_childs_links" USING btree ("_order");
  CREATE INDEX "menus_items_childs_links_parent_id_idx" ON "menus_items_childs_links" USING btree ("_parent_id");
  CREATE INDEX "menus_items_childs_links_page_idx" ON "menus_items_childs_links" USING btree ("page_id");
  CREATE INDEX "menus_items_childs_links_cover_idx" ON "menus_items_childs_links" USING btree ("cover_id");
  CREATE UNIQUE INDEX "menus_items_childs_links_locales_locale_parent_id_unique" ON "menus_items_childs_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_items_childs_order_idx" ON "menus_items_childs" USING btree ("_order");
  CREATE INDEX "menus_items_childs_parent_id_idx" ON "menus_items_childs" USING btree ("_parent_id");
  CREATE INDEX "menus_items_childs_page_idx" ON "menus_items_childs" USING btree ("page_id");
  CREATE INDEX "menus_items_childs_cover_idx" ON "menus_items_childs" USING btree ("cover_id");
  CREATE UNIQUE INDEX "menus_items_childs_locales_locale_parent_id_unique" ON "menus_items_childs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_items_order_idx" ON "menus_items" USING btree ("_order");
  CREATE INDEX "menus_items_parent_id_idx" ON "menus_items" USING btree ("_parent_id");
  CREATE INDEX "menus_items_page_idx" ON "menus_items" USING btree ("page_id");
  CREATE INDEX "menus_items_cover_idx" ON "menus_items" USING btree ("cover_id");
  CREATE UNIQUE INDEX "menus_items_locales_locale_parent_id_unique" ON "menus_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "menus_code_idx" ON "menus" USING btree ("code");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE UNIQUE INDEX "menus_locales_locale_parent_id_unique" ON "menus_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_values_order_idx" ON "settings_values" USING btree ("_order");
  CREATE INDEX "settings_values_parent_id_idx" ON "settings_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_values_locales_locale_parent_id_unique" ON "settings_values_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "settings_code_idx" ON "settings" USING btree ("code");
  CREATE INDEX "settings_updated_at_idx" ON "settings" USING btree ("updated_at");
  CREATE INDEX "settings_created_at_idx" ON "settings" USING btree ("created_at");
  CREATE INDEX "sites_languages_order_idx" ON "sites_languages" USING btree ("_order");
  CREATE INDEX "sites_languages_parent_id_idx" ON "sites_languages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sites_url_idx" ON "sites" USING btree ("url");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "sites_rels_order_idx" ON "sites_rels" USING btree ("order");
  CREATE INDEX "sites_rels_parent_idx" ON "sites_rels" USING btree ("parent_id");
  CREATE INDEX "sites_rels_path_idx" ON "sites_rels" USING btree ("path");
  CREATE INDEX "sites_rels_sales_plans_id_idx" ON "sites_rels" USING btree ("sales_plans_id");
  CREATE UNIQUE INDEX "sales_plans_target_idx" ON "sales_plans" USING btree ("target");
  CREATE INDEX "sales_plans_updated_at_idx" ON "sales_plans" USING btree ("updated_at");
  CREATE INDEX "sales_plans_created_at_idx" ON "sales_plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "sales_plans_locales_locale_parent_id_unique" ON "sales_plans_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_card_webp_sizes_card_webp_filename_idx" ON "media" USING btree ("sizes_card_webp_filename");
  CREATE INDEX "media_sizes_push_sizes_push_filename_idx" ON "media" USING btree ("sizes_push_filename");
  CREATE INDEX "media_sizes_push_webp_sizes_push_webp_filename_idx" ON "media" USING btree ("sizes_push_webp_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "media_sizes_large_webp_sizes_large_webp_filename_idx" ON "media" USING btree ("sizes_large_webp_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_kind_idx" ON "documents" USING btree ("kind");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "jobs_slug_idx" ON "jobs" USING btree ("slug");
  CREATE INDEX "jobs_active_idx" ON "jobs" USING btree ("active");
  CREATE INDEX "jobs_contract_idx" ON "jobs" USING btree ("contract");
  CREATE INDEX "jobs_function_idx" ON "jobs" USING btree ("function");
  CREATE INDEX "jobs_experience_idx" ON "jobs" USING btree ("experience");
  CREATE INDEX "jobs_place_idx" ON "jobs" USING btree ("place");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");
  CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("email");
  CREATE INDEX "job_applications_cv_idx" ON "job_applications" USING btree ("cv_id");
  CREATE INDEX "job_applications_last_contact_at_idx" ON "job_applications" USING btree ("last_contact_at");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE INDEX "cvs_updated_at_idx" ON "cvs" USING btree ("updated_at");
  CREATE INDEX "cvs_created_at_idx" ON "cvs" USING btree ("created_at");
  CREATE UNIQUE INDEX "cvs_filename_idx" ON "cvs" USING btree ("filename");
  CREATE INDEX "training_sessions_starts_at_idx" ON "training_sessions" USING btree ("starts_at");
  CREATE INDEX "training_sessions_updated_at_idx" ON "training_sessions" USING btree ("updated_at");
  CREATE INDEX "training_sessions_created_at_idx" ON "training_sessions" USING btree ("created_at");
  CREATE INDEX "training_registrations_participants_order_idx" ON "training_registrations_participants" USING btree ("_order");
  CREATE INDEX "training_registrations_participants_parent_id_idx" ON "training_registrations_participants" USING btree ("_parent_id");
  CREATE INDEX "training_registrations_session_idx" ON "training_registrations" USING btree ("session_id");
  CREATE INDEX "training_registrations_email_idx" ON "training_registrations" USING btree ("email");
  CREATE INDEX "training_registrations_updated_at_idx" ON "training_registrations" USING btree ("updated_at");
  CREATE INDEX "training_registrations_created_at_idx" ON "training_registrations" USING btree ("created_at");
  CREATE INDEX "contact_requests_email_idx" ON "contact_requests" USING btree ("email");
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  CREATE INDEX "worksite_starts_email_idx" ON "worksite_starts" USING btree ("email");
  CREATE INDEX "worksite_starts_updated_at_idx" ON "worksite_starts" USING btree ("updated_at");
  CREATE INDEX "worksite_starts_created_at_idx" ON "worksite_starts" USING btree ("created_at");
  CREATE INDEX "landings_stores_order_idx" ON "landings_stores" USING btree ("_order");
  CREATE INDEX "landings_stores_parent_id_idx" ON "landings_stores" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "landings_technical_name_idx" ON "landings" USING btree ("technical_name");
  CREATE INDEX "landings_updated_at_idx" ON "landings" USING btree ("updated_at");
  CREATE INDEX "landings_created_at_idx" ON "landings" USING btree ("created_at");
  CREATE INDEX "landing_entries_landing_idx" ON "landing_entries" USING btree ("landing_id");
  CREATE INDEX "landing_entries_email_idx" ON "landing_entries" USING btree ("email");
  CREATE INDEX "landing_entries_updated_at_idx" ON "landing_entries" USING btree ("updated_at");
  CREATE INDEX "landing_entries_created_at_idx" ON "landing_entries" USING btree ("created_at");
  CREATE INDEX "stores_targets_order_idx" ON "stores_targets" USING btree ("order");
  CREATE INDEX "stores_targets_parent_idx" ON "stores_targets" USING btree ("parent_id");
  CREATE INDEX "stores_targets_value_idx" ON "stores_targets" USING btree ("value");
  CREATE INDEX "stores_ranges_order_idx" ON "stores_ranges" USING btree ("order");
  CREATE INDEX "stores_ranges_parent_idx" ON "stores_ranges" USING btree ("parent_id");
  CREATE INDEX "stores_type_idx" ON "stores" USING btree ("type");
  CREATE INDEX "stores_postcode_idx" ON "stores" USING btree ("postcode");
  CREATE INDEX "stores_updated_at_idx" ON "stores" USING btree ("updated_at");
  CREATE INDEX "stores_created_at_idx" ON "stores" USING btree ("created_at");
  CREATE UNIQUE INDEX "teintes_code_idx" ON "teintes" USING btree ("code");
  CREATE INDEX "teintes_family_idx" ON "teintes" USING btree ("family");
  CREATE INDEX "teintes_updated_at_idx" ON "teintes" USING btree ("updated_at");
  CREATE INDEX "teintes_created_at_idx" ON "teintes" USING btree ("created_at");
  CREATE UNIQUE INDEX "teintes_locales_locale_parent_id_unique" ON "teintes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "teintes_rels_order_idx" ON "teintes_rels" USING btree ("order");
  CREATE INDEX "teintes_rels_parent_idx" ON "teintes_rels" USING btree ("parent_id");
  CREATE INDEX "teintes_rels_path_idx" ON "teintes_rels" USING btree ("path");
  CREATE INDEX "teintes_rels_products_id_idx" ON "teintes_rels" USING btree ("products_id");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_characteristics_id_idx" ON "payload_locked_documents_rels" USING btree ("characteristics_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_dossiers_id_idx" ON "payload_locked_documents_rels" USING btree ("dossiers_id");
  CREATE INDEX "payload_locked_documents_rels_faq_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("settings_id");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_sales_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("sales_plans_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_cvs_id_idx" ON "payload_locked_documents_rels" USING btree ("cvs_id");
  CREATE INDEX "payload_locked_documents_rels_training_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("training_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_training_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("training_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");
  CREATE INDEX "payload_locked_documents_rels_worksite_starts_id_idx" ON "payload_locked_documents_rels" USING btree ("worksite_starts_id");
  CREATE INDEX "payload_locked_documents_rels_landings_id_idx" ON "payload_locked_documents_rels" USING btree ("landings_id");
  CREATE INDEX "payload_locked_documents_rels_landing_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("landing_entries_id");
  CREATE INDEX "payload_locked_documents_rels_stores_id_idx" ON "payload_locked_documents_rels" USING btree ("stores_id");
  CREATE INDEX "payload_locked_documents_rels_teintes_id_idx" ON "payload_locked_documents_rels" USING btree ("teintes_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_targets" CASCADE;
  DROP TABLE "products_benefits" CASCADE;
  DROP TABLE "products_benefits_locales" CASCADE;
  DROP TABLE "products_medias" CASCADE;
  DROP TABLE "products_caracteristics" CASCADE;
  DROP TABLE "products_variants_targets" CASCADE;
  DROP TABLE "products_variants" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_texts" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "categories_breadcrumbs" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "characteristics_values" CASCADE;
  DROP TABLE "characteristics_values_locales" CASCADE;
  DROP TABLE "characteristics" CASCADE;
  DROP TABLE "characteristics_locales" CASCADE;
  DROP TABLE "pages_targets" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_image_locales" CASCADE;
  DROP TABLE "pages_blocks_pushes_items" CASCADE;
  DROP TABLE "pages_blocks_pushes_items_locales" CASCADE;
  DROP TABLE "pages_blocks_pushes" CASCADE;
  DROP TABLE "pages_blocks_pushes_locales" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_blocks_cta_locales" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_video_locales" CASCADE;
  DROP TABLE "pages_blocks_downloads" CASCADE;
  DROP TABLE "pages_blocks_downloads_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_extract" CASCADE;
  DROP TABLE "pages_blocks_faq_extract_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonies_items" CASCADE;
  DROP TABLE "pages_blocks_testimonies_items_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonies" CASCADE;
  DROP TABLE "pages_blocks_testimonies_locales" CASCADE;
  DROP TABLE "pages_blocks_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_slider_slides_locales" CASCADE;
  DROP TABLE "pages_blocks_slider" CASCADE;
  DROP TABLE "pages_blocks_slider_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_version_targets" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_image_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pushes_items" CASCADE;
  DROP TABLE "_pages_v_blocks_pushes_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pushes" CASCADE;
  DROP TABLE "_pages_v_blocks_pushes_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_video_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_extract" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_extract_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonies_items" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonies_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonies" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonies_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_slides_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "dossiers_targets" CASCADE;
  DROP TABLE "dossiers_blocks_rich_text" CASCADE;
  DROP TABLE "dossiers_blocks_rich_text_locales" CASCADE;
  DROP TABLE "dossiers_blocks_image" CASCADE;
  DROP TABLE "dossiers_blocks_image_locales" CASCADE;
  DROP TABLE "dossiers_blocks_pushes_items" CASCADE;
  DROP TABLE "dossiers_blocks_pushes_items_locales" CASCADE;
  DROP TABLE "dossiers_blocks_pushes" CASCADE;
  DROP TABLE "dossiers_blocks_pushes_locales" CASCADE;
  DROP TABLE "dossiers_blocks_cta" CASCADE;
  DROP TABLE "dossiers_blocks_cta_locales" CASCADE;
  DROP TABLE "dossiers_blocks_video" CASCADE;
  DROP TABLE "dossiers_blocks_video_locales" CASCADE;
  DROP TABLE "dossiers_blocks_downloads" CASCADE;
  DROP TABLE "dossiers_blocks_downloads_locales" CASCADE;
  DROP TABLE "dossiers_blocks_faq_extract" CASCADE;
  DROP TABLE "dossiers_blocks_faq_extract_locales" CASCADE;
  DROP TABLE "dossiers_blocks_testimonies_items" CASCADE;
  DROP TABLE "dossiers_blocks_testimonies_items_locales" CASCADE;
  DROP TABLE "dossiers_blocks_testimonies" CASCADE;
  DROP TABLE "dossiers_blocks_testimonies_locales" CASCADE;
  DROP TABLE "dossiers_blocks_slider_slides" CASCADE;
  DROP TABLE "dossiers_blocks_slider_slides_locales" CASCADE;
  DROP TABLE "dossiers_blocks_slider" CASCADE;
  DROP TABLE "dossiers_blocks_slider_locales" CASCADE;
  DROP TABLE "dossiers" CASCADE;
  DROP TABLE "dossiers_locales" CASCADE;
  DROP TABLE "dossiers_texts" CASCADE;
  DROP TABLE "dossiers_rels" CASCADE;
  DROP TABLE "_dossiers_v_version_targets" CASCADE;
  DROP TABLE "_dossiers_v_blocks_rich_text" CASCADE;
  DROP TABLE "_dossiers_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_image" CASCADE;
  DROP TABLE "_dossiers_v_blocks_image_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_pushes_items" CASCADE;
  DROP TABLE "_dossiers_v_blocks_pushes_items_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_pushes" CASCADE;
  DROP TABLE "_dossiers_v_blocks_pushes_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_cta" CASCADE;
  DROP TABLE "_dossiers_v_blocks_cta_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_video" CASCADE;
  DROP TABLE "_dossiers_v_blocks_video_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_downloads" CASCADE;
  DROP TABLE "_dossiers_v_blocks_downloads_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_faq_extract" CASCADE;
  DROP TABLE "_dossiers_v_blocks_faq_extract_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_testimonies_items" CASCADE;
  DROP TABLE "_dossiers_v_blocks_testimonies_items_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_testimonies" CASCADE;
  DROP TABLE "_dossiers_v_blocks_testimonies_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_slider_slides" CASCADE;
  DROP TABLE "_dossiers_v_blocks_slider_slides_locales" CASCADE;
  DROP TABLE "_dossiers_v_blocks_slider" CASCADE;
  DROP TABLE "_dossiers_v_blocks_slider_locales" CASCADE;
  DROP TABLE "_dossiers_v" CASCADE;
  DROP TABLE "_dossiers_v_locales" CASCADE;
  DROP TABLE "_dossiers_v_texts" CASCADE;
  DROP TABLE "_dossiers_v_rels" CASCADE;
  DROP TABLE "faq_targets" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "faq_locales" CASCADE;
  DROP TABLE "faq_texts" CASCADE;
  DROP TABLE "_faq_v_version_targets" CASCADE;
  DROP TABLE "_faq_v" CASCADE;
  DROP TABLE "_faq_v_locales" CASCADE;
  DROP TABLE "_faq_v_texts" CASCADE;
  DROP TABLE "menus_items_pushes" CASCADE;
  DROP TABLE "menus_items_pushes_locales" CASCADE;
  DROP TABLE "menus_items_childs_links" CASCADE;
  DROP TABLE "menus_items_childs_links_locales" CASCADE;
  DROP TABLE "menus_items_childs" CASCADE;
  DROP TABLE "menus_items_childs_locales" CASCADE;
  DROP TABLE "menus_items" CASCADE;
  DROP TABLE "menus_items_locales" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "menus_locales" CASCADE;
  DROP TABLE "settings_values" CASCADE;
  DROP TABLE "settings_values_locales" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "sites_languages" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "sites_rels" CASCADE;
  DROP TABLE "sales_plans" CASCADE;
  DROP TABLE "sales_plans_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "cvs" CASCADE;
  DROP TABLE "training_sessions" CASCADE;
  DROP TABLE "training_registrations_participants" CASCADE;
  DROP TABLE "training_registrations" CASCADE;
  DROP TABLE "contact_requests" CASCADE;
  DROP TABLE "worksite_starts" CASCADE;
  DROP TABLE "landings_stores" CASCADE;
  DROP TABLE "landings" CASCADE;
  DROP TABLE "landing_entries" CASCADE;
  DROP TABLE "stores_targets" CASCADE;
  DROP TABLE "stores_ranges" CASCADE;
  DROP TABLE "stores" CASCADE;
  DROP TABLE "teintes" CASCADE;
  DROP TABLE "teintes_locales" CASCADE;
  DROP TABLE "teintes_rels" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_products_targets";
  DROP TYPE "public"."enum_products_medias_kind";
  DROP TYPE "public"."enum_products_variants_targets";
  DROP TYPE "public"."enum_products_variants_packaging";
  DROP TYPE "public"."enum_products_variants_pack_unit";
  DROP TYPE "public"."enum_products_consumption_mode";
  DROP TYPE "public"."enum_categories_target";
  DROP TYPE "public"."enum_characteristics_kind";
  DROP TYPE "public"."enum_pages_targets";
  DROP TYPE "public"."enum_pages_type";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_targets";
  DROP TYPE "public"."enum__pages_v_version_type";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_dossiers_targets";
  DROP TYPE "public"."enum_dossiers_type";
  DROP TYPE "public"."enum_dossiers_status";
  DROP TYPE "public"."enum__dossiers_v_version_targets";
  DROP TYPE "public"."enum__dossiers_v_version_type";
  DROP TYPE "public"."enum__dossiers_v_version_status";
  DROP TYPE "public"."enum__dossiers_v_published_locale";
  DROP TYPE "public"."enum_faq_targets";
  DROP TYPE "public"."enum_faq_status";
  DROP TYPE "public"."enum__faq_v_version_targets";
  DROP TYPE "public"."enum__faq_v_version_status";
  DROP TYPE "public"."enum__faq_v_published_locale";
  DROP TYPE "public"."enum_menus_items_childs_links_type";
  DROP TYPE "public"."enum_menus_items_childs_type";
  DROP TYPE "public"."enum_menus_items_type";
  DROP TYPE "public"."enum_sales_plans_target";
  DROP TYPE "public"."enum_redirects_code";
  DROP TYPE "public"."enum_documents_kind";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_jobs_contract";
  DROP TYPE "public"."enum_jobs_function";
  DROP TYPE "public"."enum_jobs_experience";
  DROP TYPE "public"."enum_job_applications_civility";
  DROP TYPE "public"."enum_training_registrations_participants_civility";
  DROP TYPE "public"."enum_training_registrations_civility";
  DROP TYPE "public"."enum_contact_requests_subject";
  DROP TYPE "public"."enum_contact_requests_profile";
  DROP TYPE "public"."enum_contact_requests_civility";
  DROP TYPE "public"."enum_contact_requests_country";
  DROP TYPE "public"."enum_worksite_starts_civility";
  DROP TYPE "public"."enum_landing_entries_civility";
  DROP TYPE "public"."enum_stores_targets";
  DROP TYPE "public"."enum_stores_ranges";
  DROP TYPE "public"."enum_stores_type";
  DROP TYPE "public"."enum_stores_country";
  DROP TYPE "public"."enum_teintes_family";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_locale";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}

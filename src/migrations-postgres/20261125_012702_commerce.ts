import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_carts_target" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_carts_status" AS ENUM('open', 'ordered');
  CREATE TYPE "public"."enum_discount_codes_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_discount_codes_kind" AS ENUM('cart_discount', 'free_product');
  CREATE TYPE "public"."enum_discount_codes_unit" AS ENUM('eur', 'percent');
  CREATE TYPE "public"."enum_carriers_targets" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_carriers_rates_zone" AS ENUM('metropole', 'corse', 'outre-mer');
  CREATE TYPE "public"."enum_carriers_kind" AS ENUM('home', 'relay', 'pickup');
  CREATE TYPE "public"."enum_orders_target" AS ENUM('pro', 'part');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('awaiting_payment', 'payment_refused', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('card', 'transfer', 'cheque', 'account');
  CREATE TYPE "public"."enum_orders_payment_status" AS ENUM('awaiting', 'paid', 'refused');
  CREATE TYPE "public"."enum_orders_carrier_kind" AS ENUM('home', 'relay', 'pickup');
  CREATE TABLE "price_groups_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" integer NOT NULL,
  	"percent" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "price_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"default_percent" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"target" "enum_carts_target" NOT NULL,
  	"customer_id" integer,
  	"status" "enum_carts_status" DEFAULT 'open' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"discount_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cart_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cart_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"variant" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"free" boolean DEFAULT false NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "discount_codes_targets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_discount_codes_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "discount_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_discount_codes_kind" DEFAULT 'cart_discount' NOT NULL,
  	"value" numeric DEFAULT 0,
  	"unit" "enum_discount_codes_unit" DEFAULT 'percent',
  	"free_product_id" integer,
  	"free_variant" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"min_amount" numeric DEFAULT 0,
  	"max_uses" numeric,
  	"used" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "discount_codes_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "carriers_targets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_carriers_targets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "carriers_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"zone" "enum_carriers_rates_zone" DEFAULT 'metropole' NOT NULL,
  	"max_weight_grams" numeric NOT NULL,
  	"price_ht" numeric NOT NULL
  );
  
  CREATE TABLE "carriers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_carriers_kind" DEFAULT 'home' NOT NULL,
  	"free_from" numeric,
  	"active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "carriers_locales" (
  	"name" varchar NOT NULL,
  	"delay" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "relay_points" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"opening_hours" varchar,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"name" varchar NOT NULL,
  	"reference" varchar,
  	"variant" varchar NOT NULL,
  	"pack" varchar,
  	"quantity" numeric NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"amount" numeric NOT NULL,
  	"price_with_tax" numeric NOT NULL,
  	"free" boolean DEFAULT false
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"placed_at" timestamp(3) with time zone NOT NULL,
  	"customer_id" integer NOT NULL,
  	"cart_id" integer NOT NULL,
  	"target" "enum_orders_target" NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'awaiting_payment' NOT NULL,
  	"payment_method" "enum_orders_payment_method" NOT NULL,
  	"payment_status" "enum_orders_payment_status" DEFAULT 'awaiting' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"due_date" timestamp(3) with time zone,
  	"provider_session" varchar,
  	"totals_goods" numeric NOT NULL,
  	"totals_discount" numeric NOT NULL,
  	"totals_shipping" numeric NOT NULL,
  	"totals_ht" numeric NOT NULL,
  	"totals_tax" numeric NOT NULL,
  	"totals_ttc" numeric NOT NULL,
  	"discount_code" varchar,
  	"discount_description" varchar,
  	"carrier_code" varchar,
  	"carrier_name" varchar,
  	"carrier_kind" "enum_orders_carrier_kind",
  	"carrier_delay" varchar,
  	"shipping_address_label" varchar,
  	"shipping_address_civility" varchar,
  	"shipping_address_firstname" varchar,
  	"shipping_address_lastname" varchar,
  	"shipping_address_company" varchar,
  	"shipping_address_address" varchar,
  	"shipping_address_address2" varchar,
  	"shipping_address_zipcode" varchar,
  	"shipping_address_city" varchar,
  	"shipping_address_country" varchar,
  	"shipping_address_phone" varchar,
  	"billing_address_label" varchar,
  	"billing_address_civility" varchar,
  	"billing_address_firstname" varchar,
  	"billing_address_lastname" varchar,
  	"billing_address_company" varchar,
  	"billing_address_address" varchar,
  	"billing_address_address2" varchar,
  	"billing_address_zipcode" varchar,
  	"billing_address_city" varchar,
  	"billing_address_country" varchar,
  	"billing_address_phone" varchar,
  	"relay_name" varchar,
  	"relay_address" varchar,
  	"relay_postcode" varchar,
  	"relay_city" varchar,
  	"store_name" varchar,
  	"store_address" varchar,
  	"store_postcode" varchar,
  	"store_city" varchar,
  	"phone" varchar,
  	"asm_code" varchar,
  	"terms_accepted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "order_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"last" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"event_id" varchar NOT NULL,
  	"order_id" integer,
  	"kind" varchar NOT NULL,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products_variants" ADD COLUMN "price_pro" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "price_part" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "weight_grams" numeric;
  ALTER TABLE "customers" ADD COLUMN "price_group_id" integer;
  ALTER TABLE "customers" ADD COLUMN "payment_term_days" numeric DEFAULT 30;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_groups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cart_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "discount_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carriers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "relay_points_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_counters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "price_groups_rates" ADD CONSTRAINT "price_groups_rates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_groups_rates" ADD CONSTRAINT "price_groups_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discount_codes_targets" ADD CONSTRAINT "discount_codes_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_free_product_id_products_id_fk" FOREIGN KEY ("free_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discount_codes_locales" ADD CONSTRAINT "discount_codes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carriers_targets" ADD CONSTRAINT "carriers_targets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carriers_rates" ADD CONSTRAINT "carriers_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carriers_locales" ADD CONSTRAINT "carriers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "price_groups_rates_order_idx" ON "price_groups_rates" USING btree ("_order");
  CREATE INDEX "price_groups_rates_parent_id_idx" ON "price_groups_rates" USING btree ("_parent_id");
  CREATE INDEX "price_groups_rates_category_idx" ON "price_groups_rates" USING btree ("category_id");
  CREATE UNIQUE INDEX "price_groups_name_idx" ON "price_groups" USING btree ("name");
  CREATE INDEX "price_groups_updated_at_idx" ON "price_groups" USING btree ("updated_at");
  CREATE INDEX "price_groups_created_at_idx" ON "price_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "carts_token_hash_idx" ON "carts" USING btree ("token_hash");
  CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");
  CREATE INDEX "carts_status_idx" ON "carts" USING btree ("status");
  CREATE INDEX "carts_expires_at_idx" ON "carts" USING btree ("expires_at");
  CREATE INDEX "carts_discount_idx" ON "carts" USING btree ("discount_id");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");
  CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");
  CREATE INDEX "cart_items_updated_at_idx" ON "cart_items" USING btree ("updated_at");
  CREATE INDEX "cart_items_created_at_idx" ON "cart_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "cart_product_variant_free_idx" ON "cart_items" USING btree ("cart_id","product_id","variant","free");
  CREATE INDEX "discount_codes_targets_order_idx" ON "discount_codes_targets" USING btree ("order");
  CREATE INDEX "discount_codes_targets_parent_idx" ON "discount_codes_targets" USING btree ("parent_id");
  CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree ("code");
  CREATE INDEX "discount_codes_free_product_idx" ON "discount_codes" USING btree ("free_product_id");
  CREATE INDEX "discount_codes_updated_at_idx" ON "discount_codes" USING btree ("updated_at");
  CREATE INDEX "discount_codes_created_at_idx" ON "discount_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "discount_codes_locales_locale_parent_id_unique" ON "discount_codes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "carriers_targets_order_idx" ON "carriers_targets" USING btree ("order");
  CREATE INDEX "carriers_targets_parent_idx" ON "carriers_targets" USING btree ("parent_id");
  CREATE INDEX "carriers_rates_order_idx" ON "carriers_rates" USING btree ("_order");
  CREATE INDEX "carriers_rates_parent_id_idx" ON "carriers_rates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "carriers_code_idx" ON "carriers" USING btree ("code");
  CREATE INDEX "carriers_updated_at_idx" ON "carriers" USING btree ("updated_at");
  CREATE INDEX "carriers_created_at_idx" ON "carriers" USING btree ("created_at");
  CREATE UNIQUE INDEX "carriers_locales_locale_parent_id_unique" ON "carriers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "relay_points_postcode_idx" ON "relay_points" USING btree ("postcode");
  CREATE INDEX "relay_points_active_idx" ON "relay_points" USING btree ("active");
  CREATE INDEX "relay_points_updated_at_idx" ON "relay_points" USING btree ("updated_at");
  CREATE INDEX "relay_points_created_at_idx" ON "relay_points" USING btree ("created_at");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_product_idx" ON "orders_lines" USING btree ("product_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_provider_session_idx" ON "orders" USING btree ("provider_session");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_counters_year_idx" ON "order_counters" USING btree ("year");
  CREATE INDEX "order_counters_updated_at_idx" ON "order_counters" USING btree ("updated_at");
  CREATE INDEX "order_counters_created_at_idx" ON "order_counters" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_key_idx" ON "payment_events" USING btree ("key");
  CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  ALTER TABLE "customers" ADD CONSTRAINT "customers_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_groups_fk" FOREIGN KEY ("price_groups_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cart_items_fk" FOREIGN KEY ("cart_items_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_discount_codes_fk" FOREIGN KEY ("discount_codes_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carriers_fk" FOREIGN KEY ("carriers_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_relay_points_fk" FOREIGN KEY ("relay_points_id") REFERENCES "public"."relay_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_counters_fk" FOREIGN KEY ("order_counters_id") REFERENCES "public"."order_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customers_price_group_idx" ON "customers" USING btree ("price_group_id");
  CREATE INDEX "payload_locked_documents_rels_price_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("price_groups_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_cart_items_id_idx" ON "payload_locked_documents_rels" USING btree ("cart_items_id");
  CREATE INDEX "payload_locked_documents_rels_discount_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("discount_codes_id");
  CREATE INDEX "payload_locked_documents_rels_carriers_id_idx" ON "payload_locked_documents_rels" USING btree ("carriers_id");
  CREATE INDEX "payload_locked_documents_rels_relay_points_id_idx" ON "payload_locked_documents_rels" USING btree ("relay_points_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_order_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("order_counters_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_groups_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cart_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discount_codes_targets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discount_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discount_codes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carriers_targets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carriers_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carriers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carriers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "relay_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_counters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_groups_rates" CASCADE;
  DROP TABLE "price_groups" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "cart_items" CASCADE;
  DROP TABLE "discount_codes_targets" CASCADE;
  DROP TABLE "discount_codes" CASCADE;
  DROP TABLE "discount_codes_locales" CASCADE;
  DROP TABLE "carriers_targets" CASCADE;
  DROP TABLE "carriers_rates" CASCADE;
  DROP TABLE "carriers" CASCADE;
  DROP TABLE "carriers_locales" CASCADE;
  DROP TABLE "relay_points" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "order_counters" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  ALTER TABLE "customers" DROP CONSTRAINT "customers_price_group_id_price_groups_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cart_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_discount_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carriers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_relay_points_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_counters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  DROP INDEX "customers_price_group_idx";
  DROP INDEX "payload_locked_documents_rels_price_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_carts_id_idx";
  DROP INDEX "payload_locked_documents_rels_cart_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_discount_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_carriers_id_idx";
  DROP INDEX "payload_locked_documents_rels_relay_points_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_counters_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  ALTER TABLE "products_variants" DROP COLUMN "price_pro";
  ALTER TABLE "products_variants" DROP COLUMN "price_part";
  ALTER TABLE "products_variants" DROP COLUMN "weight_grams";
  ALTER TABLE "customers" DROP COLUMN "price_group_id";
  ALTER TABLE "customers" DROP COLUMN "payment_term_days";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cart_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "discount_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carriers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "relay_points_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_counters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  DROP TYPE "public"."enum_carts_target";
  DROP TYPE "public"."enum_carts_status";
  DROP TYPE "public"."enum_discount_codes_targets";
  DROP TYPE "public"."enum_discount_codes_kind";
  DROP TYPE "public"."enum_discount_codes_unit";
  DROP TYPE "public"."enum_carriers_targets";
  DROP TYPE "public"."enum_carriers_rates_zone";
  DROP TYPE "public"."enum_carriers_kind";
  DROP TYPE "public"."enum_orders_target";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_orders_payment_status";
  DROP TYPE "public"."enum_orders_carrier_kind";`)
}

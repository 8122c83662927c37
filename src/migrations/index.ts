import * as migration_20261122_005305_initial from './20261122_005305_initial';
import * as migration_20261122_024906_content from './20261122_024906_content';
import * as migration_20261122_030427_forms from './20261122_030427_forms';
import * as migration_20261122_045656_stores_teintes from './20261122_045656_stores_teintes';
import * as migration_20261124_214837_customers from './20261124_214837_customers';
import * as migration_20261124_235257_pending_email from './20261124_235257_pending_email';
import * as migration_20261125_012648_commerce from './20261125_012648_commerce';
import * as migration_20261125_021836_order_customer_optional from './20261125_021836_order_customer_optional';
import * as migration_20261125_044022_staff_login_no_lock from './20261125_044022_staff_login_no_lock';
import * as migration_20261125_051402_customer_login_no_lock from './20261125_051402_customer_login_no_lock';
import * as migration_20261125_061255_mail_outbox from './20261125_061255_mail_outbox';
import * as migration_20261125_190710_s3_storage from './20261125_190710_s3_storage';
import * as migration_20261125_222010_pack_images from './20261125_222010_pack_images';
import * as migration_20261129_084127_form_submissions from './20261129_084127_form_submissions';
import * as migration_20261129_121209_order_buyer_search from './20261129_121209_order_buyer_search';

export const migrations = [
  {
    up: migration_20261122_005305_initial.up,
    down: migration_20261122_005305_initial.down,
    name: '20261122_005305_initial',
  },
  {
    up: migration_20261122_024906_content.up,
    down: migration_20261122_024906_content.down,
    name: '20261122_024906_content',
  },
  {
    up: migration_20261122_030427_forms.up,
    down: migration_20261122_030427_forms.down,
    name: '20261122_030427_forms',
  },
  {
    up: migration_20261122_045656_stores_teintes.up,
    down: migration_20261122_045656_stores_teintes.down,
    name: '20261122_045656_stores_teintes',
  },
  {
    up: migration_20261124_214837_customers.up,
    down: migration_20261124_214837_customers.down,
    name: '20261124_214837_customers',
  },
  {
    up: migration_20261124_235257_pending_email.up,
    down: migration_20261124_235257_pending_email.down,
    name: '20261124_235257_pending_email',
  },
  {
    up: migration_20261125_012648_commerce.up,
    down: migration_20261125_012648_commerce.down,
    name: '20261125_012648_commerce',
  },
  {
    up: migration_20261125_021836_order_customer_optional.up,
    down: migration_20261125_021836_order_customer_optional.down,
    name: '20261125_021836_order_customer_optional',
  },
  {
    up: migration_20261125_044022_staff_login_no_lock.up,
    down: migration_20261125_044022_staff_login_no_lock.down,
    name: '20261125_044022_staff_login_no_lock',
  },
  {
    up: migration_20261125_051402_customer_login_no_lock.up,
    down: migration_20261125_051402_customer_login_no_lock.down,
    name: '20261125_051402_customer_login_no_lock',
  },
  {
    up: migration_20261125_061255_mail_outbox.up,
    down: migration_20261125_061255_mail_outbox.down,
    name: '20261125_061255_mail_outbox',
  },
  {
    up: migration_20261125_190710_s3_storage.up,
    down: migration_20261125_190710_s3_storage.down,
    name: '20261125_190710_s3_storage',
  },
  {
    up: migration_20261125_222010_pack_images.up,
    down: migration_20261125_222010_pack_images.down,
    name: '20261125_222010_pack_images',
  },
  {
    up: migration_20261129_084127_form_submissions.up,
    down: migration_20261129_084127_form_submissions.down,
    name: '20261129_084127_form_submissions',
  },
  {
    up: migration_20261129_121209_order_buyer_search.up,
    down: migration_20261129_121209_order_buyer_search.down,
    name: '20261129_121209_order_buyer_search'
  },
];

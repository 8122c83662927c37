import * as migration_20261124_011807_initial from './20261124_011807_initial';
import * as migration_20261124_214844_customers from './20261124_214844_customers';
import * as migration_20261124_235308_pending_email from './20261124_235308_pending_email';
import * as migration_20261125_012702_commerce from './20261125_012702_commerce';
import * as migration_20261125_021852_order_customer_optional from './20261125_021852_order_customer_optional';
import * as migration_20261125_044052_staff_login_no_lock from './20261125_044052_staff_login_no_lock';
import * as migration_20261125_051420_customer_login_no_lock from './20261125_051420_customer_login_no_lock';
import * as migration_20261125_061306_mail_outbox from './20261125_061306_mail_outbox';
import * as migration_20261125_190718_s3_storage from './20261125_190718_s3_storage';
import * as migration_20261125_222020_pack_images from './20261125_222020_pack_images';
import * as migration_20261125_222209_contact_profiles_per_audience from './20261125_222209_contact_profiles_per_audience';
import * as migration_20261129_084135_form_submissions from './20261129_084135_form_submissions';
import * as migration_20261129_121220_order_buyer_search from './20261129_121220_order_buyer_search';

export const migrations = [
  {
    up: migration_20261124_011807_initial.up,
    down: migration_20261124_011807_initial.down,
    name: '20261124_011807_initial',
  },
  {
    up: migration_20261124_214844_customers.up,
    down: migration_20261124_214844_customers.down,
    name: '20261124_214844_customers',
  },
  {
    up: migration_20261124_235308_pending_email.up,
    down: migration_20261124_235308_pending_email.down,
    name: '20261124_235308_pending_email',
  },
  {
    up: migration_20261125_012702_commerce.up,
    down: migration_20261125_012702_commerce.down,
    name: '20261125_012702_commerce',
  },
  {
    up: migration_20261125_021852_order_customer_optional.up,
    down: migration_20261125_021852_order_customer_optional.down,
    name: '20261125_021852_order_customer_optional',
  },
  {
    up: migration_20261125_044052_staff_login_no_lock.up,
    down: migration_20261125_044052_staff_login_no_lock.down,
    name: '20261125_044052_staff_login_no_lock',
  },
  {
    up: migration_20261125_051420_customer_login_no_lock.up,
    down: migration_20261125_051420_customer_login_no_lock.down,
    name: '20261125_051420_customer_login_no_lock',
  },
  {
    up: migration_20261125_061306_mail_outbox.up,
    down: migration_20261125_061306_mail_outbox.down,
    name: '20261125_061306_mail_outbox',
  },
  {
    up: migration_20261125_190718_s3_storage.up,
    down: migration_20261125_190718_s3_storage.down,
    name: '20261125_190718_s3_storage',
  },
  {
    up: migration_20261125_222020_pack_images.up,
    down: migration_20261125_222020_pack_images.down,
    name: '20261125_222020_pack_images',
  },
  {
    up: migration_20261125_222209_contact_profiles_per_audience.up,
    down: migration_20261125_222209_contact_profiles_per_audience.down,
    name: '20261125_222209_contact_profiles_per_audience',
  },
  {
    up: migration_20261129_084135_form_submissions.up,
    down: migration_20261129_084135_form_submissions.down,
    name: '20261129_084135_form_submissions',
  },
  {
    up: migration_20261129_121220_order_buyer_search.up,
    down: migration_20261129_121220_order_buyer_search.down,
    name: '20261129_121220_order_buyer_search'
  },
];

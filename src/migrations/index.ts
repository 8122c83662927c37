import * as migration_20261122_005305_initial from './20261122_005305_initial';
import * as migration_20261122_024906_content from './20261122_024906_content';

export const migrations = [
  {
    up: migration_20261122_005305_initial.up,
    down: migration_20261122_005305_initial.down,
    name: '20261122_005305_initial',
  },
  {
    up: migration_20261122_024906_content.up,
    down: migration_20261122_024906_content.down,
    name: '20261122_024906_content'
  },
];

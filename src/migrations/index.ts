import * as migration_20261122_005305_initial from './20261122_005305_initial';
import * as migration_20261122_024812_tools_stores_teintes from './20261122_024812_tools_stores_teintes';

export const migrations = [
  {
    up: migration_20261122_005305_initial.up,
    down: migration_20261122_005305_initial.down,
    name: '20261122_005305_initial',
  },
  {
    up: migration_20261122_024812_tools_stores_teintes.up,
    down: migration_20261122_024812_tools_stores_teintes.down,
    name: '20261122_024812_tools_stores_teintes'
  },
];

import * as migration_20261122_005305_initial from './20261122_005305_initial';
import * as migration_20261122_025738_forms from './20261122_025738_forms';

export const migrations = [
  {
    up: migration_20261122_005305_initial.up,
    down: migration_20261122_005305_initial.down,
    name: '20261122_005305_initial',
  },
  {
    up: migration_20261122_025738_forms.up,
    down: migration_20261122_025738_forms.down,
    name: '20261122_025738_forms'
  },
];

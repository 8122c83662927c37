import * as migration_20261122_001351_initial from './20261122_001351_initial';

export const migrations = [
  {
    up: migration_20261122_001351_initial.up,
    down: migration_20261122_001351_initial.down,
    name: '20261122_001351_initial'
  },
];

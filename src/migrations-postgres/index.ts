import * as migration_20261124_011807_initial from './20261124_011807_initial';

export const migrations = [
  {
    up: migration_20261124_011807_initial.up,
    down: migration_20261124_011807_initial.down,
    name: '20261124_011807_initial'
  },
];

export {
  canConnectToPostgres,
  type Database,
  type DatabaseOptions,
  type Db,
  dropPostgresSchema,
  openDatabase,
} from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { type AppOptions, createApp } from './http/app.ts';
export { DEMO_PASSWORD, seedDatabase, seedIfEmpty, syncBanners } from './seed/index.ts';
export { type RunningServer, type ServerOptions, startServer } from './server.ts';

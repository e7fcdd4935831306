import { enableCompileCache } from 'node:module';

/*
 * `node services/src/main.ts`: starts Aisle (see run.ts for the environment it reads; cluster.ts runs several).
 * Node's compile cache keeps the compiled (and type-stripped) code of every module between starts
 * (in NODE_COMPILE_CACHE, else the OS temp dir): it takes about a third off the start-up CPU time,
 * which is what keeps a start under 2 s. It must be on before the first import, hence this small file.
 */
enableCompileCache();
const { readServerOptions, runServer } = await import('./run.ts');
await runServer(readServerOptions());

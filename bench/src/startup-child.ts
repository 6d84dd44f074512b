// Run by startup.ts in a fresh process, so the memory figure is the server's own.
import { performance } from 'node:perf_hooks';
import { startEmbedded } from '@referly/server/embedded';
import { embeddedConfig } from './embedded-config.ts';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: startup-child.ts DATA_DIR');

const started = performance.now();
const server = await startEmbedded(embeddedConfig(dataDir));
const readyMs = performance.now() - started;
const memory = process.memoryUsage();
await server.close();
process.stdout.write(`${JSON.stringify({ readyMs, rss: memory.rss, heapUsed: memory.heapUsed })}\n`);

import { serve } from '@hono/node-server';
import { createServer as createVite } from 'vite';
import { ROOT } from './build-app';
import { createServerOrExit, loadEnvOrExit, outboxNotice } from './cli';
import { messagingNotice } from './lib/messaging-url';

/**
 * npm run dev: the API on PORT + 1 and Vite with hot reload on PORT, proxying /api to it
 * (vite.config.ts reads API_PORT). Server code changes need a restart; app code reloads hot.
 */
async function main() {
  const env = loadEnvOrExit();
  const apiPort = env.port + 1;
  process.env.API_PORT = String(apiPort);
  const server = await createServerOrExit(env);
  const http = serve({ fetch: server.app.fetch, port: apiPort });
  const vite = await createVite({
    configFile: `${ROOT}/vite.config.ts`,
    server: { port: env.port },
  });
  await vite.listen();
  console.log(`\nMashwara (dev) at http://localhost:${env.port}  —  API on port ${apiPort}`);
  console.log(outboxNotice(env));
  console.log(messagingNotice(env.messaging, env.nodeEnv));
  const stop = async () => {
    await vite.close();
    http.close();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();

import { serve } from '@hono/node-server';
import { buildIfNeeded, DIST } from './build-app';
import { createServerOrExit, loadEnvOrExit, outboxNotice } from './cli';
import { DEMO_ACCOUNTS } from './db/seed/demo-data';
import { staticApp } from './static';

async function main() {
  const env = loadEnvOrExit();
  if (!(await buildIfNeeded())) {
    console.error('The app could not be built; see the messages above.');
    process.exit(1);
  }
  const server = await createServerOrExit(env, { staticApp: staticApp(DIST) });
  const http = serve({ fetch: server.app.fetch, port: env.port }, (info) => {
    console.log(`\nMashwara is running at ${env.appUrl} (port ${info.port})`);
    console.log(`API reference: ${env.appUrl}/api/docs`);
    console.log(outboxNotice(env));
    if (env.seedDemo) {
      console.log('\nDemo accounts:');
      console.log(`  Administrator  ${env.adminEmail} / ${env.adminPassword}`);
      console.log(
        `  Patient        ${DEMO_ACCOUNTS.patient.email} / ${DEMO_ACCOUNTS.patient.password}`,
      );
      console.log(
        `  Doctor         ${DEMO_ACCOUNTS.doctor.email} / ${DEMO_ACCOUNTS.doctor.password}`,
      );
      console.log(
        `  Pending doctor ${DEMO_ACCOUNTS.pendingDoctor.email} / ${DEMO_ACCOUNTS.pendingDoctor.password}`,
      );
    }
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    http.close();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();

import cluster from 'node:cluster';
import { buildIfNeeded, DIST } from './build-app';
import { loadEnvOrExit, outboxNotice } from './cli';
import { runPrimary } from './cluster';
import { DEMO_ACCOUNTS } from './db/seed/demo-data';
import type { Env } from './env';
import { messagingNotice } from './lib/messaging-url';
import { serveOne } from './serve';
import { staticApp } from './static';

function announce(env: Env, port: number) {
  console.log(`\nMashwara is running at ${env.appUrl} (port ${port})`);
  if (env.webConcurrency > 1) console.log(`${env.webConcurrency} server processes share the port`);
  console.log(`API reference: ${env.appUrl}/api/docs`);
  console.log(outboxNotice(env));
  console.log(messagingNotice(env.messaging, env.nodeEnv));
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
}

async function main() {
  const env = loadEnvOrExit();
  // Workers serve what the primary built; building once per process would race on dist/.
  if (cluster.isWorker) {
    await serveOne(env, { staticApp: staticApp(DIST) });
    return;
  }
  if (!(await buildIfNeeded())) {
    console.error('The app could not be built; see the messages above.');
    process.exit(1);
  }
  if (env.webConcurrency > 1) {
    runPrimary({ workers: env.webConcurrency, onListening: (port) => announce(env, port) });
    return;
  }
  await serveOne(env, {
    staticApp: staticApp(DIST),
    onListening: (port) => announce(env, port),
  });
}

await main();

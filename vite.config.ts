import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;
const appRoot = resolve(here, 'src/app');

export const alias = {
  '@shared': resolve(here, 'src/shared'),
  '@app': resolve(here, 'src/app'),
};

export default defineConfig({
  root: appRoot,
  publicDir: resolve(here, 'public'),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: resolve(appRoot, 'routes'),
      generatedRouteTree: resolve(appRoot, 'routeTree.gen.ts'),
      routeFileIgnorePrefix: '-',
    }),
    react(),
  ],
  resolve: { alias },
  build: { outDir: resolve(here, 'dist'), emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://localhost:${Number(process.env.API_PORT ?? 3001)}` },
  },
});

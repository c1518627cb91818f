import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react()],
  build: {
    outDir: isSsrBuild ? '../dist/server' : '../dist/client',
    emptyOutDir: true,
    // The server bundle is run by Node 24 only.
    target: isSsrBuild ? 'node24' : 'es2022',
    manifest: !isSsrBuild,
  },
  // styled-components must share one instance with the SSR render (ARCHITECTURE.md).
  ssr: { noExternal: ['styled-components'] },
  test: {
    root: '.',
    include: ['{web,schemas,seed,studio}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
}))

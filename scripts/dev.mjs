import { spawn } from 'node:child_process';

/** `npm run dev`: the API with reload on port 3001 and Vite with HMR on PORT (3000), proxied. */
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}

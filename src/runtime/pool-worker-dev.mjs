// Loads the pool worker from TypeScript source (npm run dev, tests); the built server uses dist/pool-worker.mjs.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./pool-worker.ts');
export default run;

// `npm run bench [names…]`: every benchmark of the README's performance figures, one after the other
// (default: all), each in its own process so one's memory and JIT state do not colour the next.
//   validation  both Schematron engines side by side: warm, cold, breakdown, throughput, scaling, sizes
//   edge        the Worker bundle, start-up CPU, per-endpoint latency and validate CPU on Node, Deno, workerd
//   convert, cii, anonymize, parse
import { spawnSync } from 'node:child_process';

const ALL = ['validation', 'edge', 'convert', 'cii', 'anonymize', 'parse'];
const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = chosen.filter((name) => !ALL.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; choose from ${ALL.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const name of chosen.length > 0 ? chosen : ALL) {
  console.log(`\n=== bench:${name} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`bench:${name} exited with ${run.status}`);
    failed++;
  }
}
process.exitCode = failed > 0 ? 1 : 0;

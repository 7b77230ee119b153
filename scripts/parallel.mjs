/**
 * Runs npm scripts side by side and fails when any of them fails: `node scripts/parallel.mjs typecheck lint`.
 * Each script's output is printed whole when it ends, so two scripts' lines never interleave.
 * `npm test` runs the type check and the lint this way: each is one process on one core, and on
 * a 2-core CI machine they take about as long together as the longer one alone.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script>...]');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { shell: process.platform === 'win32' });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve({ script, code: 1, output });
    });
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });
}

const results = await Promise.all(
  scripts.map((script) =>
    run(script).then((result) => {
      process.stdout.write(Buffer.concat(result.output));
      return result;
    }),
  ),
);
const failed = results.filter((r) => r.code !== 0).map((r) => r.script);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}

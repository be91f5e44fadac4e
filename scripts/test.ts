/**
 * `npm test`: every suite in turn, each run even when an earlier one failed, so one run reports
 * everything that is wrong (an `&&` chain stopped at the first failure and hid the rest). Ends with
 * one line per suite and exits non-zero when any failed. Ctrl-C stops the whole run.
 */
import { spawnSync } from 'node:child_process';

const SUITES = ['typecheck', 'test:worker', 'test:db', 'test:e2e'];

const results = SUITES.map((suite) => {
  const started = Date.now();
  const run = spawnSync('npm', ['run', suite], { stdio: 'inherit' });
  if (run.signal === 'SIGINT' || run.signal === 'SIGTERM') process.kill(process.pid, run.signal);
  return { suite, passed: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
});

console.log('\nnpm test:');
for (const { suite, passed, seconds } of results) console.log(`  ${passed ? 'passed' : 'FAILED'}  ${suite} (${seconds} s)`);
process.exit(results.every((r) => r.passed) ? 0 : 1);

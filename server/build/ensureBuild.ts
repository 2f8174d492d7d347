/**
 * `npm start`'s first step: builds the product only when its sources changed since the last
 * complete build (buildInputs.ts), so a second start is immediate.
 */
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../projectRoot';
import { buildInputsHash, recordedInputsHash } from './buildInputs';

if (recordedInputsHash() === buildInputsHash()) {
  console.log('The build in dist/ is current; starting it.');
} else {
  console.log('Building the product (the sources changed since the last build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

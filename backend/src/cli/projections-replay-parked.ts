import { ProjectionRunner } from '../projections/projection-runner.js';
import { withCliContext } from './cli-context.js';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: npm run projections:replay-parked -- <name|--all>');
  process.exit(2);
}

withCliContext(async (app) => {
  const runner = app.get(ProjectionRunner);
  const projections = target === '--all' ? runner.projections : [runner.projection(target)];
  let left = 0;
  for (const projection of projections) {
    const { replayed, stillParked } = await runner.replayParked(projection);
    left += stillParked;
    console.log(`${projection.name}: replayed ${replayed} parked event(s), ${stillParked} still parked`);
  }
  if (left) process.exitCode = 1;
}).then(() => process.exit(process.exitCode ?? 0), (error: Error) => {
  console.error(error.message);
  process.exit(1);
});

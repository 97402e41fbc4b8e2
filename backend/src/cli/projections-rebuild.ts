import { ProjectionRunner } from '../projections/projection-runner.js';
import { withCliContext } from './cli-context.js';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: npm run projections:rebuild -- <name|--all>');
  process.exit(2);
}

withCliContext(async (app) => {
  const runner = app.get(ProjectionRunner);
  const projections = target === '--all' ? runner.projections : [runner.projection(target)];
  for (const projection of projections) {
    const started = Date.now();
    await runner.rebuild(projection);
    console.log(`Rebuilt ${projection.name} in ${Date.now() - started} ms`);
  }
}).then(() => process.exit(0), (error: Error) => {
  console.error(error.message);
  process.exit(1);
});

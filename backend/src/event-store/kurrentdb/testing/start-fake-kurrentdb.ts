import { FakeKurrentDb } from './fake-kurrentdb-server.js';

/** `npm run kurrentdb:fake [-- <port>]`: a fake KurrentDB for local runs (in memory; not for production). */
const node = await FakeKurrentDb.start(Number(process.argv[2] ?? 2113));
console.log(`Fake KurrentDB listening: EVENTSTORE_URL=${node.connectionString}`);
const stop = () => { void node.stop().then(() => process.exit(0)); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

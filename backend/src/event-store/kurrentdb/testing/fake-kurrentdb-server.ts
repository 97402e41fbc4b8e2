import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import * as grpc from '@grpc/grpc-js';

/*
 * A KurrentDB (EventStoreDB) node for tests and local runs, on 127.0.0.1, speaking the server's gRPC
 * protocol from the service definitions that ship inside @eventstore/db-client, so the real client
 * talks to it unchanged. It implements what StudyLoop's adapter uses, shaped as the server answers:
 *
 * - ServerFeatures.GetSupportedMethods: lists Streams.Read and Streams.Append (not BatchAppend), so the
 *   client appends through the client-streaming Append call, as it does against servers without it.
 * - Streams.Append with expected revision any / no_stream / stream_exists / exact; a wrong expected
 *   version is an AppendResp.WrongExpectedVersion (not a gRPC error), filled in both the current and the
 *   20.6.0 fields like the server; idempotent by event id (the same ids at the expected place answer
 *   success with the original revision and position; the server keeps recent ids in a cache, this fake
 *   never forgets them).
 * - Streams.Read of a stream (forwards / backwards, from start / end / revision, StreamNotFound) and of
 *   $all (forwards from a position inclusive, backwards from a position exclusive, from start / end).
 * - Subscriptions to $all (from start / end / after a position), with event-type or stream-name filters
 *   (regex or prefixes) and Checkpoint messages every `window × multiplier` events searched, the
 *   SubscriptionConfirmation first and CaughtUp when the live tail is reached.
 *
 * Positions are log offsets as on the server: each record takes bytes of the log; the events of one
 * append share their commit position (the append's first record) and differ by prepare position, so
 * $all sorts by (commit, prepare). A fresh node already holds a few system events ($-types), like a
 * real one, so readers must skip them. Everything lives in memory. It proves behaviour, not speed.
 */

const require = createRequire(import.meta.url);
const streamsPb = require('@eventstore/db-client/generated/streams_pb.js');
const streamsGrpc = require('@eventstore/db-client/generated/streams_grpc_pb.js');
const sharedPb = require('@eventstore/db-client/generated/shared_pb.js');
const featuresPb = require('@eventstore/db-client/generated/serverfeatures_pb.js');
const featuresGrpc = require('@eventstore/db-client/generated/serverfeatures_grpc_pb.js');

const ANY_REVISION_CASE = streamsPb.AppendReq.Options.ExpectedStreamRevisionCase;
/** The server's default filter search window when the client sends `count` (KurrentDB: 32). */
const DEFAULT_SEARCH_WINDOW = 32;
/** Bytes of log a record takes besides its payload (header, ids, stream name). */
const RECORD_OVERHEAD = 120;
const TICKS_PER_MS = 10_000n;
const TICKS_AT_UNIX_EPOCH = 0n;

interface StoredEvent {
  streamName: string;
  id: string;
  revision: bigint;
  type: string;
  contentType: string;
  data: Uint8Array;
  customMetadata: Uint8Array;
  createdTicks: bigint;
  commit: bigint;
  prepare: bigint;
}

interface Position { commit: bigint; prepare: bigint }

function compare(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
}

type Filter = (event: StoredEvent) => boolean;

function filterFrom(options: any): { matches: Filter; checkpointEvery: number } | null {
  if (!options.hasFilter()) return null;
  const filter = options.getFilter();
  const onType = filter.hasEventType();
  const expression = onType ? filter.getEventType() : filter.getStreamIdentifier();
  const regex = expression.getRegex() ? new RegExp(expression.getRegex()) : null;
  const prefixes: string[] = expression.getPrefixList();
  const subject = (e: StoredEvent) => (onType ? e.type : e.streamName);
  const matches = (e: StoredEvent) => (regex ? regex.test(subject(e)) : prefixes.some((p) => subject(e).startsWith(p)));
  const window = filter.hasMax() ? filter.getMax() : DEFAULT_SEARCH_WINDOW;
  return { matches, checkpointEvery: window * Math.max(1, filter.getCheckpointintervalmultiplier()) };
}

export class FakeKurrentDb {
  private readonly log: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private readonly liveSubscribers = new Set<(events: StoredEvent[]) => void>();
  private nextOffset = 0n;
  /**
   * Called as an append request arrives, before the server checks it: a test writes there what another
   * client appended in the meantime (a race made deterministic).
   */
  beforeAppend: ((streamName: string) => void) | null = null;
  private server: grpc.Server | null = null;
  port = 0;

  /** Starts a node on 127.0.0.1 (port 0: any free port). */
  static async start(port = 0): Promise<FakeKurrentDb> {
    const node = new FakeKurrentDb();
    await node.listen(port);
    return node;
  }

  /** A single-node connection string, as for a real insecure node. */
  get connectionString(): string {
    return `esdb://127.0.0.1:${this.port}?tls=false`;
  }

  /** Every event of the log in $all order (tests compare it with what the adapter returns). */
  get allEvents(): ReadonlyArray<Readonly<StoredEvent>> {
    return this.log;
  }

  private constructor() {
    // A fresh server writes its own records first; readers must skip them.
    this.write('$users', [{ id: randomUUID(), type: '$User', contentType: 'application/json', data: Buffer.from('{"loginName":"admin"}'), customMetadata: new Uint8Array() }]);
    this.write('$user-admin', [{ id: randomUUID(), type: '$UserCreated', contentType: 'application/json', data: Buffer.from('{"loginName":"admin"}'), customMetadata: new Uint8Array() }]);
    this.write('$settings', [{ id: randomUUID(), type: '$settings', contentType: 'application/json', data: Buffer.from('{}'), customMetadata: new Uint8Array() }]);
  }

  private async listen(port: number): Promise<void> {
    const server = new grpc.Server();
    server.addService(featuresGrpc.ServerFeaturesService, {
      getSupportedMethods: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback(null, this.supportedMethods()),
    });
    server.addService(streamsGrpc.StreamsService, {
      read: (call: grpc.ServerWritableStream<any, any>) => this.read(call),
      append: (call: grpc.ServerReadableStream<any, any>, callback: grpc.sendUnaryData<unknown>) => this.append(call, callback),
      delete: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback({ code: grpc.status.UNIMPLEMENTED, details: 'Not implemented by the fake' }),
      tombstone: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback({ code: grpc.status.UNIMPLEMENTED, details: 'Not implemented by the fake' }),
      batchAppend: (call: grpc.ServerDuplexStream<unknown, unknown>) => call.destroy(Object.assign(new Error('Not implemented by the fake'), { code: grpc.status.UNIMPLEMENTED })),
    });
    this.port = await new Promise<number>((resolve, reject) => {
      server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound)));
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.liveSubscribers.clear();
    if (!server) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => { server.forceShutdown(); resolve(); }, 500);
      server.tryShutdown(() => { clearTimeout(timer); resolve(); });
    });
  }

  private supportedMethods(): unknown {
    const methods = [['read', ['position', 'events']], ['append', []]].map(([name, features]) => {
      const method = new featuresPb.SupportedMethod();
      method.setServiceName('event_store.client.streams.streams');
      method.setMethodName(name);
      method.setFeaturesList(features);
      return method;
    });
    const supported = new featuresPb.SupportedMethods();
    supported.setMethodsList(methods);
    supported.setEventStoreServerVersion('24.10.0');
    return supported;
  }

  // ---- writing

  /** An append by some other client, straight into the log (for races in tests). */
  appendFromElsewhere(streamName: string, type: string, data: unknown): void {
    this.write(streamName, [{ id: randomUUID(), type, contentType: 'application/json', data: Buffer.from(JSON.stringify(data)), customMetadata: new Uint8Array() }]);
  }

  private write(streamName: string, proposed: Omit<StoredEvent, 'streamName' | 'revision' | 'createdTicks' | 'commit' | 'prepare'>[]): StoredEvent[] {
    const stream = this.streams.get(streamName) ?? [];
    const commit = this.nextOffset;
    const createdTicks = TICKS_AT_UNIX_EPOCH + BigInt(Date.now()) * TICKS_PER_MS;
    const written = proposed.map((p, i) => {
      const event: StoredEvent = { ...p, streamName, revision: BigInt(stream.length + i), createdTicks, commit, prepare: this.nextOffset };
      this.nextOffset += BigInt(RECORD_OVERHEAD + streamName.length + p.type.length + p.data.length + p.customMetadata.length);
      return event;
    });
    stream.push(...written);
    this.streams.set(streamName, stream);
    this.log.push(...written);
    for (const deliver of this.liveSubscribers) deliver(written);
    return written;
  }

  private append(call: grpc.ServerReadableStream<any, any>, callback: grpc.sendUnaryData<unknown>): void {
    let options: any = null;
    const proposed: Omit<StoredEvent, 'streamName' | 'revision' | 'createdTicks' | 'commit' | 'prepare'>[] = [];
    call.on('data', (request: any) => {
      if (request.hasOptions()) options = request.getOptions();
      else if (request.hasProposedMessage()) {
        const message = request.getProposedMessage();
        const metadata = message.getMetadataMap();
        proposed.push({
          id: message.getId().getString(),
          type: metadata.get('type') ?? '',
          contentType: metadata.get('content-type') ?? 'application/octet-stream',
          data: message.getData_asU8(),
          customMetadata: message.getCustomMetadata_asU8(),
        });
      }
    });
    call.on('error', () => undefined);
    call.on('end', () => {
      if (!options) return callback({ code: grpc.status.INVALID_ARGUMENT, details: 'Options were not provided' });
      if (proposed.some((p) => !p.type)) return callback({ code: grpc.status.INVALID_ARGUMENT, details: 'Event type is required' });
      const streamName = Buffer.from(options.getStreamIdentifier().getStreamName_asU8()).toString('utf8');
      this.beforeAppend?.(streamName);
      callback(null, this.decideAppend(streamName, options, proposed));
    });
  }

  /** The server's write check: idempotent repeat, expected revision, then the write (all synchronous: one writer). */
  private decideAppend(streamName: string, options: any, proposed: Omit<StoredEvent, 'streamName' | 'revision' | 'createdTicks' | 'commit' | 'prepare'>[]): unknown {
    const stream = this.streams.get(streamName) ?? [];
    const current = stream.length - 1;
    const expectedCase = options.getExpectedStreamRevisionCase();
    const expected = expectedCase === ANY_REVISION_CASE.REVISION ? Number(options.getRevision()) : null;
    const repeated = this.idempotentRepeat(stream, proposed, expectedCase, expected);
    if (repeated) return this.success(repeated);
    const accepts = expectedCase === ANY_REVISION_CASE.ANY
      || (expectedCase === ANY_REVISION_CASE.NO_STREAM && current === -1)
      || (expectedCase === ANY_REVISION_CASE.STREAM_EXISTS && current >= 0)
      || (expected !== null && expected === current);
    if (!accepts) return this.wrongExpectedVersion(current, expectedCase, expected);
    if (!proposed.length) return this.success(stream.length ? stream[stream.length - 1] : null);
    const written = this.write(streamName, proposed);
    return this.success(written[written.length - 1]);
  }

  /** The same ids already written where this append would go (or, expecting any, anywhere in order): the last of them. */
  private idempotentRepeat(stream: StoredEvent[], proposed: { id: string }[], expectedCase: number, expected: number | null): StoredEvent | null {
    if (!proposed.length) return null;
    let first: number;
    if (expectedCase === ANY_REVISION_CASE.REVISION) first = expected! + 1;
    else if (expectedCase === ANY_REVISION_CASE.NO_STREAM) first = 0;
    else first = stream.findIndex((e) => e.id === proposed[0].id);
    if (first < 0 || first + proposed.length > stream.length) return null;
    const all = proposed.every((p, i) => stream[first + i].id === p.id);
    return all ? stream[first + proposed.length - 1] : null;
  }

  private success(last: StoredEvent | null): unknown {
    const success = new streamsPb.AppendResp.Success();
    if (last) {
      success.setCurrentRevision(last.revision.toString());
      const position = new streamsPb.AppendResp.Position();
      position.setCommitPosition(last.commit.toString());
      position.setPreparePosition(last.prepare.toString());
      success.setPosition(position);
    } else {
      success.setNoStream(new sharedPb.Empty());
      success.setNoPosition(new sharedPb.Empty());
    }
    const response = new streamsPb.AppendResp();
    response.setSuccess(success);
    return response;
  }

  private wrongExpectedVersion(current: number, expectedCase: number, expected: number | null): unknown {
    const wrong = new streamsPb.AppendResp.WrongExpectedVersion();
    if (current >= 0) {
      wrong.setCurrentRevision(String(current));
      wrong.setCurrentRevision2060(current);
    } else {
      wrong.setCurrentNoStream(new sharedPb.Empty());
      wrong.setNoStream2060(new sharedPb.Empty());
    }
    switch (expectedCase) {
      case ANY_REVISION_CASE.REVISION:
        wrong.setExpectedRevision(String(expected));
        wrong.setExpectedRevision2060(expected);
        break;
      case ANY_REVISION_CASE.NO_STREAM:
        wrong.setExpectedNoStream(new sharedPb.Empty());
        break;
      case ANY_REVISION_CASE.STREAM_EXISTS:
        wrong.setExpectedStreamExists(new sharedPb.Empty());
        wrong.setStreamExists2060(new sharedPb.Empty());
        break;
      default:
        wrong.setExpectedAny(new sharedPb.Empty());
        wrong.setAny2060(new sharedPb.Empty());
    }
    const response = new streamsPb.AppendResp();
    response.setWrongExpectedVersion(wrong);
    return response;
  }

  // ---- reading

  private read(call: grpc.ServerWritableStream<any, any>): void {
    const options = call.request.getOptions();
    if (options.hasSubscription()) {
      if (!options.hasAll()) {
        call.destroy(Object.assign(new Error('Stream subscriptions are not implemented by the fake'), { code: grpc.status.UNIMPLEMENTED }));
        return;
      }
      this.subscribeToAll(call, options);
      return;
    }
    const count = options.hasCount() ? BigInt(options.getCount()) : BigInt(Number.MAX_SAFE_INTEGER);
    const limit = count > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(count);
    const backwards = options.getReadDirection() === 1;
    const filter = filterFrom(options);
    if (options.hasStream()) {
      const streamName = Buffer.from(options.getStream().getStreamIdentifier().getStreamName_asU8()).toString('utf8');
      const stream = this.streams.get(streamName);
      if (!stream) {
        const notFound = new streamsPb.ReadResp.StreamNotFound();
        notFound.setStreamIdentifier(options.getStream().getStreamIdentifier());
        const response = new streamsPb.ReadResp();
        response.setStreamNotFound(notFound);
        call.write(response);
        call.end();
        return;
      }
      this.sendAll(call, this.streamSlice(stream, options.getStream(), backwards).slice(0, limit));
      return;
    }
    const all = options.getAll();
    let events: StoredEvent[];
    if (backwards) {
      const before = all.hasPosition() ? this.positionOf(all.getPosition()) : null;
      events = (before ? this.log.filter((e) => compare(e, before) < 0) : all.hasStart() ? [] : [...this.log]).reverse();
    } else {
      const from = all.hasPosition() ? this.positionOf(all.getPosition()) : null;
      events = from ? this.log.filter((e) => compare(e, from) >= 0) : all.hasEnd() ? [] : [...this.log];
    }
    if (filter) events = events.filter(filter.matches);
    this.sendAll(call, events.slice(0, limit));
  }

  private streamSlice(stream: StoredEvent[], streamOptions: any, backwards: boolean): StoredEvent[] {
    const revision = streamOptions.hasRevision() ? Number(streamOptions.getRevision()) : null;
    if (backwards) {
      const last = revision ?? (streamOptions.hasStart() ? 0 : stream.length - 1);
      return stream.slice(0, Math.min(last, stream.length - 1) + 1).reverse();
    }
    const first = revision ?? (streamOptions.hasEnd() ? stream.length : 0);
    return stream.slice(first);
  }

  private positionOf(position: any): Position {
    return { commit: BigInt(position.getCommitPosition()), prepare: BigInt(position.getPreparePosition()) };
  }

  private sendAll(call: grpc.ServerWritableStream<any, any>, events: StoredEvent[]): void {
    for (const event of events) call.write(this.eventResponse(event));
    call.end();
  }

  private eventResponse(event: StoredEvent): unknown {
    const id = new sharedPb.UUID();
    id.setString(event.id);
    const identifier = new sharedPb.StreamIdentifier();
    identifier.setStreamName(Buffer.from(event.streamName, 'utf8'));
    const recorded = new streamsPb.ReadResp.ReadEvent.RecordedEvent();
    recorded.setId(id);
    recorded.setStreamIdentifier(identifier);
    recorded.setStreamRevision(event.revision.toString());
    recorded.setCommitPosition(event.commit.toString());
    recorded.setPreparePosition(event.prepare.toString());
    const metadata = recorded.getMetadataMap();
    metadata.set('type', event.type);
    metadata.set('content-type', event.contentType);
    metadata.set('created', event.createdTicks.toString());
    recorded.setData(event.data);
    recorded.setCustomMetadata(event.customMetadata);
    const readEvent = new streamsPb.ReadResp.ReadEvent();
    readEvent.setEvent(recorded);
    readEvent.setCommitPosition(event.commit.toString());
    const response = new streamsPb.ReadResp();
    response.setEvent(readEvent);
    return response;
  }

  private checkpointResponse(at: Position): unknown {
    const checkpoint = new streamsPb.ReadResp.Checkpoint();
    checkpoint.setCommitPosition(at.commit.toString());
    checkpoint.setPreparePosition(at.prepare.toString());
    const response = new streamsPb.ReadResp();
    response.setCheckpoint(checkpoint);
    return response;
  }

  /** Catch-up from the log, then live: events strictly after the start, filtered, with checkpoints. */
  private subscribeToAll(call: grpc.ServerWritableStream<any, any>, options: any): void {
    const all = options.getAll();
    const filter = filterFrom(options);
    let searched = 0;
    const deliver = (events: StoredEvent[]) => {
      for (const event of events) {
        if (!filter || filter.matches(event)) call.write(this.eventResponse(event));
        searched++;
        if (filter && searched % filter.checkpointEvery === 0) call.write(this.checkpointResponse(event));
      }
    };
    const confirmation = new streamsPb.ReadResp.SubscriptionConfirmation();
    confirmation.setSubscriptionId(randomUUID());
    const confirmed = new streamsPb.ReadResp();
    confirmed.setConfirmation(confirmation);
    call.write(confirmed);
    // Single-threaded: no append can slip between the catch-up and going live.
    if (all.hasPosition()) {
      const after = this.positionOf(all.getPosition());
      deliver(this.log.filter((e) => compare(e, after) > 0));
    } else if (all.hasStart()) {
      deliver(this.log);
    }
    const caughtUp = new streamsPb.ReadResp();
    caughtUp.setCaughtUp(new streamsPb.ReadResp.CaughtUp());
    call.write(caughtUp);
    this.liveSubscribers.add(deliver);
    const end = () => { this.liveSubscribers.delete(deliver); };
    call.on('cancelled', end);
    call.on('close', end);
    call.on('error', end);
  }
}

import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import * as grpc from '@grpc/grpc-js';

/*
 * A KurrentDB (EventStoreDB) node for tests and local runs, on 127.0.0.1, speaking the server's gRPC
 * protocol from the service definitions that ship inside @eventstore/db-client, so the real client
 * talks to it unchanged. It implements what StudyLoop's adapter uses, shaped as the server answers:
 *
 * - ServerFeatures.GetSupportedMethods: lists Streams.Read, Append and BatchAppend like a 21.10+ server,
 *   so the client appends through BatchAppend as it does against real servers (`batchAppend: false`
 *   in the options hides it, and the client falls back to the client-streaming Append).
 * - Streams.BatchAppend and Streams.Append with expected revision any / no_stream / stream_exists /
 *   exact. A wrong expected version is, on BatchAppend, an error Status (FAILED_PRECONDITION) carrying
 *   an Any-packed event_store.client.WrongExpectedVersion; on Append an AppendResp.WrongExpectedVersion
 *   filled in both the current and the 20.6.0 fields, like the server. Idempotent by event id (the same
 *   ids at the expected place answer success with the original revision and position; the server keeps
 *   recent ids in a cache, this fake never forgets them).
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

// Resolved from the client package, so the fake speaks exactly the messages that client version knows.
const require = createRequire(createRequire(import.meta.url).resolve('@eventstore/db-client'));
const anyPb = require('google-protobuf/google/protobuf/any_pb.js');
const emptyPb = require('google-protobuf/google/protobuf/empty_pb.js');
const statusPb = require('../generated/status_pb.js');
const codePb = require('../generated/code_pb.js');
const streamsPb = require('../generated/streams_pb.js');
const streamsGrpc = require('../generated/streams_grpc_pb.js');
const sharedPb = require('../generated/shared_pb.js');
const featuresPb = require('../generated/serverfeatures_pb.js');
const featuresGrpc = require('../generated/serverfeatures_grpc_pb.js');

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
  static async start(port = 0, options: { batchAppend?: boolean } = {}): Promise<FakeKurrentDb> {
    const node = new FakeKurrentDb(options.batchAppend ?? true);
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

  private constructor(private readonly offersBatchAppend: boolean) {
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
      batchAppend: (call: grpc.ServerDuplexStream<any, any>) => this.batchAppend(call),
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
    const offered: [string, string[]][] = [['read', ['position', 'events']], ['append', []]];
    if (this.offersBatchAppend) offered.push(['batchappend', []]);
    const methods = offered.map(([name, features]) => {
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

  /** Requests carry a correlation id; an append may span several requests and is decided on `is_final`. */
  private batchAppend(call: grpc.ServerDuplexStream<any, any>): void {
    const pending = new Map<string, { options: any; proposed: Omit<StoredEvent, 'streamName' | 'revision' | 'createdTicks' | 'commit' | 'prepare'>[] }>();
    call.on('data', (request: any) => {
      const correlation = request.getCorrelationId();
      const key = correlation.getString();
      const entry = pending.get(key) ?? { options: null, proposed: [] };
      pending.set(key, entry);
      if (request.hasOptions()) entry.options = request.getOptions();
      for (const message of request.getProposedMessagesList()) {
        const metadata = message.getMetadataMap();
        entry.proposed.push({
          id: message.getId().getString(),
          type: metadata.get('type') ?? '',
          contentType: metadata.get('content-type') ?? 'application/octet-stream',
          data: message.getData_asU8(),
          customMetadata: message.getCustomMetadata_asU8(),
        });
      }
      if (!request.getIsFinal()) return;
      pending.delete(key);
      const options = entry.options;
      const identifier = options.getStreamIdentifier();
      const streamName = Buffer.from(identifier.getStreamName_asU8()).toString('utf8');
      this.beforeAppend?.(streamName);
      const response = new streamsPb.BatchAppendResp();
      response.setCorrelationId(correlation);
      response.setStreamIdentifier(identifier);
      const expectedCase = options.getExpectedStreamPositionCase();
      const BATCH = streamsPb.BatchAppendReq.Options.ExpectedStreamPositionCase;
      if (expectedCase === BATCH.STREAM_POSITION) response.setStreamPosition(options.getStreamPosition());
      else if (expectedCase === BATCH.NO_STREAM) response.setNoStream(new emptyPb.Empty());
      else if (expectedCase === BATCH.STREAM_EXISTS) response.setStreamExists(new emptyPb.Empty());
      else response.setAny(new emptyPb.Empty());
      // The same check as Append, with the same case numbers for the expected revision.
      const appendCase = expectedCase === BATCH.STREAM_POSITION ? ANY_REVISION_CASE.REVISION
        : expectedCase === BATCH.NO_STREAM ? ANY_REVISION_CASE.NO_STREAM
          : expectedCase === BATCH.STREAM_EXISTS ? ANY_REVISION_CASE.STREAM_EXISTS : ANY_REVISION_CASE.ANY;
      const outcome = this.check(streamName, appendCase, appendCase === ANY_REVISION_CASE.REVISION ? Number(options.getStreamPosition()) : null, entry.proposed);
      if (outcome.ok) {
        const success = new streamsPb.BatchAppendResp.Success();
        if (outcome.last) {
          success.setCurrentRevision(outcome.last.revision.toString());
          const position = new sharedPb.AllStreamPosition();
          position.setCommitPosition(outcome.last.commit.toString());
          position.setPreparePosition(outcome.last.prepare.toString());
          success.setPosition(position);
        } else {
          success.setNoStream(new emptyPb.Empty());
          success.setNoPosition(new emptyPb.Empty());
        }
        response.setSuccess(success);
      } else {
        const wrong = new sharedPb.WrongExpectedVersion();
        if (outcome.current >= 0) wrong.setCurrentStreamRevision(String(outcome.current));
        else wrong.setCurrentNoStream(new emptyPb.Empty());
        if (appendCase === ANY_REVISION_CASE.REVISION) wrong.setExpectedStreamPosition(options.getStreamPosition());
        else if (appendCase === ANY_REVISION_CASE.NO_STREAM) wrong.setExpectedNoStream(new emptyPb.Empty());
        else if (appendCase === ANY_REVISION_CASE.STREAM_EXISTS) wrong.setExpectedStreamExists(new emptyPb.Empty());
        else wrong.setExpectedAny(new emptyPb.Empty());
        const details = new anyPb.Any();
        details.pack(wrong.serializeBinary(), 'event_store.client.WrongExpectedVersion');
        const status = new statusPb.Status();
        status.setCode(codePb.Code.FAILED_PRECONDITION);
        status.setMessage('WrongExpectedVersion');
        status.setDetails(details);
        response.setError(status);
      }
      call.write(response);
    });
    call.on('end', () => call.end());
    call.on('error', () => undefined);
  }

  /** The server's write check, shared by Append and BatchAppend: a repeat, a wrong version, or the write. */
  private check(streamName: string, expectedCase: number, expected: number | null, proposed: Omit<StoredEvent, 'streamName' | 'revision' | 'createdTicks' | 'commit' | 'prepare'>[]):
    { ok: true; last: StoredEvent | null } | { ok: false; current: number } {
    const stream = this.streams.get(streamName) ?? [];
    const current = stream.length - 1;
    const repeated = this.idempotentRepeat(stream, proposed, expectedCase, expected);
    if (repeated) return { ok: true, last: repeated };
    const accepts = expectedCase === ANY_REVISION_CASE.ANY
      || (expectedCase === ANY_REVISION_CASE.NO_STREAM && current === -1)
      || (expectedCase === ANY_REVISION_CASE.STREAM_EXISTS && current >= 0)
      || (expected !== null && expected === current);
    if (!accepts) return { ok: false, current };
    if (!proposed.length) return { ok: true, last: stream.length ? stream[stream.length - 1] : null };
    const written = this.write(streamName, proposed);
    return { ok: true, last: written[written.length - 1] };
  }

  /** The server's write check: idempotent repeat, expected revision, then the write (all synchronous: one writer). */
  private decideAppend(streamName: string, options: any, proposed: Omit<StoredEvent, 'streamName' | 'revision' | 'createdTicks' | 'commit' | 'prepare'>[]): unknown {
    const expectedCase = options.getExpectedStreamRevisionCase();
    const expected = expectedCase === ANY_REVISION_CASE.REVISION ? Number(options.getRevision()) : null;
    const outcome = this.check(streamName, expectedCase, expected, proposed);
    return outcome.ok ? this.success(outcome.last) : this.wrongExpectedVersion(outcome.current, expectedCase, expected);
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

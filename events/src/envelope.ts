/** What every stored event carries besides its payload. */
export interface EventMetadata {
  userId?: string;
  correlationId?: string;
  causationId?: string;
  occurredAt?: string;
  [key: string]: unknown;
}

/** An event as a decider emits it: a discriminated `type` and its `data`. */
export interface DomainEvent<TType extends string = string, TData = Record<string, unknown>> {
  type: TType;
  data: TData;
}

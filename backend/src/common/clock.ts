/** The time, injectable so reads that depend on "today" can be tested at any moment. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

export class FixedClock extends Clock {
  constructor(private at: Date) { super(); }
  now(): Date {
    return new Date(this.at);
  }
  set(at: Date | string): void {
    this.at = new Date(at);
  }
}

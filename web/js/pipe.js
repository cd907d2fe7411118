// A one-way stream of bytes between two threads of the page, in memory both share: the writer waits
// while it is full, the reader while it is empty (as long as it is told). The page, which must never
// wait, only closes it.

const WRITTEN = 0; // bytes written so far, modulo 2^30
const READ = 1; // bytes read so far, modulo 2^30
const CLOSED = 2; // 1 once the writer has ended, or the page ended it
const EXITED = 3; // 1 when the writer ended by itself, with the status in STATUS
const STATUS = 4;
const STARTED = 5; // the Python side: 1 once it runs, 2 if it could not be loaded
const UNDER_WAY = 6; // and 7: the id of the request Python started on, low and high 32 bits
const BYTES = 1 << 20;
const MASK = (1 << 30) - 1;

/// The shared memory of a new pipe, to be handed to both ends.
export function newPipe() {
  return { control: new SharedArrayBuffer(32), data: new SharedArrayBuffer(BYTES) };
}

export class Pipe {
  constructor({ control, data }) {
    this.control = new Int32Array(control);
    this.data = new Uint8Array(data);
  }

  /// Writes all of `bytes`, waiting while the pipe is full: false once it is closed.
  write(bytes) {
    let at = 0;
    while (at < bytes.length) {
      if (Atomics.load(this.control, CLOSED)) return false;
      const written = Atomics.load(this.control, WRITTEN);
      const read = Atomics.load(this.control, READ);
      const free = BYTES - ((written - read) & MASK);
      if (free === 0) {
        Atomics.wait(this.control, READ, read, 100);
        continue;
      }
      const start = written & (BYTES - 1);
      const n = Math.min(free, bytes.length - at, BYTES - start);
      this.data.set(bytes.subarray(at, at + n), start);
      at += n;
      Atomics.store(this.control, WRITTEN, (written + n) & MASK);
      Atomics.notify(this.control, WRITTEN);
    }
    return true;
  }

  /// Up to `most` bytes, waiting at most `waitMs` for some (forever when negative): an empty array
  /// when none came in time, null once the pipe is closed and everything in it was read.
  read(most, waitMs) {
    const until = waitMs < 0 ? Infinity : performance.now() + waitMs;
    for (;;) {
      const written = Atomics.load(this.control, WRITTEN);
      const read = Atomics.load(this.control, READ);
      const held = (written - read) & MASK;
      if (held > 0) {
        const start = read & (BYTES - 1);
        const n = Math.min(held, most, BYTES - start);
        const out = this.data.slice(start, start + n);
        Atomics.store(this.control, READ, (read + n) & MASK);
        Atomics.notify(this.control, READ);
        return out;
      }
      if (Atomics.load(this.control, CLOSED)) return null;
      const left = until - performance.now();
      if (left <= 0) return new Uint8Array(0);
      Atomics.wait(this.control, WRITTEN, written, left === Infinity ? undefined : left);
    }
  }

  /// Closes the pipe; `status` when its writer ended by itself with that exit status.
  close(status) {
    if (status !== undefined && !Atomics.load(this.control, CLOSED)) {
      Atomics.store(this.control, STATUS, status | 0);
      Atomics.store(this.control, EXITED, 1);
    }
    Atomics.store(this.control, CLOSED, 1);
    this.mark(Atomics.load(this.control, STARTED) || 2);
    Atomics.notify(this.control, WRITTEN);
    Atomics.notify(this.control, READ);
  }

  /// The exit status its writer ended with; null while it runs, or when the page ended it.
  exited() {
    return Atomics.load(this.control, EXITED) ? Atomics.load(this.control, STATUS) : null;
  }

  /// Keeps the id of the request Python has started on, where the check's worker reads it.
  markUnderWay(id) {
    Atomics.store(this.control, UNDER_WAY, id % 2 ** 32 | 0);
    Atomics.store(this.control, UNDER_WAY + 1, Math.floor(id / 2 ** 32));
  }

  /// The id of the request Python last started on.
  underWay() {
    const low = Atomics.load(this.control, UNDER_WAY) >>> 0;
    return Atomics.load(this.control, UNDER_WAY + 1) * 2 ** 32 + low;
  }

  /// Says whether the Python side runs (1) or could not be loaded (2).
  mark(started) {
    Atomics.store(this.control, STARTED, started);
    Atomics.notify(this.control, STARTED);
  }

  /// Waits at most `waitMs` to hear whether the Python side runs: true when it does.
  started(waitMs) {
    Atomics.wait(this.control, STARTED, 0, waitMs);
    return Atomics.load(this.control, STARTED) === 1;
  }
}

// The page's side of work on a learner's file (a check, a move, a trace): the check's worker, and the
// Python workers it asks for, started and ended here (a worker cannot end one it did not start, and
// the page must never wait). Python is loaded only once Your code is opened, and as many are kept
// ready as a check runs at once, since loading Pyodide takes seconds. One is made ready again when
// one is ended (a call hung, or the work ended), not as one is taken: a Python loading would take
// its share of the cores from the Pythons at work.

import { Pipe } from "./pipe.js";

/// Starts `job` (bincode bytes: a check, a move asked, a trace) and calls `heard` with each event's
/// bytes, or with null if the check's worker failed. Returns what stops it.
export function work(job, heard) {
  const checker = new Worker(new URL("./check-worker.js", import.meta.url), { type: "module" });
  // The Pythons of this work, by the numbers the check's worker gave them.
  const running = new Map();
  const endRunning = (number) => {
    const python = running.get(number);
    if (python === undefined) return;
    python.worker.terminate();
    python.pipes.forEach((pipe) => pipe.close());
    running.delete(number);
    refill();
  };
  const stop = () => {
    checker.terminate();
    [...running.keys()].forEach(endRunning);
  };
  checker.onmessage = ({ data }) => {
    if (data.event) {
      heard(data.event);
    } else if (data.python) {
      const python = ready();
      python.pipes = [new Pipe(data.python.requests), new Pipe(data.python.replies)];
      python.worker.postMessage(data.python);
      running.set(data.python.number, python);
      // A Python that could not load ends at once: closing its pipes tells the check's worker so.
      python.failed.then(() => endRunning(data.python.number));
    } else if (data.end !== undefined) {
      endRunning(data.end);
    } else if (data.failed) {
      console.error("the check's worker failed:", data.failed);
      stop();
      heard(null);
    }
  };
  checker.onerror = (error) => {
    console.error("the check's worker failed:", error.message);
    stop();
    heard(null);
  };
  checker.postMessage({ job });
  return { stop };
}

/// The Pythons made ready for the work that asks for them: loading, or loaded and waiting.
const spares = [];
/// How many are kept ready.
let wanted = 0;

/// Keeps `count` Pythons ready ahead of the work that will ask for them: the page does so when Your
/// code is opened, so Pyodide loads while the learner chooses their file.
export function warm(count) {
  wanted = Math.max(wanted, count);
  refill();
}

/// Makes Pythons ready until as many are as are wanted.
function refill() {
  while (spares.length < wanted) spares.push(python());
}

/// A Python for work that asks for one: one made ready, or a new one.
function ready() {
  return spares.shift() ?? python();
}

/// A Python worker, loading; `failed` settles if it cannot load (Pyodide's files could not be fetched, or
/// would not start), even before any work takes it.
function python() {
  const worker = new Worker(new URL("./python-worker.js", import.meta.url), { type: "module" });
  const failed = new Promise((fail) => {
    worker.onerror = fail;
    worker.onmessage = ({ data }) => data.failed && fail();
  });
  return { worker, pipes: [], failed };
}

/// Shows the browser's file picker, and calls `chosen` with the name and the first `most` bytes of the
/// file chosen, if one is.
export function choose(most, chosen) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".py,text/x-python,text/plain";
  input.addEventListener("change", async () => {
    const file = input.files[0];
    if (file) chosen(file.name, new Uint8Array(await file.slice(0, most).arrayBuffer()));
  });
  input.click();
}

// The page's side of work on a learner's file (a check, a move, a trace): the check's worker, and the
// Python workers it asks for, started and ended here (a worker cannot end one it did not start, and
// the page must never wait). Python is loaded only once Your code is opened, and one is kept ready
// for the next work that asks, since loading Pyodide takes seconds.

import { Pipe } from "./pipe.js";

/// Starts `job` (bincode bytes: a check, a move asked, a trace) and calls `heard` with each event's
/// bytes, or with null if the check's worker failed. Returns what stops it.
export function work(job, heard) {
  const checker = new Worker(new URL("./check-worker.js", import.meta.url), { type: "module" });
  let running = null;
  const endRunning = () => {
    if (running === null) return;
    running.worker.terminate();
    running.pipes.forEach((pipe) => pipe.close());
    running = null;
  };
  const stop = () => {
    checker.terminate();
    endRunning();
  };
  checker.onmessage = ({ data }) => {
    if (data.event) {
      heard(data.event);
    } else if (data.python) {
      running = ready();
      running.pipes = [new Pipe(data.python.requests), new Pipe(data.python.replies)];
      running.worker.onerror = endRunning;
      running.worker.postMessage(data.python);
    } else if (data.end) {
      endRunning();
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

/// The Python made ready for the next work that asks for one: loading, or loaded and waiting.
let spare = null;

/// Makes a Python ready ahead of the work that will ask for it: the page does so when Your code is
/// opened, so Pyodide loads while the learner chooses their file.
export function warm() {
  spare ??= python();
}

/// A Python for work that asks for one: the one made ready, and another is made ready in its place.
function ready() {
  const taken = spare ?? python();
  spare = python();
  return taken;
}

/// A Python worker, loading.
function python() {
  return { worker: new Worker(new URL("./python-worker.js", import.meta.url), { type: "module" }), pipes: [] };
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

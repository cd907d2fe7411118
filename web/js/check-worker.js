// The learner's file worked on in a Web Worker, so the page never waits for it: this program's wasm
// loaded again here runs `work_in_worker` (a check, a move asked of the file's minimax, its trace). It
// asks the page for each Python it needs (the page starts them in workers of their own) and talks to it
// through two pipes in shared memory, waiting here, never in the page.
import init, { work_in_worker } from "../tictactoe.js";
import { newPipe, Pipe } from "./pipe.js";

let requests = null;
let replies = null;

// What `harness/in_page.rs` calls.
globalThis.tictactoePython = {
  start(program, file, megabytes, waitMs) {
    const [toPython, fromPython] = [newPipe(), newPipe()];
    [requests, replies] = [new Pipe(toPython), new Pipe(fromPython)];
    postMessage({ python: { requests: toPython, replies: fromPython, program, file, megabytes } });
    return replies.started(waitMs);
  },
  send: (bytes) => requests !== null && requests.write(bytes),
  read: (most, waitMs) => (replies === null ? null : replies.read(most, waitMs)),
  exited: () => (replies === null ? null : replies.exited()),
  underWay: () => (replies === null ? 0 : replies.underWay()),
  end() {
    if (replies === null) return;
    postMessage({ end: true });
    [requests, replies] = [null, null];
  },
};

onmessage = async ({ data: { job } }) => {
  try {
    await init({ module_or_path: new URL("../tictactoe_bg.wasm", import.meta.url) });
    work_in_worker(job, (event) => postMessage({ event }, [event.buffer]));
  } catch (error) {
    postMessage({ failed: String(error) });
  }
};

// The learner's file worked on in a Web Worker, so the page never waits for it: this program's wasm
// loaded again here runs `work_in_worker` (a check, a move asked of the file's minimax, its trace). It
// asks the page for each Python it needs (the page starts them in workers of their own) and talks to it
// through two pipes in shared memory, waiting here, never in the page.
import init, { work_in_worker } from "../tictactoe.js";
import { newPipe, Pipe } from "./pipe.js";

// The Pythons this check runs, by their numbers: the pipes to each and from each.
const pythons = new Map();
let numbered = 0;

// What `harness/in_page.rs` calls.
globalThis.tictactoePython = {
  start(program, file, megabytes, waitMs) {
    const number = numbered++;
    const [toPython, fromPython] = [newPipe(), newPipe()];
    pythons.set(number, { requests: new Pipe(toPython), replies: new Pipe(fromPython) });
    postMessage({ python: { number, requests: toPython, replies: fromPython, program, file, megabytes } });
    if (pythons.get(number).replies.started(waitMs)) return number;
    end(number);
    return -1;
  },
  send: (number, bytes) => pythons.get(number)?.requests.write(bytes) ?? false,
  read: (number, most, waitMs) => pythons.get(number)?.replies.read(most, waitMs) ?? null,
  exited: (number) => pythons.get(number)?.replies.exited() ?? null,
  underWay: (number) => pythons.get(number)?.replies.underWay() ?? 0,
  end,
};

/// Has the page end the Python `number`.
function end(number) {
  if (pythons.delete(number)) postMessage({ end: number });
}

onmessage = async ({ data: { job } }) => {
  try {
    await init({ module_or_path: new URL("../tictactoe_bg.wasm", import.meta.url) });
    work_in_worker(job, (event) => postMessage({ event }, [event.buffer]));
  } catch (error) {
    postMessage({ failed: String(error) });
  }
};

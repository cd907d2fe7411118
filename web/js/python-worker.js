// A learner's Python in a Web Worker of its own: Pyodide, loaded as the worker starts, then given the
// checker's program once, its standard input and output the two pipes the check's worker holds the
// other ends of. The page terminates this worker when a call hangs; nothing here needs to stop it.
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { Pipe } from "./pipe.js";

// The progress file's name in the page: the module that keeps the request under way (PAGE_PROGRESS in
// the Python side's head.py).
const PROGRESS = "tictactoe_page_progress";

const loading = loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
loading.then(
  () => postMessage({ loaded: true }),
  (error) => postMessage({ failed: String(error) }),
);

onmessage = async ({ data: { requests, replies, program, file, megabytes } }) => {
  const [input, output] = [new Pipe(requests), new Pipe(replies)];
  let python;
  try {
    python = await loading;
  } catch {
    output.mark(2);
    output.close();
    return;
  }
  python.setStdin({
    read(buffer) {
      const got = input.read(buffer.length, -1);
      if (got === null) return 0;
      buffer.set(got);
      return got.length;
    },
  });
  python.setStdout({ write: (buffer) => (output.write(buffer), buffer.length) });
  python.setStderr({ write: (buffer) => buffer.length });
  // Python marks the request it starts on, as a desktop's does in its progress file, and holds its
  // replies back until a batch is answered.
  python.registerJsModule(PROGRESS, { progress: (id) => output.markUnderWay(id) });
  python.globals.set("program_argv", python.toPy(["-c", file, String(megabytes), PROGRESS]));
  python.runPython("import sys; sys.argv = list(program_argv); del program_argv");
  output.mark(1);
  let status = 0;
  try {
    python.runPython(program);
  } catch (error) {
    status = typeof error?.status === "number" ? error.status : 1;
  }
  output.close(status);
};

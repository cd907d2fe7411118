// How long the page takes to check a learner's file, from the file dropped on Your code to the report
// drawn: each run in a fresh browser context, as a learner who opens Your code, takes `warm` seconds
// to choose their file (Pyodide loads meanwhile), and drops it. Run by hand after web/build.sh, beside
// the desktop's `farm-bench -- target/release/tictactoe check-cs50 FILE`:
//   npm run bench -- [FILE [RUNS [WARM]]]   (default: ../tests/cs50/tictactoe.py, 7 runs, 8 s)
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { TAB, SUMMED_UP, serve, launch, open, load, picture, verdictColour, drop } from "../tests/browser.mjs";

const [file, runs, warm] = [
  process.argv[2] ?? fileURLToPath(new URL("../../tests/cs50/tictactoe.py", import.meta.url)),
  Number(process.argv[3] ?? 7),
  Number(process.argv[4] ?? 8),
];
if (!(runs >= 1 && warm >= 0)) {
  console.error("error: RUNS is a whole number from 1 and WARM a number of seconds from 0");
  process.exit(2);
}
const text = await readFile(file, "utf8");
const served = await serve();
const browser = await launch();
const seconds = [];
try {
  for (let run = 1; run <= runs; run++) {
    seconds.push(await once(run));
  }
} finally {
  await browser.close();
  served.close();
}
seconds.sort((a, b) => a - b);
const median = seconds[Math.floor(seconds.length / 2)];
console.log(`median ${median.toFixed(2)} s, ${seconds[0].toFixed(2)}-${seconds.at(-1).toFixed(2)} s over ${runs} runs`);

/** One check, timed: the seconds from the drop until the page ends the check's worker, which it does
 * once the report is taken into the window. */
async function once(run) {
  const { page, errors, context } = await open(browser);
  await load(page, served.origin);
  await page.mouse.click(...TAB.code);
  await new Promise((resolve) => setTimeout(resolve, warm * 1000));
  const ended = new Promise((resolve) =>
    page.on("workerdestroyed", (worker) => worker.url().includes("check-worker") && resolve()),
  );
  const started = performance.now();
  await drop(page, "tictactoe.py", text);
  await ended;
  const took = (performance.now() - started) / 1000;
  const verdict = verdictColour(await picture(page), SUMMED_UP) ?? "no verdict shown";
  console.log(`run ${run}: ${took.toFixed(2)} s (${verdict})${errors.length ? "; errors: " + errors : ""}`);
  await context.close();
  return took;
}

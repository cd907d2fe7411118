// The page in Debian's Chromium, headless, drawing with SwiftShader: it opens with no error, a click
// plays and the computer answers, the explorer steps, the session comes back on reload (and one that
// cannot be read is set aside, not lost), a learner's file dropped on Your code is checked in the page
// with the desktop's verdicts, and a browser without WebGL gets a sentence. Run after web/build.sh:
// `npm test` in web/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import {
  TAB,
  VERDICT,
  SUMMED_UP,
  serve,
  launch,
  open as openIn,
  load as loadFrom,
  picture,
  verdictColour,
  drop,
} from "./browser.mjs";

// Where things are at 1280x800 (see docs/web.md's screenshot): the start screen's first button, the
// board's cell centres row by row, the explorer's Next button and its program's lines.
const PLAY_AS_X = [435, 270];
const CELLS = [240, 448, 656].flatMap((y) => [227, 435, 643].map((x) => [x, y]));
const AWAY = [1100, 600];
const NEXT_STEP = [212, 725];
const PROGRAM_LINE = (n) => [460, 148 + 20 * (n - 1)];
// Your code's first line under its buttons: the reason a file could not be checked.
const CANNOT_RUN = [100, 95];

let served;
let origin;
let browser;

before(async () => {
  served = await serve();
  origin = served.origin;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  served?.close();
});

/** A fresh page of `on`, its console errors and uncaught exceptions gathered into `errors`. */
function open(on = browser) {
  return openIn(on);
}

/** Loads the page and waits for its first frame; the milliseconds it took. */
function load(page) {
  return loadFrom(page, origin);
}

/** How many pixels of the square of side 120 around `[x, y]` differ clearly from its corner's. */
function inked(png, [x, y]) {
  const at = (px, py) => {
    const i = (png.width * py + px) * 4;
    return [png.data[i], png.data[i + 1], png.data[i + 2]];
  };
  const ground = at(x - 80, y - 80);
  let count = 0;
  for (let py = y - 60; py < y + 60; py++) {
    for (let px = x - 60; px < x + 60; px++) {
      const pixel = at(px, py);
      if (pixel.some((c, k) => Math.abs(c - ground[k]) > 60)) count++;
    }
  }
  return count;
}

/** The cells holding a mark, by index, row by row. */
async function marked(page) {
  const png = await picture(page);
  return CELLS.map((cell, index) => [index, inked(png, cell)]).filter(([, ink]) => ink > 300).map(([i]) => i);
}

/** Waits until `check` returns a value, looking again at each frame; fails after `ms`. */
async function until(page, check, ms = 10000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    assert.ok(Date.now() < deadline, "timed out waiting for the page");
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
  }
}

async function click(page, [x, y]) {
  await page.mouse.click(x, y);
  await page.mouse.move(...AWAY);
}

test("the page opens with no error and draws its first frame", async () => {
  const { page, errors, context } = await open();
  const ms = await load(page);
  console.log(`first frame ${ms} ms after the page was asked for`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a click on a cell plays, the computer answers, and the game comes back on reload", async () => {
  const { page, errors, context } = await open();
  await load(page);
  await click(page, TAB.game);
  await click(page, PLAY_AS_X);
  assert.deepEqual(await until(page, async () => ((await marked(page)).length === 0 ? [] : undefined)), []);
  await click(page, CELLS[0]);
  const after = await until(page, async () => {
    const cells = await marked(page);
    return cells.length >= 2 ? cells : undefined;
  });
  assert.equal(after.length, 2, `two marks, not ${after}`);
  assert.ok(after.includes(0), `the cell clicked holds X: ${after}`);
  await load(page);
  const again = await until(page, async () => {
    const cells = await marked(page);
    return cells.length >= 2 ? cells : undefined;
  });
  assert.deepEqual(again, after, "the game in progress came back from the browser's storage");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the explorer steps through the course's program", async () => {
  const { page, errors, context } = await open();
  await load(page);
  await click(page, TAB.explore);
  // The line of the program lit as the one under way: blue behind it, in either theme.
  const litLine = async () => {
    const png = await picture(page);
    const lit = [...Array(17).keys()].map((n) => n + 1).filter((line) => {
      const [x, y] = PROGRAM_LINE(line);
      const i = (png.width * y + x) * 4;
      return png.data[i + 2] > 90 && png.data[i + 2] > png.data[i] + 40;
    });
    return lit.length === 1 ? lit[0] : undefined;
  };
  assert.equal(await until(page, litLine), 1, "the program starts on its first line");
  await click(page, NEXT_STEP);
  const next = await until(page, async () => {
    const line = await litLine();
    return line !== 1 ? line : undefined;
  });
  assert.equal(next, 4, "a step takes Max-Value to its loop over the actions");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a session the browser's storage holds unreadable is set aside, kept, and a fresh one starts", async () => {
  const { page, errors, context } = await open();
  await page.goto(origin);
  await page.evaluate(() => localStorage.setItem("tictactoe/session.bin", "not a session"));
  await load(page);
  const kept = await until(page, () =>
    page.evaluate(() => localStorage.getItem("tictactoe/session.bin.corrupt") ?? undefined),
  );
  assert.equal(kept, "not a session", "what was there is kept, under another key");
  await click(page, PLAY_AS_X);
  const fresh = await until(page, () =>
    page.evaluate(() => localStorage.getItem("tictactoe/session.bin") ?? undefined),
  );
  assert.match(fresh, /^([0-9a-f]{2})+$/, "the fresh session, once played in, is saved in its place");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a learner's file dropped on Your code fails minimax in the page as on the desktop", async () => {
  // tests/cs50/swapped.py: check-cs50 on the desktop passes the six small functions and fails minimax
  // (4,276 of 5,478), the culprit a Max-Value and Min-Value swapped.
  const { page, errors, context } = await open();
  await load(page);
  assert.ok(await page.evaluate(() => crossOriginIsolated), "the page is cross-origin isolated");
  await click(page, TAB.code);
  const fixture = await readFile(new URL("../../tests/cs50/swapped.py", import.meta.url), "utf8");
  await drop(page, "tictactoe.py", fixture);
  // Pyodide loads (5-10 s here), then the check runs in the page's workers.
  const verdicts = await until(
    page,
    async () => {
      const png = await picture(page);
      if (!verdictColour(png, SUMMED_UP)) return undefined;
      return Object.fromEntries(Object.entries(VERDICT).map(([name, at]) => [name, verdictColour(png, at)]));
    },
    150000,
  );
  assert.deepEqual(verdicts, { player: "green", minimax: "red" });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a page whose site cannot give it Python says so at once", async () => {
  const lost = await serve("/pyodide/");
  try {
    const { page, context } = await open();
    await loadFrom(page, lost.origin);
    await click(page, TAB.code);
    await drop(page, "tictactoe.py", "X = 'X'\n");
    // The first line of the tab, where the reason a file could not be checked is said, in red; the
    // check's own wait for Python to load is two minutes.
    const said = await until(page, async () => verdictColour(await picture(page), CANNOT_RUN), 30000);
    assert.equal(said, "red");
    await context.close();
  } finally {
    lost.close();
  }
});

test("a browser without WebGL is told so in a sentence", async () => {
  const plain = await launch(["--disable-webgl", "--disable-3d-apis"]);
  try {
    const { page } = await open(plain);
    await page.goto(origin);
    const said = await page.waitForFunction(
      () => {
        const line = document.getElementById("loading");
        return line && line.textContent.includes("WebGL") && line.textContent;
      },
      { timeout: 30000 },
    );
    assert.match(await said.jsonValue(), /cannot start in this browser/);
  } finally {
    await plain.close();
  }
});

// What the browser tests and the page's bench share: web/dist served on a free port, Debian's Chromium
// (headless, drawing with SwiftShader) started, fresh pages opened, where things are on the page at
// 1280x800, and what a person does there (a file dropped) and sees (a verdict's colour).
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { PNG } from "pngjs";

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".json": "application/json",
  ".wasm": "application/wasm",
};
const SIZE = { width: 1280, height: 800 };
// Where things are at 1280x800 (see docs/web.md's screenshot): the tabs.
export const TAB = { game: [33, 12], explore: [96, 12], code: [313, 12] };
// Your code's report: the verdict word of each function's row, player's first and minimax's last, and
// the line under them that sums them up (where nothing is coloured while the check runs).
export const VERDICT = { player: [100, 116], minimax: [100, 248] };
export const SUMMED_UP = [40, 268];

/** Serves web/dist on a free port of this machine, but for the paths that start with `without` (as a
 * site that lost some of its files): its address, and what stops it. */
export async function serve(without) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname));
    const file = join(DIST, path.endsWith("/") ? path + "index.html" : path);
    try {
      if (without !== undefined && path.startsWith(without)) throw new Error("not served");
      const body = await readFile(file);
      response.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

/** Chromium, headless, with `extra` arguments. */
export function launch(extra = []) {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", ...extra],
  });
}

/** A fresh page of `browser`, in a context of its own, its console errors and uncaught exceptions
 * gathered into `errors`. */
export async function open(browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(SIZE);
  const errors = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, context };
}

/** Loads the page at `origin` and waits for its first frame; the milliseconds it took. */
export async function load(page, origin) {
  const started = Date.now();
  await page.goto(origin);
  await page.waitForFunction(() => !document.getElementById("loading"), { timeout: 30000 });
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return Date.now() - started;
}

export async function picture(page) {
  return PNG.sync.read(await page.screenshot({ type: "png" }));
}

/** The colour of the text around `[x, y]`: "red", "green", or undefined when it is neither. */
export function verdictColour(png, [x, y]) {
  let [red, green] = [0, 0];
  for (let py = y - 6; py <= y + 6; py++) {
    for (let px = x - 16; px <= x + 16; px++) {
      const i = (png.width * py + px) * 4;
      const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
      if (r > g + 60 && r > b + 60) red++;
      if (g > r + 40 && g > b + 20) green++;
    }
  }
  return red > 20 && red > 3 * green ? "red" : green > 20 && green > 3 * red ? "green" : undefined;
}

/** Drops a file named `name` holding `text` on the page, as a person drags one from their files. */
export async function drop(page, name, text) {
  await page.evaluate(
    (name, text) => {
      const canvas = document.getElementById("tictactoe");
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type: "text/x-python" }));
      for (const type of ["dragenter", "dragover", "drop"]) {
        canvas.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
      }
    },
    name,
    text,
  );
}

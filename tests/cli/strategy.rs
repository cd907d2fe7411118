//! `tictactoe strategy` end to end: the sizes of the smallest strategies (against the published ones),
//! every strategy's JSON played against every reply with the table as the judge, the map drawn as SVG
//! (rendered by librsvg's rsvg-convert) and as PNG, and bad input refused.

use std::collections::HashMap;
use std::process::Command;

use crate::support::*;
use serde_json::Value;
use tictactoe::{Board, Cell, Player, outcome};

/// A strategy's moves as its JSON gives them, every position alike included: board → move.
fn moves_of(strategy: &Value) -> HashMap<Board, Cell> {
    let cell = |v: &Value| c(v[0].as_u64().unwrap() as usize, v[1].as_u64().unwrap() as usize);
    let mut moves = HashMap::new();
    for entry in strategy["entries"].as_array().expect("entries") {
        moves.insert(board(entry["board"].as_str().unwrap()), cell(&entry["move"]));
        for image in entry["alike"].as_array().expect("alike") {
            moves.insert(board(image["board"].as_str().unwrap()), cell(&image["move"]));
        }
    }
    moves
}

/// Plays the strategy of `side` against every reply from the empty board: it must have a move on every
/// position it meets that keeps what the table says the position is worth. Returns how many distinct
/// positions of its side were met.
fn played_against_every_reply(side: Player, moves: &HashMap<Board, Cell>) -> usize {
    let mut met = std::collections::HashSet::new();
    let mut open = vec![Board::EMPTY];
    while let Some(board) = open.pop() {
        if board.is_terminal() {
            assert_ne!(board.winner(), Some(side.opponent()), "lost at {board}");
            continue;
        }
        if board.next_player() != side {
            open.extend(board.actions().into_iter().map(|cell| board.play(cell).unwrap()));
            continue;
        }
        met.insert(board);
        let cell = *moves.get(&board).unwrap_or_else(|| panic!("no move on {board}"));
        let after = board
            .play(cell)
            .unwrap_or_else(|_| panic!("{cell} is taken on {board}"));
        let worth = |b: Board| match outcome(b).winner {
            Some(winner) if winner == side => 1,
            Some(_) => -1,
            None => 0,
        };
        assert!(worth(after) >= worth(board), "{cell} on {board} gives away its outcome");
        open.push(after);
    }
    met.len()
}

#[test]
fn the_smallest_strategies_need_the_published_numbers_of_positions_and_win_whatever_the_reply() {
    // Chris Lomont's minima (2024): X 22, 30, 51 by opening; O 74 choices in his 75 vertices, which
    // count the finished positions after X's replies too. Counting only O's choices, 72 suffice.
    let cases = [
        (&["--as", "x", "--opening", "centre"][..], "centre", 22, 22),
        (&["--as", "x", "--opening", "corner"], "corner", 30, 30),
        (&["--as", "x", "--opening", "edge"], "edge", 51, 51),
        (&["--as", "x"], "centre", 22, 22),
        (&["--as", "o"], "", 72, 75),
    ];
    for (args, opening, positions, with_finished) in cases {
        let mut words = vec!["strategy", "--smallest", "--json"];
        words.extend(args);
        let strategy = json(ok(&words).trim_end());
        assert_eq!(strategy["positions"], positions, "{args:?}");
        assert_eq!(strategy["with_finished"], with_finished, "{args:?}");
        assert_eq!(strategy["proof"]["smallest"], true, "{args:?}");
        assert_eq!(strategy["opening"].as_str().unwrap_or(""), opening, "{args:?}");
        assert_eq!(strategy["entries"].as_array().unwrap().len(), positions, "{args:?}");
        let side = if args.contains(&"o") { Player::O } else { Player::X };
        let met = played_against_every_reply(side, &moves_of(&strategy));
        assert!(met >= positions, "{args:?}: {met} positions of its side met");
    }
}

#[test]
fn the_perfect_levels_strategies_win_whatever_the_reply_and_say_how_many_positions_they_need() {
    for side in ["x", "o"] {
        let strategy = json(ok(&["strategy", "--as", side, "--json"]).trim_end());
        assert_eq!(strategy["strategy"], "perfect");
        assert_eq!(strategy["proof"], Value::Null);
        let player = if side == "x" { Player::X } else { Player::O };
        played_against_every_reply(player, &moves_of(&strategy));
    }
    let text = ok(&["strategy"]);
    assert!(
        text.starts_with("X's strategy at the Perfect level, opening in a corner: 52 positions to remember"),
        "{text}"
    );
}

/// Python reading a PNG (8 bits a channel, RGB or RGBA, every filter): its size, and how many of its
/// pixels are paper (near white), red (the moves to make) and dark (the rest of the ink).
const READ_PNG: &str = r#"
import json, struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n"
at, chunks = 8, {}
while at < len(data):
    length, kind = struct.unpack(">I4s", data[at:at + 8])
    chunks.setdefault(kind, []).append(data[at + 8:at + 8 + length])
    at += 12 + length
width, height, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][0][:10])
assert depth == 8 and colour in (2, 6)
channels = 3 if colour == 2 else 4
raw = zlib.decompress(b"".join(chunks[b"IDAT"]))
stride = width * channels
rows, before = [], bytearray(stride)
for y in range(height):
    kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - channels] if i >= channels else 0
        b, c = before[i], before[i - channels] if i >= channels else 0
        if kind == 1: line[i] = (line[i] + a) & 255
        elif kind == 2: line[i] = (line[i] + b) & 255
        elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line)
    before = line
paper = red = dark = 0
for line in rows:
    for x in range(0, stride, channels):
        r, g, b = line[x], line[x + 1], line[x + 2]
        if channels == 4 and line[x + 3] < 128: paper += 1
        elif r > 230 and g > 230 and b > 230: paper += 1
        elif r > 150 and g < 100 and b < 100: red += 1
        elif r < 120 and g < 120 and b < 120: dark += 1
print(json.dumps({"width": width, "height": height, "paper": paper, "red": red, "dark": dark}))
"#;

/// What `READ_PNG` finds in the PNG at `path`.
fn read_png(path: &std::path::Path) -> Value {
    let output = Command::new("python3")
        .args(["-c", READ_PNG])
        .arg(path)
        .output()
        .expect("python3 runs");
    assert!(output.status.success(), "{}", text(&output.stderr));
    json(text(&output.stdout).trim_end())
}

/// A picture of lines on paper: mostly paper, red moves, dark ink.
fn assert_a_map(found: &Value, width: u64) {
    assert_eq!(
        (found["width"].as_u64(), found["height"].is_u64()),
        (Some(width), true),
        "{found}"
    );
    let all = found["width"].as_u64().unwrap() * found["height"].as_u64().unwrap();
    let share = |name: &str| found[name].as_u64().unwrap() as f64 / all as f64;
    assert!(share("paper") > 0.6, "{found}");
    assert!(share("red") > 0.005, "the moves to make are red: {found}");
    assert!(share("dark") > 0.01, "the grids and marks are dark: {found}");
}

#[test]
fn the_map_is_drawn_as_svg_that_librsvg_renders_and_as_png() {
    let dir = scratch("strategy-map");
    let (svg, png) = (dir.join("map.svg"), dir.join("map.png"));
    let out = ok(&[
        "strategy",
        "--smallest",
        "--svg",
        svg.to_str().unwrap(),
        "--png",
        png.to_str().unwrap(),
    ]);
    assert!(
        out.starts_with("X's smallest strategy, opening in the centre: 22 positions"),
        "{out}"
    );
    let rendered = dir.join("rendered.png");
    let status = Command::new("rsvg-convert")
        .args(["--width", "800", "--output"])
        .arg(&rendered)
        .arg(&svg)
        .status()
        .expect("rsvg-convert (librsvg2-bin) runs: .ci/run installs it");
    assert!(status.success());
    assert_a_map(&read_png(&rendered), 800);
    assert_a_map(&read_png(&png), 3000);
}

#[test]
fn bad_words_are_refused_with_one_line() {
    assert_eq!(
        rejected(&["strategy", "--as", "z"]),
        "error: --as needs x or o, got 'z'"
    );
    assert_eq!(
        rejected(&["strategy", "--opening", "middle"]),
        "error: --opening needs centre, corner or edge, got 'middle'"
    );
    let for_o = rejected(&["strategy", "--as", "o", "--opening", "centre"]);
    assert!(for_o.contains("X's first move"), "{for_o}");
    rejected(&["strategy", "XO......."]);
    let unwritable = rejected(&["strategy", "--svg", "/nonexistent/folder/map.svg"]);
    assert!(unwritable.starts_with("error: cannot write"), "{unwritable}");
}

//! What the test targets share: boards and cells from text, the reachable positions with their
//! counts checked, the true score from the table, JSON lines, scratch folders, and running the built
//! binary for the command line's end-to-end tests.
#![allow(dead_code)]

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;
use tictactoe::board::{IllegalMove, positions};
use tictactoe::game::{Game, Mode, Move, Picker};
use tictactoe::opponents::Level;
use tictactoe::search::{Score, Scoring};
use tictactoe::{Board, Cell, Player, probe};

/// Every search by its command-line name, the course's first.
pub const RUNGS: [&str; 7] = [
    "course-minimax",
    "course-alphabeta",
    "minimax",
    "alphabeta-cells",
    "alphabeta",
    "alphabeta-tt-board",
    "alphabeta-tt",
];

/// The rungs of the ladder by their command-line names, from the bottom.
pub const LADDER: [&str; 6] = [
    "course-minimax",
    "course-alphabeta",
    "alphabeta-cells",
    "alphabeta",
    "alphabeta-tt-board",
    "alphabeta-tt",
];

/// A board from text the test knows is reachable.
pub fn board(text: &str) -> Board {
    text.parse()
        .unwrap_or_else(|e| panic!("{text:?} should be a board: {e}"))
}

/// The cell at row `row`, column `col`.
pub fn c(row: usize, col: usize) -> Cell {
    Cell::new(row, col)
}

/// The 5,478 reachable positions, found by walking the game.
pub fn reachable() -> Vec<Board> {
    let boards = positions::reachable();
    assert_eq!(boards.len(), 5_478);
    boards
}

/// The 4,520 reachable positions where someone still has to move.
pub fn unfinished() -> Vec<Board> {
    let boards = positions::unfinished();
    assert_eq!(boards.len(), 4_520);
    boards
}

/// The position's true score from X's side, worked out from the table's outcome: what an exact search
/// winning fastest returns (a win by X that ends with m marks on the board scores 10 - m).
pub fn true_score(board: Board) -> Score {
    true_score_on(board, Scoring::Fastest)
}

/// The position's true score on the scale of `scoring`: 1, 0 or -1 for the course's searches.
pub fn true_score_on(board: Board, scoring: Scoring) -> Score {
    let outcome = probe(board).outcome;
    let end = board.marks() as i8 + outcome.plies as i8;
    let value = match scoring {
        Scoring::Course => outcome.value(),
        Scoring::Fastest => outcome.winner.map_or(0, |player| player.sign() * (10 - end)),
    };
    Score::on(scoring, value).expect("a score")
}

/// Plays out every game from the empty board in which `computer` plays each of the moves `choose`
/// offers (asked once per board) and its opponent tries every legal move; `end` is told each game's
/// moves and its final board.
pub fn every_game(computer: Player, mut choose: impl FnMut(Board) -> Vec<Cell>, mut end: impl FnMut(&[Cell], Board)) {
    fn visit(
        board: Board,
        computer: Player,
        offered: &mut HashMap<Board, Vec<Cell>>,
        choose: &mut dyn FnMut(Board) -> Vec<Cell>,
        end: &mut dyn FnMut(&[Cell], Board),
        moves: &mut Vec<Cell>,
    ) {
        let cells: Vec<Cell> = match board.to_move() {
            None => return end(moves, board),
            Some(mover) if mover == computer => offered.entry(board).or_insert_with(|| choose(board)).clone(),
            Some(_) => board.actions().into_iter().collect(),
        };
        assert!(!cells.is_empty(), "no move offered on {board}");
        for cell in cells {
            let next = board.play(cell).unwrap_or_else(|e| panic!("{cell} on {board}: {e}"));
            moves.push(cell);
            visit(next, computer, offered, choose, end, moves);
            moves.pop();
        }
    }
    visit(
        Board::EMPTY,
        computer,
        &mut HashMap::new(),
        &mut choose,
        &mut end,
        &mut Vec::new(),
    );
}

/// One JSON value.
pub fn json(line: &str) -> Value {
    serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"))
}

/// Output that is JSON lines: every line ends with a newline and is one JSON value.
pub fn json_lines(out: &str) -> Vec<Value> {
    assert!(out.ends_with('\n') || out.is_empty(), "{out:?}");
    out.lines().map(json).collect()
}

/// The built program, ready for arguments, in a system whose language is English (`LANG=C`), as
/// the README's examples run: whatever the machine running the tests speaks.
pub fn program() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tictactoe"));
    command.env_remove("LC_ALL").env_remove("LC_MESSAGES").env("LANG", "C");
    command
}

/// Runs the binary with `args`, feeding it `stdin`.
pub fn run_with(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = program()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut input = child.stdin.take().unwrap();
    let bytes = stdin.to_vec();
    // Written from a thread, so a large input never waits on output nobody reads yet.
    let writer = std::thread::spawn(move || {
        // The program may exit without reading everything; that is not the test's failure.
        let _ = input.write_all(&bytes);
    });
    let output = child.wait_with_output().expect("the binary runs");
    writer.join().unwrap();
    output
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

/// A success: exit 0, nothing on stderr; returns stdout.
pub fn ok_with(args: &[&str], stdin: &[u8]) -> String {
    let output = run_with(args, stdin);
    let err = text(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{args:?}: {err}");
    assert_eq!(err, "", "{args:?}");
    text(&output.stdout)
}

pub fn ok(args: &[&str]) -> String {
    ok_with(args, b"")
}

/// Checks that stderr is exactly one `error: ...` line, without a panic; returns it.
pub fn one_error_line(stderr: &[u8]) -> String {
    let err = text(stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(err.starts_with("error: "), "{err:?}");
    assert!(err.ends_with('\n'), "{err:?}");
    assert_eq!(err.lines().count(), 1, "{err:?}");
    err.trim_end().to_string()
}

/// Bad input: exit 2, one `error: ...` line on stderr, nothing on stdout. Returns the error line.
pub fn rejected_with(args: &[&str], stdin: &[u8]) -> String {
    let output = run_with(args, stdin);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
    assert!(output.stdout.is_empty(), "{args:?} printed on stdout: {output:?}");
    one_error_line(&output.stderr)
}

pub fn rejected(args: &[&str]) -> String {
    rejected_with(args, b"")
}

/// A fresh, empty directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("tictactoe-test-{}-{n}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The names in a directory, sorted.
pub fn names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Every `.rs` file under `dir`, in the order the file system lists them.
pub fn rust_sources(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(rust_sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    found
}

/// A game rebuilt from the cells its moves marked, of which the first `played` are on the board, as a
/// saved session restores one; the computer's moves carry no level.
pub fn replayed(mode: Mode, cells: &[Cell], played: usize) -> Result<Game, IllegalMove> {
    let moves: Vec<(Cell, Option<Level>)> = cells.iter().map(|&cell| (cell, None)).collect();
    replayed_with_levels(mode, &moves, played)
}

/// A game rebuilt from its moves and the level that picked each of the computer's, of which the first
/// `played` are on the board.
pub fn replayed_with_levels(mode: Mode, moves: &[(Cell, Option<Level>)], played: usize) -> Result<Game, IllegalMove> {
    let moves = moves.iter().map(|&(cell, level)| Move {
        picker: level.map(Picker::Level),
        ..Move::person(cell)
    });
    Game::restore(mode, moves.collect(), played)
}

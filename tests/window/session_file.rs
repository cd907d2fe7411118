//! The session file: its bincode layout (format 8's records, and every earlier format still read),
//! encode/decode round trips, save and load through real files, and every kind of unreadable file set
//! aside as `session.bin.corrupt` with a fresh start.
use std::collections::BTreeSet;
use std::fs;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use std::time::Duration;

use tictactoe::app::code::{CodePlace, Verdicts};
use tictactoe::app::explore::{ExplorerPlace, Predicted};
use tictactoe::app::session_file::{self as session, Saved, Window};
use tictactoe::app::strategy::StrategyPlace;
use tictactoe::board::{Board, Cell, IllegalMove, Player};
use tictactoe::engines::{Decision, Engine, Rung};
use tictactoe::game::session::{Session, SessionError};
use tictactoe::game::{Game, Mode, Move, Picker, Record, Scores, Turn, VsComputer};
use tictactoe::lang::Lang;
use tictactoe::opponents::{Level, Opponent};
use tictactoe::table::{self, ExportedTable};

fn c(row: usize, col: usize) -> Cell {
    Cell::new(row, col)
}

/// A game rebuilt from its moves and the level that picked each of the computer's, of which the first
/// `played` are on the board.
fn replayed_with_levels(mode: Mode, moves: &[(Cell, Option<Level>)], played: usize) -> Result<Game, IllegalMove> {
    let moves = moves.iter().map(|&(cell, level)| Move {
        picker: level.map(Picker::Level),
        ..Move::person(cell)
    });
    Game::restore(mode, moves.collect(), played)
}

/// A folder of its own under the system's temporary folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("tictactoe-session-test-{}-{name}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path).expect("create a temporary folder");
        TempDir(path)
    }

    fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    /// The names of the files in the folder.
    fn names(&self) -> BTreeSet<String> {
        fs::read_dir(&self.0)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The session a file holds, the window's part set aside.
fn decode(bytes: &[u8]) -> Result<Session, SessionError> {
    Saved::decode(bytes).map(|saved| saved.session)
}

// ---------------------------------------------------------------- version 1, still read

const FORMAT_1: &[u8] = b"tictactoe session 1";

/// A saved game as (mode, moves as (row, col), how many are on the board).
type SavedGame1<'a> = (u8, &'a [(u8, u8)], u8);

/// A version-1 session written byte by byte in bincode 2's standard layout: a string is its length
/// (a varint, one byte below 251) and its bytes; a u8 and a bool are one byte; the [u32; 3] tally is
/// three varints with no length; an Option is a 0/1 byte; a Vec is a varint length and its items.
fn hand_built(engine: u8, dark: bool, hints: bool, earlier: [u8; 3], game: Option<SavedGame1>) -> Vec<u8> {
    let mut bytes = vec![FORMAT_1.len() as u8];
    bytes.extend_from_slice(FORMAT_1);
    bytes.extend_from_slice(&[engine, dark as u8, hints as u8]);
    bytes.extend_from_slice(&earlier);
    match game {
        None => bytes.push(0),
        Some((mode, moves, played)) => {
            bytes.extend_from_slice(&[1, mode, moves.len() as u8]);
            for &(r, col) in moves {
                bytes.extend_from_slice(&[r, col]);
            }
            bytes.push(played);
        }
    }
    bytes
}

/// A version-1 file with every field away from its default and a game with two moves to redo:
/// Alpha-beta, light theme, hints on, 3 X wins, 1 O win, 300 draws, PlayAsO with
/// X 0,0  O 1,1  X 0,1  O 0,2 made and the first two on the board.
fn busy_v1_bytes() -> Vec<u8> {
    let mut bytes = vec![19];
    bytes.extend_from_slice(b"tictactoe session 1");
    // Engine 2 (AlphaBeta), dark theme false, hints true.
    bytes.extend_from_slice(&[2, 0, 1]);
    // 3, 1, then 300 as a varint: the marker 251 and 300 as a little-endian u16 (0x012c).
    bytes.extend_from_slice(&[3, 1, 251, 0x2c, 0x01]);
    // Some, mode 1 (PlayAsO), four moves, two played.
    bytes.extend_from_slice(&[1, 1, 4, 0, 0, 1, 1, 0, 1, 0, 2, 2]);
    bytes
}

/// The codes files have used for engines and modes since the first version: never renumbered when a
/// new one is added.
/// Who plays the computer's side, by the code files give it: the engines', then the learner's own
/// minimax's.
const OPPONENT_CODES: [(Opponent, u8); 9] = [
    (Opponent::Engine(Engine::Table), 0),
    (Opponent::Engine(Engine::MINIMAX), 1),
    (Opponent::Engine(Engine::ALPHABETA), 2),
    (Opponent::Engine(Engine::ALPHABETA_TT), 3),
    (Opponent::Engine(Engine::Search(Rung::AlphaBetaCells)), 4),
    (Opponent::Engine(Engine::Search(Rung::AlphaBetaTTBoard)), 5),
    (Opponent::Engine(Engine::Search(Rung::CourseMinimax)), 6),
    (Opponent::Engine(Engine::Search(Rung::CourseAlphaBeta)), 7),
    (Opponent::LearnersMinimax, 8),
];
const MODE_CODES: [(Mode, u8); 4] = [
    (Mode::PlayAsX, 0),
    (Mode::PlayAsO, 1),
    (Mode::TwoPlayers, 2),
    (Mode::SelfPlay, 3),
];

#[test]
fn a_version_1_file_still_loads() {
    // The computer played perfectly then; the one tally of every game is kept apart, as the games
    // before levels.
    let moves = [
        (c(0, 0), Some(Level::Perfect)),
        (c(1, 1), None),
        (c(0, 1), Some(Level::Perfect)),
        (c(0, 2), None),
    ];
    let session = Session {
        opponent: Opponent::Engine(Engine::ALPHABETA),
        level: Level::Perfect,
        self_play_levels: [Level::Perfect; 2],
        hints: true,
        earlier: Scores {
            before_levels: Record {
                x_wins: 3,
                o_wins: 1,
                draws: 300,
            },
            ..Scores::default()
        },
        game: Some(replayed_with_levels(Mode::PlayAsO, &moves, 2).unwrap()),
        language: None,
    };
    // The light theme is the window's; format 1 kept no size.
    let window = Window {
        size: None,
        dark_theme: false,
        ..Window::default()
    };
    let expected = Saved { session, window };
    assert_eq!(Saved::decode(&busy_v1_bytes()), Ok(expected.clone()));
    // Saved again, it is written as format 8 and reads back the same.
    let again = expected.encode();
    assert_eq!(&again[1..20], b"tictactoe session 8");
    assert_eq!(Saved::decode(&again), Ok(expected));
}

#[test]
fn a_default_version_1_file_loads_as_a_default_session() {
    let bytes = hand_built(0, true, false, [0, 0, 0], None);
    assert_eq!(bytes.len(), 1 + 19 + 3 + 3 + 1);
    assert_eq!(Saved::decode(&bytes), Ok(Saved::default()));
}

#[test]
fn version_1_codes_still_read_the_same() {
    // The codes files have used since the first version: never renumbered when a new one is added.
    let (opponents, modes) = (OPPONENT_CODES, MODE_CODES);
    for (opponent, e) in opponents {
        for (mode, m) in modes {
            let bytes = hand_built(e, true, false, [0, 0, 0], Some((m, &[(2, 2), (0, 0), (2, 1)], 3)));
            let session = decode(&bytes).unwrap();
            assert_eq!(session.opponent, opponent);
            assert_eq!(session.game.unwrap().mode(), mode);
        }
    }
}

// ---------------------------------------------------------------- version 2, still read

/// A version-2 session with every field away from its default and a game with two moves to redo:
/// Alpha-beta, Hard, light theme, hints on; against the computer 2 wins and 1 draw at Easy and
/// 300 losses and 7 draws at Perfect; two players 3-1; the computer against itself 12 draws; one of each before levels;
/// PlayAsO with X 0,0 (Hard)  O 1,1  X 0,1 (Easy)  O 0,2 made and the first two on the board.
fn busy_v2() -> Saved {
    let moves = [
        (c(0, 0), Some(Level::Hard)),
        (c(1, 1), None),
        (c(0, 1), Some(Level::Easy)),
        (c(0, 2), None),
    ];
    let mut earlier = Scores {
        two_players: Record {
            x_wins: 3,
            o_wins: 1,
            draws: 0,
        },
        self_play: Record {
            x_wins: 0,
            o_wins: 0,
            draws: 12,
        },
        before_levels: Record {
            x_wins: 1,
            o_wins: 1,
            draws: 1,
        },
        ..Scores::default()
    };
    earlier.vs_computer[1] = VsComputer {
        wins: 2,
        losses: 0,
        draws: 1,
    };
    earlier.vs_computer[4] = VsComputer {
        wins: 0,
        losses: 300,
        draws: 7,
    };
    let session = Session {
        opponent: Opponent::Engine(Engine::ALPHABETA),
        level: Level::Hard,
        // Version 2 had one level, which played both sides when the computer played itself.
        self_play_levels: [Level::Hard; 2],
        hints: true,
        earlier,
        game: Some(replayed_with_levels(Mode::PlayAsO, &moves, 2).unwrap()),
        language: None,
    };
    let window = Window {
        size: Some((1100, 700)),
        dark_theme: false,
        ..Window::default()
    };
    Saved { session, window }
}

/// The scores of the busy sessions, as versions 2 and 3 both write them.
const BUSY_SCORES: [u8; 20] = [
    // Against the computer, two levels played: code 1 (Easy) 2, 0, 1; code 4 (Perfect) 0, 300, 7
    // (300 as a varint: the marker 251 and a little-endian u16).
    2, 1, 2, 0, 1, 4, 0, 251, 0x2c, 0x01, 7, //
    // Two players, the computer against itself, before levels: X wins, O wins, draws.
    3, 1, 0, 0, 0, 12, 1, 1, 1,
];

/// The window, 1100 by 700 points: two varints with the marker 251 and little-endian u16s.
const BUSY_WINDOW: [u8; 7] = [1, 251, 0x4c, 0x04, 251, 0xbc, 0x02];

fn busy_v2_bytes() -> Vec<u8> {
    let mut bytes = vec![19];
    bytes.extend_from_slice(b"tictactoe session 2");
    // Engine 2 (AlphaBeta), level 3 (Hard), dark theme false, hints true.
    bytes.extend_from_slice(&[2, 3, 0, 1]);
    bytes.extend_from_slice(&BUSY_SCORES);
    // Some, mode 1 (PlayAsO), four moves as (row, col, level): 0,0 Some(3)  1,1 None  0,1 Some(1)
    // 0,2 None; two played; counted in the score.
    bytes.extend_from_slice(&[1, 1, 4, 0, 0, 1, 3, 1, 1, 0, 0, 1, 1, 1, 0, 2, 0, 2, 1]);
    bytes.extend_from_slice(&BUSY_WINDOW);
    bytes
}

#[test]
fn a_version_2_file_still_loads() {
    let expected = busy_v2();
    assert_eq!(Saved::decode(&busy_v2_bytes()), Ok(expected.clone()));
    // Saved again, it is written as format 8 and reads back the same.
    let again = expected.encode();
    assert_eq!(&again[1..20], b"tictactoe session 8");
    assert_eq!(Saved::decode(&again), Ok(expected));
}

// ---------------------------------------------------------------- version 3

/// The engine's answer on `board` as the game keeps it with a computer's move.
fn decision(engine: Engine, board: &str, choice: Cell, nodes: u64, nanos: u64) -> Decision {
    let board: Board = board.parse().unwrap();
    let outcome = table::probe(board).outcome;
    Decision::new(
        engine,
        board,
        outcome.into(),
        Some(choice),
        nodes,
        Duration::from_nanos(nanos),
    )
}

/// The busy version-2 session as version 3 has it: X at Perfect and O at Easy when the computer
/// plays itself, the engine's answer with each of the computer's moves (the table's on the empty
/// board, alpha-beta's after X 0,0  O 1,1), and Chinese chosen in the window.
fn busy_v3() -> Saved {
    let mut saved = busy_v2();
    let session = &mut saved.session;
    session.self_play_levels = [Level::Perfect, Level::Easy];
    session.language = Some(Lang::Zh);
    let (mut moves, played) = {
        let (moves, played) = session.game.as_ref().unwrap().history();
        (moves.to_vec(), played)
    };
    moves[0].decision = Some(decision(Engine::Table, ".........", c(1, 1), 10, 1_500));
    moves[2].decision = Some(decision(Engine::ALPHABETA, "X...O....", c(2, 2), 300, 2_000_000));
    session.game = Some(Game::restore(Mode::PlayAsO, moves, played).unwrap());
    saved
}

fn busy_v3_bytes() -> Vec<u8> {
    let mut bytes = vec![19];
    bytes.extend_from_slice(b"tictactoe session 3");
    // Engine 2 (AlphaBeta), level 3 (Hard), self-play levels 4 (Perfect) and 1 (Easy), dark theme
    // false, hints true.
    bytes.extend_from_slice(&[2, 3, 4, 1, 0, 1]);
    bytes.extend_from_slice(&BUSY_SCORES);
    // Some, mode 1 (PlayAsO), four moves.
    bytes.extend_from_slice(&[1, 1, 4]);
    // 0,0 by level 3, with the table's answer: engine 0, a draw (winner 0) in 9, its move Some(1,1),
    // 10 nodes, 1,500 ns (the marker 251 and a little-endian u16), agreeing.
    bytes.extend_from_slice(&[0, 0, 1, 3, 1, 0, 0, 9, 1, 1, 1, 10, 251, 0xdc, 0x05, 1]);
    // 1,1, a person's: no level, no answer.
    bytes.extend_from_slice(&[1, 1, 0, 0]);
    // 0,1 by level 1, with alpha-beta's answer: engine 2, a draw in 7, its move Some(2,2), 300 nodes,
    // 2,000,000 ns (the marker 252 and a little-endian u32), agreeing.
    bytes.extend_from_slice(&[0, 1, 1, 1, 1, 2, 0, 7, 1, 2, 2, 251, 0x2c, 0x01]);
    bytes.extend_from_slice(&[252, 0x80, 0x84, 0x1e, 0x00, 1]);
    // 0,2, a person's; two played; counted in the score.
    bytes.extend_from_slice(&[0, 2, 0, 0, 2, 1]);
    bytes.extend_from_slice(&BUSY_WINDOW);
    // The language chosen in the window: 2, Chinese.
    bytes.push(2);
    bytes
}

#[test]
fn a_version_3_file_still_loads() {
    assert_eq!(Saved::decode(&busy_v3_bytes()), Ok(busy_v3()));
    // Saved again, it is written as format 8, its tab and explorer as they open by default.
    let again = busy_v3().encode();
    assert_eq!(&again[1..20], b"tictactoe session 8");
    assert_eq!(Saved::decode(&again), Ok(busy_v3()));
}

// ---------------------------------------------------------------- version 4, written now

/// The busy version-3 session with the explorer shown, on the course's minimax from X...O.... (not
/// following the game) at step 300, its steps running fast, Predict on with 3 of 5 right, the
/// finished search off.
fn busy_v4() -> Saved {
    let mut saved = busy_v3();
    saved.window.tab = 1;
    saved.window.explorer = ExplorerPlace {
        board: "X...O....".parse().unwrap(),
        rung: Rung::CourseMinimax,
        follows_game: false,
        step: 300,
        speed: 2,
        predict: true,
        show_finished: false,
        predictions: [3, 5],
        answered: Vec::new(),
    };
    saved
}

/// The version-3 bytes under version 4's name, then the tab and the explorer.
fn busy_v4_bytes() -> Vec<u8> {
    let mut bytes = busy_v3_bytes();
    bytes[19] = b'4';
    // Tab 1 (the explorer); the root's nine cells; engine 6 (the course's minimax), not following
    // the game, step 300 (251 and a little-endian u16), speed 2, Predict on, the finished search off,
    // 3 right of 5.
    bytes.push(1);
    bytes.push(9);
    bytes.extend_from_slice(b"X...O....");
    bytes.extend_from_slice(&[6, 0, 251, 0x2c, 0x01, 2, 1, 0, 3, 5]);
    bytes
}

#[test]
fn a_version_4_file_still_loads() {
    assert_eq!(Saved::decode(&busy_v4_bytes()), Ok(busy_v4()));
    let again = busy_v4().encode();
    assert_eq!(&again[1..20], b"tictactoe session 8");
    assert_eq!(Saved::decode(&again), Ok(busy_v4()));
}

/// The busy version-4 session with a learner's file open, another opened before it, and the verdicts
/// of its last check.
fn busy_v5() -> Saved {
    let mut saved = busy_v4();
    saved.window.code = CodePlace {
        file: Some("/home/learner/tictactoe.py".into()),
        recent: vec!["/home/learner/tictactoe.py".into(), "/home/learner/old.py".into()],
        verdicts: Some(Verdicts {
            functions: [[9, 9], [9, 9], [120, 121], [9, 9], [9, 9], [3, 3], [200, 250]],
            check50: [27, 29],
        }),
    };
    saved
}

/// The version-4 bytes under version 5's name, then the file, the recent files and the verdicts.
fn busy_v5_bytes() -> Vec<u8> {
    let mut bytes = busy_v4_bytes();
    bytes[19] = b'5';
    let text = |bytes: &mut Vec<u8>, text: &str| {
        bytes.push(text.len() as u8);
        bytes.extend_from_slice(text.as_bytes());
    };
    bytes.push(1);
    text(&mut bytes, "/home/learner/tictactoe.py");
    bytes.push(2);
    text(&mut bytes, "/home/learner/tictactoe.py");
    text(&mut bytes, "/home/learner/old.py");
    bytes.push(1);
    bytes.extend_from_slice(&[9, 9, 9, 9, 120, 121, 9, 9, 9, 9, 3, 3, 200, 250, 27, 29]);
    bytes
}

/// The busy version-5 session showing O's strategy at the Perfect level, and the learner's own minimax
/// in the explorer.
fn busy_v6() -> Saved {
    let mut saved = busy_v5();
    saved.window.strategy = StrategyPlace {
        side: Player::O,
        smallest: false,
        opening: None,
    };
    saved.window.your_minimax = true;
    saved
}

/// The version-5 bytes under version 6's name, then the strategy (O, not the smallest, no opening) and
/// the learner's minimax shown.
fn busy_v6_bytes() -> Vec<u8> {
    let mut bytes = busy_v5_bytes();
    bytes[19] = b'6';
    bytes.extend_from_slice(&[1, 0, 0, 1]);
    bytes
}

/// The busy version-6 session with 2 won, 1 lost and 3 drawn against the learner's own minimax, and
/// two of the five predictions answered on the explorer's position: what Max-Value returns before step
/// 12 (said -1, right), and whether the loop stops before step 300 (said it goes on, wrong).
fn busy_session() -> Saved {
    let mut saved = busy_v6();
    saved.session.earlier.vs_learner = VsComputer {
        wins: 2,
        losses: 1,
        draws: 3,
    };
    saved.window.explorer.answered = vec![
        Predicted {
            step: 12,
            cut: false,
            guess: -1,
            right: true,
        },
        Predicted {
            step: 300,
            cut: true,
            guess: 0,
            right: false,
        },
    ];
    saved
}

/// The version-6 bytes under version 7's name, then the games against the learner's minimax and the
/// two questions answered (step, the loop's or not, the guess zigzagged as bincode writes a signed
/// number, right or not; 300 as 251 and a little-endian u16).
fn busy_session_bytes() -> Vec<u8> {
    let mut bytes = busy_v6_bytes();
    bytes[19] = b'7';
    bytes.extend_from_slice(&[2, 1, 3]);
    bytes.extend_from_slice(&[2, 12, 0, 1, 1, 251, 0x2c, 0x01, 1, 0, 0]);
    bytes
}

#[test]
fn a_version_6_file_still_loads_with_no_game_against_a_learner_and_no_question_answered() {
    let read = Saved::decode(&busy_v6_bytes()).expect("version 6 is read");
    assert_eq!(read, busy_v6());
    assert_eq!(read.session.earlier.vs_learner, VsComputer::default());
    assert!(read.window.explorer.answered.is_empty());
    let again = read.encode();
    assert_eq!(&again[1..20], b"tictactoe session 8");
    assert_eq!(Saved::decode(&again), Ok(busy_v6()));
}

#[test]
fn questions_answered_beyond_the_whole_score_or_a_loop_answered_with_a_number_are_refused() {
    // Two questions answered, one of them right: a whole score with none right, or only one made,
    // cannot hold them.
    let mut saved = busy_session();
    saved.window.explorer.predictions = [0, 2];
    assert_eq!(Saved::decode(&saved.encode()), Err(SessionError::Damaged));
    saved.window.explorer.predictions = [1, 1];
    assert_eq!(Saved::decode(&saved.encode()), Err(SessionError::Damaged));
    saved.window.explorer.predictions = [1, 2];
    assert_eq!(Saved::decode(&saved.encode()), Ok(saved));
    // A loop's question is answered "it stops" or "it goes on", nothing else.
    let mut bytes = busy_session_bytes();
    let guess = bytes.len() - 2;
    assert_eq!(bytes[guess], 0);
    bytes[guess] = 4;
    assert_eq!(Saved::decode(&bytes), Err(SessionError::Damaged));
}

#[test]
fn a_version_5_session_is_read_with_the_strategy_tab_on_its_first_strategy() {
    let read = Saved::decode(&busy_v5_bytes()).expect("version 5 is read");
    assert_eq!(read, busy_v5());
    assert_eq!(read.window.strategy, StrategyPlace::default());
    assert!(!read.window.your_minimax);
    let again = read.encode();
    assert_eq!(&again[1..20], b"tictactoe session 8");
    assert_eq!(Saved::decode(&again), Ok(busy_v5()));
}

#[test]
fn a_strategy_saved_with_a_side_or_an_opening_off_the_board_is_refused() {
    let mut bytes = busy_v6_bytes();
    let side = bytes.len() - 4;
    bytes[side] = 2;
    assert_eq!(Saved::decode(&bytes), Err(SessionError::Damaged));
    let mut bytes = busy_v6_bytes();
    let at = bytes.len() - 2;
    bytes.splice(at..at + 1, [1, 3, 0]);
    assert!(matches!(Saved::decode(&bytes), Err(SessionError::OffBoard(_))));
}

#[test]
fn verdicts_passing_more_than_they_checked_are_refused() {
    let mut bytes = busy_v5_bytes();
    let last = bytes.len() - 2;
    bytes[last] = 30;
    assert_eq!(Saved::decode(&bytes), Err(SessionError::Damaged));
}

#[test]
fn a_default_session_encodes_to_the_known_bytes() {
    // Format 8: the game's record: Table, Perfect, Perfect for both sides of self-play, no hints; no
    // level played; three empty tallies; no game against a learner's minimax; no game; the system's
    // language.
    let game = record(0, &[0, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // The shell's: no window size, dark, the tab the game calls for.
    let shell = record(1, &[0, 1, 0]);
    // The Explore tab's: the course's alpha-beta (engine 7) from the empty board, following the game,
    // at step 0, normal speed, Predict off, the finished search off, no predictions; no question
    // answered; a search of its own.
    let mut explore = vec![9];
    explore.extend_from_slice(b".........");
    explore.extend_from_slice(&[7, 1, 0, 1, 0, 0, 0, 0, 0, 0]);
    // The Your code tab's: no learner's file, none opened before, no verdicts. The Strategy tab's: X's
    // smallest strategy opening at 1,1.
    let records = [
        game,
        shell,
        record(2, &explore),
        record(3, &[0, 0, 0]),
        record(4, &[0, 1, 1, 1, 1]),
    ];
    assert_eq!(Saved::default().encode(), format_8(&records));
    assert_eq!(Saved::decode(&format_8(&records)), Ok(Saved::default()));

    // Format 7, the last before records, still reads.
    let mut expected = vec![19];
    expected.extend_from_slice(b"tictactoe session 7");
    // Table, Perfect, Perfect for both sides of self-play, dark, no hints; no level played; three
    // empty tallies; no game; no window size; the system's language.
    expected.extend_from_slice(&[0, 4, 4, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // The tab the game calls for; the explorer on the course's alpha-beta (engine 7) from the empty
    // board, following the game, at step 0, normal speed, Predict off, the finished search off, no
    // predictions.
    expected.push(0);
    expected.push(9);
    expected.extend_from_slice(b".........");
    expected.extend_from_slice(&[7, 1, 0, 1, 0, 0, 0, 0]);
    // No learner's file, none opened before, no verdicts.
    expected.extend_from_slice(&[0, 0, 0]);
    // X's smallest strategy opening at 1,1; the explorer on a search of its own.
    expected.extend_from_slice(&[0, 1, 1, 1, 1, 0]);
    // No game against a learner's minimax; no question answered.
    expected.extend_from_slice(&[0, 0, 0, 0]);
    assert_eq!(Saved::decode(&expected), Ok(Saved::default()));
}

#[test]
fn a_busy_session_encodes_to_the_known_bytes() {
    assert_eq!(busy_session().encode(), busy_session_bytes_8());
    assert_eq!(Saved::decode(&busy_session_bytes_8()), Ok(busy_session()));
    // The same session in format 7 still reads.
    assert_eq!(Saved::decode(&busy_session_bytes()), Ok(busy_session()));
}

#[test]
fn the_explorer_saved_is_checked_on_the_way_back_in() {
    let good = busy_v4_bytes();
    let at = good.len() - 20;
    assert_eq!(&good[at..at + 10], b"\x09X...O....");
    // A board no game reaches, and an engine that is not a search.
    let mut bytes = good.clone();
    bytes[at + 1..at + 10].copy_from_slice(b"XXXXXXXXX");
    assert_eq!(Saved::decode(&bytes), Err(SessionError::Damaged));
    let mut bytes = good.clone();
    bytes[at + 10] = 0;
    assert_eq!(Saved::decode(&bytes), Err(SessionError::UnknownEngine(0)));
}

#[test]
fn a_session_with_a_game_in_progress_round_trips() {
    let saved = busy_v3();
    let decoded = Saved::decode(&saved.encode()).expect("decodes");
    assert_eq!(decoded, saved);

    // The game comes back on the same board, with its redo moves and the levels of the computer's.
    let mut game = decoded.session.game.expect("a game");
    assert_eq!(game.mode(), Mode::PlayAsO);
    assert_eq!(game.board(), "X...O....".parse::<Board>().unwrap());
    assert_eq!(game.history().0.len(), 4);
    assert_eq!(game.history().1, 2);
    assert_eq!(game.computer_level(), Some(Level::Hard));
    assert!(game.can_redo());
    // It is the computer's turn (X) on the board saved; redo goes to your next turn, one move on.
    assert_eq!(game.turn(), Turn::Computer(Player::X));
    assert!(game.redo());
    assert_eq!(game.board(), "XX..O....".parse::<Board>().unwrap());
    assert_eq!(game.turn(), Turn::Person(Player::O));
    assert_eq!(
        game.computer_level(),
        Some(Level::Easy),
        "the weakest level played so far"
    );
    assert!(game.redo());
    assert_eq!(game.board(), "XXO.O....".parse::<Board>().unwrap());
    assert!(!game.can_redo());
}

// ---------------------------------------------------------------- decode refusals

#[test]
fn decode_refuses_every_truncation_of_a_real_session() {
    for bytes in [
        busy_session().encode(),
        busy_v3_bytes(),
        busy_v2_bytes(),
        busy_v1_bytes(),
    ] {
        for cut in 0..bytes.len() {
            assert!(Saved::decode(&bytes[..cut]).is_err(), "cut at {cut} of {}", bytes.len());
        }
    }
}

#[test]
fn decode_refuses_stray_bytes_after_a_session() {
    let mut bytes = Saved::default().encode();
    bytes.push(0);
    assert_eq!(Saved::decode(&bytes), Err(SessionError::StrayBytes));
    assert_eq!(SessionError::StrayBytes.to_string(), "stray bytes follow the session");
}

#[test]
fn decode_refuses_another_format_name() {
    let mut bytes = Saved::default().encode();
    bytes[19] = b'9'; // "tictactoe session 9"
    assert_eq!(Saved::decode(&bytes), Err(SessionError::NotASession));
    assert_eq!(
        SessionError::NotASession.to_string(),
        "it is not a tic-tac-toe session file"
    );
}

#[test]
fn decode_refuses_illegal_moves_and_unknown_numbers() {
    let cases: [(Vec<u8>, &str); 6] = [
        (
            hand_built(0, true, false, [0, 0, 0], Some((2, &[(0, 0), (0, 0)], 2))),
            "a saved move is illegal: cell 0,0 is taken by X",
        ),
        (
            hand_built(0, true, false, [0, 0, 0], Some((2, &[(1, 1), (3, 0)], 1))),
            "a saved move is illegal: cell 3,0 is off the board (rows and columns are 0 to 2)",
        ),
        (
            hand_built(
                0,
                true,
                false,
                [0, 0, 0],
                Some((2, &[(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (2, 2)], 6)),
            ),
            "a saved move is illegal: the game is over",
        ),
        (
            hand_built(0, true, false, [0, 0, 0], Some((2, &[(0, 0), (1, 1)], 3))),
            "more moves on the board than were made",
        ),
        (hand_built(9, true, false, [0, 0, 0], None), "unknown engine"),
        (
            hand_built(0, true, false, [0, 0, 0], Some((4, &[], 0))),
            "unknown game mode",
        ),
    ];
    for (bytes, expected) in cases {
        let error = Saved::decode(&bytes).expect_err(expected).to_string();
        assert!(error.contains(expected), "{error:?} should say {expected:?}");
    }
    // The hand-built sequence is legal once the repeated move is fixed.
    let legal = hand_built(0, true, false, [0, 0, 0], Some((2, &[(0, 0), (1, 1)], 2)));
    assert!(Saved::decode(&legal).is_ok());
}

#[test]
fn decode_refuses_a_claimed_length_beyond_its_limit_without_allocating_it() {
    // A move list claiming 2^24 entries: the length is the varint marker 252 and a little-endian u32.
    let mut bytes = hand_built(0, true, false, [0, 0, 0], None);
    bytes.pop();
    bytes.extend_from_slice(&[1, 0, 252, 0, 0, 0, 1]);
    let error = Saved::decode(&bytes).expect_err("a length beyond the limit");
    assert_eq!(error, SessionError::TooLarge);
    assert!(error.to_string().contains("limit"), "{error}");
}

// ---------------------------------------------------------------- save and load

#[test]
fn save_then_load_gives_the_same_session() {
    let dir = TempDir::new("save-load");
    let path = dir.join("session.bin");
    let saved = busy_session();
    session::save(&saved, &path).expect("saved");
    assert_eq!(fs::read(&path).unwrap(), busy_session_bytes_8());
    assert_eq!(
        dir.names(),
        BTreeSet::from(["session.bin".to_string()]),
        "no .partial left"
    );

    let loaded = session::load(&path);
    assert_eq!(loaded.problem, None);
    assert_eq!(loaded.saved, saved);
    assert!(path.exists(), "a good file stays where it is");
}

#[test]
fn save_replaces_an_earlier_save() {
    let dir = TempDir::new("save-twice");
    let path = dir.join("session.bin");
    session::save(&busy_v3(), &path).unwrap();
    session::save(&Saved::default(), &path).unwrap();
    let loaded = session::load(&path);
    assert_eq!(loaded.problem, None);
    assert_eq!(loaded.saved, Saved::default());
    assert_eq!(dir.names(), BTreeSet::from(["session.bin".to_string()]));
}

#[test]
fn save_creates_missing_parent_folders() {
    let dir = TempDir::new("parents");
    let path = dir.join("a").join("b").join("tictactoe").join("session.bin");
    assert!(!dir.join("a").exists());
    session::save(&busy_session(), &path).expect("saved");
    assert_eq!(session::load(&path).saved, busy_session());
}

#[test]
fn a_missing_file_is_a_fresh_session_and_no_problem() {
    let dir = TempDir::new("missing");
    let path = dir.join("session.bin");
    let loaded = session::load(&path);
    assert_eq!(loaded.saved, Saved::default());
    assert_eq!(loaded.problem, None);
    assert!(dir.names().is_empty(), "loading creates nothing");
    // A missing folder too.
    let loaded = session::load(&dir.join("nowhere").join("session.bin"));
    assert_eq!(loaded.saved, Saved::default());
    assert_eq!(loaded.problem, None);
}

/// Loads `bytes` as `session.bin` in a folder with a neighbour, and checks the file was set aside
/// whole, reported, and replaced by a fresh session, the neighbour untouched.
fn assert_set_aside(name: &str, bytes: &[u8]) {
    let dir = TempDir::new(name);
    let path = dir.join("session.bin");
    let aside = dir.join("session.bin.corrupt");
    let neighbour = busy_v3_bytes();
    fs::write(&path, bytes).unwrap();
    fs::write(dir.join("notes.txt"), b"keep me\n").unwrap();
    fs::write(dir.join("backup.bin"), &neighbour).unwrap();

    let loaded = session::load(&path);
    assert_eq!(loaded.saved, Saved::default(), "{name}: a fresh session");
    let problem = loaded
        .problem
        .unwrap_or_else(|| panic!("{name}: a problem is reported"))
        .en;
    assert!(problem.contains(&path.display().to_string()), "{name}: {problem}");
    assert!(problem.contains("moved to"), "{name}: {problem}");
    assert!(problem.contains(&aside.display().to_string()), "{name}: {problem}");

    assert!(!path.exists(), "{name}: no session.bin left");
    assert_eq!(fs::read(&aside).unwrap(), bytes, "{name}: the file's bytes are intact");
    assert_eq!(fs::read(dir.join("notes.txt")).unwrap(), b"keep me\n");
    assert_eq!(fs::read(dir.join("backup.bin")).unwrap(), neighbour);
    let names: BTreeSet<String> = ["backup.bin", "notes.txt", "session.bin.corrupt"]
        .map(String::from)
        .into();
    assert_eq!(dir.names(), names, "{name}");

    // The next start finds no file and starts fresh without complaint.
    let again = session::load(&path);
    assert_eq!(again.problem, None);
    assert_eq!(again.saved, Saved::default());
}

#[test]
fn a_file_of_random_bytes_is_set_aside() {
    // A fixed pseudo-random sequence (a 64-bit LCG), 512 bytes.
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let bytes: Vec<u8> = (0..512)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 56) as u8
        })
        .collect();
    assert!(Saved::decode(&bytes).is_err());
    assert_set_aside("random", &bytes);
}

#[test]
fn a_truncated_file_is_set_aside() {
    let bytes = busy_v3().encode();
    assert_set_aside("truncated", &bytes[..bytes.len() - 3]);
    assert_set_aside("truncated-to-format", &bytes[..20]);
}

#[test]
fn an_exported_table_is_set_aside() {
    let table = ExportedTable::from_table().encode();
    assert!(table.len() > 10_000);
    assert_set_aside("exported-table", &table);
}

#[test]
fn a_text_file_is_set_aside() {
    assert_set_aside("text", b"engine = table\ndark_theme = true\n");
}

#[test]
fn an_empty_file_is_set_aside() {
    assert_set_aside("empty", b"");
}

#[test]
fn a_file_with_illegal_moves_is_set_aside() {
    // X 0,0, then O on 0,0 again.
    let bytes = hand_built(2, false, true, [1, 2, 3], Some((0, &[(0, 0), (0, 0), (1, 1)], 3)));
    assert_set_aside("illegal-taken", &bytes);
    // A real session with its first move changed to row 7, in both formats.
    let mut bytes = busy_v1_bytes();
    assert_eq!(&bytes[31..33], &[0, 0]);
    bytes[31] = 7;
    assert_set_aside("illegal-off-board", &bytes);
    let mut bytes = busy_v2_bytes();
    assert_eq!(&bytes[47..50], &[0, 0, 1]);
    bytes[47] = 7;
    assert_set_aside("illegal-off-board-2", &bytes);
    let mut bytes = busy_v3_bytes();
    assert_eq!(&bytes[49..52], &[0, 0, 1]);
    bytes[49] = 7;
    assert_set_aside("illegal-off-board-3", &bytes);
    // A level code no version has, for the computer against you or for a side against itself.
    for at in [21, 22, 23] {
        let mut bytes = busy_v3_bytes();
        assert!(bytes[at] <= 4);
        bytes[at] = 5;
        assert_eq!(Saved::decode(&bytes), Err(SessionError::UnknownLevel(5)));
    }
    // A language code no version has.
    let mut bytes = busy_v3_bytes();
    *bytes.last_mut().unwrap() = 3;
    assert_eq!(Saved::decode(&bytes), Err(SessionError::UnknownLang(3)));
}

#[test]
fn a_saved_answer_is_checked_on_the_way_back_in() {
    // The first move's answer starts at byte 54: engine, winner, plies, Some, row, col.
    let good = busy_v3_bytes();
    assert_eq!(&good[54..60], &[0, 0, 9, 1, 1, 1]);
    let changed = |at: usize, value: u8| {
        let mut bytes = good.clone();
        bytes[at] = value;
        Saved::decode(&bytes)
    };
    assert_eq!(changed(54, 9), Err(SessionError::UnknownEngine(9)));
    assert_eq!(
        changed(55, 3),
        Err(SessionError::Damaged),
        "a winner that is neither side"
    );
    assert_eq!(
        changed(56, 10),
        Err(SessionError::Damaged),
        "more moves than a board holds"
    );
    // Moves to the end that the engine did not count (the course's searches) read back as unknown.
    let uncounted = changed(56, u8::MAX).expect("plies left uncounted");
    let first = uncounted.session.game.unwrap().played()[0].decision.unwrap();
    assert_eq!(first.found.plies, None);
    let off = changed(58, 3).expect_err("a move off the board");
    assert!(off.to_string().contains("off the board"), "{off}");
    // The third move's answer names the engine's own move on X 0,0  O 1,1: 1,1 there is taken.
    let mut bytes = good.clone();
    assert_eq!(&bytes[77..80], &[1, 2, 2]);
    bytes[78] = 1;
    bytes[79] = 1;
    let taken = Saved::decode(&bytes).expect_err("a taken cell");
    assert!(taken.to_string().contains("taken"), "{taken}");
}

#[test]
fn a_session_of_another_version_and_stray_bytes_are_set_aside() {
    let mut other_version = busy_v3_bytes();
    other_version[19] = b'9';
    assert_set_aside("other-version", &other_version);
    let mut stray = busy_v3_bytes();
    stray.extend_from_slice(b"\n");
    assert_set_aside("stray", &stray);
}

#[test]
fn a_path_that_cannot_be_read_is_reported_and_left_alone() {
    // A folder where the file should be: reading fails for a reason other than absence.
    let dir = TempDir::new("unreadable");
    let path = dir.join("session.bin");
    fs::create_dir(&path).unwrap();
    let loaded = session::load(&path);
    assert_eq!(loaded.saved, Saved::default());
    let problem = loaded.problem.expect("a problem is reported").en;
    assert!(problem.contains(&path.display().to_string()), "{problem}");
    assert!(problem.contains("could not be read"), "{problem}");
    assert!(!problem.contains("moved to"), "{problem}");
    assert!(path.is_dir());
    assert_eq!(dir.names(), BTreeSet::from(["session.bin".to_string()]));
}

// ---------------------------------------------------------------- default path

#[test]
fn a_second_unreadable_file_is_set_aside_without_overwriting_the_first() {
    let dir = TempDir::new("second-corrupt");
    let path = dir.join("session.bin");
    fs::write(&path, b"first").unwrap();
    assert!(session::load(&path).problem.is_some());
    fs::write(&path, b"second").unwrap();
    let problem = session::load(&path).problem.unwrap().en;
    assert!(problem.contains("session.bin.corrupt.2"), "{problem}");
    assert_eq!(fs::read(dir.join("session.bin.corrupt")).unwrap(), b"first");
    assert_eq!(fs::read(dir.join("session.bin.corrupt.2")).unwrap(), b"second");
}

#[cfg(unix)]
#[test]
fn a_file_that_cannot_be_read_is_kept_and_marked_not_to_be_saved_over() {
    let dir = TempDir::new("unreadable-kept");
    let path = dir.join("session.bin");
    // A link to itself: it is there, and reading it fails (even as root, unlike a permission).
    std::os::unix::fs::symlink("session.bin", &path).unwrap();
    let loaded = session::load(&path);
    assert!(loaded.keep_file);
    assert_eq!(loaded.saved, Saved::default());
    let problem = loaded.problem.expect("a problem is reported").en;
    assert!(problem.contains("could not be read"), "{problem}");
    assert!(problem.contains("will not be saved"), "{problem}");
    assert!(fs::symlink_metadata(&path).unwrap().file_type().is_symlink());
    assert_eq!(dir.names(), BTreeSet::from(["session.bin".to_string()]));
}

// ---------------------------------------------------------------- format 8, written now

/// One record of a format 8 file: its kind, version 1, its length (below 251: one byte) and its bytes.
fn record(kind: u8, bytes: &[u8]) -> Vec<u8> {
    assert!(bytes.len() < 251);
    let mut record = vec![kind, 1, bytes.len() as u8];
    record.extend_from_slice(bytes);
    record
}

/// A format 8 file of these records, each already laid out: the format's name, then how many.
fn format_8(records: &[Vec<u8>]) -> Vec<u8> {
    let mut bytes = vec![19];
    bytes.extend_from_slice(b"tictactoe session 8");
    bytes.push(records.len() as u8);
    for record in records {
        bytes.extend_from_slice(record);
    }
    bytes
}

/// The busy session in format 8, each record made of the fields format 7 wrote for it, in its
/// owner's order.
fn busy_session_bytes_8() -> Vec<u8> {
    let v3 = busy_v3_bytes();
    // Format 3's game: after the name, the settings and the scores, before the window and the language.
    let played = &v3[46..v3.len() - 8];
    assert_eq!(&played[..3], &[1, 1, 4], "Some, PlayAsO, four moves");
    // The game's: engine 2, level 3, self-play levels 4 and 1, hints; the scores; 2 won, 1 lost and 3
    // drawn against the learner's minimax; the game; Chinese.
    let mut game = vec![2, 3, 4, 1, 1];
    game.extend_from_slice(&BUSY_SCORES);
    game.extend_from_slice(&[2, 1, 3]);
    game.extend_from_slice(played);
    game.push(2);
    // The shell's: 1100 by 700, light, the explorer's tab.
    let mut shell = BUSY_WINDOW.to_vec();
    shell.extend_from_slice(&[0, 1]);
    // The Explore tab's: its place as format 4 wrote it, the two questions answered as format 7
    // wrote them, the learner's minimax shown.
    let mut explore = vec![9];
    explore.extend_from_slice(b"X...O....");
    explore.extend_from_slice(&[6, 0, 251, 0x2c, 0x01, 2, 1, 0, 3, 5]);
    explore.extend_from_slice(&[2, 12, 0, 1, 1, 251, 0x2c, 0x01, 1, 0, 0]);
    explore.push(1);
    // The Your code tab's, as format 5 wrote it; the Strategy tab's: O, not the smallest, no opening.
    let code = busy_v5_bytes()[busy_v4_bytes().len()..].to_vec();
    let records = [
        record(0, &game),
        record(1, &shell),
        record(2, &explore),
        record(3, &code),
        record(4, &[1, 0, 0]),
    ];
    format_8(&records)
}

#[test]
fn format_8_round_trips_a_busy_session() {
    let busy = busy_session();
    let bytes = busy.encode();
    assert_eq!(&bytes[1..20], session::FORMAT.as_bytes());
    assert_eq!(Saved::decode(&bytes), Ok(busy.clone()));
    // One record per owner, each of the version this program writes.
    let records = session::records_of(&busy);
    let kinds: Vec<u8> = records.iter().map(|r| r.kind).collect();
    assert_eq!(kinds, session::Kind::ALL.map(|kind| kind as u8));
    assert!(records.iter().all(|r| r.version == 1));
}

#[test]
fn a_record_of_an_unknown_kind_is_skipped() {
    let mut records = session::records_of(&busy_session());
    let unknown = session::Record {
        kind: 200,
        version: 7,
        bytes: b"a tab of a newer program".to_vec(),
    };
    records.insert(2, unknown.clone());
    records.push(unknown);
    assert_eq!(Saved::decode(&session::encode_records(&records)), Ok(busy_session()));
}

#[test]
fn a_known_record_of_a_newer_version_is_set_aside_as_a_foreign_file() {
    for kind in session::Kind::ALL {
        let mut records = session::records_of(&busy_session());
        let newer = records.iter_mut().find(|r| r.kind == kind as u8).unwrap();
        newer.version = 2;
        let bytes = session::encode_records(&records);
        assert_eq!(Saved::decode(&bytes), Err(SessionError::NewerRecord), "{kind:?}");
        assert!(SessionError::NewerRecord.to_string().contains("newer version"));
    }
    let mut records = session::records_of(&busy_session());
    records[3].version = 9;
    assert_set_aside("newer-record", &session::encode_records(&records));
}

#[test]
fn changing_one_record_leaves_the_others_readable() {
    // Another file open in the Your code tab: its record grows, and every other record still reads
    // as it was.
    let busy = busy_session();
    let mut other = Saved::default();
    other.window.code = CodePlace {
        file: Some("/home/learner/a/much/longer/path/to/tictactoe.py".into()),
        recent: vec!["/home/learner/a/much/longer/path/to/tictactoe.py".into()],
        verdicts: None,
    };
    let code = session::Kind::Code as u8;
    let mut records = session::records_of(&busy);
    let grown = session::records_of(&other)
        .into_iter()
        .find(|r| r.kind == code)
        .unwrap();
    let at = records.iter().position(|r| r.kind == code).unwrap();
    assert!(grown.bytes.len() > records[at].bytes.len());
    records[at] = grown;
    let expected = Saved {
        window: Window {
            code: other.window.code.clone(),
            ..busy.window.clone()
        },
        ..busy.clone()
    };
    assert_eq!(Saved::decode(&session::encode_records(&records)), Ok(expected));
}

#[test]
fn a_record_missing_is_read_as_its_default_and_a_record_twice_is_refused() {
    let busy = busy_session();
    let mut records = session::records_of(&busy);
    let strategy = records.pop().unwrap();
    assert_eq!(strategy.kind, session::Kind::Strategy as u8);
    let mut expected = busy.clone();
    expected.window.strategy = StrategyPlace::default();
    assert_eq!(Saved::decode(&session::encode_records(&records)), Ok(expected));
    records.push(strategy.clone());
    records.push(strategy);
    assert_eq!(
        Saved::decode(&session::encode_records(&records)),
        Err(SessionError::Damaged)
    );
}

#[test]
fn a_damaged_record_makes_the_file_unreadable_and_it_is_set_aside() {
    // A record's bytes are its owner's to check: a strategy for a third side is refused, and the file
    // is set aside whole, as a corrupt file of any format is.
    let mut records = session::records_of(&busy_session());
    records[4].bytes[0] = 2;
    let bytes = session::encode_records(&records);
    assert_eq!(Saved::decode(&bytes), Err(SessionError::Damaged));
    assert_set_aside("damaged-record", &bytes);
    // A record followed by stray bytes of its own.
    let mut records = session::records_of(&busy_session());
    records[1].bytes.push(0);
    assert_eq!(
        Saved::decode(&session::encode_records(&records)),
        Err(SessionError::StrayBytes)
    );
}

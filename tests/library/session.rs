//! The game's part of the saved session: its record in the session file (settings, scores, the game
//! in progress) round trips with its fixed codes, a record of a newer version is refused, the
//! beginning of a file before records is read by this layer, and where the session file lives. The
//! whole file (the window's records beside the game's, every earlier format, files set aside) is
//! tested with the window, in `tests/window/session_file.rs`.

use crate::support::{c, replayed};
use std::path::{Path, PathBuf};
use std::time::Duration;

use tictactoe::board::{Board, Cell};
use tictactoe::engines::{Decision, Engine, Rung};
use tictactoe::game::session::{self, Session, SessionError};
use tictactoe::game::{Game, Mode, Move, Picker, Record, Scores};
use tictactoe::opponents::{Computer, Level, Opponent, Random};
use tictactoe::table;

/// The game's record of `session`.
fn encode(session: &Session) -> Vec<u8> {
    session.encode_record()
}

/// The session a game's record of this version holds.
fn decode(bytes: &[u8]) -> Result<Session, SessionError> {
    Session::decode_record(Session::RECORD_VERSION, bytes)
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

#[test]
fn every_engine_mode_and_level_round_trips_with_its_fixed_code() {
    // Fixed for good: a new engine, mode or level takes a new code.
    let (opponents, modes) = (OPPONENT_CODES, MODE_CODES);
    let levels = [
        (Level::Random, 0),
        (Level::Easy, 1),
        (Level::Medium, 2),
        (Level::Hard, 3),
        (Level::Perfect, 4),
    ];
    // Every engine a name gives, and the learner's minimax, which only the window runs.
    assert_eq!(
        opponents.len(),
        Engine::NAMED.len() + 1,
        "every opponent has its code here"
    );
    assert_eq!(modes.len(), Mode::ALL.len(), "every mode has its code here");
    assert_eq!(levels.len(), Level::ALL.len(), "every level has its code here");
    for (opponent, e) in opponents {
        let Opponent::Engine(engine) = opponent else {
            continue;
        };
        for (mode, m) in modes {
            for (level, l) in levels {
                let moves = vec![
                    Move::person(c(2, 2)),
                    Move {
                        cell: c(0, 0),
                        picker: Some(Picker::Level(level)),
                        decision: Some(decision(engine, "........X", c(1, 1), 1, 0)),
                    },
                    Move::person(c(2, 1)),
                ];
                let session = Session {
                    opponent,
                    level,
                    self_play_levels: [Level::Random, level],
                    game: Some(Game::restore(mode, moves, 3).unwrap()),
                    ..Session::default()
                };
                let bytes = encode(&session);
                assert_eq!(bytes[0], e, "{engine:?}");
                assert_eq!(&bytes[1..4], &[l, 0, l], "{level:?}");
                // After the settings, an empty list of levels played, three empty tallies and no game
                // against the learner's minimax: the game.
                assert_eq!(&bytes[18..21], &[1, m, 3], "{mode:?}");
                // The first move, a person's, then the computer's with its level and its engine.
                assert_eq!(&bytes[21..31], &[2, 2, 0, 0, 0, 0, 1, l, 1, e], "{level:?} {engine:?}");
                assert_eq!(decode(&bytes), Ok(session));
            }
        }
    }
}

#[test]
fn the_learners_minimax_and_its_moves_keep_the_code_files_gave_them() {
    // Code 8 in the settings, and in a move's decision with the time it took: at no level.
    let (learner, code) = OPPONENT_CODES[8];
    assert_eq!(learner, Opponent::LearnersMinimax);
    let mut game = Game::new(Mode::PlayAsO);
    let elapsed = Duration::from_millis(1_234);
    assert!(game.play_learners(Board::EMPTY, c(1, 1), elapsed));
    let session = Session {
        opponent: learner,
        game: Some(game),
        ..Session::default()
    };
    let bytes = encode(&session);
    assert_eq!(bytes[0], code);
    // The game: mode, one move, one played; then 1,1 with no level and a decision of code 8.
    assert_eq!(&bytes[18..26], &[1, 1, 1, 1, 1, 0, 1, code], "{bytes:?}");
    let decoded = decode(&bytes).unwrap();
    assert_eq!(decoded, session);
    let m = decoded.game.unwrap().played()[0];
    assert_eq!(m.picker, Some(Picker::LearnersMinimax { elapsed }));
    assert_eq!((m.decision, m.level()), (None, None));
}

#[test]
fn a_game_left_out_of_the_score_stays_out_after_a_restart() {
    let mut session = Session {
        game: Some(replayed(Mode::TwoPlayers, &[c(0, 0), c(1, 0), c(0, 1), c(1, 1), c(0, 2)], 5).unwrap()),
        ..Session::default()
    };
    assert_eq!(session.scores().two_players.x_wins, 1);
    let counted = encode(&session);
    session.reset_scores();
    assert!(session.scores().is_empty());
    let bytes = encode(&session);
    // The game's last byte, before the language: 1 counted, 0 not.
    let scored = bytes.len() - 1 - 1;
    assert_eq!(
        (counted[scored], bytes[scored]),
        (1, 0),
        "the game is saved as not counted"
    );
    let decoded = decode(&bytes).unwrap();
    assert_eq!(decoded, session);
    assert!(decoded.scores().is_empty());
}

#[test]
fn a_session_on_the_start_screen_with_a_score_round_trips() {
    let mut earlier = Scores {
        two_players: Record {
            x_wins: 0,
            o_wins: 70_000,
            draws: u32::MAX,
        },
        ..Scores::default()
    };
    earlier.vs_computer[0].wins = u32::MAX;
    let session = Session {
        opponent: Opponent::Engine(Engine::MINIMAX),
        earlier,
        ..Session::default()
    };
    assert_eq!(decode(&encode(&session)), Ok(session));
}

#[test]
fn the_computers_reasons_are_saved_with_its_moves() {
    // A game played against the computer comes back with the same moves, turn and levels, and
    // what the engine found for each of the computer's moves: engine, outcome, move, nodes, time.
    let mut game = Game::new(Mode::PlayAsX);
    game.play(c(0, 0)).unwrap();
    let computer = Computer {
        engine: Engine::ALPHABETA_TT,
        level: Level::Medium,
    };
    let choice = computer.choose(game.board(), &mut Random::new(5)).unwrap();
    assert!(game.play_choice(choice));
    let session = Session {
        game: Some(game.clone()),
        ..Session::default()
    };
    let decoded = decode(&encode(&session)).unwrap().game.unwrap();
    assert_eq!(decoded, game);
    assert_eq!(decoded.played()[1].decision, Some(choice.decision));
    assert!(choice.decision.agrees && choice.decision.nodes > 1);
}

#[test]
fn an_answer_saved_as_agreeing_is_read_back_as_the_table_finds_it() {
    // After X 0,0, O's move 2,2 loses (only the centre draws): whatever a file says, that answer
    // does not agree with the table.
    let mut bad = decision(Engine::MINIMAX, "X........", c(2, 2), 1, 0);
    assert!(!bad.agrees, "2,2 is not one of the table's best moves there");
    bad.agrees = true;
    let moves = vec![
        Move::person(c(0, 0)),
        Move {
            cell: c(2, 2),
            picker: Some(Picker::Level(Level::Random)),
            decision: Some(bad),
        },
    ];
    let session = Session {
        game: Some(Game::restore(Mode::PlayAsX, moves, 2).unwrap()),
        ..Session::default()
    };
    let decoded = decode(&encode(&session)).unwrap().game.unwrap();
    assert_eq!(decoded.played()[1].decision.map(|d| d.agrees), Some(false));
}

#[test]
fn the_aside_path_is_session_bin_corrupt_beside_it() {
    assert_eq!(
        session::aside_path(Path::new("/data/tictactoe/session.bin")),
        PathBuf::from("/data/tictactoe/session.bin.corrupt")
    );
}

#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn the_session_lives_in_xdg_data_home_or_else_under_home() {
    fn env<'a>(vars: &'a [(&str, &str)]) -> impl Fn(&str) -> Option<std::ffi::OsString> + 'a {
        move |name| vars.iter().find(|(var, _)| *var == name).map(|(_, value)| value.into())
    }
    let xdg = [("XDG_DATA_HOME", "/xdg/data"), ("HOME", "/home/ada")];
    assert_eq!(
        session::path_in(env(&xdg)),
        Some(PathBuf::from("/xdg/data/tictactoe/session.bin"))
    );
    let empty_xdg = [("XDG_DATA_HOME", ""), ("HOME", "/home/ada")];
    let home_only = [("HOME", "/home/ada")];
    for vars in [&empty_xdg[..], &home_only[..]] {
        assert_eq!(
            session::path_in(env(vars)),
            Some(PathBuf::from("/home/ada/.local/share/tictactoe/session.bin"))
        );
    }
    assert_eq!(session::path_in(env(&[("HOME", "")])), None);
    assert_eq!(session::path_in(env(&[])), None);
}

#[test]
fn a_game_record_of_a_version_this_program_does_not_know_is_refused() {
    let bytes = encode(&Session::default());
    assert_eq!(decode(&bytes), Ok(Session::default()));
    assert_eq!(
        Session::decode_record(Session::RECORD_VERSION + 1, &bytes),
        Err(SessionError::NewerRecord)
    );
    assert_eq!(Session::decode_record(0, &bytes), Err(SessionError::Damaged));
}

#[test]
fn the_game_reads_the_beginning_of_a_file_before_records_and_says_where_it_ends() {
    // Format 1, default: engine 0, dark, no hints, an empty tally, no game; nothing follows.
    let mut bytes = vec![19];
    bytes.extend_from_slice(b"tictactoe session 1");
    bytes.extend_from_slice(&[0, 1, 0, 0, 0, 0, 0]);
    let beginning = session::read_beginning(&bytes).unwrap();
    assert_eq!(beginning.format, 1);
    assert_eq!(beginning.session, Session::default());
    assert!(beginning.dark_theme);
    assert_eq!((beginning.size, beginning.read), (None, bytes.len()));
    // Format 4, default: format 3's fields, then the window's places, which are not the game's.
    let mut bytes = vec![19];
    bytes.extend_from_slice(b"tictactoe session 4");
    // Table, Perfect for all, light, no hints; no level played and three empty tallies; no game;
    // 44 by 1 points; the system's language. Then the tab shown, the window's.
    bytes.extend_from_slice(&[0, 4, 4, 4, 0, 0]);
    bytes.extend_from_slice(&[0; 10]);
    bytes.extend_from_slice(&[0, 1, 44, 1, 0]);
    bytes.push(2);
    let beginning = session::read_beginning(&bytes).unwrap();
    assert_eq!(beginning.format, 4);
    assert_eq!(beginning.session, Session::default());
    assert!(!beginning.dark_theme);
    assert_eq!((beginning.size, beginning.read), (Some((44, 1)), bytes.len() - 1));
    // Format 8 is the window's to read; anything else is no session.
    bytes[19] = b'8';
    assert_eq!(session::read_beginning(&bytes), Err(SessionError::NotASession));
}

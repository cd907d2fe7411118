//! The window driven headless through egui_kittest: every control is found by its accessible name
//! and clicked as a person would, with no display.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tictactoe::app::TicTacToe;
use tictactoe::board::Player;
use tictactoe::engine::Engine;
use tictactoe::game::Turn;

/// A folder of its own for each test's session file.
fn session_path(test: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("tictactoe-window-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder.join("session.bin")
}

fn window(path: PathBuf) -> Harness<'static, TicTacToe> {
    Harness::builder()
        .with_size(egui::vec2(1000.0, 700.0))
        .build_ui_state(|ui, app: &mut TicTacToe| app.show(ui), TicTacToe::new(Some(path)))
}

/// Runs frames until no search or verification is running and the window is idle.
fn settle(harness: &mut Harness<'static, TicTacToe>) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let busy = harness.state().is_thinking() || harness.state().is_verifying();
        if !busy && harness.run_ok().is_some() {
            return;
        }
        assert!(Instant::now() < deadline, "the background work never finished");
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn click(harness: &mut Harness<'static, TicTacToe>, label: &str) {
    harness.get_by_label(label).click();
    harness.step();
    settle(harness);
}

fn played(harness: &Harness<'static, TicTacToe>) -> usize {
    harness.state().session().game.as_ref().map_or(0, |g| g.played().len())
}

#[test]
fn start_choose_a_side_move_and_the_computer_replies_from_the_table() {
    let mut harness = window(session_path("start"));
    harness.run();
    harness.get_by_label("Play Tic-Tac-Toe");
    click(&mut harness, "Play as X");
    harness.get_by_label("Your turn as X");
    click(&mut harness, "Cell 1,1: empty");

    let game = harness.state().session().game.clone().unwrap();
    assert_eq!(game.played().len(), 2, "your move and the computer's reply");
    let reply = game.played()[1].decision.expect("the reply records its decision");
    assert_eq!(reply.engine, Engine::Table);
    assert!(reply.agrees);
    harness.get_by_label("Cell 1,1: X");
    harness.get_by_label("agrees");
    harness.get_by_label("Your turn as X");
}

#[test]
fn each_live_engine_replies_with_nodes_and_agreement() {
    for (engine, label) in [(Engine::Minimax, "Minimax"), (Engine::AlphaBeta, "Alpha-beta")] {
        let mut harness = window(session_path(label));
        harness.run();
        click(&mut harness, label);
        assert_eq!(harness.state().session().engine, engine);
        // As O, the computer opens on the empty board.
        click(&mut harness, "Play as O");
        let game = harness.state().session().game.clone().unwrap();
        let opening = game.played()[0].decision.unwrap();
        assert_eq!(opening.engine, engine);
        assert!(opening.agrees);
        let expected_nodes = if engine == Engine::Minimax {
            549_946
        } else {
            opening.nodes
        };
        assert_eq!(opening.nodes, expected_nodes);
        assert!(opening.nodes > 1);

        let free = (0..9)
            .map(tictactoe::board::Cell::from_index)
            .find(|&c| game.board().get(c).is_none())
            .unwrap();
        click(&mut harness, &format!("Cell {free}: empty"));
        assert_eq!(played(&harness), 3);
        let reply = harness.state().session().game.as_ref().unwrap().played()[2]
            .decision
            .unwrap();
        assert!(reply.nodes > 1 && reply.agrees, "{label}: {reply:?}");
        harness.get_by_label("Your turn as O");
    }
}

#[test]
fn clicks_on_taken_cells_and_finished_games_do_nothing() {
    let mut harness = window(session_path("taken"));
    harness.run();
    click(&mut harness, "Two players");
    click(&mut harness, "Cell 0,0: empty");
    click(&mut harness, "Cell 0,0: X");
    assert_eq!(played(&harness), 1, "a taken cell is refused");
    for cell in ["1,0", "0,1", "1,1", "0,2"] {
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    harness.get_by_label("Game Over: X wins.");
    click(&mut harness, "Cell 2,2: empty");
    assert_eq!(played(&harness), 5, "a finished game takes no move");
}

#[test]
fn two_players_play_to_a_tie_then_play_again_keeps_the_score() {
    let mut harness = window(session_path("tie"));
    harness.run();
    click(&mut harness, "Two players");
    harness.get_by_label("X to move");
    for cell in ["0,0", "1,1", "0,1", "0,2", "2,0", "1,0", "1,2", "2,1", "2,2"] {
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    harness.get_by_label("Game Over: Tie.");
    harness.get_by_label("X 0   ·   O 0   ·   Ties 1");
    click(&mut harness, "Play Again");
    harness.get_by_label("Play Tic-Tac-Toe");
    assert!(harness.state().session().game.is_none());
    harness.get_by_label("X 0   ·   O 0   ·   Ties 1");
}

#[test]
fn undo_takes_back_your_move_and_the_reply_and_redo_restores_them() {
    let mut harness = window(session_path("undo"));
    harness.run();
    click(&mut harness, "Play as X");
    click(&mut harness, "Cell 0,0: empty");
    click(&mut harness, "Cell 2,2: empty");
    assert_eq!(played(&harness), 4);
    click(&mut harness, "Undo");
    assert_eq!(played(&harness), 2);
    click(&mut harness, "Redo");
    assert_eq!(played(&harness), 4);

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(played(&harness), 2);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    harness.run();
    assert_eq!(played(&harness), 4);
}

#[test]
fn the_keypad_plays_cells_and_n_starts_a_new_game() {
    let mut harness = window(session_path("keys"));
    harness.run();
    click(&mut harness, "Two players");
    harness.key_press(Key::Num7);
    harness.run();
    harness.key_press(Key::Num3);
    harness.run();
    let board = harness.state().session().game.as_ref().unwrap().board();
    assert_eq!(board.to_string(), "X.......O", "7 is the top left, 3 the bottom right");
    harness.key_press(Key::N);
    harness.run();
    let game = harness.state().session().game.as_ref().unwrap();
    assert_eq!(game.played().len(), 0);
    assert_eq!(game.turn(), Turn::Person(Player::X));
}

#[test]
fn hints_and_theme_are_switched_from_the_window() {
    let mut harness = window(session_path("hints"));
    harness.run();
    assert!(!harness.state().session().hints);
    click(&mut harness, "Show hints");
    assert!(harness.state().session().hints);
    assert!(harness.state().session().dark_theme);
    click(&mut harness, "Light theme");
    assert!(!harness.state().session().dark_theme);
    harness.get_by_label("Dark theme");
}

#[test]
fn the_computer_against_itself_draws() {
    let mut harness = window(session_path("aivsai"));
    harness.run();
    click(&mut harness, "Alpha-beta");
    click(&mut harness, "Watch AI vs AI");
    for _ in 0..400 {
        if matches!(harness.state().session().game.as_ref().unwrap().turn(), Turn::Over(_)) {
            break;
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(2));
    }
    settle(&mut harness);
    let game = harness.state().session().game.as_ref().unwrap();
    assert_eq!(game.turn(), Turn::Over(None));
    assert_eq!(game.played().len(), 9);
    assert!(game.played().iter().all(|m| m.decision.is_some_and(|d| d.agrees)));
    harness.get_by_label("Game Over: Tie.");
}

#[test]
fn compare_engines_runs_all_three_side_by_side() {
    let mut harness = window(session_path("compare"));
    harness.run();
    click(&mut harness, "Two players");
    click(&mut harness, "Cell 1,1: empty");
    harness.get_by_label("Compare engines").click();
    let deadline = Instant::now() + Duration::from_secs(60);
    while harness.state().compared().is_empty() {
        assert!(Instant::now() < deadline);
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    harness.run();
    let engines: Vec<Engine> = harness.state().compared().iter().map(|d| d.engine).collect();
    assert_eq!(engines, Engine::ALL);
    assert!(harness.state().compared().iter().all(|d| d.agrees));
    assert_eq!(harness.get_all_by_label("agrees").count(), 3);
}

#[test]
fn verify_table_checks_all_4520_positions_with_both_searches() {
    let mut harness = window(session_path("verify"));
    harness.run();
    harness.get_by_label("Verify table").click();
    harness.step();
    assert!(harness.state().is_verifying());
    settle(&mut harness);
    let report = harness.state().verify_report().expect("a report").clone();
    assert!(report.passed(), "{report:?}");
    assert_eq!(report.total, 4_520);
    for tally in report.tallies {
        assert_eq!((tally.checked, tally.agreed), (4_520, 4_520));
        assert!(tally.nodes > 4_520);
    }
    harness.get_by_label("Table verified: every answer agrees.");
    assert_eq!(harness.get_all_by_label("4,520 / 4,520 agree").count(), 2);
}

#[test]
fn verify_table_can_be_cancelled() {
    let mut harness = window(session_path("cancel"));
    harness.run();
    harness.get_by_label("Verify table").click();
    harness.step();
    harness.step();
    harness.get_by_label("Cancel verification").click();
    settle(&mut harness);
    let report = harness.state().verify_report().expect("a report").clone();
    assert!(report.cancelled && !report.passed());
    assert!(report.tallies[0].checked < 4_520);
    harness.get_by_label("Verification cancelled.");
}

#[test]
fn the_session_survives_a_restart() {
    let path = session_path("restart");
    {
        let mut harness = window(path.clone());
        harness.run();
        click(&mut harness, "Alpha-beta");
        click(&mut harness, "Play as X");
        click(&mut harness, "Cell 0,0: empty");
    }
    let mut harness = window(path);
    harness.run();
    let session = harness.state().session();
    assert_eq!(session.engine, Engine::AlphaBeta);
    assert_eq!(session.game.as_ref().unwrap().played().len(), 2);
    harness.get_by_label("Cell 0,0: X");
    harness.get_by_label("Your turn as X");
}

#[test]
fn a_corrupt_session_file_is_reported_and_set_aside() {
    let path = session_path("corrupt");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, b"\xff\xfenot a session at all").unwrap();
    let mut harness = window(path.clone());
    harness.run();
    assert!(
        harness
            .state()
            .notice()
            .is_some_and(|n| n.contains("session.bin.corrupt"))
    );
    harness.get_by_label_contains("was unreadable");
    harness.get_by_label("Play Tic-Tac-Toe");
    let aside = path.with_file_name("session.bin.corrupt");
    assert_eq!(std::fs::read(aside).unwrap(), b"\xff\xfenot a session at all");
    click(&mut harness, "Dismiss");
    assert!(harness.state().notice().is_none());
}

#[test]
fn a_disagreement_with_the_table_is_shown_with_its_board() {
    let mut harness = window(session_path("disagree"));
    harness.run();
    click(&mut harness, "Minimax");
    harness.state_mut().session_mut().game = Some(tictactoe::game::Game::new(tictactoe::game::Mode::PlayAsO));
    // A made-up answer that is not the table's: the window must show it, flagged, not hide it.
    let board = tictactoe::board::Board::EMPTY;
    let wrong = tictactoe::engine::Decision {
        engine: Engine::Minimax,
        board,
        outcome: tictactoe::search::Outcome { value: 1, plies: 5 },
        choice: Some(tictactoe::board::Cell::new(0, 1)),
        nodes: 7,
        elapsed: Duration::from_micros(3),
        agrees: false,
    };
    assert!(
        harness
            .state_mut()
            .session_mut()
            .game
            .as_mut()
            .unwrap()
            .play_computer(wrong)
    );
    harness.run();
    harness.get_by_label("DISAGREES");
    harness.get_by_label(
        "on .........: found X wins in 5, the table says draw (best 0,0 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2)",
    );
}

#[test]
fn a_shortcut_counts_even_when_its_modifier_is_released_within_the_frame() {
    let mut harness = window(session_path("quick-keys"));
    harness.run();
    click(&mut harness, "Two players");
    click(&mut harness, "Cell 1,1: empty");
    // Ctrl went down and up with Z inside one frame: the key event carries it, the frame does not.
    let quick = |key| egui::Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::COMMAND,
    };
    harness.event(quick(Key::Z));
    harness.run();
    assert_eq!(played(&harness), 0);
    harness.event(quick(Key::Y));
    harness.run();
    assert_eq!(played(&harness), 1);
}

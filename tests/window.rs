//! The window driven headless through egui_kittest: every control is found by its accessible name
//! and clicked as a person would, with no display.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tictactoe::app::{Action, NoticeKind, Screen, Speed, Task, TicTacToe};
use tictactoe::board::{Board, Cell, Player};
use tictactoe::computer::Computer;
use tictactoe::engine::{Decision, Engine};
use tictactoe::game::session::{self, Session};
use tictactoe::game::{Game, Mode, Turn};
use tictactoe::ladder::Rung;
use tictactoe::level::Level;
use tictactoe::outcome::Outcome;
use tictactoe::random::Random;

/// A folder of its own for each test's session file.
fn session_path(test: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("tictactoe-window-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder.join("session.bin")
}

fn window(path: PathBuf) -> Harness<'static, TicTacToe> {
    harness_for(TicTacToe::new(Some(path)))
}

/// A window on a session set up in the test, saved nowhere.
fn window_on(session: Session) -> Harness<'static, TicTacToe> {
    harness_for(TicTacToe::from_session(session, None))
}

fn harness_for(app: TicTacToe) -> Harness<'static, TicTacToe> {
    Harness::builder()
        .with_size(egui::vec2(1000.0, 700.0))
        .build_ui_state(frame, app)
}

/// One frame as eframe runs it: the logic, then the views.
fn frame(ui: &mut egui::Ui, app: &mut TicTacToe) {
    app.logic(ui.ctx());
    app.show(ui);
}

/// Runs frames until no search or verification is running and the window is idle.
fn settle(harness: &mut Harness<'static, TicTacToe>) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let busy = harness.state().state().is_busy();
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
    harness
        .state()
        .state()
        .session
        .game
        .as_ref()
        .map_or(0, |g| g.played().len())
}

#[test]
fn start_choose_a_side_move_and_the_computer_replies_from_the_table() {
    let mut harness = window(session_path("start"));
    harness.run();
    harness.get_by_label("Play Tic-Tac-Toe");
    click(&mut harness, "Play as X");
    harness.get_by_label("Your turn as X");
    click(&mut harness, "Cell 1,1: empty");

    let game = harness.state().state().session.game.clone().unwrap();
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
    for (engine, label, expected_nodes) in [
        (Engine::Minimax, "Minimax", 549_946),
        (Engine::AlphaBeta, "Alpha-beta", 4_372),
        (Engine::AlphaBetaTT, "Alpha-beta + TT", 1_584),
    ] {
        let mut harness = window(session_path(label));
        harness.run();
        click(&mut harness, label);
        assert_eq!(harness.state().state().session.engine, engine);
        // As O, the computer opens on the empty board.
        click(&mut harness, "Play as O");
        let game = harness.state().state().session.game.clone().unwrap();
        let opening = game.played()[0].decision.unwrap();
        assert_eq!(opening.engine, engine);
        assert!(opening.agrees);
        // The searches' figures from the empty board, judging each of the nine openings: the position
        // and a search below each move. For plain minimax that is the whole game tree.
        assert_eq!(opening.nodes, expected_nodes);

        let free = Cell::ALL.into_iter().find(|&c| game.board().get(c).is_none()).unwrap();
        click(&mut harness, &format!("Cell {free}: empty"));
        assert_eq!(played(&harness), 3);
        let reply = harness.state().state().session.game.as_ref().unwrap().played()[2]
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
    harness.get_by_label("X 0 · O 0 · ties 1");
    // Play Again is a rematch in the same mode, the score kept.
    click(&mut harness, "Play Again");
    let game = harness.state().state().session.game.clone().expect("a new game");
    assert_eq!((game.mode(), game.played().len()), (Mode::TwoPlayers, 0));
    harness.get_by_label("X to move");
    harness.get_by_label("X 0 · O 0 · ties 1");
    // Two people have no sides to swap.
    assert!(harness.query_by_label("Play Again as O").is_none());
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
    let board = harness.state().state().session.game.as_ref().unwrap().board();
    assert_eq!(board.to_string(), "X.......O", "7 is the top left, 3 the bottom right");
    // N over a game in progress asks first.
    harness.key_press(Key::N);
    harness.run();
    harness.get_by_label("Leave this game?");
    click(&mut harness, "Leave game");
    let game = harness.state().state().session.game.as_ref().unwrap();
    assert_eq!(game.played().len(), 0);
    assert_eq!(game.turn(), Turn::Person(Player::X));
}

#[test]
fn hints_and_theme_are_switched_from_the_window() {
    let mut harness = window(session_path("hints"));
    harness.run();
    assert!(!harness.state().state().session.hints);
    click(&mut harness, "Show hints");
    assert!(harness.state().state().session.hints);
    assert!(harness.state().state().session.dark_theme);
    click(&mut harness, "Light theme");
    assert!(!harness.state().state().session.dark_theme);
    harness.get_by_label("Dark theme");
}

#[test]
fn the_computer_against_itself_draws() {
    let mut harness = window(session_path("aivsai"));
    harness.run();
    click(&mut harness, "Alpha-beta");
    click(&mut harness, "Watch AI vs AI");
    // Nine moves with a pause between them so people can follow.
    let deadline = Instant::now() + Duration::from_secs(60);
    while !matches!(
        harness.state().state().session.game.as_ref().unwrap().turn(),
        Turn::Over(_)
    ) {
        assert!(Instant::now() < deadline, "the game never ended");
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    settle(&mut harness);
    let game = harness.state().state().session.game.as_ref().unwrap();
    assert_eq!(game.turn(), Turn::Over(None));
    assert_eq!(game.played().len(), 9);
    assert!(game.played().iter().all(|m| m.decision.is_some_and(|d| d.agrees)));
    harness.get_by_label("Game Over: Tie.");
}

#[test]
fn compare_engines_runs_every_engine_side_by_side() {
    let mut harness = window(session_path("compare"));
    harness.run();
    click(&mut harness, "Two players");
    click(&mut harness, "Cell 1,1: empty");
    click(&mut harness, "Engines");
    harness.get_by_label("Compare engines").click();
    let deadline = Instant::now() + Duration::from_secs(60);
    while harness
        .state()
        .state()
        .compared
        .as_ref()
        .map_or(&[][..], |(_, r)| r)
        .is_empty()
    {
        assert!(Instant::now() < deadline);
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    harness.run();
    let engines: Vec<Engine> = harness
        .state()
        .state()
        .compared
        .as_ref()
        .map_or(&[][..], |(_, r)| r)
        .iter()
        .map(|d| d.engine)
        .collect();
    assert_eq!(engines, Engine::ALL);
    assert!(
        harness
            .state()
            .state()
            .compared
            .as_ref()
            .map_or(&[][..], |(_, r)| r)
            .iter()
            .all(|d| d.agrees)
    );
    assert_eq!(harness.get_all_by_label("agrees").count(), Engine::ALL.len());
}

#[test]
fn verify_table_checks_all_4520_positions_with_every_search() {
    let mut harness = window(session_path("verify"));
    harness.run();
    click(&mut harness, "Engines");
    harness.get_by_label("Verify table").click();
    harness.step();
    assert!(harness.state().state().jobs.is_running(Task::Verify));
    settle(&mut harness);
    let report = harness.state().state().verified.as_ref().expect("a report").clone();
    assert!(report.passed(), "{report:?}");
    assert_eq!(report.total, 4_520);
    // Minimax, alpha-beta, alpha-beta with the transposition table: every unfinished position, each
    // search's total nodes.
    let nodes = [2_125_535, 80_220, 62_499];
    assert_eq!(report.checks.len(), nodes.len());
    for (checks, nodes) in report.checks.iter().zip(nodes) {
        assert_eq!((checks.checked, checks.agreed, checks.nodes), (4_520, 4_520, nodes));
    }
    harness.get_by_label("Table verified: every answer agrees.");
    assert_eq!(harness.get_all_by_label("4,520 / 4,520 agree").count(), nodes.len());
}

#[test]
fn verify_table_can_be_cancelled() {
    let mut harness = window(session_path("cancel"));
    harness.run();
    click(&mut harness, "Engines");
    harness.get_by_label("Verify table").click();
    harness.step();
    harness.step();
    harness.get_by_label("Cancel verification").click();
    settle(&mut harness);
    let report = harness.state().state().verified.as_ref().expect("a report").clone();
    assert!(report.cancelled && !report.passed());
    assert!(report.checks[0].checked < 4_520);
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
    let session = &harness.state().state().session;
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
            .state()
            .notices
            .iter()
            .any(|n| n.kind == NoticeKind::SessionUnreadable && n.text.contains("session.bin.corrupt"))
    );
    harness.get_by_label_contains("was unreadable");
    harness.get_by_label("Play Tic-Tac-Toe");
    let aside = path.with_file_name("session.bin.corrupt");
    assert_eq!(std::fs::read(aside).unwrap(), b"\xff\xfenot a session at all");
    click(&mut harness, "Dismiss");
    assert!(harness.state().state().notices.is_empty());
}

#[test]
fn a_disagreement_with_the_table_is_shown_with_its_board() {
    // A made-up answer that is not the table's: the window must show it, flagged, not hide it.
    let mut game = Game::new(Mode::PlayAsO);
    let wrong = Decision {
        engine: Engine::Minimax,
        board: Board::EMPTY,
        outcome: Outcome {
            winner: Some(Player::X),
            plies: 5,
        },
        choice: Some(Cell::new(0, 1)),
        nodes: 7,
        elapsed: Duration::from_micros(3),
        agrees: false,
    };
    assert!(game.play_computer(wrong));
    let session = Session {
        engine: Engine::Minimax,
        game: Some(game),
        ..Session::default()
    };
    let mut harness = window_on(session);
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

/// Starts a live search for the computer's move and returns the id of its job.
fn thinking_job(harness: &Harness<'static, TicTacToe>) -> u64 {
    let state = harness.state().state();
    assert!(state.is_thinking(), "the computer is searching");
    state.jobs.get(Task::Think).unwrap().id
}

#[test]
fn an_answer_for_a_position_undone_is_dropped() {
    let mut harness = window(session_path("stale"));
    harness.run();
    harness.state_mut().apply(Action::SetEngine(Engine::Minimax));
    harness.state_mut().apply(Action::Start(Mode::PlayAsX));
    harness.run();
    harness.get_by_label("Cell 0,0: empty").click();
    // One frame plays the move; the next starts the computer's search.
    harness.step();
    harness.step();
    let stale = thinking_job(&harness);
    harness.state_mut().apply(Action::Undo);
    assert!(!harness.state().state().is_thinking(), "undo cancels the search");
    // Even if its answer is in, it is for a superseded request and taken by nobody.
    std::thread::sleep(Duration::from_millis(200));
    harness.state_mut().apply(Action::Finished(stale));
    settle(&mut harness);
    let game = harness.state().state().session.game.as_ref().unwrap();
    assert_eq!(game.played().len(), 0, "neither your move nor a reply is on the board");
    assert_eq!(game.turn(), Turn::Person(Player::X));
}

#[test]
fn leaving_the_game_cancels_the_computers_search() {
    let mut harness = window(session_path("leave"));
    harness.run();
    harness.state_mut().apply(Action::SetEngine(Engine::Minimax));
    // As O, the computer opens with a search of the whole game tree.
    harness.state_mut().apply(Action::Start(Mode::PlayAsO));
    harness.step();
    let job = thinking_job(&harness);
    harness.state_mut().apply(Action::Leave);
    let state = harness.state().state();
    assert!(!state.is_thinking());
    assert_eq!(state.screen, Screen::Start);
    std::thread::sleep(Duration::from_millis(200));
    harness.state_mut().apply(Action::Finished(job));
    settle(&mut harness);
    assert!(harness.state().state().session.game.is_none());
    harness.get_by_label("Play Tic-Tac-Toe");
}

#[test]
fn a_new_request_supersedes_the_one_before() {
    let mut harness = window(session_path("supersede"));
    harness.run();
    harness.state_mut().apply(Action::Start(Mode::TwoPlayers));
    harness.state_mut().apply(Action::Compare);
    let first = harness.state().state().jobs.get(Task::Compare).unwrap().id;
    harness.state_mut().apply(Action::Play(Cell::new(1, 1)));
    assert!(
        !harness.state().state().jobs.is_running(Task::Compare),
        "the board it was for is gone"
    );
    harness.state_mut().apply(Action::Compare);
    let second = harness.state().state().jobs.get(Task::Compare).unwrap().id;
    assert_ne!(first, second);
    settle(&mut harness);
    let (board, results) = harness.state().state().compared.clone().expect("the second comparison");
    assert_eq!(board.to_string(), "....X....");
    assert_eq!(results.len(), Engine::ALL.len());
}

// ---------------------------------------------------------------- the search explorer

/// A two-player game with X 0,0, O 0,1, X 1,1 on the board, and the explorer opened on it.
fn explorer_on_a_game(test: &str) -> Harness<'static, TicTacToe> {
    let mut harness = window(session_path(test));
    harness.run();
    click(&mut harness, "Two players");
    for cell in ["0,0", "0,1", "1,1"] {
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    click(&mut harness, "Explore");
    harness
}

fn explorer<'a>(harness: &'a Harness<'static, TicTacToe>) -> &'a tictactoe::app::Explorer {
    &harness.state().state().explorer
}

#[test]
fn the_explorer_opens_on_the_games_board_with_the_searchs_tree() {
    let harness = explorer_on_a_game("explore-open");
    let state = harness.state().state();
    assert_eq!(state.screen, Screen::Explore);
    let board: Board = "XO..X....".parse().unwrap();
    let explorer = &state.explorer;
    assert_eq!((explorer.board, explorer.rung), (board, Rung::AlphaBeta));
    let trace = explorer.trace.as_ref().expect("the search was recorded");
    assert_eq!(trace.visited_in(0), tictactoe::search::alphabeta(board).nodes);
    assert_eq!(explorer.visits.len() as u64, trace.visited_in(0));
    harness.get_by_label_contains("Alpha-beta with move ordering from XO..X....: 61 positions visited");
    // The root is open: its six moves show, the best one (2,2) first, each with a button to open it.
    for path in ["2,2", "0,2", "2,0", "1,0", "1,2", "2,1"] {
        harness.get_by_label(&format!("Expand {path}"));
    }
    harness.get_by_label_contains("2,2  X wins in 3  +3 exact  α -10 β +10");
}

#[test]
fn a_node_of_the_explorer_opens_and_closes() {
    let mut harness = explorer_on_a_game("explore-expand");
    let trace = explorer(&harness).trace.clone().unwrap();
    let best = trace.children(0).next().unwrap();
    assert!(!explorer(&harness).expanded.contains(&best));
    click(&mut harness, "Expand 2,2");
    assert!(explorer(&harness).expanded.contains(&best));
    // Its replies show; below them, the pruned ones greyed with the reason.
    harness.get_by_label("Expand 2,2 0,2");
    assert!(harness.query_by_label_contains("cut: ").is_none());
    click(&mut harness, "Expand 2,2 1,0");
    assert_eq!(
        harness
            .get_all_by_label_contains("cut: X already has a win (move 7) elsewhere")
            .count(),
        3
    );
    click(&mut harness, "Collapse 2,2");
    assert!(!explorer(&harness).expanded.contains(&best));
    assert!(harness.query_by_label("Expand 2,2 0,2").is_none());
}

#[test]
fn the_step_through_replays_the_search_in_its_order() {
    let mut harness = explorer_on_a_game("explore-step");
    let trace = explorer(&harness).trace.clone().unwrap();
    let visits: Vec<u32> = trace.visit_order().collect();
    assert_eq!(explorer(&harness).step(), 0);
    harness.get_by_label_contains("Step 1: visiting XO..X.... (root) with α -10 β +10");
    click(&mut harness, "Next");
    click(&mut harness, "Next");
    assert_eq!(explorer(&harness).step(), 2);
    assert_eq!(explorer(&harness).selected, visits[2]);
    let third = trace.node(visits[2]);
    harness.get_by_label_contains(&format!("Step 3: visiting {}", third.board));
    // Its rows above are opened so the step shows in the tree.
    for id in trace.path(visits[2]).iter().take(2) {
        assert!(explorer(&harness).expanded.contains(id));
    }
    click(&mut harness, "Back");
    assert_eq!(explorer(&harness).step(), 1);
    // The arrow keys step too.
    harness.key_press(Key::ArrowRight);
    harness.run();
    assert_eq!(explorer(&harness).step(), 2);
    harness.key_press(Key::ArrowLeft);
    harness.run();
    assert_eq!(explorer(&harness).step(), 1);
}

/// Picks the explorer's search from its list, as a person would.
fn choose_rung(harness: &mut Harness<'static, TicTacToe>, rung: Rung) {
    harness.get_by_role(egui::accesskit::Role::ComboBox).click();
    harness.run();
    click(harness, rung.title());
}

#[test]
fn the_explorer_shows_any_rung_of_the_ladder() {
    let mut harness = explorer_on_a_game("explore-rungs");
    let board: Board = "XO..X....".parse().unwrap();
    for rung in Rung::ALL {
        choose_rung(&mut harness, rung);
        let explorer = explorer(&harness);
        assert_eq!(explorer.rung, rung);
        let trace = explorer.trace.as_ref().unwrap();
        assert_eq!(trace.visited_in(0), rung.search(board).nodes, "{rung:?}");
        let nodes = tictactoe::numbers::thousands(trace.visited_in(0));
        harness.get_by_label_contains(&format!("{} from XO..X....: {nodes} positions visited", rung.title()));
    }
    // Plain minimax prunes nothing; the transposition-table searches answer some positions from memory.
    choose_rung(&mut harness, Rung::Minimax);
    assert_eq!(explorer(&harness).trace.as_ref().unwrap().pruned_in(0), 0);
    choose_rung(&mut harness, Rung::AlphaBetaTT);
    let trace = explorer(&harness).trace.clone().unwrap();
    assert!(trace.nodes().iter().any(|n| n.searched().is_some_and(|s| s.remembered)));
}

#[test]
fn any_position_can_be_typed_or_reached_from_the_tree() {
    let mut harness = explorer_on_a_game("explore-typed");
    field_text(&mut harness, "X.O/.X./...");
    click(&mut harness, "Show its tree");
    assert_eq!(explorer(&harness).board.to_string(), "X.O.X....");
    assert!(!explorer(&harness).follows_game);
    // A bad position is said in the window and changes nothing.
    field_text(&mut harness, "XX.......");
    click(&mut harness, "Show its tree");
    harness.get_by_label_contains("Not a position: X has 2 marks");
    assert_eq!(explorer(&harness).board.to_string(), "X.O.X....");
    // "Explore from here" makes the selected node the root.
    let trace = explorer(&harness).trace.clone().unwrap();
    let child = trace.children(0).next().unwrap();
    harness.state_mut().apply(Action::Select(child));
    harness.run();
    click(&mut harness, "Explore from here");
    assert_eq!(explorer(&harness).board, trace.node(child).board);
}

/// Replaces the explorer's position text, as a screen reader or typing over a selection would.
fn field_text(harness: &mut Harness<'static, TicTacToe>, text: &str) {
    harness
        .get_by_role(egui::accesskit::Role::TextInput)
        .set_text_value_accesskit(text);
    harness.run();
}

#[test]
fn shortcuts_do_not_fire_while_a_text_field_has_the_keyboard() {
    let mut harness = explorer_on_a_game("explore-keys");
    assert_eq!(explorer(&harness).step(), 0);
    harness.get_by_role(egui::accesskit::Role::TextInput).focus();
    harness.run();
    harness.key_press(Key::ArrowRight);
    harness.run();
    assert_eq!(
        explorer(&harness).step(),
        0,
        "the arrow moves the text cursor, not the search"
    );
    // Typed digits stay in the field: the game's keypad does not take them.
    let before = harness.state().state().session.game.clone();
    harness.get_by_role(egui::accesskit::Role::TextInput).type_text("5");
    harness.run();
    assert_eq!(harness.state().state().session.game, before);
}

#[test]
fn play_this_line_plays_the_best_moves_out() {
    let mut harness = explorer_on_a_game("explore-line");
    click(&mut harness, "Play this line");
    let started = explorer(&harness).line_started.expect("the line plays");
    assert_eq!(explorer(&harness).selected, 0);
    let deadline = Instant::now() + Duration::from_secs(10);
    while started.elapsed() < Duration::from_millis(4 * 700 + 100) {
        assert!(Instant::now() < deadline);
        harness.step();
        std::thread::sleep(Duration::from_millis(50));
    }
    // Once played out, the window goes idle.
    harness.run();
}

#[cfg(unix)]
#[test]
fn a_session_file_that_cannot_be_read_is_never_saved_over() {
    let path = session_path("unreadable");
    let folder = path.parent().unwrap().to_path_buf();
    std::fs::create_dir_all(&folder).unwrap();
    std::os::unix::fs::symlink("session.bin", &path).unwrap();
    let mut harness = window(path.clone());
    harness.run();
    harness.get_by_label_contains("could not be read");
    click(&mut harness, "Two players");
    click(&mut harness, "Cell 1,1: empty");
    assert!(
        std::fs::symlink_metadata(&path).unwrap().file_type().is_symlink(),
        "the file is left alone"
    );
    let names: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["session.bin"], "nothing else was written beside it");
    assert!(
        harness
            .state()
            .state()
            .notices
            .iter()
            .all(|n| n.kind != NoticeKind::SaveFailed),
        "not saving is said once, not as a failure after every move"
    );
}

#[test]
fn a_failed_save_is_said_once_until_saving_works_again() {
    let path = session_path("save-fails");
    let blocker = path.parent().unwrap().to_path_buf();
    let mut harness = window(path.clone());
    harness.run();
    // Where the session's folder should be, a file: saving fails.
    std::fs::write(&blocker, b"in the way").unwrap();
    click(&mut harness, "Two players");
    let failed = |harness: &Harness<'static, TicTacToe>| {
        harness
            .state()
            .state()
            .notices
            .iter()
            .any(|n| n.kind == NoticeKind::SaveFailed)
    };
    assert!(failed(&harness));
    harness.get_by_label_contains("could not be saved");
    click(&mut harness, "Dismiss");
    assert!(!failed(&harness));
    click(&mut harness, "Cell 1,1: empty");
    assert!(!failed(&harness), "dismissed, it does not come back after every move");
    // Saving works again: the session is saved, and a new failure would be said again.
    std::fs::remove_file(&blocker).unwrap();
    click(&mut harness, "Cell 0,0: empty");
    assert!(path.exists());
    std::fs::remove_dir_all(&blocker).unwrap();
    std::fs::write(&blocker, b"in the way again").unwrap();
    click(&mut harness, "Cell 2,2: empty");
    assert!(failed(&harness));
    std::fs::remove_file(&blocker).unwrap();
}

#[test]
fn the_ladder_climbs_the_position_on_the_board_beside_the_engines() {
    let mut harness = window(session_path("ladder"));
    harness.run();
    click(&mut harness, "Two players");
    click(&mut harness, "Cell 1,1: empty");
    click(&mut harness, "Engines");
    harness.get_by_label("The position on the game's board: ....X....");
    click(&mut harness, "Climb the ladder");
    let (board, steps) = harness.state().state().climbed.expect("the ladder was climbed");
    assert_eq!(board.to_string(), "....X....");
    let rungs: Vec<Rung> = steps.iter().map(|s| s.rung).collect();
    assert_eq!(rungs, Rung::ALL);
    for step in &steps {
        assert_eq!(step.nodes, step.rung.search(board).nodes);
        assert!(step.agrees);
        harness.get_by_label(step.rung.title());
        harness.get_by_label(&format!(
            "{} positions visited",
            tictactoe::numbers::thousands(step.nodes)
        ));
    }
    assert!(
        steps.windows(2).all(|w| w[0].nodes > w[1].nodes),
        "each rung visits fewer positions"
    );
    // Another position on the board: the chart it had is gone.
    click(&mut harness, "Game");
    click(&mut harness, "Cell 0,0: empty");
    assert!(harness.state().state().climbed.is_none());
}

// ---------------------------------------------------------------- opponents, play flow, review

#[test]
fn the_computer_strength_is_chosen_in_the_window_and_kept() {
    let path = session_path("strength");
    {
        let mut harness = window(path.clone());
        harness.run();
        assert_eq!(harness.state().state().session.level, Level::Perfect);
        harness.get_by_label("Computer strength");
        click(&mut harness, "Easy");
        assert_eq!(harness.state().state().session.level, Level::Easy);
        harness.get_by_label(Level::Easy.definition());
        // As O, the computer opens at Easy; the move list says who moved and at which level.
        click(&mut harness, "Play as O");
        let game = harness.state().state().session.game.clone().unwrap();
        assert_eq!(game.played()[0].level, Some(Level::Easy));
        assert!(game.played()[0].decision.unwrap().agrees);
        harness.get_by_label("computer, Easy");
        harness.get_by_label("You are O; the computer plays at Easy (Table).");
    }
    let mut harness = window(path);
    harness.run();
    assert_eq!(harness.state().state().session.level, Level::Easy);
    let game = harness.state().state().session.game.clone().unwrap();
    assert_eq!(
        game.played()[0].level,
        Some(Level::Easy),
        "the level of each move is kept"
    );
}

#[test]
fn two_players_see_no_computer_settings() {
    let mut harness = window(session_path("two-players-hide"));
    harness.run();
    harness.get_by_label("Computer engine");
    harness.get_by_label("Computer strength");
    click(&mut harness, "Two players");
    assert!(harness.query_by_label("Computer engine").is_none());
    assert!(harness.query_by_label("Computer strength").is_none());
    harness.get_by_label("Moves");
    click(&mut harness, "Change mode");
    harness.get_by_label("Computer strength");
}

/// Plays the person's moves in order against the computer at perfect with the table, until the
/// game is over.
fn play_out(harness: &mut Harness<'static, TicTacToe>) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let game = harness.state().state().session.game.clone().unwrap();
        match game.turn() {
            Turn::Over(_) => return,
            Turn::Person(_) => {
                let free = Cell::ALL.into_iter().find(|&c| game.board().get(c).is_none()).unwrap();
                click(harness, &format!("Cell {free}: empty"));
            }
            Turn::Computer(_) => harness.step(),
        }
        assert!(Instant::now() < deadline, "the game never ended");
    }
}

#[test]
fn play_again_is_a_rematch_and_can_swap_sides() {
    let mut harness = window(session_path("rematch"));
    harness.run();
    click(&mut harness, "Play as X");
    play_out(&mut harness);
    // Perfect never loses: playing the first empty cell each time, you lose or draw.
    let scores = harness.state().state().session.scores();
    assert_eq!(scores.against(Level::Perfect).games(), 1);
    assert_eq!(scores.against(Level::Perfect).wins, 0);
    click(&mut harness, "Play Again");
    assert_eq!(
        harness.state().state().session.game.as_ref().unwrap().mode(),
        Mode::PlayAsX
    );
    harness.get_by_label("Your turn as X");
    play_out(&mut harness);
    click(&mut harness, "Play Again as O");
    let game = harness.state().state().session.game.clone().unwrap();
    assert_eq!(game.mode(), Mode::PlayAsO);
    assert_eq!(game.played().len(), 1, "the computer opened as X");
    assert_eq!(
        harness.state().state().session.scores().against(Level::Perfect).games(),
        2
    );
    harness.get_by_label("You vs Perfect");
}

#[test]
fn leaving_a_game_in_progress_asks_first() {
    let mut harness = window(session_path("confirm"));
    harness.run();
    click(&mut harness, "Play as X");
    // Nothing of yours to lose yet: no question.
    click(&mut harness, "New game");
    assert!(harness.state().state().leaving.is_none());
    click(&mut harness, "Cell 1,1: empty");
    assert_eq!(played(&harness), 2);

    click(&mut harness, "New game");
    harness.get_by_label("Leave this game?");
    click(&mut harness, "Keep playing");
    assert!(harness.query_by_label("Leave this game?").is_none());
    assert_eq!(played(&harness), 2, "the game is still there");

    click(&mut harness, "Change mode");
    harness.get_by_label("Leave this game?");
    // Keys do not play behind the question.
    harness.key_press(Key::Num7);
    harness.run();
    assert_eq!(played(&harness), 2);
    click(&mut harness, "Leave game");
    harness.get_by_label("Play Tic-Tac-Toe");
    assert!(harness.state().state().session.game.is_none());
    assert!(
        harness.state().state().session.scores().is_empty(),
        "an abandoned game does not count"
    );
}

#[test]
fn the_move_list_reviews_every_move_and_the_game_ends_with_a_summary() {
    let mut harness = window(session_path("review"));
    harness.run();
    click(&mut harness, "Two players");
    // X 0,0  O 0,1 (a mistake: only 1,1 holds)  X 1,1  O 1,0 (loses sooner than 2,2)  X 2,2.
    for cell in ["0,0", "0,1", "1,1", "1,0", "2,2"] {
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    harness.get_by_label("Game Over: X wins.");
    harness.get_by_label("2. O 0,1");
    harness.get_by_label("mistake: draw -> loss");
    harness.get_by_label("turned a draw into a loss: X wins in 5; best: 1,1");
    harness.get_by_label("inaccurate: sooner loss");
    harness.get_by_label("kept the loss but sooner: X wins in 2 moves instead of 4; best: 2,2");
    assert_eq!(harness.get_all_by_label("best").count(), 3);
    harness.get_by_label("X played perfectly; O made 1 mistake and 1 inaccuracy.");
}

#[test]
fn a_weaker_move_on_purpose_is_marked_as_such_and_still_agrees() {
    // You are X and open in the corner; the computer at Easy answers anywhere but the centre, which
    // loses. Its engine agrees with the table all the same.
    let mut game = Game::new(Mode::PlayAsX);
    game.play(Cell::new(0, 0)).unwrap();
    let computer = Computer {
        engine: Engine::Table,
        level: Level::Easy,
    };
    let choice = (0..)
        .map(|seed| computer.choose(game.board(), &mut Random::new(seed)).unwrap())
        .find(|choice| choice.cell != Cell::new(1, 1))
        .unwrap();
    assert!(game.play_choice(choice));
    let session = Session {
        level: Level::Easy,
        game: Some(game),
        ..Session::default()
    };
    let mut harness = window_on(session);
    harness.run();
    harness.get_by_label("weaker move on purpose: draw -> loss");
    harness.get_by_label("agrees");
    assert!(harness.query_by_label("DISAGREES").is_none());
    assert!(harness.query_by_label("mistake: draw -> loss").is_none());
}

#[test]
fn the_score_is_kept_by_opponent_and_can_be_reset() {
    let mut harness = window(session_path("score"));
    harness.run();
    harness.get_by_label("No game finished yet.");
    click(&mut harness, "Two players");
    for cell in ["0,0", "1,0", "0,1", "1,1", "0,2"] {
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    harness.get_by_label("Two players");
    harness.get_by_label("X 1 · O 0 · ties 0");
    click(&mut harness, "Reset score");
    harness.get_by_label("No game finished yet.");
    assert!(harness.state().state().session.scores().is_empty());
    // The finished game on the board stays out of the score when the next one starts.
    click(&mut harness, "Play Again");
    assert!(harness.state().state().session.scores().is_empty());
}

#[test]
fn the_computer_playing_itself_can_be_paused_stepped_and_sped_up() {
    let mut harness = window(session_path("autoplay"));
    harness.run();
    click(&mut harness, "Watch AI vs AI");
    click(&mut harness, "Pause");
    assert!(harness.state().state().autoplay.paused);
    let before = played(&harness);
    std::thread::sleep(Duration::from_millis(800));
    for _ in 0..5 {
        harness.step();
    }
    assert_eq!(played(&harness), before, "paused: no move");
    click(&mut harness, "Step");
    assert_eq!(played(&harness), before + 1, "a step plays one move");
    click(&mut harness, "Fast");
    assert_eq!(harness.state().state().autoplay.speed, Speed::Fast);
    click(&mut harness, "Resume");
    let deadline = Instant::now() + Duration::from_secs(30);
    while !matches!(
        harness.state().state().session.game.as_ref().unwrap().turn(),
        Turn::Over(_)
    ) {
        assert!(Instant::now() < deadline, "the game never ended");
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(harness.state().state().session.scores().ai_vs_ai.ties, 1);
}

#[test]
fn the_window_opens_at_the_size_it_had_when_it_closed() {
    let path = session_path("size");
    let mut harness = Harness::builder()
        .with_size(egui::vec2(812.0, 533.0))
        .build_ui_state(frame, TicTacToe::new(Some(path.clone())));
    harness.run();
    harness.state_mut().close();
    let saved = session::load(&path).session;
    assert_eq!(saved.window_size, Some((812, 533)));
}

#[test]
fn a_new_trace_never_shows_a_node_of_the_old_one() {
    let mut harness = explorer_on_a_game("explore-hover");
    choose_rung(&mut harness, Rung::Minimax);
    click(&mut harness, "Expand 2,2");
    click(&mut harness, "Expand 2,2 0,2");
    // The pointer rests on a deep row of the big tree while a tiny one is typed in and recorded.
    field_text(&mut harness, "XXX/OO./...");
    harness.get_by_label_contains("2,2  X wins in 3").hover();
    harness.run();
    harness.get_by_label("Position 2,2");
    harness.get_by_role(egui::accesskit::Role::TextInput).focus();
    harness.run();
    harness.key_press(Key::Enter);
    harness.step();
    settle(&mut harness);
    let explorer = explorer(&harness);
    assert_eq!(explorer.board.to_string(), "XXXOO....");
    assert_eq!(explorer.trace.as_ref().unwrap().nodes().len(), 1);
    harness.get_by_label_contains("Position root");
}

#[test]
fn the_games_keys_do_nothing_where_its_board_is_not_shown() {
    let mut harness = window(session_path("keys-elsewhere"));
    harness.run();
    click(&mut harness, "Two players");
    click(&mut harness, "Engines");
    harness.key_press(Key::Num5);
    harness.run();
    harness.key_press(Key::N);
    harness.run();
    assert_eq!(played(&harness), 0);
    assert_eq!(harness.state().state().screen, Screen::Engines);
    click(&mut harness, "Game");
    harness.key_press(Key::Num5);
    harness.run();
    assert_eq!(played(&harness), 1);
}

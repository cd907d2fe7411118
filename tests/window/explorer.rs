//! The search explorer: its tree, any rung of the ladder, typed positions, the step-through, keys.

use super::*;

/// A two-player game with X 0,0, O 0,1, X 1,1 on the board, and the explorer opened on it.
fn explorer_on_a_game(test: &str) -> Window {
    let mut harness = window(session_path(test));
    harness.run();
    click(&mut harness, "Two players");
    for cell in ["0,0", "0,1", "1,1"] {
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    click(&mut harness, "Explore");
    harness
}

fn explorer(harness: &Window) -> &tictactoe::app::Explorer {
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
fn choose_rung(harness: &mut Window, rung: Rung) {
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
        let nodes = thousands(trace.visited_in(0));
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
fn field_text(harness: &mut Window, text: &str) {
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
    assert_eq!(started, harness.state().now, "it starts now");
    assert_eq!(explorer(&harness).selected, 0);
    // The line is four moves, one every 700 ms.
    later(&mut harness, Duration::from_millis(4 * 700 + 100));
    // Once played out, the window goes idle.
    harness.run();
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

//! The search explorer: its tree, any rung of the ladder, typed positions, the step-through, keys.

use std::sync::Arc;

use tictactoe::app::explore::Recording;

use super::*;

/// A two-player game with X 0,0, O 0,1, X 1,1 on the board, and the explorer opened on it with the
/// course's alpha-beta, in a window wide enough for the tree, the program and the board side by side.
fn explorer_opened_on_a_game(test: &str) -> Window {
    let now = Instant::now();
    let app = TicTacToe::new(Some(session_path(test)), now, SEED);
    let mut harness = harness_for(app, now, egui::vec2(1280.0, 800.0));
    harness.run();
    click(&mut harness, "Two players");
    for cell in ["0,0", "0,1", "1,1"] {
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    click(&mut harness, "Explore");
    harness
}

/// The same, with alpha-beta (win fastest, moves ordered) chosen, as a person chooses it, and the
/// whole finished search shown at every step.
fn explorer_on_a_game(test: &str) -> Window {
    let mut harness = explorer_opened_on_a_game(test);
    harness
        .state_mut()
        .apply(Action::Explore(ExploreAction::SetSearch(Rung::AlphaBeta)));
    settle(&mut harness);
    click(&mut harness, "Show the finished search");
    harness
}

fn explorer(harness: &Window) -> &tictactoe::app::explore::Explorer {
    &harness.state().state().explore.explorer
}

#[test]
fn the_explorer_opens_on_the_games_board_with_the_courses_alphabeta_and_tells_no_future() {
    let mut harness = explorer_opened_on_a_game("explore-course");
    let recording = explorer(&harness).recording.clone().expect("the search was recorded");
    let board: Board = "XO..X....".parse().unwrap();
    assert_eq!(
        (recording.request.board, recording.request.rung),
        (board, Rung::CourseAlphaBeta)
    );
    let course = tictactoe::search::course_alphabeta(board).nodes;
    assert_eq!(recording.trace.visited_in(0), course);
    // The course's scores: 1, 0, -1, with ±2 for the infinities; the actions in cell order.
    harness.get_by_label("Min-Value is called on XO..X.... with α -2 and β +2");
    // At the first step nothing the search has not reached shows: no count, no move's value, no best move.
    harness.get_by_label_contains("Course alpha-beta from XO..X....: 1 position visited so far");
    harness.get_by_label_contains("Row root: root  being searched  α -2 β +2");
    harness.get_by_label_contains("Row 0,2: 0,2  not yet tried");
    for future in [
        "X wins in 1",
        "+1 exact",
        "positions visited,",
        "perfect play:",
        "Principal line",
    ] {
        assert!(
            harness.query_by_label_contains(future).is_none(),
            "{future} shows at step 1"
        );
    }
    // Once 0,2's call has returned, its row shows what it returned; its siblings still nothing.
    let steps = &recording.steps;
    let returned = steps
        .steps()
        .iter()
        .position(|s| s.call == 1 && matches!(s.event, Event::Return { .. }))
        .unwrap();
    harness
        .state_mut()
        .apply(Action::Explore(ExploreAction::Step(returned - 1)));
    harness.run();
    harness.get_by_label_contains("Row 0,2: 0,2  being searched");
    harness
        .state_mut()
        .apply(Action::Explore(ExploreAction::Step(returned)));
    harness.run();
    harness.get_by_label_contains("Row 0,2: 0,2  X wins in 1  +1 exact  α -2 β +2");
    harness.get_by_label_contains("Row 1,0: 1,0  not yet tried");
    // The switch shows the finished search at once, and the choice is kept for the next search.
    click(&mut harness, "Show the finished search");
    harness.get_by_label_contains(&format!("Course alpha-beta from XO..X....: {course} positions visited"));
    harness.get_by_label_contains("Row 1,0: 1,0  X wins in");
    harness.get_by_label_contains("Row root: root  X wins in");
    choose_rung(&mut harness, Rung::CourseMinimax);
    assert!(explorer(&harness).show_finished);
    harness.get_by_label_contains("Row root: root  X wins in");
    // Without it, the last step shows everything too: the root has returned.
    click(&mut harness, "Show the finished search");
    let last = explorer(&harness).step_count() - 1;
    harness.state_mut().apply(Action::Explore(ExploreAction::Step(last)));
    harness.run();
    harness.get_by_label_contains("Row root: root  X wins in");
    harness.get_by_label_contains("Course minimax from XO..X....: ");
    assert!(harness.query_by_label_contains("so far").is_none());
}

#[test]
fn the_explorer_opens_on_the_games_board_with_the_searchs_tree() {
    let harness = explorer_on_a_game("explore-open");
    let state = harness.state().state();
    assert_eq!(state.screen, Screen::Explore);
    let board: Board = "XO..X....".parse().unwrap();
    let explorer = &state.explore.explorer;
    let recording = explorer.recording.as_ref().expect("the search was recorded");
    assert_eq!(
        (recording.request.board, recording.request.rung),
        (board, Rung::AlphaBeta)
    );
    let trace = &recording.trace;
    assert_eq!(trace.visited_in(0), tictactoe::search::alphabeta(board).nodes);
    assert_eq!(recording.visits.len() as u64, trace.visited_in(0));
    harness.get_by_label_contains("Alpha-beta from XO..X....: 61 positions visited");
    // The root is open: its six moves show, the best one (2,2) first, each with a button to open it.
    for path in ["2,2", "0,2", "2,0", "1,0", "1,2", "2,1"] {
        harness.get_by_label(&format!("Expand {path}"));
    }
    harness.get_by_label_contains("2,2  X wins in 3  +3 exact  α -10 β +10");
}

#[test]
fn a_node_of_the_explorer_opens_and_closes() {
    let mut harness = explorer_on_a_game("explore-expand");
    let recording = recording(&harness);
    let trace = &recording.trace;
    let best = trace.children(0).next().unwrap();
    assert!(!explorer(&harness).expanded.contains(&best));
    click(&mut harness, "Expand 2,2");
    assert!(explorer(&harness).expanded.contains(&best));
    // Its replies show; below them, the pruned ones greyed with the reason.
    harness.get_by_label("Expand 2,2 0,2");
    assert!(harness.query_by_label_contains("cut: ").is_none());
    click(&mut harness, "Expand 2,2 1,0");
    assert_eq!(
        harness.get_all_by_label_contains("cut: v = +3 ≤ α = +3 after").count(),
        3
    );
    click(&mut harness, "Collapse 2,2");
    assert!(!explorer(&harness).expanded.contains(&best));
    assert!(harness.query_by_label("Expand 2,2 0,2").is_none());
}

/// The search the explorer shows, recorded.
fn recording(harness: &Window) -> Arc<Recording> {
    explorer(harness).recording.clone().expect("the search was recorded")
}

#[test]
fn the_step_through_runs_the_program_step_by_step_and_position_by_position() {
    let mut harness = explorer_on_a_game("explore-step");
    let recording = recording(&harness);
    let (steps, trace) = (&recording.steps, &recording.trace);
    assert_eq!(steps.calls().len() as u64, trace.visited_in(0));
    assert_eq!(explorer(&harness).step, 0);
    // O is to move on XO..X....: Min-Value is called, with the whole window.
    harness.get_by_label("Min-Value is called on XO..X.... with α -10 and β +10");
    click(&mut harness, "Next");
    harness.get_by_label("O tries 2,2");
    click(&mut harness, "Next");
    assert_eq!(explorer(&harness).step, 2);
    harness.get_by_label("Max-Value is called on XO..X...O with α -10 and β +10");
    // The call stack runs from the root to the call of the step: O trying 2,2, then X's call.
    harness.get_by_label("Call stack (2 deep)");
    // The tree follows: the node of the step is selected, its rows above open.
    let call = steps.steps()[2].call as usize;
    assert_eq!(explorer(&harness).selected, recording.visits[call]);
    assert!(explorer(&harness).expanded.contains(&0));
    click(&mut harness, "Back");
    assert_eq!(explorer(&harness).step, 1);
    // By position: on to the next call, back to the call before.
    click(&mut harness, "Next position");
    assert_eq!(explorer(&harness).step, 2);
    click(&mut harness, "Next position");
    let after = explorer(&harness).step;
    assert!(matches!(steps.steps()[after].event, Event::Call { .. }));
    assert_eq!(steps.steps()[after].call, 2);
    click(&mut harness, "Previous position");
    assert_eq!(explorer(&harness).step, 2);
    // The arrow keys step too, Shift with them by position.
    harness.key_press(Key::ArrowRight);
    harness.run();
    assert_eq!(explorer(&harness).step, 3);
    harness.key_press(Key::ArrowLeft);
    harness.run();
    assert_eq!(explorer(&harness).step, 2);
    harness.key_press_modifiers(Modifiers::SHIFT, Key::ArrowRight);
    harness.run();
    assert_eq!(explorer(&harness).step, after);
}

#[test]
fn at_a_cut_the_program_says_the_inequality_that_caused_it() {
    let mut harness = explorer_on_a_game("explore-cut");
    let recording = recording(&harness);
    let steps = &recording.steps;
    let cut = steps
        .steps()
        .iter()
        .position(|s| matches!(s.event, Event::Cut { .. }))
        .expect("alpha-beta cuts here");
    for _ in 0..cut {
        click(&mut harness, "Next");
    }
    assert_eq!(explorer(&harness).step, cut);
    let step = steps.steps()[cut];
    let Event::Cut { rest, .. } = step.event else {
        panic!("{step:?}")
    };
    let v = format!("{:+}", step.v.unwrap().get());
    let (sign, bound) = match steps.call_of(&step).player() {
        Player::X => ("≥ β", step.beta.unwrap()),
        Player::O => ("≤ α", step.alpha.unwrap()),
    };
    let never: Vec<String> = rest.cells().map(|c| c.to_string()).collect();
    let said = match never.len() {
        0 => "the loop ends; no action was left to try".to_string(),
        1 => format!("the other action is never tried ({})", never[0]),
        n => format!("the other {n} actions are never tried ({})", never.join(" ")),
    };
    harness.get_by_label(&format!("v = {v} {sign} = {:+}: {said}", bound.get()));
}

#[test]
fn jumping_far_opens_only_the_current_path_and_shows_its_row() {
    let mut harness = explorer_on_a_game("explore-jump");
    // Open a branch by hand that the program will have passed.
    click(&mut harness, "Expand 2,2");
    let recording = recording(&harness);
    let steps = &recording.steps;
    let far = steps.steps().len() * 3 / 4;
    harness
        .get_by_role(egui::accesskit::Role::Slider)
        .set_value_accesskit(far as f64 + 1.0);
    harness.run();
    settle(&mut harness);
    let explorer = explorer(&harness).clone();
    assert_eq!(explorer.step, far);
    let id = recording.visits[steps.steps()[far].call as usize];
    let trace = &recording.trace;
    assert_eq!(explorer.selected, id);
    let path = trace.path(id);
    let open: Vec<u32> = explorer.expanded.iter().copied().collect();
    assert_eq!(
        open, path,
        "only the path to the step is open, the step's own call with it"
    );
    // The current row is drawn, so it is on screen: rows out of view are not drawn at all.
    let name: Vec<String> = path
        .iter()
        .filter_map(|&n| trace.node(n).cell)
        .map(|c| c.to_string())
        .collect();
    let label = format!("Row {}:", name.join(" "));
    let rect = harness.get_by_label_contains(&label).rect();
    assert!(rect.top() >= 0.0 && rect.bottom() <= 800.0, "{rect:?}");
}

#[test]
fn the_steps_run_on_their_own_at_the_speed_chosen() {
    let mut harness = explorer_on_a_game("explore-play");
    click(&mut harness, "Run");
    assert_eq!(explorer(&harness).step, 0, "the first step waits its time");
    later(&mut harness, Speed::Normal.between_steps());
    assert_eq!(explorer(&harness).step, 1);
    click(&mut harness, "Fast");
    for _ in 0..5 {
        later(&mut harness, Speed::Fast.between_steps());
    }
    assert_eq!(explorer(&harness).step, 6);
    click(&mut harness, "Pause");
    later(&mut harness, Duration::from_secs(10));
    assert_eq!(explorer(&harness).step, 6, "paused");
}

#[test]
fn hovering_a_row_previews_it_and_leaving_the_tree_returns_to_the_step() {
    let mut harness = explorer_on_a_game("explore-preview");
    click(&mut harness, "Next");
    // The step's call is the root: the large board shows it.
    harness.get_by_label("Position root");
    harness.get_by_label_contains("Row 0,2:").hover();
    harness.run();
    harness.get_by_label("Position 0,2");
    // Away from the tree, the board is the step's again.
    harness.get_by_label("Next").hover();
    harness.run();
    harness.get_by_label("Position root");
}

#[test]
fn a_narrow_window_shows_the_explorer_one_part_at_a_time() {
    let now = Instant::now();
    let app = TicTacToe::new(Some(session_path("explore-narrow")), now, SEED);
    let mut harness = harness_for(app, now, egui::vec2(640.0, 460.0));
    harness.run();
    click(&mut harness, "Two players");
    click(&mut harness, "Explore");
    harness.get_by_label("Max-Value is called on ......... with α -2 and β +2");
    assert!(
        harness.query_by_label_contains("Row root:").is_none(),
        "the tree waits behind its tab"
    );
    click(&mut harness, "Tree");
    harness.get_by_label_contains("Row root:");
    click(&mut harness, "Call stack and board");
    harness.get_by_label("Call stack (1 deep)");
}

/// Picks the explorer's search from its list, as a person would.
fn choose_rung(harness: &mut Window, rung: Rung) {
    harness.get_by_role(egui::accesskit::Role::ComboBox).click();
    harness.run();
    click(harness, rung.label(Lang::En));
}

#[test]
fn the_explorer_shows_any_rung_of_the_ladder() {
    let mut harness = explorer_on_a_game("explore-rungs");
    let board: Board = "XO..X....".parse().unwrap();
    for rung in Rung::ALL {
        choose_rung(&mut harness, rung);
        let explorer = explorer(&harness);
        let recording = explorer.recording.as_ref().unwrap();
        assert_eq!(recording.request.rung, rung);
        let trace = &recording.trace;
        assert_eq!(trace.visited_in(0), rung.search(board).nodes, "{rung:?}");
        let nodes = thousands(trace.visited_in(0));
        harness.get_by_label_contains(&format!(
            "{} from XO..X....: {nodes} positions visited",
            rung.label(Lang::En)
        ));
    }
    // Plain minimax prunes nothing; the transposition-table searches answer some positions from memory.
    choose_rung(&mut harness, Rung::Minimax);
    assert_eq!(recording(&harness).trace.pruned_in(0), 0);
    choose_rung(&mut harness, Rung::AlphaBetaTT);
    let recording = recording(&harness);
    let trace = &recording.trace;
    assert!(trace.nodes().iter().any(|n| n.searched().is_some_and(|s| s.remembered)));
}

#[test]
fn any_position_can_be_typed_or_reached_from_the_tree() {
    let mut harness = explorer_on_a_game("explore-typed");
    field_text(&mut harness, "X.O/.X./...");
    click(&mut harness, "Show its tree");
    assert_eq!(explorer(&harness).shown().board.to_string(), "X.O.X....");
    assert!(!explorer(&harness).shown().follows_game);
    // A bad position is said in the window and changes nothing, not even where the parts below sit.
    let below = harness.get_by_label("Replay this line").rect();
    field_text(&mut harness, "XX.......");
    click(&mut harness, "Show its tree");
    harness.get_by_label_contains("Not a position: X has 2 marks");
    assert_eq!(explorer(&harness).shown().board.to_string(), "X.O.X....");
    assert_eq!(harness.get_by_label("Replay this line").rect(), below);
    // Typing again takes the message away.
    field_text(&mut harness, "XX......");
    assert!(harness.query_by_label_contains("Not a position").is_none());
    // "Explore from here" makes the selected node the root.
    let recording = recording(&harness);
    let trace = &recording.trace;
    let child = trace.children(0).next().unwrap();
    harness.state_mut().apply(Action::Explore(ExploreAction::Select(child)));
    harness.run();
    click(&mut harness, "Explore from here");
    assert_eq!(explorer(&harness).shown().board, trace.node(child).board);
}

#[test]
fn shortcuts_do_not_fire_while_a_text_field_has_the_keyboard() {
    let mut harness = explorer_on_a_game("explore-keys");
    assert_eq!(explorer(&harness).step, 0);
    harness.get_by_role(egui::accesskit::Role::TextInput).focus();
    harness.run();
    harness.key_press(Key::ArrowRight);
    harness.run();
    assert_eq!(
        explorer(&harness).step,
        0,
        "the arrow moves the text cursor, not the search"
    );
    // Typed digits stay in the field: the game's keypad does not take them.
    let before = harness.state().state().game.session.game.clone();
    harness.get_by_role(egui::accesskit::Role::TextInput).type_text("5");
    harness.run();
    assert_eq!(harness.state().state().game.session.game, before);
}

#[test]
fn replay_this_line_replays_the_best_moves() {
    let mut harness = explorer_on_a_game("explore-line");
    click(&mut harness, "Replay this line");
    let (from, started) = explorer(&harness).replaying.expect("the line is replayed");
    assert_eq!(started, harness.state().now, "it starts now");
    assert_eq!((from, explorer(&harness).selected), (0, 0));
    // The line is the table's four moves, one every 700 ms: half way, two are on the board.
    let root = explorer(&harness).shown().board;
    let line = tictactoe::principal_line(root);
    assert_eq!(line.len(), 4);
    let after = |moves: usize| {
        line[..moves]
            .iter()
            .fold(root, |board, &cell| board.play(cell).unwrap())
    };
    later(&mut harness, Duration::from_millis(700 + 100));
    assert_eq!(shown_board(&harness), after(2));
    // It says it is running, and the caption and the stack follow the board: the position two moves
    // down the line, as deep as the search went there.
    harness.get_by_label("Replaying the table's line: move 2 of 4");
    let path = format!("{} {}", line[0], line[1]);
    harness.get_by_label(&format!("Position {path}"));
    harness.get_by_label_contains(&format!("{}  ·  O to move", after(2)));
    harness.get_by_label("Call stack (3 deep)");
    later(&mut harness, Duration::from_millis(3 * 700));
    assert_eq!(shown_board(&harness), after(4));
    harness.get_by_label("The table's line, replayed: 4 moves");
    // Once played out, the window goes idle; Back to the search shows the program's step again.
    harness.run();
    click(&mut harness, "Back to the search");
    assert_eq!(shown_board(&harness), root);
    harness.get_by_label("Position root");
    // Stop ends a replay under way.
    click(&mut harness, "Replay this line");
    later(&mut harness, Duration::from_millis(100));
    click(&mut harness, "Stop");
    later(&mut harness, Duration::from_secs(5));
    assert_eq!(shown_board(&harness), root);
    assert!(explorer(&harness).replaying.is_none());
}

#[test]
fn a_line_replayed_leaves_the_learner_where_they_were_and_back_to_the_search_returns_there() {
    // The course's alpha-beta on the game's board, run to its last step: the root has returned.
    let mut harness = explorer_opened_on_a_game("explore-line-place");
    let last = explorer(&harness).step_count() - 1;
    harness.state_mut().apply(Action::Explore(ExploreAction::Step(last)));
    // A row opened by hand, as a click on its triangle opens it.
    let first = recording(&harness).trace.children(0).next().unwrap();
    harness
        .state_mut()
        .apply(Action::Explore(ExploreAction::Expand(first, true)));
    harness.run();
    let (expanded, selected) = (explorer(&harness).expanded.clone(), explorer(&harness).selected);
    assert_eq!(expanded.len(), 2, "{expanded:?}");
    click(&mut harness, "Replay this line");
    later(&mut harness, Duration::from_millis(700 + 100));
    harness.get_by_label("Replaying the table's line: move 2 of 4");
    // The program, the tree and the facts stay where the learner was: what the board shows is known.
    let explorer_now = explorer(&harness);
    assert_eq!(explorer_now.step, last, "the program keeps its step");
    assert_eq!((&explorer_now.expanded, explorer_now.selected), (&expanded, selected));
    assert!(harness.query_by_label_contains("Not yet tried").is_none());
    harness.get_by_label_contains("The search returned");
    harness.get_by_label_contains("perfect play:");
    later(&mut harness, Duration::from_secs(3));
    click(&mut harness, "Back to the search");
    assert_eq!(explorer(&harness).step, last, "back where the learner was");
    assert_eq!(explorer(&harness).expanded, expanded);
}

#[test]
fn a_line_of_one_move_replayed_says_one_move() {
    // X..OO..XX: O wins at once, at 1,2.
    let mut harness = explorer_opened_on_a_game("explore-line-one");
    harness
        .state_mut()
        .apply(Action::Record("X..OO..XX".parse().unwrap(), Rung::CourseAlphaBeta));
    settle(&mut harness);
    let last = explorer(&harness).step_count() - 1;
    harness.state_mut().apply(Action::Explore(ExploreAction::Step(last)));
    harness.run();
    click(&mut harness, "Replay this line");
    later(&mut harness, Duration::from_secs(1));
    harness.get_by_label("The table's line, replayed: 1 move");
}

/// The board drawn large, read cell by cell as a screen reader would.
fn shown_board(harness: &Window) -> Board {
    let text: String = Cell::ALL
        .iter()
        .map(|cell| {
            let label = |mark: &str| format!("Cell {cell}: {mark}");
            match ["X", "O"]
                .into_iter()
                .find(|mark| harness.query_by_label(&label(mark)).is_some())
            {
                Some(mark) => mark.to_string(),
                None => ".".to_string(),
            }
        })
        .collect();
    text.parse().unwrap()
}

#[test]
fn a_new_recording_never_shows_a_node_of_the_old_one() {
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
    assert_eq!(explorer.shown().board.to_string(), "XXXOO....");
    assert_eq!(explorer.recording.as_ref().unwrap().trace.nodes().len(), 1);
    harness.get_by_label_contains("Position root");
}

#[test]
fn the_board_and_its_heading_keep_their_places_while_a_deep_search_runs() {
    let mut harness = explorer_opened_on_a_game("explore-steady");
    let board: Board = "XO.......".parse().unwrap();
    harness.state_mut().apply(Action::Record(board, Rung::Minimax));
    settle(&mut harness);
    // From the first step at the deepest call: the stack is as deep as the game is long.
    let recording = recording(&harness);
    let deepest = recording.steps.calls().iter().map(|call| call.depth).max().unwrap();
    let call = recording
        .steps
        .calls()
        .iter()
        .find(|call| call.depth == deepest)
        .unwrap();
    harness.state_mut().apply(Action::Explore(ExploreAction::Step(
        (call.step as usize).saturating_sub(10),
    )));
    click(&mut harness, "Fast");
    click(&mut harness, "Run");
    let places =
        |harness: &Window| ["Cell 0,0: X", "Call stack ("].map(|label| harness.get_by_label_contains(label).rect());
    let first = places(&harness);
    let mut depths = std::collections::BTreeSet::new();
    for _ in 0..80 {
        later(&mut harness, Speed::Fast.between_steps());
        assert_eq!(places(&harness), first, "at step {}", explorer(&harness).step);
        let step = recording.steps.steps()[explorer(&harness).step];
        depths.insert(recording.steps.calls()[step.call as usize].depth);
    }
    assert!(
        depths.contains(&deepest) && depths.len() > 3,
        "the stack grew and shrank: {depths:?}"
    );
}

/// Presses Next until Predict asks something; the step asked about.
fn next_question(harness: &mut Window) -> usize {
    for _ in 0..200 {
        if let Some((step, _)) = explorer(harness).predict.question {
            return step;
        }
        click(harness, "Next");
    }
    panic!("Predict never asked");
}

#[test]
fn predict_asks_before_a_return_and_scores_a_right_and_a_wrong_answer() {
    let mut harness = explorer_opened_on_a_game("explore-predict");
    click(&mut harness, "Predict");
    // The course's minimax on a position with three empty cells: every call that tries its actions is
    // asked about when it returns.
    let board: Board = "XOXOO.X..".parse().unwrap();
    harness.state_mut().apply(Action::Record(board, Rung::CourseMinimax));
    settle(&mut harness);
    let recording = recording(&harness);
    // The field the question names, as a screen reader finds it.
    let type_in = |harness: &mut Window, text: &str| {
        let (step, _) = explorer(harness).predict.question.expect("a question waits");
        let call = recording.steps.call_of(&recording.steps.steps()[step]);
        let question = format!("What does {}({}) return?", function_name(call.player()), call.board);
        harness.get_by_label(&question);
        let field = harness
            .query_all_by_role(egui::accesskit::Role::TextInput)
            .find(|node| node.accesskit_node().label().is_some_and(|l| l == question))
            .expect("the field for the prediction");
        field.set_text_value_accesskit(text);
        harness.run();
        click(harness, "Check");
    };
    let answer = |harness: &mut Window, value: i8| type_in(harness, &format!("{value:+}"));
    // The truth from the table, which shares nothing with the recording: the course's value of the
    // call's board.
    let truth = |step: usize| {
        let call = recording.steps.call_of(&recording.steps.steps()[step]);
        tictactoe::probe(call.board).outcome.value()
    };
    let asked = next_question(&mut harness);
    assert_eq!(explorer(&harness).step, asked - 1, "Next waits for the prediction");
    click(&mut harness, "Next");
    assert_eq!(explorer(&harness).step, asked - 1, "and keeps waiting");
    answer(&mut harness, truth(asked));
    assert_eq!(explorer(&harness).step, asked, "the answer reveals the step");
    harness.get_by_label("Predictions: 1 of 1 here, 1 of 1 in all");
    harness.get_by_label_contains("Right: line ");
    let asked = next_question(&mut harness);
    answer(&mut harness, truth(asked) + 1);
    harness.get_by_label("Predictions: 1 of 2 here, 1 of 2 in all");
    harness.get_by_label_contains(&format!("Not so (you said {:+}): line ", truth(asked) + 1));
    harness.get_by_label_contains(", return v: v = M");
    // Something that is not a number is said so, and scores nothing.
    let asked = next_question(&mut harness);
    type_in(&mut harness, "win");
    harness.get_by_label("Type a whole number, such as +1, 0 or -1");
    assert_eq!(explorer(&harness).predict.question.map(|(step, _)| step), Some(asked));
    harness.get_by_label("Predictions: 1 of 2 here, 1 of 2 in all");
}

#[test]
fn predict_asks_at_each_test_for_a_cut_and_a_small_position_is_suggested() {
    let mut harness = explorer_opened_on_a_game("explore-predict-cut");
    click(&mut harness, "Predict");
    click(&mut harness, "A small position");
    let board = explorer(&harness).shown().board;
    assert!((3..=5).contains(&board.empty_cells().len()), "{board}");
    assert_eq!(explorer(&harness).shown().rung, Rung::CourseAlphaBeta);
    click(&mut harness, "A small position");
    assert_ne!(explorer(&harness).shown().board, board, "another each time");
    // Each test for a cut is asked about: the loop stops when v has reached β (X) or fallen to α (O).
    let mut asked_cuts = 0;
    while asked_cuts < 3 {
        let asked = next_question(&mut harness);
        let recording = recording(&harness);
        let steps = recording.steps.steps();
        if harness.query_by_label("It stops").is_none() {
            click(&mut harness, "Skip");
            continue;
        }
        let before = steps[asked - 1];
        let player = recording.steps.call_of(&before).player();
        let (v, alpha, beta) = (
            before.v.unwrap().get(),
            before.alpha.unwrap().get(),
            before.beta.unwrap().get(),
        );
        let stops = match player {
            Player::X => v >= beta,
            Player::O => v <= alpha,
        };
        click(&mut harness, if stops { "It stops" } else { "It goes on" });
        asked_cuts += 1;
        let n = asked_cuts;
        harness.get_by_label(&format!("Predictions: {n} of {n} here, {n} of {n} in all"));
        assert_eq!(matches!(steps[asked].event, Event::Cut { .. }), stops);
    }
}

#[test]
fn the_explorer_comes_back_where_it_was_after_a_restart() {
    let path = session_path("explore-restart");
    let board: Board = "XO..X....".parse().unwrap();
    let step = {
        let now = Instant::now();
        let mut harness = harness_for(
            TicTacToe::new(Some(path.clone()), now, SEED),
            now,
            egui::vec2(1280.0, 800.0),
        );
        harness.run();
        click(&mut harness, "Explore");
        field_text(&mut harness, "XO..X....");
        click(&mut harness, "Show its tree");
        choose_rung(&mut harness, Rung::CourseMinimax);
        click(&mut harness, "Fast");
        click(&mut harness, "Predict");
        click(&mut harness, "Show the finished search");
        for _ in 0..5 {
            click(&mut harness, "Next position");
        }
        harness.state_mut().close();
        explorer(&harness).step
    };
    assert!(step > 5);
    let now = Instant::now();
    let mut harness = harness_for(TicTacToe::new(Some(path), now, SEED), now, egui::vec2(1280.0, 800.0));
    settle(&mut harness);
    assert_eq!(harness.state().state().screen, Screen::Explore);
    let explorer = explorer(&harness);
    let request = explorer.recording.as_ref().expect("recorded again").request;
    assert_eq!(
        (request.board, request.rung, request.follows_game),
        (board, Rung::CourseMinimax, false)
    );
    assert_eq!(explorer.step, step);
    assert_eq!(explorer.speed, Speed::Fast);
    assert!(explorer.predict.on && explorer.show_finished);
    harness.get_by_label_contains("Course minimax from XO..X....: ");
}

#[test]
fn predicts_score_of_the_position_comes_back_after_a_restart_and_a_question_answered_counts_once() {
    let path = session_path("explore-predict-restart");
    let open = |path: &PathBuf| {
        let now = Instant::now();
        let app = TicTacToe::new(Some(path.clone()), now, SEED);
        harness_for(app, now, egui::vec2(1280.0, 800.0))
    };
    let (asked, score) = {
        let mut harness = open(&path);
        harness.run();
        click(&mut harness, "Explore");
        field_text(&mut harness, "X..OO..XX");
        click(&mut harness, "Show its tree");
        click(&mut harness, "Predict");
        // The first test for a cut, the questions before it skipped, answered; then back before it.
        let asked = loop {
            let asked = next_question(&mut harness);
            if harness.query_by_label("It stops").is_some() {
                break asked;
            }
            click(&mut harness, "Skip");
        };
        click(&mut harness, "It goes on");
        let predict = &explorer(&harness).predict;
        assert_eq!(predict.made, 1);
        let score = format!("Predictions: {0} of 1 here, {0} of 1 in all", predict.right);
        harness.get_by_label(&score);
        harness
            .state_mut()
            .apply(Action::Explore(ExploreAction::Step(asked - 1)));
        harness.run();
        harness.state_mut().close();
        (asked, score)
    };
    let mut harness = open(&path);
    settle(&mut harness);
    assert_eq!(explorer(&harness).step, asked - 1);
    harness.get_by_label(&score);
    // Asked again, it is judged again but counted once, as before the restart.
    assert_eq!(next_question(&mut harness), asked);
    click(&mut harness, "It goes on");
    assert_eq!(explorer(&harness).predict.made, 1);
    harness.get_by_label(&score);
}

#[test]
fn before_a_cut_every_move_not_yet_tried_looks_alike() {
    // The course's alpha-beta on X..OO..XX: Max-Value on X..OO.OXX tries 0,1, then cuts 0,2 and 1,2.
    let mut harness = explorer_opened_on_a_game("explore-alike");
    let board: Board = "X..OO..XX".parse().unwrap();
    harness.state_mut().apply(Action::Record(board, Rung::CourseAlphaBeta));
    settle(&mut harness);
    let recording = recording(&harness);
    let (trace, steps) = (&recording.trace, &recording.steps);
    let node = (0..trace.nodes().len() as u32)
        .find(|&id| trace.node(id).board == "X..OO.OXX".parse().unwrap())
        .expect("the search reaches X..OO.OXX");
    let call = steps
        .calls()
        .iter()
        .position(|call| call.board == trace.node(node).board)
        .unwrap();
    let (called, cut) = (
        steps.calls()[call].step as usize,
        steps
            .steps()
            .iter()
            .position(|s| s.call as usize == call && matches!(s.event, Event::Cut { .. }))
            .expect("its loop is cut"),
    );
    let children: Vec<_> = trace.children(node).collect();
    assert_eq!(children.len(), 3);
    for step in [called, cut - 1] {
        harness.state_mut().apply(Action::Explore(ExploreAction::Step(step)));
        harness
            .state_mut()
            .apply(Action::Explore(ExploreAction::Expand(node, true)));
        harness.run();
        for &child in &children {
            let cell = trace.node(child).cell.unwrap();
            let path: Vec<String> = trace
                .path(child)
                .iter()
                .filter_map(|&n| trace.node(n).cell)
                .map(|c| c.to_string())
                .collect();
            let path = path.join(" ");
            match step == called || cell != "0,1".parse().unwrap() {
                // Not yet tried: the same words, and no triangle that only a move to be tried has.
                true => {
                    harness.get_by_label(&format!("Row {path}: {cell}  not yet tried"));
                    assert!(
                        harness.query_by_label(&format!("Expand {path}")).is_none(),
                        "{path} at {step}"
                    );
                }
                false => assert!(
                    harness
                        .query_by_label_contains(&format!("Row {path}: {cell}  not yet"))
                        .is_none()
                ),
            }
        }
    }
    // Once cut, the moves never tried say why, in words of their own.
    harness.state_mut().apply(Action::Explore(ExploreAction::Step(cut)));
    harness.run();
    assert_eq!(harness.query_all_by_label_contains("not yet tried").count(), 0);
}

/// The course's alpha-beta on X..OO..XX, Predict on: the explorer at the first question.
fn predicting_on_x_oo_xx(test: &str) -> Window {
    let mut harness = explorer_opened_on_a_game(test);
    click(&mut harness, "Predict");
    let board: Board = "X..OO..XX".parse().unwrap();
    harness.state_mut().apply(Action::Record(board, Rung::CourseAlphaBeta));
    settle(&mut harness);
    harness
}

#[test]
fn after_a_loop_that_goes_on_the_return_is_asked_too() {
    let mut harness = predicting_on_x_oo_xx("explore-predict-return");
    let recording = recording(&harness);
    let steps = recording.steps.steps();
    // A call's return right after its last action's value: the loop's test, then the value.
    let at = (1..steps.len())
        .find(|&at| {
            matches!(steps[at].event, Event::Return { .. })
                && matches!(steps[at - 1].event, Event::Value { .. })
                && steps[at - 1].call == steps[at].call
        })
        .expect("such a return");
    harness.state_mut().apply(Action::Explore(ExploreAction::Step(at - 1)));
    click(&mut harness, "Next");
    harness.get_by_label_contains("Does the loop stop here?");
    click(&mut harness, "It goes on");
    // The step waits: its value is asked next, and the loop's answer was judged by the loop's test.
    assert_eq!(explorer(&harness).step, at - 1);
    harness.get_by_label_contains("so the loop goes on");
    let call = recording.steps.call_of(&steps[at]);
    let value = format!("What does {}({}) return?", function_name(call.player()), call.board);
    harness.get_by_label(&value);
    // Next while the value is asked keeps asking it: the loop's question, answered, is not asked again.
    click(&mut harness, "Next");
    harness.get_by_label(&value);
    assert!(harness.query_by_label_contains("Does the loop stop here?").is_none());
    assert_eq!(explorer(&harness).step, at - 1);
    click(&mut harness, "Skip");
    assert_eq!(explorer(&harness).step, at);
}

#[test]
fn a_question_answered_again_after_going_back_counts_once() {
    let mut harness = predicting_on_x_oo_xx("explore-predict-once");
    // The first test for a cut, the questions before it skipped.
    let asked = loop {
        let asked = next_question(&mut harness);
        if harness.query_by_label("It stops").is_some() {
            break asked;
        }
        click(&mut harness, "Skip");
    };
    click(&mut harness, "It goes on");
    assert_eq!(explorer(&harness).predict.made, 1);
    harness
        .state_mut()
        .apply(Action::Explore(ExploreAction::Step(asked - 1)));
    harness.run();
    assert_eq!(next_question(&mut harness), asked);
    click(&mut harness, "It goes on");
    assert_eq!(
        explorer(&harness).predict.made,
        1,
        "the same question is not counted twice"
    );
    harness.get_by_label_contains("Predictions: ");
    // A new position has a score of its own; the whole score goes on.
    click(&mut harness, "A small position");
    let predict = &explorer(&harness).predict;
    assert_eq!((predict.position_score().1, predict.made), (0, 1));
}

#[test]
fn nothing_is_asked_while_the_finished_search_shows() {
    let mut harness = predicting_on_x_oo_xx("explore-predict-finished");
    click(&mut harness, "Show the finished search");
    for _ in 0..40 {
        click(&mut harness, "Next");
    }
    assert_eq!(explorer(&harness).predict.question, None);
    assert_eq!(explorer(&harness).step, 40);
    assert_eq!(explorer(&harness).predict.made, 0);
}

#[test]
fn a_missed_question_is_listed_and_one_click_asks_it_again() {
    let mut harness = predicting_on_x_oo_xx("explore-predict-missed");
    let asked = loop {
        let asked = next_question(&mut harness);
        if harness.query_by_label("It stops").is_some() {
            break asked;
        }
        click(&mut harness, "Skip");
    };
    let recording = recording(&harness);
    let stops = matches!(recording.steps.steps()[asked].event, Event::Cut { .. });
    // The wrong answer.
    click(&mut harness, if stops { "It goes on" } else { "It stops" });
    click(&mut harness, "Missed: 1");
    click(
        &mut harness,
        &format!("Step {}: Does the loop stop here? (if v ≤ α: return v)", asked + 1),
    );
    assert_eq!(explorer(&harness).step, asked - 1);
    click(&mut harness, "Next");
    assert_eq!(explorer(&harness).predict.question.map(|(step, _)| step), Some(asked));
}

#[test]
fn the_drawn_tree_crosses_a_branch_out_only_once_it_is_cut() {
    let mut harness = explorer_opened_on_a_game("explore-drawn");
    let board: Board = "X..OO..XX".parse().unwrap();
    harness.state_mut().apply(Action::Record(board, Rung::CourseAlphaBeta));
    settle(&mut harness);
    click(&mut harness, "Drawing");
    let recording = recording(&harness);
    let (trace, steps) = (&recording.trace, &recording.steps);
    // Max-Value on X..OO.OXX tries 0,1, then its cut leaves 0,2 and 1,2 untried.
    let node = (0..trace.nodes().len() as u32)
        .find(|&id| trace.node(id).board == "X..OO.OXX".parse().unwrap())
        .unwrap();
    let call = steps
        .calls()
        .iter()
        .position(|call| call.board == trace.node(node).board)
        .unwrap();
    let cut = steps
        .steps()
        .iter()
        .position(|s| s.call as usize == call && matches!(s.event, Event::Cut { .. }))
        .unwrap();
    let pruned: Vec<String> = trace
        .children(node)
        .filter(|&child| trace.node(child).searched().is_none())
        .map(|child| {
            let moves: Vec<String> = trace
                .path(child)
                .iter()
                .filter_map(|&n| trace.node(n).cell)
                .map(|c| c.to_string())
                .collect();
            moves.join(" ")
        })
        .collect();
    assert_eq!(pruned.len(), 2);
    harness.state_mut().apply(Action::Explore(ExploreAction::Step(cut - 1)));
    harness.run();
    for path in &pruned {
        harness.get_by_label(&format!("Node {path}: not yet tried"));
    }
    harness.state_mut().apply(Action::Explore(ExploreAction::Step(cut)));
    harness.run();
    for path in &pruned {
        harness.get_by_label(&format!("Node {path}: crossed out: never searched, cut"));
    }
    // A click on a position takes the program to it (as a screen reader clicks: the drawing pans and
    // zooms, which the test's pointer does not follow).
    let tried = trace
        .children(node)
        .find(|&child| trace.node(child).searched().is_some())
        .unwrap();
    let moves: Vec<String> = trace
        .path(tried)
        .iter()
        .filter_map(|&n| trace.node(n).cell)
        .map(|c| c.to_string())
        .collect();
    harness
        .get_by_label_contains(&format!("Node {}: returned", moves.join(" ")))
        .click_accesskit();
    harness.run();
    assert_eq!(explorer(&harness).selected, tried);
}

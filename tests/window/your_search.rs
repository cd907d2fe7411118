//! "Your minimax" in the explorer: the learner's own search (files from `tests/cs50`) traced from the
//! explorer's position and set call by call beside the course's, with the first place they part.

use super::code::{learner_file, open};
use super::*;

/// The course's alpha-beta in Python with its min_value cutting on `v >= alpha` instead of
/// `v <= alpha`, in a folder of the test's own.
fn min_value_cutting_wrongly(test: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("tictactoe-yours-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let source = std::fs::read_to_string(learner_file("alphabeta.py")).unwrap();
    assert!(source.contains("        if v <= alpha:"));
    let file = folder.join("tictactoe.py");
    std::fs::write(
        &file,
        source.replacen("        if v <= alpha:", "        if v >= alpha:", 1),
    )
    .unwrap();
    file
}

/// A window with `file` open, the explorer on `board`, and "Your minimax" chosen as a person chooses
/// it; the file's check is not needed, and is cancelled.
fn yours_beside(test: &str, file: &Path, board: &str) -> Window {
    let mut harness = window(session_path(test));
    harness.run();
    open(&mut harness, file, "Your code", "Open");
    // A file that does not import may have been checked already.
    if harness.state().state().code.checking.is_some() {
        harness.get_by_label("Cancel check").click();
        harness.step();
    }
    click(&mut harness, "Explore");
    field_text(&mut harness, board);
    click(&mut harness, "Show its tree");
    harness.get_by_role(egui::accesskit::Role::ComboBox).click();
    harness.run();
    click(&mut harness, "Your minimax, beside the course's");
    harness
}

/// The row where the two first part, the two counts of positions visited, and the root.
fn compared(harness: &Window) -> (Option<usize>, (usize, usize), String) {
    let traced = harness
        .state()
        .state()
        .explore
        .your_search
        .traced
        .as_ref()
        .expect("traced");
    let visited = traced.visited().expect("a search to set beside the course's");
    (traced.parted_row(), visited, traced.board.to_string())
}

#[test]
fn a_min_value_cutting_with_the_wrong_comparison_is_marked_where_it_first_parts_from_the_courses() {
    let file = min_value_cutting_wrongly("wrong-cut");
    let mut harness = yours_beside("yours-wrong-cut", &file, "X..OO..XX");
    let row = compared(&harness).0.expect("they part");
    let call = row + 1;
    harness.get_by_label_contains(&format!("Call {call}: your min_value on"));
    harness.get_by_label_contains("a cut the course does not make");
    harness.get_by_label("pseudocode line 15: if v ≤ α: return v");
    harness.get_by_label("your line 72: if v >= alpha:");
    // The counts stand side by side; the calls before it are the course's, one by one.
    harness.get_by_label_contains("Course alpha-beta, trying each position's actions in your order");
    assert_eq!(harness.state().state().explore.your_search.row, 0);
    click(&mut harness, &format!("Go to call {call}"));
    assert_eq!(harness.state().state().explore.your_search.row, row);
    // ← and → step a call at a time.
    harness.key_press(egui::Key::ArrowLeft);
    harness.step();
    assert_eq!(harness.state().state().explore.your_search.row, row - 1);
}

#[test]
fn the_courses_alpha_beta_in_python_goes_call_by_call_as_the_courses_and_follows_the_position() {
    let mut harness = yours_beside("yours-right", &learner_file("alphabeta.py"), "X..OO..XX");
    harness.get_by_label_contains("Your search goes call by call as the course's");
    harness.get_by_label_contains("and at the root the same move, (");
    let (parted, (yours, course), _) = compared(&harness);
    assert_eq!(parted, None);
    assert_eq!(yours, course);
    assert!(harness.query_all_by_label(&format!("of {yours} calls")).count() > 0);
    // Another position is traced again.
    field_text(&mut harness, "XO..X....");
    click(&mut harness, "Show its tree");
    assert_eq!(compared(&harness).2, "XO..X....");
    harness.get_by_label_contains("Your minimax from XO..X....");
}

#[test]
fn a_root_that_chooses_a_worse_move_is_marked_in_red_with_each_roots_move_and_never_called_the_same() {
    // Its minimax runs X's branch for O: every call below the root is the course's, value for value;
    // only the move it chooses is not.
    let mut harness = yours_beside("yours-branch", &learner_file("swapped_branch.py"), "OXOOXXX..");
    assert_eq!(compared(&harness).0, Some(0), "they part at the root");
    assert!(
        harness
            .query_by_label_contains("goes call by call as the course's")
            .is_none(),
        "a search that chooses worse is not the course's"
    );
    harness.get_by_label(
        "Call 1: your minimax on OXOOXXX.. chose (2, 2), worth 1, where the course's chooses (2, 1), worth 0: O is to move and takes the smallest.",
    );
    harness.get_by_label_contains("pseudocode line 15: At the root, X plays the first action");
    harness.get_by_label("your line 140: return best_action");
    // Each root's move stands in its row.
    harness.get_by_label_contains("→ (2, 2) · line 140");
    harness.get_by_label("→ 0 · chose (2, 1)");
    click(&mut harness, "Go to call 1");
    assert_eq!(harness.state().state().explore.your_search.row, 0);
}

#[test]
fn a_search_too_long_to_record_whole_is_said_compared_as_far_as_recorded_its_counts_separated() {
    let harness = yours_beside("yours-full", &learner_file("plain.py"), "X........");
    let (parted, (yours, course), _) = compared(&harness);
    assert_eq!(parted, None);
    assert!(1_000 < yours && yours < course, "{yours} of {course}");
    // What was recorded is not called all it visits.
    assert!(harness.query_by_label_contains("positions visited").is_none());
    let (yours, course) = (thousands(yours as u64), thousands(course as u64));
    harness.get_by_label_contains(&format!(
        "Your minimax from X........ made more calls than are recorded: the first {yours} positions it visited are compared."
    ));
    harness.get_by_label_contains(&format!(
        "trying each position's actions in your order, visits {course}."
    ));
    harness.get_by_label_contains("As far as it was recorded, your search goes call by call as the course's.");
    assert!(harness.query_all_by_label(&format!("of {course} calls")).count() > 0);
}

#[test]
fn a_trace_that_hangs_leaves_the_window_answering_and_can_be_stopped() {
    let mut harness = window(session_path("yours-hangs"));
    harness.run();
    open(&mut harness, &learner_file("hangs.py"), "Your code", "Open");
    harness.get_by_label("Cancel check").click();
    harness.step();
    click(&mut harness, "Explore");
    // The trace is held unstarted, as one stuck in a loop: the window goes on answering.
    harness.state_mut().app.jobs().hold(true);
    harness.get_by_role(egui::accesskit::Role::ComboBox).click();
    harness.run();
    harness.get_by_label("Your minimax, beside the course's").click();
    harness.step();
    harness.state_mut().now += Duration::from_secs(2);
    harness.step();
    harness.get_by_label_contains("Tracing your minimax from");
    harness.get_by_label_contains("(2.0 s)");
    harness.get_by_label("Stop").click();
    harness.step();
    harness.step();
    harness.get_by_label("You stopped the trace.");
    assert!(harness.state().state().explore.your_search.tracing.is_none());
    harness.get_by_label("Trace again");
}

#[test]
fn a_file_that_does_not_import_is_said_where_the_calls_would_be() {
    let harness = yours_beside("yours-import", &learner_file("import_error.py"), "X..OO..XX");
    harness.get_by_label_contains("import_error.py");
    assert!(
        harness
            .state()
            .state()
            .explore
            .your_search
            .traced
            .as_ref()
            .unwrap()
            .visited()
            .is_none()
    );
    harness.get_by_label("Trace again");
}

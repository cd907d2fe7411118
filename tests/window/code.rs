//! The Your code tab on real learner files from `tests/cs50`: the report drawn, the culprit named, a
//! save checked again with what changed, a check cancelled, the tab in Chinese, and a session that
//! keeps the file. Each check runs the learner's Python as `check-cs50` does, and is awaited.

use super::*;

/// A learner's file from `tests/cs50`.
pub fn learner_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../cs50").join(name)
}

/// A folder of the test's own holding `name`'s source as `learner.py`, to be changed as a learner
/// saves, beside the right `tictactoe.py` that some files import the rest from.
fn own_copy(test: &str, name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("tictactoe-code-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::copy(learner_file("tictactoe.py"), folder.join("tictactoe.py")).unwrap();
    let file = folder.join("learner.py");
    std::fs::copy(learner_file(name), &file).unwrap();
    file
}

/// Opens the Your code tab on `file`, as a person types its path and presses Open.
pub fn open(harness: &mut Window, file: &Path, tab: &str, open: &str) {
    click(harness, tab);
    field_text(harness, &file.display().to_string());
    harness.get_by_label(open).click();
    // The frame of the click asks; the next draws what came of it.
    harness.step();
    harness.step();
}

#[test]
fn a_minimax_that_swaps_max_and_min_is_shown_failing_with_its_culprit_and_line() {
    let mut harness = window(session_path("code-swapped"));
    harness.run();
    open(&mut harness, &learner_file("swapped.py"), "Your code", "Open");
    // The check runs in the background: the frames go on while it does.
    harness.get_by_label("Checking…");
    settle(&mut harness);
    assert_eq!(
        harness.query_all_by_label("passes").count(),
        6,
        "the six small functions pass"
    );
    harness.get_by_label("FAILS");
    harness.get_by_label_contains("1 of 7 functions fail here");
    harness.get_by_label("minimax: the failure on the smallest board (of 1,202)");
    harness.get_by_label("went wrong");
    harness.get_by_label_contains("min_value returned 1 on this board");
    // The learner's own line, with its text.
    harness.get_by_label_contains("swapped.py:83  return v");
    // The failing board, drawn, opens in the explorer.
    harness.get_by_label("board OXOOXX...");
    click(&mut harness, "Open in the explorer");
    assert_eq!(harness.state().state().screen, Screen::Explore);
}

#[test]
fn a_save_checks_the_file_again_and_says_what_changed() {
    let file = own_copy("save", "swapped.py");
    let mut harness = window(session_path("code-save"));
    harness.run();
    open(&mut harness, &file, "Your code", "Open");
    settle(&mut harness);
    harness.get_by_label("FAILS");
    // The learner saves a file whose winner is wrong too.
    std::fs::copy(learner_file("broken_winner.py"), &file).unwrap();
    later(&mut harness, WATCH_EVERY);
    assert!(harness.query_by_label("FAILS").is_some(), "a new check ran");
    harness.get_by_label_contains("Since the check before: winner fails now on");
}

#[test]
fn a_check_that_hangs_leaves_the_window_answering_and_can_be_cancelled() {
    let mut harness = window(session_path("code-hangs"));
    harness.run();
    harness.state_mut().app.jobs().hold(true);
    open(&mut harness, &learner_file("hangs.py"), "Your code", "Open");
    // Held unstarted, the check is as one stuck in a call: the window draws on and answers clicks.
    for _ in 0..3 {
        harness.step();
    }
    harness.get_by_label("Checking…");
    for tab in ["Game", "Your code", "Cancel check"] {
        harness.get_by_label(tab).click();
        harness.step();
        harness.step();
    }
    assert!(!harness.state().state().jobs.is_running(Task::Check));
    harness.get_by_label("The check was stopped before it ended: Check again to start it over.");
    assert!(harness.query_by_label("Checking…").is_none());
}

#[test]
fn a_file_that_cannot_be_opened_is_said_in_the_tab() {
    let mut harness = window(session_path("code-refused"));
    harness.run();
    let folder = std::env::temp_dir();
    open(&mut harness, &folder, "Your code", "Open");
    harness.get_by_label_contains("is a folder, not a Python file.");
    open(&mut harness, &folder.join("no-such-file-here.py"), "Your code", "Open");
    harness.get_by_label_contains("Cannot read");
    open(&mut harness, &learner_file("import_error.py"), "Your code", "Open");
    settle(&mut harness);
    harness.get_by_label_contains("does not import");
}

#[test]
fn the_tab_speaks_chinese() {
    let now = Instant::now();
    let app = TicTacToe::new(Some(session_path("code-chinese")), now, SEED).speaking(Lang::Zh);
    let mut harness = harness_for(app, now, egui::vec2(640.0, 460.0));
    harness.run();
    open(&mut harness, &learner_file("swapped.py"), "你的代码", "打开");
    settle(&mut harness);
    harness.get_by_label("失败");
    harness.get_by_label("minimax：共 1,202 个失败，下面是空格最少的一个");
    harness.get_by_label("出错的调用");
    harness.get_by_label("在探索中打开");
}

#[test]
fn a_session_keeps_the_file_and_shows_its_last_verdicts_as_old_until_the_new_check_ends() {
    let path = session_path("code-session");
    let file = learner_file("swapped.py");
    {
        let mut harness = window(path.clone());
        harness.run();
        open(&mut harness, &file, "Your code", "Open");
        settle(&mut harness);
        harness.state_mut().close();
    }
    let now = Instant::now();
    let mut app = TicTacToe::new(Some(path), now, SEED);
    app.jobs().hold(true);
    let mut harness = harness_for(app, now, egui::vec2(1000.0, 700.0));
    for _ in 0..3 {
        harness.step();
    }
    let code = &harness.state().state().code.place;
    assert_eq!(code.file.as_deref(), Some(file.as_path()));
    assert_eq!(code.recent, vec![file.clone()]);
    harness.get_by_label("From the last check, before the window closed (old):");
    harness.get_by_label("4,276 / 5,478");
    settle(&mut harness);
    assert!(harness.query_by_label_contains("(old)").is_none());
    harness.get_by_label("FAILS");
}

#[test]
fn open_in_the_explorer_opens_the_search_the_report_cites_not_the_one_shown_last() {
    let mut harness = window(session_path("code-open-cited"));
    harness.run();
    open(&mut harness, &learner_file("wrong_prune.py"), "Your code", "Open");
    settle(&mut harness);
    // Its search prunes: the report cites the course's alpha-beta on its failing board.
    harness.get_by_label_contains("tictactoe steps --engine course-alphabeta OXXXO....");
    // The explorer shows the learner's own minimax last.
    click(&mut harness, "Explore");
    harness.get_by_role(egui::accesskit::Role::ComboBox).click();
    harness.run();
    click(&mut harness, "Your minimax, beside the course's");
    assert!(harness.state().state().explore.your_search.on);
    click(&mut harness, "Your code");
    click(&mut harness, "Open in the explorer");
    let state = harness.state().state();
    assert_eq!(state.screen, Screen::Explore);
    assert!(!state.explore.your_search.on, "the course's search, not the learner's");
    let shown = state.explore.explorer.shown();
    assert_eq!(shown.board, "OXXXO....".parse::<Board>().unwrap());
    assert_eq!(shown.rung, Rung::CourseAlphaBeta);
    harness.get_by_label_contains("Course alpha-beta from OXXXO....");
}

/// A `python3` that runs Python outside a sandbox only: in bubblewrap's namespace, whose first process
/// is bubblewrap, it refuses with `words`. Asked where its installation is (as a sandbox asks first), it
/// names itself, so that the sandbox runs it and not the Python it calls.
fn python_refused_in_a_sandbox(test: &str, words: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("tictactoe-python-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let python = folder.join("python3");
    let script = format!(
        "#!/bin/sh\n\
         if [ \"$1\" = -I ]; then echo \"$0\"; echo /usr; exit 0; fi\n\
         if [ \"$(cat /proc/1/comm 2>/dev/null)\" = bwrap ]; then echo '{words}' >&2; exit 1; fi\n\
         exec python3 \"$@\"\n"
    );
    std::fs::write(&python, script).unwrap();
    let mut permissions = std::fs::metadata(&python).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&python, permissions).unwrap();
    python
}

#[cfg(target_os = "linux")]
#[test]
fn a_file_checked_without_a_sandbox_is_said_to_run_as_you_and_why() {
    let said = "without a sandbox, as you, able to read and write what you can and to use the network";
    // Where bubblewrap makes a sandbox, the tab says nothing of it.
    let mut harness = window(session_path("code-sandboxed"));
    harness.run();
    open(&mut harness, &learner_file("tictactoe.py"), "Your code", "Open");
    settle(&mut harness);
    harness.get_by_label_contains("Checked in");
    assert!(harness.query_by_label_contains(said).is_none());
    // Where it cannot, the check runs all the same, and the tab says what the file can reach and why.
    let python = python_refused_in_a_sandbox("unsandboxed", "no namespaces here");
    let now = Instant::now();
    let app = TicTacToe::new(Some(session_path("code-unsandboxed")), now, SEED).with_python(python);
    let mut harness = harness_for(app, now, egui::vec2(1000.0, 700.0));
    harness.run();
    open(&mut harness, &learner_file("tictactoe.py"), "Your code", "Open");
    settle(&mut harness);
    assert_eq!(harness.query_all_by_label("passes").count(), 7);
    harness.get_by_label_contains(&format!(
        "{said}: bubblewrap could not make a sandbox here (no namespaces here)"
    ));
}

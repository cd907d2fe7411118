//! The session kept between runs: restored after a restart, saved at most once a second and never
//! lost, a corrupt or unreadable file reported, a failed save said once, the window's size.

use super::*;

#[test]
fn the_session_survives_a_restart() {
    let path = session_path("restart");
    {
        let mut harness = window(path.clone());
        harness.run();
        click(&mut harness, "Alpha-beta");
        click(&mut harness, "Play as X");
        click(&mut harness, "Cell 0,0: empty");
        // Closing saves what the last second changed.
        harness.state_mut().close();
    }
    let mut harness = window(path);
    harness.run();
    let session = &harness.state().state().game.session;
    assert_eq!(session.opponent, Opponent::Engine(Engine::ALPHABETA));
    assert_eq!(session.game.as_ref().unwrap().played().len(), 2);
    harness.get_by_label("Cell 0,0: X");
    harness.get_by_label("Your turn as X");
    // The computer's reply keeps what its engine found: engine, nodes, time and agreement.
    let reply = session.game.as_ref().unwrap().played()[1]
        .decision
        .expect("the engine's answer");
    assert_eq!(reply.engine, Engine::ALPHABETA);
    assert!(reply.agrees && reply.nodes > 1);
    harness.get_by_label_contains(&format!("Alpha-beta · {} positions over", thousands(reply.nodes)));
    harness.get_by_label("agrees");
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
            .any(|n| n.kind == NoticeKind::SessionUnreadable && n.text.en.contains("session.bin.corrupt"))
    );
    harness.get_by_label_contains("was unreadable");
    harness.get_by_label("Play Tic-Tac-Toe");
    let aside = path.with_file_name("session.bin.corrupt");
    assert_eq!(std::fs::read(aside).unwrap(), b"\xff\xfenot a session at all");
    click(&mut harness, "Dismiss");
    assert!(harness.state().state().notices.is_empty());
}

#[test]
fn changes_are_saved_in_the_background_at_most_once_a_second_and_none_is_lost() {
    let path = session_path("debounced");
    let saved = || session::load(&path).saved.session;
    let mut harness = window(path.clone());
    harness.run();
    // The first change is saved at once.
    click(&mut harness, "Alpha-beta");
    assert_eq!(saved().opponent, Opponent::Engine(Engine::ALPHABETA));
    // The next ones, within a second of that save, wait for the second to pass.
    click(&mut harness, "Two players");
    click(&mut harness, "Cell 1,1: empty");
    assert!(saved().game.is_none(), "not saved again within the second");
    assert!(harness.state().state().save_left() > Some(Duration::ZERO));
    later(&mut harness, Duration::from_millis(999));
    assert!(saved().game.is_none());
    later(&mut harness, Duration::from_millis(1));
    let game = saved().game.expect("saved once the second passed");
    assert_eq!(game.played().len(), 1);
    assert_eq!(harness.state().state().save_left(), None, "nothing left to save");
}

#[test]
fn a_change_undone_before_it_is_saved_leaves_nothing_to_save() {
    let path = session_path("undone");
    let saved = || session::load(&path).saved;
    let mut harness = window(path.clone());
    harness.run();
    click(&mut harness, "Alpha-beta");
    assert_eq!(saved().session.opponent, Opponent::Engine(Engine::ALPHABETA));
    // Within the second, the engine changed and changed back, the theme too: the session is the one
    // saved, so there is nothing left to save.
    click(&mut harness, "Table");
    click(&mut harness, "Light theme");
    assert!(harness.state().state().save_left() > Some(Duration::ZERO));
    click(&mut harness, "Alpha-beta");
    click(&mut harness, "Dark theme");
    assert!(!harness.state().state().unsaved());
    assert_eq!(harness.state().state().save_left(), None, "nothing to save");
    // The theme alone is a change to save, kept with the window's part.
    click(&mut harness, "Light theme");
    later(&mut harness, SECOND);
    assert!(!saved().window.dark_theme);
    assert_eq!(saved().session.opponent, Opponent::Engine(Engine::ALPHABETA));
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
    let failed = |harness: &Window| {
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
    later(&mut harness, SECOND);
    assert!(!failed(&harness), "dismissed, it does not come back after every move");
    // Saving works again: the session is saved, and a new failure would be said again.
    std::fs::remove_file(&blocker).unwrap();
    click(&mut harness, "Cell 0,0: empty");
    later(&mut harness, SECOND);
    assert!(path.exists());
    std::fs::remove_dir_all(&blocker).unwrap();
    std::fs::write(&blocker, b"in the way again").unwrap();
    click(&mut harness, "Cell 2,2: empty");
    later(&mut harness, SECOND);
    assert!(failed(&harness));
    std::fs::remove_file(&blocker).unwrap();
}

/// The time between two saves.
const SECOND: Duration = Duration::from_secs(1);

#[test]
fn the_window_opens_at_the_size_it_had_when_it_closed() {
    let path = session_path("size");
    let now = Instant::now();
    let mut harness = harness_for(
        TicTacToe::new(Some(path.clone()), now, SEED),
        now,
        egui::vec2(812.0, 533.0),
    );
    harness.run();
    harness.state_mut().close();
    let saved = session::load(&path).saved;
    assert_eq!(saved.window.size, Some((812, 533)));
}

#[test]
fn a_notice_cut_short_shows_its_whole_text_once_on_hover() {
    let path = session_path("notice-hover");
    let blocker = path.parent().unwrap().to_path_buf();
    let now = Instant::now();
    let app = TicTacToe::new(Some(path.clone()), now, SEED);
    let mut harness = harness_for(app, now, egui::vec2(640.0, 460.0));
    harness.run();
    std::fs::write(&blocker, b"in the way").unwrap();
    click(&mut harness, "Two players");
    let text = harness
        .state()
        .state()
        .notices
        .last()
        .expect("a notice")
        .text
        .en
        .clone();
    assert_eq!(harness.get_all_by_label(&text).count(), 1);
    hover(&mut harness, &text);
    assert_eq!(
        harness.get_all_by_label(&text).count(),
        2,
        "the notice and one tooltip with its whole text"
    );
    std::fs::remove_file(&blocker).unwrap();
}

#[test]
fn a_step_of_the_explorer_and_a_change_of_tab_are_saved_within_a_second() {
    let path = session_path("explorer-step-saved");
    let mut harness = window(path.clone());
    harness.run();
    click(&mut harness, "Explore");
    for _ in 0..3 {
        click(&mut harness, "Next");
    }
    // Nothing closes the window: a crash now would keep what the last second saved.
    later(&mut harness, Duration::from_secs(1));
    let saved = session::load(&path).saved;
    assert_eq!(saved.window.tab, Screen::Explore.code());
    assert_eq!(saved.window.explorer.step, 3);
}

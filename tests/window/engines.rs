//! The Engines tab: a position of its own, every engine compared, the table verified (and cancelled),
//! the ladder run, and a reason for every button that is off.

use super::*;

/// A two-player game with X in the centre, seen from the Engines tab, which works on that board.
fn engines_after_the_centre(test: &str) -> Window {
    let mut harness = window(session_path(test));
    harness.run();
    click(&mut harness, "Two players");
    click(&mut harness, "Cell 1,1: empty");
    click(&mut harness, "Engines");
    harness.get_by_label("The engines work on the game's board: ....X...., O to move");
    harness
}

#[test]
fn compare_engines_runs_every_engine_side_by_side() {
    let mut harness = engines_after_the_centre("compare");
    click(&mut harness, "Compare engines");
    harness.run();
    let compared = harness
        .state()
        .state()
        .engines
        .compared
        .clone()
        .map(|(_, found)| found)
        .unwrap_or_default();
    let engines: Vec<Engine> = compared.iter().map(|d| d.engine).collect();
    assert_eq!(engines, Engine::COMPARED);
    assert!(compared.iter().all(|d| d.agrees));
    // After the centre every engine plays a best move, the course's searches too.
    assert_eq!(harness.get_all_by_label("agrees").count(), Engine::COMPARED.len());
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
    let report = harness
        .state()
        .state()
        .engines
        .verified
        .as_ref()
        .expect("a report")
        .clone();
    assert!(report.passed(), "{report:?}");
    assert_eq!(report.total, 4_520);
    // Every rung the explorer offers, in its order: the course's minimax and alpha-beta, then minimax,
    // alpha-beta in cell order, with move ordering, with a transposition table keyed by the board and
    // by the symmetry class: every unfinished position, each search's total nodes (as `analyze --json
    // --engine E -` counts them, position by position).
    let nodes = [2_125_535, 274_507, 2_125_535, 263_673, 80_220, 70_062, 62_499];
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
    // The verification is held unstarted until the cancel is in: it stops after its first position.
    harness.state_mut().app.jobs().hold(true);
    harness.get_by_label("Verify table").click();
    harness.run();
    harness.get_by_label("Cancel verification").click();
    harness.step();
    settle(&mut harness);
    let report = harness
        .state()
        .state()
        .engines
        .verified
        .as_ref()
        .expect("a report")
        .clone();
    assert!(report.cancelled && !report.passed());
    assert!(report.checks.iter().all(|checks| checks.checked == 1), "{report:?}");
    harness.get_by_label("Verification cancelled.");
}

#[test]
fn the_ladder_runs_on_the_position_on_the_board_beside_the_engines() {
    let mut harness = engines_after_the_centre("ladder");
    click(&mut harness, "Run the ladder");
    let (board, ladder) = harness.state().state().engines.ladder.expect("the ladder was run");
    assert_eq!(board.to_string(), "....X....");
    let rungs: Vec<Option<Rung>> = ladder.iter().map(|s| s.engine.rung()).collect();
    assert_eq!(rungs, Rung::LADDER.map(Some));
    for (rung, found) in Rung::LADDER.into_iter().zip(&ladder) {
        assert_eq!(found.nodes, rung.search(board).nodes);
        assert!(found.agrees);
        harness.get_by_label(rung.label(Lang::En));
        let fewer = match rung {
            Rung::CourseMinimax => ": the course's minimax, the baseline".to_string(),
            _ => {
                let factor = ladder[0].nodes as f64 / found.nodes as f64;
                format!(", {}x fewer than the course's minimax", factor.round())
            }
        };
        harness.get_by_label(&format!("{} positions visited{fewer}", thousands(found.nodes)));
    }
    // Each rung visits fewer positions than the one below, but winning fastest, which may cost some.
    for (at, pair) in ladder.windows(2).enumerate() {
        let rung = Rung::LADDER[at + 1];
        assert!(
            pair[1].nodes < pair[0].nodes || rung == Rung::AlphaBetaCells,
            "{rung:?}"
        );
    }
    // Another position on the board: the chart it had is gone.
    click(&mut harness, "Game");
    click(&mut harness, "Cell 0,0: empty");
    assert!(harness.state().state().engines.ladder.is_none());
}

#[test]
fn the_engines_tab_works_on_a_position_of_its_own() {
    let mut harness = engines_after_the_centre("engines-position");
    // A typed position, which the game's moves leave alone.
    field_text(&mut harness, "X.O/.X./...");
    click(&mut harness, "Use this position");
    let own = "The engines work on a position of its own: X.O.X...., O to move";
    harness.get_by_label(own);
    click(&mut harness, "Compare engines");
    let compared = |harness: &Window| {
        harness
            .state()
            .state()
            .engines
            .compared
            .as_ref()
            .map(|(b, _)| b.to_string())
    };
    assert_eq!(compared(&harness).as_deref(), Some("X.O.X...."));
    click(&mut harness, "Game");
    click(&mut harness, "Cell 0,0: empty");
    click(&mut harness, "Engines");
    harness.get_by_label(own);
    assert_eq!(
        compared(&harness).as_deref(),
        Some("X.O.X...."),
        "still the position it was for"
    );
    // A position that is not one is said on the same line, and changes nothing.
    field_text(&mut harness, "XX.......");
    click(&mut harness, "Use this position");
    harness.get_by_label_contains("Not a position: X has 2 marks");
    assert_eq!(
        harness.state().state().engines.board.map(|b| b.to_string()).as_deref(),
        Some("X.O.X....")
    );
    // The explorer's position, then the game's board again: what was compared for another is gone.
    click(&mut harness, "The explorer's position");
    assert_eq!(
        harness.state().state().engines.board,
        Some(harness.state().state().explore.explorer.wanted().board)
    );
    click(&mut harness, "The game's board");
    harness.get_by_label("The engines work on the game's board: O...X...., X to move");
    assert_eq!(compared(&harness), None);
    // A move on the game's board fills the field with it: what was said of the text it held is gone.
    field_text(&mut harness, "XX.......");
    click(&mut harness, "Use this position");
    click(&mut harness, "Game");
    click(&mut harness, "Cell 2,2: empty");
    click(&mut harness, "Engines");
    harness.get_by_label("The engines work on the game's board: O...X...X, O to move");
}

#[test]
fn a_button_that_is_off_says_why() {
    let mut harness = window(session_path("engines-off"));
    harness.run();
    click(&mut harness, "Two players");
    for cell in ["0,0", "1,0", "0,1", "1,1", "0,2"] {
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    click(&mut harness, "Engines");
    let compare = harness.get_by_label("Compare engines");
    assert!(
        compare.accesskit_node().is_disabled(),
        "nothing to compare on a finished game"
    );
    hover(&mut harness, "Compare engines");
    harness.get_by_label_contains("The game is over on this position");
}

#[test]
fn compare_and_the_ladder_stand_side_by_side_when_there_is_room() {
    let mut harness = window(session_path("engines-layout"));
    harness.set_size(egui::vec2(1280.0, 800.0));
    harness.run();
    click(&mut harness, "Engines");
    let place = |harness: &Window| {
        let compare = harness.get_by_label("The engines side by side").rect();
        let ladder = harness.get_by_label("The enhancement ladder").rect();
        (compare, ladder)
    };
    let (compare, ladder) = place(&harness);
    assert_eq!(compare.top(), ladder.top(), "one row");
    assert!(ladder.left() > 1280.0 / 3.0, "the ladder on the right half");
    harness.set_size(egui::vec2(640.0, 460.0));
    harness.run();
    let (compare, ladder) = place(&harness);
    assert!(ladder.top() > compare.bottom(), "one below the other");
}

#[test]
fn counts_say_what_they_count_in_the_moves_list_and_compare() {
    let mut harness = window(session_path("counts"));
    harness.run();
    click(&mut harness, "Alpha-beta + TT");
    click(&mut harness, "Play as O");
    // The computer opens by searching each of its nine candidate moves on its own: more positions
    // than Compare's one search of the empty board below, and the line says so.
    let opening = "Alpha-beta + TT · 1,584 positions over 9 candidate moves";
    harness.get_by_label(opening).hover();
    for _ in 0..4 {
        harness.step();
        harness.state_mut().now += Duration::from_millis(300);
    }
    harness.run();
    harness.get_by_label_contains("Compare searches the position once");
    // The table reads once for each candidate move.
    click(&mut harness, "Table");
    let game = harness.state().state().game.session.game.clone().unwrap();
    let free = Cell::ALL.into_iter().find(|&c| game.board().get(c).is_none()).unwrap();
    click(&mut harness, &format!("Cell {free}: empty"));
    harness.get_by_label("Table · 7 reads, one per candidate move");
    // Compare on the empty board: one search of it, one read of the table.
    click(&mut harness, "Engines");
    field_text(&mut harness, ".........");
    click(&mut harness, "Use this position");
    click(&mut harness, "Compare engines");
    harness.get_by_label("Cost");
    harness.get_by_label("240 positions");
    harness.get_by_label("1 read");
    // The same in Chinese.
    harness.state_mut().apply(Action::SetLanguage(Lang::Zh));
    harness.run();
    harness.get_by_label("240 个结点");
    harness.get_by_label("读表 1 次");
    click(&mut harness, "对局");
    harness.get_by_label_contains("9 个候选着法共 1,584 个结点");
    harness.get_by_label_contains("读表 7 次，每个候选着法一次");
}

/// The marks drawn inside `rect`: the lines of X's crosses and O's circles, the grid left out.
fn marks_drawn_in(harness: &Window, rect: egui::Rect) -> (usize, usize) {
    use egui::epaint::Shape;
    let (mut cross_lines, mut circles) = (0, 0);
    for clipped in &harness.output().shapes {
        match &clipped.shape {
            Shape::LineSegment { points, .. } if points.iter().all(|p| rect.contains(*p)) => {
                // The grid's lines run along a row or a column; a cross's are diagonal.
                let d = points[1] - points[0];
                cross_lines += usize::from(d.x.abs() > 1.0 && d.y.abs() > 1.0);
            }
            Shape::Circle(circle) if rect.contains(circle.center) => circles += 1,
            _ => {}
        }
    }
    (cross_lines, circles)
}

#[test]
fn the_engines_tab_draws_its_position_as_a_small_board() {
    let mut harness = engines_after_the_centre("engines-board");
    let board = harness.get_by_label("The position ....X...., drawn").rect();
    assert!((board.width() - board.height()).abs() < 0.5, "a square: {board:?}");
    assert!((60.0..=120.0).contains(&board.width()), "small: {board:?}");
    assert_eq!(marks_drawn_in(&harness, board), (2, 0), "one X");
    // A position typed in is the one drawn.
    field_text(&mut harness, "X.O/.X./...");
    click(&mut harness, "Use this position");
    let board = harness.get_by_label("The position X.O.X...., drawn").rect();
    assert!(harness.query_by_label("The position ....X...., drawn").is_none());
    assert_eq!(marks_drawn_in(&harness, board), (4, 1), "two Xs and an O");
}

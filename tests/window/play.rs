//! Playing in the window: choosing a side, moves and replies, every engine, undo and redo, keys,
//! the computer's strength, rematches, leaving a game, the review, the score and the computer playing itself.

use super::*;

#[test]
fn start_choose_a_side_move_and_the_computer_replies_from_the_table() {
    let mut harness = window(session_path("start"));
    harness.run();
    harness.get_by_label("Play Tic-Tac-Toe");
    click(&mut harness, "Play as X");
    harness.get_by_label("Your turn as X");
    click(&mut harness, "Cell 1,1: empty");

    let game = harness.state().state().game.session.game.clone().unwrap();
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
        (Engine::MINIMAX, "Minimax", 549_946),
        (Engine::ALPHABETA, "Alpha-beta", 4_372),
        (Engine::ALPHABETA_TT, "Alpha-beta + TT", 1_584),
    ] {
        let mut harness = window(session_path(label));
        harness.run();
        click(&mut harness, label);
        assert_eq!(harness.state().state().game.session.opponent, Opponent::Engine(engine));
        // As O, the computer opens on the empty board.
        click(&mut harness, "Play as O");
        let game = harness.state().state().game.session.game.clone().unwrap();
        let opening = game.played()[0].decision.unwrap();
        assert_eq!(opening.engine, engine);
        assert!(opening.agrees);
        // The searches' figures from the empty board, judging each of the nine openings: the position
        // and a search below each move. For plain minimax that is the whole game tree.
        assert_eq!(opening.nodes, expected_nodes);

        let free = Cell::ALL.into_iter().find(|&c| game.board().get(c).is_none()).unwrap();
        click(&mut harness, &format!("Cell {free}: empty"));
        assert_eq!(played(&harness), 3);
        let reply = harness.state().state().game.session.game.as_ref().unwrap().played()[2]
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
    harness.get_by_label("Game Over: Draw.");
    harness.get_by_label("X 0 · O 0 · draws 1");
    // Play Again is a rematch in the same mode, the score kept.
    click(&mut harness, "Play Again");
    let game = harness.state().state().game.session.game.clone().expect("a new game");
    assert_eq!((game.mode(), game.played().len()), (Mode::TwoPlayers, 0));
    harness.get_by_label("X to move");
    harness.get_by_label("X 0 · O 0 · draws 1");
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
    let board = harness.state().state().game.session.game.as_ref().unwrap().board();
    assert_eq!(board.to_string(), "X.......O", "7 is the top left, 3 the bottom right");
    // N over a game in progress asks first.
    harness.key_press(Key::N);
    harness.run();
    harness.get_by_label("Leave this game?");
    click(&mut harness, "Leave game");
    let game = harness.state().state().game.session.game.as_ref().unwrap();
    assert_eq!(game.played().len(), 0);
    assert_eq!(game.turn(), Turn::Person(Player::X));
}

#[test]
fn hints_and_theme_are_switched_from_the_window() {
    let mut harness = window(session_path("hints"));
    harness.run();
    assert!(!harness.state().state().game.session.hints);
    click(&mut harness, "Show hints");
    assert!(harness.state().state().game.session.hints);
    assert!(harness.state().state().dark_theme);
    click(&mut harness, "Light theme");
    assert!(!harness.state().state().dark_theme);
    harness.get_by_label("Dark theme");
}

#[test]
fn the_computer_against_itself_draws() {
    let mut harness = window(session_path("self-play-draws"));
    harness.run();
    click(&mut harness, "Alpha-beta");
    click(&mut harness, "Computer plays itself");
    // Nine moves with a pause between them so people can follow: none comes before its pause is over.
    for moves in 0..9 {
        assert_eq!(played(&harness), moves);
        later(&mut harness, Speed::Normal.between_moves() - Duration::from_millis(1));
        assert_eq!(played(&harness), moves, "the pause is not over yet");
        later(&mut harness, Duration::from_millis(1));
    }
    let game = harness.state().state().game.session.game.as_ref().unwrap();
    assert_eq!(game.turn(), Turn::Over(None));
    assert_eq!(game.played().len(), 9);
    assert!(game.played().iter().all(|m| m.decision.is_some_and(|d| d.agrees)));
    harness.get_by_label("X (Perfect) vs O (Perfect) · Game Over: Draw.");
}

#[test]
fn a_disagreement_with_the_table_is_shown_with_its_board() {
    // A made-up answer that is not the table's: the window must show it, flagged, not hide it.
    let outcome = Outcome {
        winner: Some(Player::X),
        plies: 5,
    };
    let choice = Some(Cell::new(0, 1));
    let wrong = Decision::new(
        Engine::MINIMAX,
        Board::EMPTY,
        outcome.into(),
        choice,
        7,
        Duration::from_micros(3),
    );
    assert!(!wrong.agrees);
    let computers = Move {
        decision: Some(wrong),
        ..Move::person(Cell::new(0, 1))
    };
    let game = Game::restore(Mode::PlayAsO, vec![computers], 1).unwrap();
    let session = Session {
        opponent: Opponent::Engine(Engine::MINIMAX),
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
fn thinking_job(harness: &Window) -> u64 {
    let state = harness.state().state();
    assert!(state.is_thinking(), "the computer is searching");
    state.jobs.get(Task::ComputerMove).unwrap().id
}

#[test]
fn an_answer_for_a_position_undone_is_dropped() {
    let mut harness = window(session_path("stale"));
    harness.run();
    harness
        .state_mut()
        .apply(Action::Game(GameAction::SetOpponent(Opponent::Engine(Engine::MINIMAX))));
    harness
        .state_mut()
        .apply(Action::Game(GameAction::Start(Mode::PlayAsX)));
    harness.run();
    // The search is held unstarted, so it cannot answer before the undo however fast the machine.
    harness.state_mut().app.jobs().hold(true);
    harness.get_by_label("Cell 0,0: empty").click();
    // One frame plays the move; the next starts the computer's search.
    harness.step();
    harness.step();
    let stale = thinking_job(&harness);
    // Its answer is in, but not yet taken, when the move is undone.
    harness.state_mut().app.jobs().wait();
    harness.state_mut().apply(Action::Game(GameAction::Undo));
    assert!(!harness.state().state().is_thinking(), "undo cancels the search");
    // The answer is for a superseded request and taken by nobody.
    harness.state_mut().apply(Action::Finished(stale));
    settle(&mut harness);
    let game = harness.state().state().game.session.game.as_ref().unwrap();
    assert_eq!(game.played().len(), 0, "neither your move nor a reply is on the board");
    assert_eq!(game.turn(), Turn::Person(Player::X));
}

#[test]
fn leaving_the_game_cancels_the_computers_search() {
    let mut harness = window(session_path("leave"));
    harness.run();
    harness
        .state_mut()
        .apply(Action::Game(GameAction::SetOpponent(Opponent::Engine(Engine::MINIMAX))));
    // As O, the computer opens with a search of the whole game tree, held unstarted till it is awaited.
    harness.state_mut().app.jobs().hold(true);
    harness
        .state_mut()
        .apply(Action::Game(GameAction::Start(Mode::PlayAsO)));
    harness.step();
    let job = thinking_job(&harness);
    harness.state_mut().app.jobs().wait();
    harness.state_mut().apply(Action::Game(GameAction::Leave));
    let state = harness.state().state();
    assert!(!state.is_thinking());
    assert_eq!(state.screen, Screen::Start);
    harness.state_mut().apply(Action::Finished(job));
    settle(&mut harness);
    assert!(harness.state().state().game.session.game.is_none());
    harness.get_by_label("Play Tic-Tac-Toe");
}

#[test]
fn a_new_request_supersedes_the_one_before() {
    let mut harness = window(session_path("supersede"));
    harness.run();
    harness
        .state_mut()
        .apply(Action::Game(GameAction::Start(Mode::TwoPlayers)));
    harness.state_mut().apply(Action::Engines(EnginesAction::Compare));
    let first = harness.state().state().jobs.get(Task::Compare).unwrap().id;
    harness
        .state_mut()
        .apply(Action::Game(GameAction::Play(Cell::new(1, 1))));
    assert!(
        !harness.state().state().jobs.is_running(Task::Compare),
        "the board it was for is gone"
    );
    harness.state_mut().apply(Action::Engines(EnginesAction::Compare));
    let second = harness.state().state().jobs.get(Task::Compare).unwrap().id;
    assert_ne!(first, second);
    settle(&mut harness);
    let (board, results) = harness
        .state()
        .state()
        .engines
        .compared
        .clone()
        .expect("the second comparison");
    assert_eq!(board.to_string(), "....X....");
    assert_eq!(results.len(), Engine::COMPARED.len());
}

#[test]
fn the_computer_strength_is_chosen_in_the_window_and_kept() {
    let path = session_path("strength");
    {
        let mut harness = window(path.clone());
        harness.run();
        assert_eq!(harness.state().state().game.session.level, Level::Perfect);
        harness.get_by_label("Computer level");
        click(&mut harness, "Easy");
        assert_eq!(harness.state().state().game.session.level, Level::Easy);
        harness.get_by_label(Level::Easy.definition(Lang::En));
        // As O, the computer opens at Easy; the move list says who moved and at which level.
        click(&mut harness, "Play as O");
        let game = harness.state().state().game.session.game.clone().unwrap();
        assert_eq!(game.played()[0].level(), Some(Level::Easy));
        assert!(game.played()[0].decision.unwrap().agrees);
        harness.get_by_label("computer, Easy");
        harness.get_by_label("You are O; the computer plays at Easy (Table).");
        harness.state_mut().close();
    }
    let mut harness = window(path);
    harness.run();
    assert_eq!(harness.state().state().game.session.level, Level::Easy);
    let game = harness.state().state().game.session.game.clone().unwrap();
    assert_eq!(
        game.played()[0].level(),
        Some(Level::Easy),
        "the level of each move is kept"
    );
}

#[test]
fn two_players_see_no_computer_settings() {
    let mut harness = window(session_path("two-players-hide"));
    harness.run();
    harness.get_by_label("Computer engine");
    harness.get_by_label("Computer level");
    click(&mut harness, "Two players");
    assert!(harness.query_by_label("Computer engine").is_none());
    assert!(harness.query_by_label("Computer level").is_none());
    harness.get_by_label("Moves");
    click(&mut harness, "Change mode");
    harness.get_by_label("Computer level");
}

/// Plays the person's moves in order against the computer at perfect with the table, until the
/// game is over.
fn play_out(harness: &mut Window) {
    for _ in 0..20 {
        let game = harness.state().state().game.session.game.clone().unwrap();
        match game.turn() {
            Turn::Over(_) => return,
            Turn::Person(_) => {
                let free = Cell::ALL.into_iter().find(|&c| game.board().get(c).is_none()).unwrap();
                click(harness, &format!("Cell {free}: empty"));
            }
            Turn::Computer(_) => settle(harness),
        }
    }
    panic!("the game never ended");
}

#[test]
fn play_again_is_a_rematch_and_can_swap_sides() {
    let mut harness = window(session_path("rematch"));
    harness.run();
    click(&mut harness, "Play as X");
    play_out(&mut harness);
    // Perfect never loses: playing the first empty cell each time, you lose or draw.
    let scores = harness.state().state().game.session.scores();
    assert_eq!(scores.against(Level::Perfect).games(), 1);
    assert_eq!(scores.against(Level::Perfect).wins, 0);
    click(&mut harness, "Play Again");
    assert_eq!(
        harness.state().state().game.session.game.as_ref().unwrap().mode(),
        Mode::PlayAsX
    );
    harness.get_by_label("Your turn as X");
    play_out(&mut harness);
    click(&mut harness, "Play Again as O");
    let game = harness.state().state().game.session.game.clone().unwrap();
    assert_eq!(game.mode(), Mode::PlayAsO);
    assert_eq!(game.played().len(), 1, "the computer opened as X");
    assert_eq!(
        harness
            .state()
            .state()
            .game
            .session
            .scores()
            .against(Level::Perfect)
            .games(),
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
    assert!(harness.state().state().game.leaving.is_none());
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
    assert!(harness.state().state().game.session.game.is_none());
    assert!(
        harness.state().state().game.session.scores().is_empty(),
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
    harness.get_by_label("2. O 0,1 (key 8)");
    harness.get_by_label("mistake: draw → loss");
    harness.get_by_label("turned a draw into a loss: X wins in 6; best: 1,1");
    harness.get_by_label("inaccurate: sooner loss");
    harness.get_by_label("kept the loss but sooner: X wins in 2 instead of in 4; best: 2,2");
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
    harness.get_by_label("weaker move on purpose: draw → loss");
    harness.get_by_label("agrees");
    assert!(harness.query_by_label("DISAGREES").is_none());
    assert!(harness.query_by_label("mistake: draw → loss").is_none());
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
    harness.get_by_label("X 1 · O 0 · draws 0");
    // A reset asks first, and keeping the scores keeps them.
    click(&mut harness, "Reset score");
    harness.get_by_label("Forget every score?");
    click(&mut harness, "Keep");
    harness.get_by_label("X 1 · O 0 · draws 0");
    click(&mut harness, "Reset score");
    click(&mut harness, "Forget all");
    harness.get_by_label("No game finished yet.");
    assert!(harness.state().state().game.session.scores().is_empty());
    // The finished game on the board stays out of the score when the next one starts.
    click(&mut harness, "Play Again");
    assert!(harness.state().state().game.session.scores().is_empty());
}

#[test]
fn the_computer_playing_itself_can_be_paused_stepped_and_sped_up() {
    let mut harness = window(session_path("self-play"));
    harness.run();
    click(&mut harness, "Computer plays itself");
    // Between moves the heading says who plays whom, and who is to move, not that the computer is
    // thinking.
    harness.get_by_label("X (Perfect) vs O (Perfect) · X to move");
    let step_at = harness.get_by_label("Step").rect();
    click(&mut harness, "Pause");
    assert!(harness.state().state().game.self_play.paused);
    harness.get_by_label("X (Perfect) vs O (Perfect) · Paused: X to move");
    assert_eq!(
        harness.get_by_label("Step").rect(),
        step_at,
        "Resume is as wide as Pause"
    );
    let before = played(&harness);
    later(&mut harness, Duration::from_secs(60));
    assert_eq!(played(&harness), before, "paused: no move");
    click(&mut harness, "Step");
    assert_eq!(played(&harness), before + 1, "a step plays one move");
    let before = before + 2;
    harness.get_by_label("X (Perfect) vs O (Perfect) · Paused: O to move");
    // Each side at the level chosen for it; the heading says the level each side played this game at,
    // until it plays at the new one.
    click(&mut harness, "X: Easy");
    harness.get_by_label("X (Perfect) vs O (Perfect) · Paused: O to move");
    click(&mut harness, "Step");
    click(&mut harness, "Step");
    harness.get_by_label("X (Easy) vs O (Perfect) · Paused: O to move");
    click(&mut harness, "X: Perfect");
    click(&mut harness, "Fast");
    assert_eq!(harness.state().state().game.self_play.speed, Speed::Fast);
    click(&mut harness, "Resume");
    // Fast: a move every 120 ms.
    for _ in before + 1..9 {
        later(&mut harness, Speed::Fast.between_moves());
    }
    assert!(matches!(
        harness.state().state().game.session.game.as_ref().unwrap().turn(),
        Turn::Over(_)
    ));
    assert_eq!(harness.state().state().game.session.scores().self_play.draws, 1);
}

#[test]
fn the_games_keys_do_nothing_where_its_board_is_not_shown() {
    let mut harness = window(session_path("keys-elsewhere"));
    harness.run();
    click(&mut harness, "Two players");
    for (tab, screen) in [
        ("Engines", Screen::Engines),
        ("Your code", Screen::Code),
        ("Strategy", Screen::Strategy),
    ] {
        click(&mut harness, tab);
        for key in [Key::Num5, Key::N, Key::S] {
            harness.key_press(key);
            harness.run();
        }
        assert_eq!(played(&harness), 0, "a digit on {tab} plays no move in the hidden game");
        assert_eq!(harness.state().state().screen, screen);
        assert_eq!(harness.state().state().strategy.hint_on, None);
    }
    click(&mut harness, "Game");
    harness.key_press(Key::Num5);
    harness.run();
    assert_eq!(played(&harness), 1);
}

#[test]
fn each_side_has_its_own_level_when_the_computer_plays_itself() {
    let path = session_path("side-levels");
    {
        let mut harness = window(path.clone());
        harness.run();
        click(&mut harness, "Computer plays itself");
        click(&mut harness, "Pause");
        click(&mut harness, "O: Easy");
        assert_eq!(
            harness.state().state().game.session.self_play_levels,
            [Level::Perfect, Level::Easy]
        );
        assert_eq!(
            harness.state().state().game.session.level,
            Level::Perfect,
            "yours is another"
        );
        for _ in 0..2 {
            click(&mut harness, "Step");
        }
        let game = harness.state().state().game.session.game.clone().unwrap();
        let levels: Vec<Option<Level>> = game.played().iter().map(|m| m.level()).collect();
        assert_eq!(levels, [Some(Level::Perfect), Some(Level::Easy)]);
        harness.get_by_label("computer, Easy");
        harness.state_mut().close();
    }
    let mut harness = window(path);
    harness.run();
    assert_eq!(
        harness.state().state().game.session.self_play_levels,
        [Level::Perfect, Level::Easy],
        "kept after a restart"
    );
    assert!(harness.get_by_label("O: Easy").accesskit_node().toggled() == Some(egui::accesskit::Toggled::True));
}

#[test]
fn a_level_changed_during_a_game_says_which_level_it_counts_for() {
    let mut harness = window(session_path("level-changed"));
    harness.run();
    click(&mut harness, "Play as X");
    click(&mut harness, "Cell 0,0: empty");
    let note = "The level changed during this game: it counts in the score as a game against Easy, the weakest level the computer plays at in it.";
    assert!(harness.query_by_label(note).is_none());
    click(&mut harness, "Easy");
    harness.get_by_label(note);
    // Back to Perfect before the computer moved at Easy: one level again.
    click(&mut harness, "Perfect");
    assert!(harness.query_by_label(note).is_none());
}

#[test]
fn the_side_panel_follows_the_window_as_it_shrinks_and_grows() {
    let now = Instant::now();
    let app = TicTacToe::new(Some(session_path("panel-width")), now, SEED);
    let mut harness = harness_for(app, now, egui::vec2(1280.0, 800.0));
    harness.run();
    let panel_left = |harness: &Window| harness.get_by_label("Computer engine").rect().left();
    let wide = panel_left(&harness);
    harness.set_size(egui::vec2(640.0, 460.0));
    harness.run();
    let narrow = panel_left(&harness);
    assert!(640.0 - narrow < 1280.0 - wide, "narrower in a narrow window");
    // Its rows of engines and levels still fit on one line each.
    let row = |harness: &Window, label: &str| harness.get_by_label(label).rect().center().y;
    assert_eq!(row(&harness, "Table"), row(&harness, "Alpha-beta + TT"));
    assert_eq!(row(&harness, "Random"), row(&harness, "Perfect"));
    harness.set_size(egui::vec2(1280.0, 800.0));
    harness.run();
    assert_eq!(panel_left(&harness), wide, "as wide again once the window is");
}

#[test]
fn the_toolbar_fits_the_narrowest_window_in_either_theme() {
    let mut harness = window(session_path("toolbar-narrow"));
    harness.set_size(egui::vec2(640.0, 460.0));
    harness.run();
    for theme in ["Light theme", "Dark theme"] {
        assert_eq!(toolbar_crowding(&harness), Vec::<String>::new(), "start screen");
        click(&mut harness, "Two players");
        assert_eq!(toolbar_crowding(&harness), Vec::<String>::new(), "a game");
        click(&mut harness, "Change mode");
        click(&mut harness, theme);
    }
}

#[test]
fn undo_and_redo_say_why_they_are_off() {
    let mut harness = window(session_path("undo-why"));
    harness.run();
    for button in ["Undo", "Redo", "New game"] {
        assert!(harness.get_by_label(button).accesskit_node().is_disabled(), "{button}");
        hover(&mut harness, button);
        harness.get_by_label("No game yet: choose how to play");
    }
    hover(&mut harness, "Change mode");
    harness.get_by_label("This is the start screen");
    click(&mut harness, "Play as X");
    hover(&mut harness, "Undo");
    harness.get_by_label("No move of yours to take back yet");
    hover(&mut harness, "Redo");
    harness.get_by_label("Nothing was taken back: Redo plays again what Undo took back");
    // A move and the computer's reply taken back together: Redo plays them again, and Undo has
    // nothing left.
    click(&mut harness, "Cell 1,1: empty");
    click(&mut harness, "Undo");
    assert!(!harness.get_by_label("Redo").accesskit_node().is_disabled());
    hover(&mut harness, "Undo");
    harness.get_by_label("No move of yours to take back yet");
    click(&mut harness, "Change mode");
    click(&mut harness, "Computer plays itself");
    hover(&mut harness, "Undo");
    harness.get_by_label("The computer plays both sides: there is no move of yours to take back");
}

/// What the keys bar along the bottom says.
fn keys_bar(harness: &Window) -> String {
    let height = harness.ctx.content_rect().height();
    let said: Vec<String> = harness
        .query_all(egui_kittest::kittest::By::new())
        .map(|node| node.accesskit_node())
        .filter(|node| {
            node.bounding_box()
                .is_some_and(|rect| rect.y0 > f64::from(height) - 30.0)
        })
        .flat_map(|node| [node.label(), node.value()])
        .flatten()
        .collect();
    said.join(" | ")
}

#[test]
fn the_keys_bar_offers_only_the_keys_that_work_on_the_screen_shown() {
    let mut harness = window(session_path("keys-bar"));
    harness.run();
    // The mode menu: there is no game for the keys to play.
    let bar = keys_bar(&harness);
    assert!(bar.contains("Choose how to play"), "{bar}");
    for key in ["1-9", "Ctrl+Z", "Ctrl+Y", "N new game", "Keys"] {
        assert!(!bar.contains(key), "the mode menu offers {key}: {bar}");
    }
    click(&mut harness, "Two players");
    let bar = keys_bar(&harness);
    for key in ["1-9", "Ctrl+Z", "Ctrl+Y", "N new game"] {
        assert!(bar.contains(key), "a game offers {key}: {bar}");
    }
    // Once the game is over no cell is left to play.
    for cell in ["0,0", "1,0", "0,1", "1,1", "0,2"] {
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    let bar = keys_bar(&harness);
    assert!(!bar.contains("1-9") && bar.contains("Ctrl+Z"), "{bar}");
    // The computer playing itself takes no move from the keys, nor an undo.
    click(&mut harness, "Change mode");
    click(&mut harness, "Computer plays itself");
    let bar = keys_bar(&harness);
    assert!(bar.contains("N new game"), "{bar}");
    for key in ["1-9", "Ctrl+Z", "Ctrl+Y"] {
        assert!(!bar.contains(key), "the computer playing itself offers {key}: {bar}");
    }
}

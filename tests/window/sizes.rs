//! Every screen holds at every size: at the smallest window (640x460) and at 1280x800, in both
//! languages and both themes, no text on the game's tab (in every mode and state), the explorer (each
//! of its parts, a prediction asked, the finished search shown) or the Engines tab is cut off: none shortened with "…", none running past the side of the region it is drawn in or of
//! the window. Text below the fold of a region that scrolls is not cut: it scrolls into view.

use egui::epaint::{ClippedShape, Shape};
use tictactoe::engines::Engine;

use super::*;

/// The texts the last frame drew cut off, each with why: shortened with "…", cut at a side by the
/// region they are drawn in or by the window, drawn over another text, or covered by something drawn
/// after them (a region that grew past its place and covers its neighbour).
pub fn cut_texts(harness: &Window) -> Vec<String> {
    let window = harness.ctx.content_rect();
    let mut shapes = Vec::new();
    for ClippedShape { clip_rect, shape, .. } in &harness.output().shapes {
        flatten(*clip_rect, shape, &mut shapes);
    }
    let mut cut = Vec::new();
    // Each text in view, with where its rows are drawn, and its place among the shapes.
    let mut texts: Vec<(usize, &str, Vec<egui::Rect>)> = Vec::new();
    for (at, (clip, shape)) in shapes.iter().enumerate() {
        let Shape::Text(text) = shape else { continue };
        let galley = &text.galley;
        let said = galley.text();
        let drawn = galley.mesh_bounds.translate(text.pos.to_vec2());
        let in_view = drawn.bottom() > clip.top() && drawn.top() < clip.bottom();
        if said.trim().is_empty() || !in_view {
            continue;
        }
        if galley.elided {
            cut.push(format!("{said:?} is shortened with …"));
        }
        let (left, right) = (clip.left().max(window.left()), clip.right().min(window.right()));
        if drawn.left() < left - 1.0 || drawn.right() > right + 1.0 {
            cut.push(format!(
                "{said:?} is cut at its side: drawn from x {:.0} to {:.0}, shown from {left:.0} to {right:.0}",
                drawn.left(),
                drawn.right()
            ));
        }
        let rows = galley
            .rows
            .iter()
            .filter(|row| !row.row.glyphs.is_empty())
            .map(|row| {
                row.row
                    .visuals
                    .mesh_bounds
                    .translate(text.pos.to_vec2() + row.pos.to_vec2())
            })
            .map(|row| row.shrink(1.0))
            // Only what shows of a row counts: a row half scrolled out of its region shows its other half.
            .map(|row| row.intersect(*clip))
            .filter(|row| row.is_positive())
            .collect();
        texts.push((at, said, rows));
    }
    for (i, (at, said, rows)) in texts.iter().enumerate() {
        for (_, other, other_rows) in &texts[i + 1..] {
            if rows.iter().any(|row| other_rows.iter().any(|o| row.intersects(*o))) {
                cut.push(format!("{said:?} and {other:?} are drawn over each other"));
            }
        }
        // Only what shows of a shape covers: a shape scrolled out of its region shows nothing.
        let covered = shapes[at + 1..].iter().any(|(clip, shape)| match shape {
            Shape::Rect(rect) if rect.fill.a() == 255 => {
                let shown = rect.rect.intersect(*clip);
                shown.is_positive() && rows.iter().any(|row| row.intersects(shown))
            }
            _ => false,
        });
        if covered {
            cut.push(format!("{said:?} is covered by something drawn after it"));
        }
    }
    cut
}

/// Every shape in the order it is drawn, with the rectangle it is clipped to.
fn flatten<'a>(clip: egui::Rect, shape: &'a Shape, into: &mut Vec<(egui::Rect, &'a Shape)>) {
    match shape {
        Shape::Vec(shapes) => {
            for shape in shapes {
                flatten(clip, shape, into);
            }
        }
        shape => into.push((clip, shape)),
    }
}

/// A window of `size` in `lang` and the theme asked for, playing at Medium with alpha-beta and hints
/// on, so that the longest words show.
fn window_in(lang: Lang, dark: bool, size: egui::Vec2) -> Window {
    let now = Instant::now();
    let saved = Saved {
        session: Session {
            language: Some(lang),
            opponent: Opponent::Engine(Engine::ALPHABETA),
            level: Level::Medium,
            hints: true,
            ..Session::default()
        },
        window: session::Window {
            size: None,
            dark_theme: dark,
            ..session::Window::default()
        },
    };
    let mut harness = harness_for(TicTacToe::from_saved(saved, None, now, SEED), now, size);
    harness.run();
    assert_eq!(
        harness.state().state().lang(),
        lang,
        "the window speaks the language asked for (Chinese with the system's CJK font or the font subset)"
    );
    harness
}

fn act(harness: &mut Window, action: Action) {
    harness.state_mut().apply(action);
    harness.step();
    settle(harness);
}

/// A new game in `mode`, leaving the one in progress without a question.
fn start(harness: &mut Window, mode: Mode) {
    act(harness, Action::Game(GameAction::Start(mode)));
    if harness.state().state().game.leaving.is_some() {
        act(harness, Action::Game(GameAction::ConfirmLeave));
    }
    assert_eq!(
        harness.state().state().game.session.game.as_ref().map(|g| g.mode()),
        Some(mode)
    );
}

/// Walks every screen of the game's tab, the explorer and the Engines tab (with the verification when `verify`),
/// and says what was cut off on each.
fn walk(lang: Lang, dark: bool, size: egui::Vec2, verify: bool) -> Vec<String> {
    let mut harness = window_in(lang, dark, size);
    let mut cut = Vec::new();
    let mut look = |harness: &Window, screen: &str| {
        let theme = if dark { "dark" } else { "light" };
        let at = format!("{lang:?}, {theme}, {}x{}, {screen}", size.x, size.y);
        // A question asked over the window stands over it on purpose: only what it says is looked at.
        let asking = harness.state().state().game.leaving.is_some();
        let texts = cut_texts(harness)
            .into_iter()
            .filter(|text| !asking || !(text.contains("drawn after it") || text.contains("over each other")));
        cut.extend(texts.map(|text| format!("{at}: {text}")));
    };
    look(&harness, "the start screen");
    // Against the computer: a game under way, then over, looked back at, and the score's question.
    start(&mut harness, Mode::PlayAsX);
    act(&mut harness, Action::Game(GameAction::Play(Cell::new(0, 1))));
    look(&harness, "a game against the computer");
    act(&mut harness, Action::Game(GameAction::Leave));
    look(&harness, "the question before leaving a game");
    start(&mut harness, Mode::PlayAsO);
    for cell in Cell::ALL {
        act(&mut harness, Action::Game(GameAction::Play(cell)));
    }
    assert!(matches!(
        harness.state().state().game.session.game.as_ref().unwrap().turn(),
        Turn::Over(_)
    ));
    look(&harness, "a game over");
    act(&mut harness, Action::Game(GameAction::LookBack(Some(1))));
    look(&harness, "a move looked back at");
    act(&mut harness, Action::Game(GameAction::LookBack(None)));
    act(&mut harness, Action::Game(GameAction::ResetScores));
    look(&harness, "the score's question");
    act(&mut harness, Action::Game(GameAction::KeepScores));
    // Two players, and the computer playing itself, paused.
    start(&mut harness, Mode::TwoPlayers);
    act(&mut harness, Action::Game(GameAction::Play(Cell::new(1, 1))));
    look(&harness, "two players");
    // The explorer on that game, stepped into the search with a prediction asked; each of its parts
    // where they take turns (a narrow window); then the whole search shown.
    act(&mut harness, Action::Show(Screen::Explore));
    act(&mut harness, Action::Explore(ExploreAction::SetPredict(true)));
    act(&mut harness, Action::Explore(ExploreAction::Step(40)));
    let parts = match lang {
        Lang::En => ["Program", "Call stack and board", "Tree"],
        Lang::Zh => ["程序", "调用栈与棋盘", "博弈树"],
    };
    for part in parts {
        let tab = harness
            .query_all_by_label(part)
            .find(|node| node.accesskit_node().role() == egui::accesskit::Role::Button);
        if let Some(tab) = tab {
            tab.click();
            settle(&mut harness);
        }
        look(&harness, &format!("the explorer, {part}"));
    }
    act(&mut harness, Action::Explore(ExploreAction::SetPredict(false)));
    act(&mut harness, Action::Explore(ExploreAction::ShowFinished(true)));
    look(&harness, "the explorer, the finished search shown");
    act(&mut harness, Action::Show(Screen::Play));
    start(&mut harness, Mode::SelfPlay);
    act(&mut harness, Action::Game(GameAction::SetPaused(true)));
    act(&mut harness, Action::Game(GameAction::StepSelfPlay));
    look(&harness, "the computer playing itself");
    act(&mut harness, Action::Game(GameAction::SetPaused(false)));
    while !matches!(
        harness.state().state().game.session.game.as_ref().unwrap().turn(),
        Turn::Over(_)
    ) {
        later(&mut harness, Speed::Normal.between_moves());
    }
    look(&harness, "the computer playing itself, the game over");
    // The Engines tab, its work done.
    act(&mut harness, Action::Show(Screen::Engines));
    look(&harness, "the Engines tab");
    act(&mut harness, Action::Engines(EnginesAction::Compare));
    act(&mut harness, Action::Engines(EnginesAction::RunLadder));
    if verify {
        act(&mut harness, Action::Engines(EnginesAction::Verify));
    }
    look(&harness, "the Engines tab with its results");
    cut
}

#[test]
fn nothing_is_cut_off_at_the_smallest_size_in_either_language_or_theme() {
    let mut cut = Vec::new();
    for lang in Lang::ALL {
        for dark in [true, false] {
            cut.extend(walk(lang, dark, egui::vec2(640.0, 460.0), dark));
        }
    }
    assert!(cut.is_empty(), "{cut:#?}");
}

#[test]
fn nothing_is_cut_off_at_1280_by_800_in_either_language() {
    let mut cut = Vec::new();
    for lang in Lang::ALL {
        cut.extend(walk(lang, lang == Lang::En, egui::vec2(1280.0, 800.0), false));
    }
    assert!(cut.is_empty(), "{cut:#?}");
}

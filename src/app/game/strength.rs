//! "Computer level": the level the computer plays at, from random moves to perfect play that
//! sets traps, with the chosen level's definition underneath so its strength is plain. When the
//! computer plays itself, each side has its own level (each defined on hover); against you, a game
//! whose level changed says which level it counts for, and one your own minimax played in that it
//! counts as a game against it.

use egui::{RichText, Role, Ui, WidgetInfo};

use crate::app::game::{self, Seen};
use crate::app::widgets::style::heading;
use crate::board::Player;
use crate::game::{Game, Mode, Move, Turn};
use crate::lang::Lang;
use crate::opponents::Level;

/// The level the computer plays at, or one for each side while it plays itself.
pub fn show(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) {
    let lang = seen.lang();
    heading(ui, lang.pick("Computer level", "电脑难度"));
    let session = &seen.tab.session;
    match &session.game {
        Some(game) if game.mode() == Mode::SelfPlay => {
            for side in Player::BOTH {
                let chosen = session.level_for(Mode::SelfPlay, side);
                let picked = levels(ui, lang, Some(side), chosen);
                if let Some(level) = picked {
                    actions.push(game::Action::SetSideLevel(side, level));
                }
            }
        }
        game => {
            if let Some(level) = levels(ui, lang, None, session.level) {
                actions.push(game::Action::SetLevel(level));
            }
            match seen.learner_plays() {
                true => ui.label(lang.pick(
                    "Your minimax chooses every move itself: the level is for the other engines.",
                    "你的 minimax 自己选择每一步：难度只对其他引擎有效。",
                )),
                false => ui.label(session.level.definition(lang)),
            };
            let learner = seen.learner_plays();
            if let Some(counted) = game
                .as_ref()
                .and_then(|game| counts_for(game, session.level, learner, lang))
            {
                ui.label(RichText::new(counted).italics());
            }
        }
    }
}

/// One row of the five levels, `chosen` selected, for `side` when each side has its own; the level
/// clicked, if any.
fn levels(ui: &mut Ui, lang: Lang, side: Option<Player>, chosen: Level) -> Option<Level> {
    ui.horizontal_wrapped(|ui| {
        // Close together, so the five fit on one line at the panel's narrowest.
        ui.spacing_mut().item_spacing.x = 2.0;
        if let Some(side) = side {
            // As wide for X as for O, so the two rows' levels line up.
            let size = egui::vec2(16.0, ui.spacing().interact_size.y);
            ui.add_sized(size, egui::Label::new(RichText::new(side.to_string()).strong()));
        }
        let mut picked = None;
        for level in Level::ALL {
            let selected = chosen == level;
            let response = ui
                .selectable_label(selected, level.label(lang))
                .on_hover_text(level.definition(lang));
            if let Some(side) = side {
                // Each row's buttons named for their side, so a screen reader tells them apart.
                let label = level.label(lang);
                let name = lang.pick(format!("{side}: {label}"), format!("{side}：{label}"));
                response.widget_info(|| WidgetInfo::selected(Role::Button, true, selected, &name));
            }
            if response.clicked() && !selected {
                picked = Some(level);
            }
        }
        picked
    })
    .inner
}

/// When the level changed during the game against you, which level it counts for: the weakest the
/// computer played at, or will play at on its next move. A game your own minimax plays in (`learner`:
/// it makes the next move) counts as one against it, which is said when levels played in it too.
fn counts_for(game: &Game, level: Level, learner: bool, lang: Lang) -> Option<String> {
    let still_to_play = !matches!(game.turn(), Turn::Over(_));
    let played = game.played().iter().filter_map(Move::level);
    let next = (still_to_play && !learner).then_some(level);
    let mut levels: Vec<Level> = played.chain(next).collect();
    levels.sort();
    levels.dedup();
    if game.against_learner() || (still_to_play && learner) {
        return (!levels.is_empty() && game.scored()).then(|| {
            lang.pick(
                "Your minimax played in this game: it counts in the score as a game against your minimax, not at a level.",
                "你的 minimax 在这局中下过棋：在比分中按对阵你的 minimax 计入，不按难度计入。",
            )
            .to_string()
        });
    }
    let weakest = *levels.first()?;
    let weakest = weakest.label(lang);
    (levels.len() > 1 && game.scored()).then(|| {
        lang.pick(
            format!("The level changed during this game: it counts in the score as a game against {weakest}, the weakest level the computer plays at in it."),
            format!("这局棋中途换过难度：在比分中按对阵“{weakest}”难度计入，即电脑在这局中用过的最弱难度。"),
        )
    })
}

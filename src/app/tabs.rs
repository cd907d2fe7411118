//! The window's tabs, listed once: the tab bar draws its tabs from this list, and the window fills the
//! space under the toolbar with the tab shown. Each tab is a function handing its views their tab's
//! state and the shared context; the views with drawing state of their own keep it in [`Views`].

use egui::Ui;

use crate::app::code::view::CodeView;
use crate::app::engines::view::EnginesView;
use crate::app::explore::view::ExplorerView;
use crate::app::game::board_view;
use crate::app::game::side_panel;
use crate::app::game::start_view;
use crate::app::state::Action;
use crate::app::state::{Screen, State};
use crate::app::strategy::map_view::StrategyView;
use crate::lang::Both;

/// A tab: its name and hint in the tab bar, the screens it shows and how it draws them.
pub struct Tab {
    /// The name in the tab bar.
    pub label: Both,
    /// What the tab is for, on hover.
    pub hint: Both,
    /// The screens the tab shows; a click on the tab asks for the first.
    pub screens: &'static [Screen],
    /// Draws the tab in the space between the toolbar and the status bar.
    pub show: fn(&mut Views, &mut Ui, &State, &mut Vec<Action>),
}

/// What the views with state of their own keep between frames.
#[derive(Debug, Default)]
pub struct Views {
    /// The explorer's: what is typed, what is under the pointer.
    pub explorer: ExplorerView,
    /// The Engines tab's: what is typed.
    pub engines: EnginesView,
    /// The Your code tab's: the path typed.
    pub code: CodeView,
    /// The Strategy tab's: the part of the map in view.
    pub strategy: StrategyView,
}

/// Every tab, in the tab bar's order.
pub static TABS: [Tab; 5] = [
    Tab {
        label: Both::new("Game", "对局"),
        hint: Both::new("Play, and what the computer thinks", "下棋，看电脑怎么想"),
        // Play, which is the start screen while there is no game.
        screens: &[Screen::Play, Screen::Start],
        show: game,
    },
    Tab {
        label: Both::new("Explore", "探索"),
        hint: Both::new(
            "The search tree of a position, step by step",
            "一个局面的博弈树，逐步展开",
        ),
        screens: &[Screen::Explore],
        show: |views, ui, state, actions| {
            let mut explored = Vec::new();
            egui::CentralPanel::default().show(ui, |ui| {
                views.explorer.ui(ui, &state.explore, &state.shared(), &mut explored);
            });
            actions.extend(explored.into_iter().map(Action::Explore));
        },
    },
    Tab {
        label: Both::new("Engines", "引擎"),
        hint: Both::new(
            "The engines compared, the enhancement ladder, the table verified",
            "引擎对比、优化阶梯、验证完美对弈表",
        ),
        screens: &[Screen::Engines],
        show: |views, ui, state, actions| {
            let mut asked = Vec::new();
            egui::CentralPanel::default().show(ui, |ui| {
                views.engines.ui(ui, &state.engines, &state.shared(), &mut asked)
            });
            actions.extend(asked.into_iter().map(Action::Engines));
        },
    },
    Tab {
        label: Both::new("Strategy", "策略"),
        hint: Both::new(
            "The strategy that never loses, drawn as a map: the move to make, whatever the reply",
            "永不输棋的策略，画成地图：无论对方怎么应对，该下哪一步",
        ),
        screens: &[Screen::Strategy],
        show: |views, ui, state, actions| {
            egui::CentralPanel::default().show(ui, |ui| {
                views.strategy.ui(ui, &state.strategy, &state.shared(), actions)
            });
        },
    },
    Tab {
        label: Both::new("Your code", "你的代码"),
        hint: Both::new(
            "Your CS50 tictactoe.py, checked on every position, again on each save",
            "你的 CS50 tictactoe.py：在每个局面上检查，每次保存都重新检查",
        ),
        screens: &[Screen::Code],
        show: |views, ui, state, actions| {
            egui::CentralPanel::default().show(ui, |ui| views.code.ui(ui, &state.code, &state.shared(), actions));
        },
    },
];

impl Tab {
    /// The tab that shows `screen`.
    pub fn of(screen: Screen) -> &'static Tab {
        TABS.iter()
            .find(|tab| tab.shows(screen))
            .expect("every screen is in a tab")
    }

    /// Whether the tab shows `screen`.
    pub fn shows(&self, screen: Screen) -> bool {
        self.screens.contains(&screen)
    }
}

/// The game tab: the side panel, and the game or the start screen.
fn game(_: &mut Views, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let shared = state.shared();
    let seen = &state.seen(&shared);
    let mut played = Vec::new();
    // A share of the window, so it follows the window as it grows and shrinks; never less than its
    // controls need, nor more than the board can spare.
    let width = (ui.available_width() * 0.32).clamp(330.0, 440.0);
    egui::Panel::right("insight")
        .resizable(false)
        .exact_size(width)
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| side_panel::show(ui, seen, &mut played));
        });
    egui::CentralPanel::default().show(ui, |ui| match state.screen {
        Screen::Start => start_view::show(ui, seen, &mut played),
        _ => board_view::show(ui, seen, &mut played),
    });
    actions.extend(played.into_iter().map(Action::Game));
}

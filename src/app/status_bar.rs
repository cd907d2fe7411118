//! The bar along the bottom: the newest notice (an unreadable or unsaved session, a failed job) with
//! its Dismiss button, or the keys that work on the screen shown when all is well. It is always one
//! line tall, so a notice coming or going never moves the board under the mouse; a line too long for
//! the window is said shorter, in full on hover.

use egui::{KeyboardShortcut, Label, RichText, Ui};

use crate::app::state::Action;
use crate::app::state::{Screen, State};
use crate::app::widgets::fit;
use crate::app::widgets::keys::{
    BACK, NEW_GAME, NEXT, POSITION_BACK, POSITION_NEXT, PRESENT, REDO, STRATEGY_HINT, UNDO, key_name,
};
use crate::game::{Game, Mode, Turn};
use crate::lang::Lang;

/// The bar along the bottom: the newest notice, or the keys.
pub fn show(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let lang = state.lang();
    ui.horizontal(|ui| match state.notices.last() {
        Some(notice) => {
            if ui.small_button(lang.pick("Dismiss", "关闭")).clicked() {
                actions.push(Action::Dismiss(notice.kind));
            }
            let text = RichText::new(notice.text.get(lang)).color(ui.visuals().warn_fg_color);
            ui.add(Label::new(text).truncate());
        }
        None => {
            let forms = help(ui.ctx(), state, lang);
            fit::line(ui, &forms, |text| text.weak());
        }
    });
}

/// What the bar says on the screen shown, longest first: the keys that work there, or a word on what
/// to do where no key does.
fn help(ctx: &egui::Context, state: &State, lang: Lang) -> Vec<String> {
    let key = |shortcut| key_name(ctx, &shortcut, lang);
    let (back, next) = (key(BACK), key(NEXT));
    let game = state.game.session.game.as_ref();
    match state.screen {
        Screen::Code => code_help(lang),
        Screen::Strategy => vec![
            lang.pick(
                "Drag to pan, Ctrl and the wheel to zoom; rest on a board for its outcome, click to open it in the explorer",
                "拖动可平移，按住 Ctrl 滚动滚轮可缩放；停在棋盘上看结局，点击在探索页中打开",
            )
            .to_string(),
            lang.pick("Drag to pan, Ctrl+wheel to zoom", "拖动平移，Ctrl+滚轮缩放").to_string(),
        ],
        Screen::Engines => vec![
            lang.pick(
                "Compare and the ladder search the position chosen above; Verify table checks every position",
                "“对比引擎”和“运行优化阶梯”搜索上方选定的局面；“验证完美对弈表”检查每一个局面",
            )
            .to_string(),
            lang.pick(
                "Compare and the ladder search the position above",
                "对比与优化阶梯搜索上方的局面",
            )
            .to_string(),
        ],
        Screen::Explore if state.explore.your_search.on => vec![
            lang.pick(
                format!("Keys: {back} {next} a call · a row takes you to that call"),
                format!("按键：{back} {next} 一次调用 · 点击一行即跳到那次调用"),
            ),
            lang.pick(format!("Keys: {back} {next} a call"), format!("按键：{back} {next} 一次调用")),
        ],
        Screen::Explore => {
            let (call_back, call_next) = (key(POSITION_BACK), key(POSITION_NEXT));
            vec![
                lang.pick(
                    format!("Keys: {back} {next} a step · {call_back} {call_next} a position · a row of the tree takes the program to it"),
                    format!("按键：{back} {next} 一个步骤 · {call_back} {call_next} 一个局面 · 点击树中一行，程序跳到那里"),
                ),
                lang.pick(
                    format!("Keys: {back} {next} a step · {call_back} {call_next} a position"),
                    format!("按键：{back} {next} 一步 · {call_back} {call_next} 一个局面"),
                ),
            ]
        }
        // No game yet: no key does anything until one is chosen.
        Screen::Start => vec![
            lang.pick(
                "Choose how to play: against the computer as X, who moves first, or as O; two players on one screen; or the computer against itself",
                "选择玩法：执 X（先手）或执 O 与电脑对弈，两人在同一屏幕上对弈，或看电脑自己对弈",
            )
            .to_string(),
            lang.pick("Choose how to play; X moves first", "选择玩法；X 先走").to_string(),
        ],
        Screen::Play if state.game.looking_back.is_some() => {
            let present = key(PRESENT);
            vec![
                lang.pick(
                    format!("Keys: {back}/{next} an earlier or later move · {present} back to the game as it is"),
                    format!("按键：{back}/{next} 前一步或后一步 · {present} 回到当前对局"),
                ),
                lang.pick(
                    format!("Keys: {back}/{next} a move · {present} the game"),
                    format!("按键：{back}/{next} 一步 · {present} 当前对局"),
                ),
            ]
        }
        Screen::Play => play_keys(&key, game, lang),
    }
}

/// What the bar says on the Your code tab: how to open the file (in a browser, how the page is given it).
fn code_help(lang: Lang) -> Vec<String> {
    if cfg!(target_arch = "wasm32") {
        return vec![
            lang.pick(
                "Choose your tictactoe.py, or drop it on the page: it runs in this page, in Python compiled for the browser",
                "选择你的 tictactoe.py，或把它拖到网页上：它在本网页中由编译到浏览器的 Python 运行",
            )
            .to_string(),
            lang.pick("Choose or drop your tictactoe.py", "选择或拖入你的 tictactoe.py").to_string(),
        ];
    }
    vec![
        lang.pick(
            "Open your tictactoe.py (type its path, or drop the file on the window): it is checked again each time you save it",
            "打开你的 tictactoe.py（输入路径，或把文件拖到窗口上）：每次保存都会重新检查",
        )
        .to_string(),
        lang.pick("Your file is checked again on each save", "每次保存都会重新检查你的文件").to_string(),
    ]
}

/// The keys of the game on the board, longest first: playing a cell and the strategy's move (not once
/// the game is over nor while the computer plays itself), undo and redo, a new game, walking the moves
/// played.
fn play_keys(key: &impl Fn(KeyboardShortcut) -> String, game: Option<&Game>, lang: Lang) -> Vec<String> {
    let (back, next) = (key(BACK), key(NEXT));
    let (new_game, undo, redo, hint) = (key(NEW_GAME), key(UNDO), key(REDO), key(STRATEGY_HINT));
    // Walking the moves once there are some.
    let walk = game.is_some_and(|g| !g.played().is_empty());
    let (moves, moves_short) = match walk {
        true => (
            lang.pick(
                format!(" · {back}/{next} the moves played"),
                format!(" · {back}/{next} 查看走过的棋"),
            ),
            lang.pick(format!(" · {back}/{next} moves"), format!(" · {back}/{next} 看棋")),
        ),
        false => (String::new(), String::new()),
    };
    let over = game.is_some_and(|g| matches!(g.turn(), Turn::Over(_)));
    match game.map(|g| g.mode()) {
        // No keys to play while the computer plays itself.
        Some(Mode::SelfPlay) => vec![
            lang.pick(
                format!("Keys: {new_game} new game{moves}"),
                format!("按键：{new_game} 新对局{moves}"),
            ),
            lang.pick(
                format!("Keys: {new_game} new game{moves_short}"),
                format!("按键：{new_game} 新对局{moves_short}"),
            ),
        ],
        // No cell left to play once the game is over.
        _ if over => vec![
            lang.pick(
                format!("Keys: {undo} undo · {redo} redo · {new_game} new game{moves}"),
                format!("按键：{undo} 悔棋 · {redo} 重做 · {new_game} 新对局{moves}"),
            ),
            lang.pick(
                format!("Keys: {undo} undo · {redo} redo · {new_game} new{moves_short}"),
                format!("按键：{undo} 悔棋 · {redo} 重做 · {new_game} 新局{moves_short}"),
            ),
        ],
        _ => vec![
            lang.pick(
                format!("Keys: 1-9 play a cell as on a numeric keypad · {hint} the strategy's move · {undo} undo · {redo} redo · {new_game} new game{moves}"),
                format!("按键：1-9 按数字小键盘的位置落子 · {hint} 策略的着法 · {undo} 悔棋 · {redo} 重做 · {new_game} 新对局{moves}"),
            ),
            lang.pick(
                format!("Keys: 1-9 a cell · {hint} strategy · {undo} undo · {redo} redo · {new_game} new game{moves_short}"),
                format!("按键：1-9 落子 · {hint} 策略 · {undo} 悔棋 · {redo} 重做 · {new_game} 新对局{moves_short}"),
            ),
            lang.pick(
                format!("Keys: 1-9 a cell · {undo} undo · {redo} redo · {new_game} new game{moves_short}"),
                format!("按键：1-9 落子 · {undo} 悔棋 · {redo} 重做 · {new_game} 新对局{moves_short}"),
            ),
            lang.pick(
                format!("1-9 · {undo} undo · {redo} redo · {new_game} new{moves_short}"),
                format!("1-9 落子 · {undo} 悔棋 · {redo} 重做 · {new_game} 新局{moves_short}"),
            ),
        ],
    }
}

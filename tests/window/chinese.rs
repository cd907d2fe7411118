//! The window in Chinese: chosen by the system or in the window and kept, every text a person meets on
//! every tab in Chinese (the pseudocode's code and the course's names excepted), every character drawn
//! with a CJK font, and without one, English and a word on what to install.
//!
//! These tests draw Chinese with the system's font, as a person's window does, or where the system has
//! none with the font subset in `tests/fonts/` (see `harness_for`), and egui's test harness fails on
//! any character no font has.

use egui_kittest::kittest::By;

use super::*;

/// A window on a fresh session in a system that speaks Chinese, with the system's CJK font or the
/// font subset in `tests/fonts/`.
fn chinese_window(test: &str, size: egui::Vec2) -> Window {
    let now = Instant::now();
    let app = TicTacToe::new(Some(session_path(test)), now, SEED).speaking(Lang::Zh);
    let mut harness = harness_for(app, now, size);
    harness.run();
    assert_eq!(
        harness.state().state().lang(),
        Lang::Zh,
        "the window speaks Chinese, with the system's CJK font or the font subset in tests/fonts/"
    );
    harness
}

/// Words a Chinese screen may show in Latin letters: the course's function names, MAX and MIN, key
/// names, units, the name of the other language, and marks.
const LATIN: [&str; 12] = [
    "Max", "Min", "Value", "Result", "MAX", "MIN", "Ctrl", "Shift", "Esc", "English", "ms", "µs",
];

/// Whether a text is a line of the pseudocode's code, which stays as the course writes it: its number,
/// two spaces, and code (a comment starts with ▷ and is translated).
fn is_code(text: &str) -> bool {
    let rest = text.trim_start().trim_start_matches(|c: char| c.is_ascii_digit());
    rest.len() < text.trim_start().len() && rest.starts_with("  ") && !rest.trim_start().starts_with('▷')
}

/// Every text the window shows now that has an English word in it.
fn english(harness: &Window) -> Vec<String> {
    let mut found = Vec::new();
    for node in harness.query_all(By::new()) {
        let node = node.accesskit_node();
        for text in [node.label(), node.value()].into_iter().flatten() {
            if is_code(&text) {
                continue;
            }
            let words = text
                .split(|c: char| !c.is_ascii_alphabetic() && c != 'µ')
                .filter(|word| word.chars().count() >= 2);
            let english = words
                .filter(|word| !word.chars().all(|c| c == 'X' || c == 'O'))
                .any(|word| !LATIN.contains(&word));
            if english && !found.contains(&text) {
                found.push(text);
            }
        }
    }
    found
}

fn assert_chinese(harness: &Window, screen: &str) {
    let english = english(harness);
    assert!(english.is_empty(), "English on {screen}: {english:#?}");
}

#[test]
fn a_person_plays_explores_and_compares_in_chinese_without_meeting_english() {
    let mut harness = chinese_window("zh-walk", egui::vec2(1280.0, 800.0));
    harness.get_by_label("来下井字棋");
    assert_chinese(&harness, "the start screen");
    // A game against the computer searching live, hints on, a mistake made, looked back at.
    click(&mut harness, "α-β 剪枝");
    click(&mut harness, "显示提示");
    click(&mut harness, "执 X（先手）");
    for cell in ["1,1", "0,1", "0,2"] {
        // With hints on, an empty cell also says its outcome: "格子 1,1：空，平局".
        if harness.query_by_label_contains(&format!("格子 {cell}：空")).is_some() {
            harness.get_by_label_contains(&format!("格子 {cell}：空")).click();
            harness.step();
            settle(&mut harness);
        }
    }
    harness.get_by_label("着法");
    assert_chinese(&harness, "the game");
    click(&mut harness, "1. X 1,1（键 5）");
    harness.get_by_label(&format!("第 1 步之后（共 {} 步）", played(&harness)));
    assert_chinese(&harness, "a move looked back at");
    harness.key_press(Key::Escape);
    harness.run();
    // The score's question, and leaving a game in progress.
    click(&mut harness, "新对局");
    if harness.query_by_label("离开这局棋？").is_some() {
        assert_chinese(&harness, "the question before leaving");
        click(&mut harness, "离开对局");
    }
    // The computer playing itself, paused, each side at its own level.
    click(&mut harness, "更换模式");
    click(&mut harness, "电脑自己对弈");
    click(&mut harness, "暂停");
    click(&mut harness, "O：简单");
    click(&mut harness, "单步");
    harness.get_by_label("X（完美）对 O（简单）· 已暂停：轮到 O");
    assert_chinese(&harness, "the computer playing itself");
    // The explorer, stepped into a cut.
    click(&mut harness, "探索");
    for _ in 0..40 {
        harness.key_press(Key::ArrowRight);
    }
    harness.run();
    harness.get_by_label("正在运行的程序");
    assert_chinese(&harness, "the explorer");
    // The Engines tab: compare, the ladder, the verification.
    click(&mut harness, "引擎");
    click(&mut harness, "对比引擎");
    click(&mut harness, "运行优化阶梯");
    harness.get_by_label("验证完美对弈表").click();
    harness.step();
    settle(&mut harness);
    harness.get_by_label("完美对弈表已验证：每个答案都一致。");
    assert_chinese(&harness, "the Engines tab");
}

#[test]
fn the_explorer_at_its_narrowest_is_chinese_in_every_part() {
    let mut harness = chinese_window("zh-narrow", egui::vec2(640.0, 460.0));
    click(&mut harness, "探索");
    for part in ["程序", "调用栈与棋盘", "博弈树"] {
        click(&mut harness, part);
        assert_chinese(&harness, part);
    }
}

#[test]
fn the_language_is_switched_in_the_window_and_kept() {
    let path = session_path("zh-switch");
    {
        let mut harness = window(path.clone());
        harness.run();
        harness.get_by_label("Play Tic-Tac-Toe");
        // The language button names Chinese in Chinese.
        click(&mut harness, "中文");
        harness.get_by_label("来下井字棋");
        assert_eq!(harness.state().state().game.session.language, Some(Lang::Zh));
        harness.state_mut().close();
    }
    // The next window speaks Chinese in an English system: the choice is the person's.
    let mut harness = window(path);
    harness.run();
    harness.get_by_label("来下井字棋");
    click(&mut harness, "English");
    harness.get_by_label("Play Tic-Tac-Toe");
}

#[test]
fn without_a_chinese_font_the_window_stays_english_and_says_what_to_install() {
    let now = Instant::now();
    let app = TicTacToe::new(None, now, SEED)
        .speaking(Lang::Zh)
        .with_font_paths(Vec::new());
    let mut harness = harness_as_given(app, now, egui::vec2(1280.0, 800.0));
    harness.run();
    let state = harness.state().state();
    assert_eq!(state.wanted_lang(), Lang::Zh);
    assert_eq!(state.lang(), Lang::En);
    harness.get_by_label("Play Tic-Tac-Toe");
    harness.get_by_label_contains("No Chinese font was found");
    harness.get_by_label_contains("sudo apt install fonts-noto-cjk");
}

#[test]
fn the_toolbar_fits_the_narrowest_window_in_chinese() {
    let mut harness = chinese_window("zh-toolbar", egui::vec2(640.0, 460.0));
    click(&mut harness, "双人对弈");
    assert_eq!(toolbar_crowding(&harness), Vec::<String>::new());
}

#[test]
fn the_language_button_names_chinese_in_chinese_and_without_a_font_says_what_to_install_when_clicked() {
    let mut harness = window(session_path("zh-button"));
    harness.run();
    harness.get_by_label("中文");
    assert!(harness.query_by_label("Chinese").is_none(), "the button reads 中文");
    // Without a font for Chinese the button says Chinese in English, and nothing is said of fonts
    // until Chinese is asked for.
    let now = Instant::now();
    let app = TicTacToe::new(None, now, SEED).with_font_paths(Vec::new());
    let mut harness = harness_as_given(app, now, egui::vec2(1280.0, 800.0));
    harness.run();
    assert!(harness.query_by_label_contains("No Chinese font was found").is_none());
    click(&mut harness, "Chinese");
    harness.get_by_label_contains("No Chinese font was found");
    harness.get_by_label("Play Tic-Tac-Toe");
}

/// Chinese quotes and punctuation take the CJK font's full-width shapes while Chinese is shown, not the
/// narrow Latin ones egui's own font has; English keeps its own font's.
#[test]
fn chinese_quotes_are_drawn_full_width_in_chinese_and_latin_text_keeps_its_font_in_english() {
    let mut harness = chinese_window("zh-quotes", egui::vec2(1000.0, 700.0));
    let font = egui::FontId::proportional(14.0);
    let width = |harness: &Window, c: char| harness.ctx.fonts_mut(|fonts| fonts.glyph_width(&font, c));
    let (quote, han) = (width(&harness, '“'), width(&harness, '中'));
    assert!((quote - han).abs() < 0.5, "“ is {quote} wide, 中 {han}");
    click(&mut harness, "English");
    assert_eq!(harness.state().state().lang(), Lang::En);
    let latin = width(&harness, '“');
    assert!(latin < han * 0.6, "in English “ is egui's own, {latin} wide");
}

#[test]
fn the_search_list_shows_its_last_entry_whole_in_chinese_at_the_smallest_size() {
    let mut harness = chinese_window("zh-search-list", egui::vec2(640.0, 460.0));
    super::code::open(
        &mut harness,
        &super::code::learner_file("alphabeta.py"),
        "你的代码",
        "打开",
    );
    harness.get_by_label("取消检查").click();
    harness.step();
    click(&mut harness, "探索");
    harness.get_by_role(egui::accesskit::Role::ComboBox).click();
    harness.run();
    // Every search and the learner's own, the last in view without scrolling: no scroll bar beside them.
    let last = harness.get_by_label("你的 minimax，与课程的对照").rect();
    assert!(last.bottom() <= 460.0, "{last:?}");
    for bar in harness.query_all_by_role(egui::accesskit::Role::ScrollBar) {
        let bar = bar.rect();
        let beside = bar.x_range().intersects(last.x_range()) && bar.top() < last.bottom();
        assert!(
            !beside,
            "the list scrolls ({bar:?}) and clips its last entry ({last:?})"
        );
    }
}

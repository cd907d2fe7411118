//! The words people read, in both languages: every text written twice (English, then Chinese) has its
//! Chinese really translated, and the Chinese uses one term for one thing, the terms Chinese courses
//! use, throughout the sources.

use std::path::{Path, PathBuf};

use crate::support::rust_sources;

/// Terms with another word for the same thing that the sources must not use, and the one they use.
const GLOSSARY: [(&str, &str); 17] = [
    ("节点", "结点"),
    ("极小极大", "极大极小"),
    ("换位表", "置换表"),
    ("转置表", "置换表"),
    ("和棋", "平局"),
    ("平手", "平局"),
    ("井字游戏", "井字棋"),
    ("剪支", "剪枝"),
    ("阿尔法", "α-β"),
    ("主变", "主要变例"),
    ("博弈数", "博弈树"),
    ("悔步", "悔棋"),
    ("走法", "着法"),
    ("招法", "着法"),
    ("棋步", "着法"),
    ("行动", "动作"),
    ("电脑棋力", "电脑难度"),
];

/// The string literals of a source, in order (escapes left as written).
fn literals(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = source.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            // A character literal such as '"' is not the start of a string.
            '\'' => {
                let rest: String = chars.clone().take(3).collect();
                if rest.starts_with("\"'") || rest.starts_with("\\\"'") {
                    chars.nth(rest.find('\'').unwrap_or(0));
                }
            }
            '"' => {
                let mut text = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            text.push(c);
                            text.extend(chars.next());
                        }
                        '"' => break,
                        c => text.push(c),
                    }
                }
                found.push(text);
            }
            _ => {}
        }
    }
    found
}

fn is_chinese(c: char) -> bool {
    ('\u{4E00}'..='\u{9FFF}').contains(&c)
        || ('\u{3000}'..='\u{303F}').contains(&c)
        || ('\u{FF00}'..='\u{FFEF}').contains(&c)
}

/// The pairs written as `pick("en", "zh")`, `Both::new("en", "zh")` or `Said::new("en", "zh")`, with
/// `format!(` allowed before each, in a source.
fn pairs(source: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for opening in ["pick(", "Both::new(", "Said::new("] {
        for (at, _) in source.match_indices(opening) {
            let rest = &source[at + opening.len()..];
            let strip = |text: &str| {
                let text = text.trim_start();
                text.strip_prefix("format!(").unwrap_or(text).trim_start().to_string()
            };
            let first = strip(rest);
            if !first.starts_with('"') {
                continue;
            }
            let texts = literals(&first);
            let Some(en) = texts.first() else { continue };
            // The second argument follows the first's closing quote and its comma.
            let after = &first[en.len() + 2..];
            let Some(comma) = after.find(',') else { continue };
            let second = strip(&after[comma + 1..]);
            if !second.starts_with('"') {
                continue;
            }
            if let Some(zh) = literals(&second).first() {
                found.push((en.clone(), zh.clone()));
            }
        }
    }
    found
}

fn all_sources() -> Vec<(PathBuf, String)> {
    rust_sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
        .into_iter()
        .map(|path| {
            let source = std::fs::read_to_string(&path).unwrap();
            (path, source)
        })
        .collect()
}

#[test]
fn every_chinese_text_uses_the_glossarys_terms() {
    let mut wrong = Vec::new();
    let mut chinese = 0;
    for (path, source) in all_sources() {
        for text in literals(&source).into_iter().filter(|t| t.chars().any(is_chinese)) {
            chinese += 1;
            for (avoided, used) in GLOSSARY {
                if text.contains(avoided) {
                    wrong.push(format!("{}: {text:?} says {avoided}, not {used}", path.display()));
                }
            }
        }
    }
    assert!(
        chinese > 300,
        "the sources hold {chinese} Chinese texts: the scan found them"
    );
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn every_text_written_in_both_languages_is_translated() {
    let mut untranslated = Vec::new();
    let mut checked = 0;
    for (path, source) in all_sources() {
        for (en, zh) in pairs(&source) {
            checked += 1;
            // Words outside the placeholders ({before}) are what a person reads; a Chinese text
            // made of placeholders alone ("{who}{made}") only puts translated parts together.
            let read = |text: &str| -> String {
                text.split('{')
                    .map(|part| part.split_once('}').map_or(part, |(_, after)| after))
                    .collect()
            };
            let has_words = |text: &str| text.split(|c: char| !c.is_ascii_alphabetic()).any(|w| w.len() >= 3);
            if has_words(&read(&en)) && has_words(&read(&zh)) && !zh.chars().any(is_chinese) {
                untranslated.push(format!("{}: {en:?} / {zh:?}", path.display()));
            }
        }
    }
    assert!(checked > 300, "{checked} pairs found: the scan reads them");
    assert!(untranslated.is_empty(), "{untranslated:#?}");
}

#[test]
fn the_scan_reads_pairs_as_they_are_written() {
    let source =
        r#"lang.pick("Undo", "悔棋"); Both::new("a \"b\"", "乙"); lang.pick(format!("{n} moves"), format!("{n} 步"));"#;
    assert_eq!(
        pairs(source),
        [
            ("Undo".to_string(), "悔棋".to_string()),
            ("{n} moves".to_string(), "{n} 步".to_string()),
            ("a \\\"b\\\"".to_string(), "乙".to_string()),
        ]
    );
}

/// The files that stand beside the pseudocode (it, its steps, the explorer's program, the command
/// line's help of `steps`) or speak of the learner's own code: only there may a move be the course's
/// action (动作). Everywhere else it is a move (着法); and in every text written in both languages an
/// action is 动作 and 着法 a move.
const BESIDE_THE_PSEUDOCODE: [&str; 9] = [
    "src/search/pseudocode.rs",
    "src/search/steps.rs",
    "src/app/explore/program_view.rs",
    // The learner's own search beside the course's: the loop over Actions(s) in both.
    "src/app/explore/your_search/",
    "src/app/explore/predict.rs",
    "src/cli/args.rs",
    "src/cli/steps.rs",
    "src/cs50/",
    // check-cs50's help: what the learner's minimax must return.
    "src/cli/check_cs50.rs",
];

/// The words a person reads: the text without its placeholders (`{action}`).
fn read(text: &str) -> String {
    text.split('{')
        .map(|part| part.split_once('}').map_or(part, |(_, after)| after))
        .collect()
}

fn says_action(english: &str) -> bool {
    read(english)
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|word| word.eq_ignore_ascii_case("action") || word.eq_ignore_ascii_case("actions"))
}

fn says_move(english: &str) -> bool {
    read(english)
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|word| word.eq_ignore_ascii_case("move") || word.eq_ignore_ascii_case("moves"))
}

#[test]
fn one_term_for_an_action_beside_the_pseudocode_and_one_for_a_move_everywhere_else() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut wrong = Vec::new();
    let (mut actions, mut moves) = (0, 0);
    for (path, source) in all_sources() {
        let name = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
        let beside = BESIDE_THE_PSEUDOCODE.iter().any(|file| name.starts_with(file));
        for text in literals(&source).into_iter().filter(|t| t.chars().any(is_chinese)) {
            if text.contains("动作") && !beside {
                wrong.push(format!("{name}: {text:?} says 动作 away from the pseudocode: 着法"));
            }
        }
        for (en, zh) in pairs(&source) {
            // The learner's function `actions`, named in code in both languages, is a name, not the term.
            if zh.contains("actions") {
                continue;
            }
            let (action, move_) = (says_action(&en), says_move(&en));
            actions += usize::from(action);
            moves += usize::from(zh.contains("着法"));
            if action && !zh.contains("动作") {
                wrong.push(format!("{name}: {en:?} says action, its Chinese {zh:?} no 动作"));
            }
            if zh.contains("动作") && !action {
                wrong.push(format!("{name}: {zh:?} says 动作, its English {en:?} no action"));
            }
            if zh.contains("着法") && !move_ {
                wrong.push(format!("{name}: {zh:?} says 着法, its English {en:?} no move"));
            }
            if action && !beside {
                wrong.push(format!("{name}: {en:?} says action away from the pseudocode: move"));
            }
        }
    }
    assert!(
        actions >= 3 && moves >= 10,
        "{actions} actions and {moves} moves found: the scan reads them"
    );
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn chinese_punctuation_after_chinese_is_full_width() {
    let mut wrong = Vec::new();
    for (path, source) in all_sources() {
        for text in literals(&source) {
            let chars: Vec<char> = text.chars().collect();
            for pair in chars.windows(2) {
                if is_chinese(pair[0]) && ['?', '!', ',', ';', ':'].contains(&pair[1]) {
                    wrong.push(format!(
                        "{}: {text:?} has {:?} after {:?}",
                        path.display(),
                        pair[1],
                        pair[0]
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

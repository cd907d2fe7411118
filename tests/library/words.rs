//! The words people read, in both languages: every text written twice (English, then Chinese) has its
//! Chinese really translated, and the Chinese uses one term for one thing, the terms Chinese courses
//! use, throughout the sources.

use std::path::{Path, PathBuf};

use crate::support::rust_sources;

/// Terms with another word for the same thing that the sources must not use, and the one they use.
const GLOSSARY: [(&str, &str); 12] = [
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
